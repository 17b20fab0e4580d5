// Electron's net.request, as its source behaves (electron/electron
// lib/common/api/net-client-request.ts, ClientRequest), over node:http and
// node:https, for electron-updater's requests in tests:
// - Node-style options (protocol, hostname, port, path, headers) become a URL
//   as parseOptions does: `host` wins, the protocol defaults to http:.
// - A redirect never reaches the 'response' listener: Chromium's URL loader
//   follows it and ClientRequest reports it as 'redirect' (statusCode,
//   method, url, headers). 'follow' goes on unless a listener called abort();
//   'manual' goes on only if a listener called followRedirect(), and
//   otherwise dies with "Redirect was cancelled"; 'error' dies at once.
//   followRedirect() outside a 'redirect' listener throws.
// - abort() emits 'abort' on the next tick and never 'error'.
// - There is no 'socket' event, so electron-updater's socket timeout never
//   arms, as in the app.
// - The method stays as it was: electron-updater only sends GET, which no
//   redirect changes.
// - Chromium checks certificates against the OS store; here `ca` is the one
//   certificate authority trusted.
import { EventEmitter } from 'node:events'
import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders, RequestOptions } from 'node:http'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { format } from 'node:url'

type RedirectMode = 'follow' | 'manual' | 'error'

/** Chromium follows these when they carry a Location (net/http/http_response_headers.cc, IsRedirectResponseCode). */
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export interface NetRequestOptions extends RequestOptions {
  redirect?: RedirectMode
}

/** The URL parseOptions builds from Node-style options. */
function netUrlOf(options: RequestOptions): URL {
  const pathObj = new URL(options.path ?? '/', 'http://localhost')
  const base = { protocol: options.protocol ?? 'http:', pathname: pathObj.pathname, search: pathObj.search }
  const located = options.host
    ? { ...base, host: options.host }
    : { ...base, hostname: options.hostname ?? 'localhost', port: options.port ?? undefined }
  return new URL(format(located))
}

/** Node's connection errors as Chromium names them. */
function netError(error: NodeJS.ErrnoException): Error {
  if (error.code === 'ECONNREFUSED') return new Error('net::ERR_CONNECTION_REFUSED')
  if (error.code === 'SELF_SIGNED_CERT_IN_CHAIN' || error.code === 'DEPTH_ZERO_SELF_SIGNED_CERT')
    return new Error('net::ERR_CERT_AUTHORITY_INVALID')
  return new Error(`net::ERR_FAILED (${error.message})`)
}

export class NetRequestStandIn extends EventEmitter {
  readonly #mode: RedirectMode
  readonly #headers: OutgoingHttpHeaders
  readonly #method: string
  readonly #ca: Buffer | undefined
  #url: URL
  #native: ClientRequest | null = null
  #aborted = false
  #onFollow: (() => void) | null = null

  constructor(options: NetRequestOptions, ca?: Buffer) {
    super()
    this.#mode = options.redirect ?? 'follow'
    // electron-updater always passes headers as an object.
    this.#headers = { ...(options.headers as OutgoingHttpHeaders | undefined) }
    this.#method = (options.method ?? 'GET').toUpperCase()
    this.#url = netUrlOf(options)
    this.#ca = ca
  }

  end(body?: Buffer): this {
    this.#send(body)
    return this
  }

  abort(): void {
    if (!this.#aborted) process.nextTick(() => this.emit('abort'))
    this.#aborted = true
    this.#native?.destroy()
  }

  followRedirect(): void {
    if (!this.#onFollow) throw new Error('followRedirect() called, but was not waiting for a redirect')
    this.#onFollow()
  }

  #send(body?: Buffer): void {
    const open = this.#url.protocol === 'https:' ? httpsRequest : httpRequest
    const native = open(
      this.#url,
      { method: this.#method, headers: this.#headers, agent: false, ca: this.#ca },
      (response) => this.#answered(response)
    )
    native.on('error', (error: NodeJS.ErrnoException) => this.#die(netError(error)))
    this.#native = native
    native.end(body)
  }

  #answered(response: IncomingMessage): void {
    if (this.#aborted) {
      response.resume()
      return
    }
    const location = response.headers.location
    if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined) {
      this.emit('response', response)
      return
    }
    response.resume()
    const next = new URL(location, this.#url)
    if (this.#mode === 'error') return this.#die(new Error("Attempted to redirect, but redirect policy was 'error'"))
    let follow = this.#mode === 'follow'
    this.#onFollow = () => {
      if (this.#mode === 'manual') follow = true
    }
    try {
      this.emit('redirect', response.statusCode, this.#method, next.toString(), response.headers)
    } finally {
      this.#onFollow = null
    }
    if (this.#aborted) return
    if (!follow) return this.#die(new Error('Redirect was cancelled'))
    this.#url = next
    this.#send()
  }

  #die(error: Error): void {
    if (!this.#aborted) this.emit('error', error)
  }
}
