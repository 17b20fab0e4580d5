// Electron's net.ClientRequest, as its source behaves, over node:http, so the
// app's Electron fetch (client-request-fetch.ts) runs against real servers in
// tests. Modelled on electron/electron lib/common/api/net-client-request.ts:
// - with redirect 'manual' a 3xx emits 'redirect' (statusCode, method, url,
//   headers) and, unless followRedirect() or abort() is called in the
//   listener, the request dies with "Redirect was cancelled";
// - the response is an IncomingMessage: a plain Readable fed by the URL
//   loader, with no _destroy of its own, so destroying it does NOT cancel the
//   download (`_storeInternalData` / `_pushInternalData`, no `_destroy`);
// - `abort()` is the only way to stop a request: `_die()` cancels the URL
//   loader and destroys the response without an error, and 'abort' follows
//   on the next tick;
// - a network error after the response started destroys the response with
//   that error and the request emits 'error' (`_urlLoader.on('error')`).
import { EventEmitter } from 'node:events'
import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http'
import { Readable } from 'node:stream'

import type { OpenClientRequest } from '../../src/main/core/api/client-request-fetch'

export interface OpenedRequest {
  method: string
  url: string
  redirect: string
  headers: Record<string, string>
  /** Set when the request was stopped with abort() (what frees the connection). */
  aborted: boolean
}

/** Electron's IncomingMessage: destroying it leaves the URL loader running. */
class IncomingMessageStandIn extends Readable {
  #resume: (() => void) | null = null

  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
    readonly headers: Record<string, string | string[] | undefined>
  ) {
    super()
  }

  /** The loader's data callback: a chunk, or null at 'complete'. */
  store(chunk: Buffer | null, resume: () => void): void {
    // Electron pushes while the reader wants more and calls `resume` only then.
    if (this.push(chunk)) resume()
    else this.#resume = resume
  }

  override _read(): void {
    const resume = this.#resume
    this.#resume = null
    resume?.()
  }
}

export function clientRequestStandIn(opened: OpenedRequest[] = []): OpenClientRequest {
  return ({ method, url, redirect }) => {
    const emitter = new EventEmitter()
    const entry: OpenedRequest = { method, url, redirect, headers: {}, aborted: false }
    opened.push(entry)
    const chunks: Buffer[] = []
    let aborted = false
    let native: ClientRequest | null = null
    let response: IncomingMessageStandIn | null = null
    let dead = false
    /** ClientRequest._die: cancels the loader and destroys the response. */
    const die = (error?: Error) => {
      if (dead) return
      dead = true
      native?.destroy()
      response?.destroy(error)
      if (error && !aborted) emitter.emit('error', error)
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
        if (!aborted) process.nextTick(() => emitter.emit('abort'))
        aborted = true
        entry.aborted = true
        die()
      },
      end() {
        native = httpRequest(url, {
          method,
          headers: { ...entry.headers, 'content-length': String(Buffer.concat(chunks).length) }
        })
        native.on('response', (incoming: IncomingMessage) => {
          if (aborted) return
          const location = incoming.headers.location
          const status = incoming.statusCode ?? 0
          if (redirect === 'manual' && status >= 300 && status < 400 && location) {
            incoming.resume()
            emitter.emit('redirect', status, method, new URL(location, url).toString(), incoming.headers)
            if (!aborted) die(new Error('Redirect was cancelled'))
            return
          }
          const message = new IncomingMessageStandIn(status, incoming.statusMessage ?? '', incoming.headers)
          response = message
          incoming.on('data', (chunk: Buffer) => {
            incoming.pause()
            message.store(chunk, () => incoming.resume())
          })
          incoming.on('end', () => message.store(null, () => undefined))
          incoming.on('error', (error) => die(new Error(`net::ERR_CONNECTION_RESET (${error.message})`)))
          incoming.on('aborted', () => die(new Error('net::ERR_CONNECTION_RESET')))
          emitter.emit('response', message)
        })
        native.on('error', (error: NodeJS.ErrnoException) => {
          if (aborted) return
          die(new Error(error.code === 'ECONNREFUSED' ? 'net::ERR_CONNECTION_REFUSED' : error.message))
        })
        native.end(Buffer.concat(chunks))
      }
    })
    return client
  }
}
