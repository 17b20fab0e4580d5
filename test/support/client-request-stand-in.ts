// Electron's net.ClientRequest, as its source behaves, over node:http: with
// redirect 'manual' a 3xx emits 'redirect' (statusCode, method, url,
// headers) and, unless followRedirect() or abort() is called in the
// listener, the request dies with "Redirect was cancelled". Lets the app's
// Electron fetch (client-request-fetch.ts) run against real servers in tests.
import { EventEmitter } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { OpenClientRequest } from '../../src/main/api/client-request-fetch'

export interface OpenedRequest {
  method: string
  url: string
  redirect: string
  headers: Record<string, string>
}

export function clientRequestStandIn(opened: OpenedRequest[] = []): OpenClientRequest {
  return ({ method, url, redirect }) => {
    const emitter = new EventEmitter()
    const entry: OpenedRequest = { method, url, redirect, headers: {} }
    opened.push(entry)
    const chunks: Buffer[] = []
    let aborted = false
    let native: ReturnType<typeof httpRequest> | null = null
    const die = (message: string) => {
      if (!aborted) emitter.emit('error', new Error(message))
    }
    const client = Object.assign(emitter, {
      setHeader(name: string, value: string) {
        entry.headers[name.toLowerCase()] = value
      },
      write(chunk: Buffer) {
        chunks.push(chunk)
        return true
      },
      abort() {
        aborted = true
        native?.destroy()
      },
      end() {
        native = httpRequest(url, { method, headers: { ...entry.headers, 'content-length': String(Buffer.concat(chunks).length) } })
        native.on('response', (response: IncomingMessage) => {
          const location = response.headers.location
          if (redirect === 'manual' && response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
            response.resume()
            emitter.emit('redirect', response.statusCode, method, new URL(location, url).toString(), response.headers)
            die('Redirect was cancelled')
            return
          }
          if (!aborted) emitter.emit('response', response)
        })
        native.on('error', (error: NodeJS.ErrnoException) => die(error.code === 'ECONNREFUSED' ? 'net::ERR_CONNECTION_REFUSED' : error.message))
        native.end(Buffer.concat(chunks))
      }
    })
    return client
  }
}
