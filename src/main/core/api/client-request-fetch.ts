// A fetch over Electron's net.ClientRequest with Node's 'manual' redirect
// semantics: a 3xx comes back as a response carrying its Location, so our
// redirect policy can check the target. (Electron's own net.fetch turns a
// manual redirect into "Redirect was cancelled" without saying where to.)
// Plain Node: the Electron adapter hands in `net.request`, tests a stand-in.
import type { Readable } from 'node:stream'

import { declaredBound } from './response-limit'

export interface IncomingMessageLike extends Readable {
  statusCode: number
  statusMessage: string
  headers: Record<string, string | string[] | undefined>
}

export interface ClientRequestLike {
  setHeader(name: string, value: string): void
  on(event: 'response', listener: (response: IncomingMessageLike) => void): this
  on(event: 'redirect', listener: (statusCode: number, method: string, redirectUrl: string) => void): this
  on(event: 'error', listener: (error: Error) => void): this
  on(
    event: 'login',
    listener: (authInfo: LoginChallenge, callback: (username?: string, password?: string) => void) => void
  ): this
  write(chunk: Buffer): unknown
  end(): unknown
  abort(): void
}

export type OpenClientRequest = (options: { method: string; url: string; redirect: 'manual' }) => ClientRequestLike

/** Electron's `login` event: an authenticating proxy (or a server) asks for credentials. */
export interface LoginChallenge {
  isProxy: boolean
  scheme: string
  host: string
  port: number
  realm?: string
}

export interface ClientRequestFetchOptions {
  /** Answers a proxy's question; without it, every question is declined. */
  onLogin?: (challenge: LoginChallenge) => Promise<{ username: string; password: string } | null>
}

// Chromium sets these itself from the body and the connection.
const OWN_HEADERS = new Set(['content-length', 'host', 'connection', 'transfer-encoding', 'keep-alive'])
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

export function clientRequestFetch(open: OpenClientRequest, options: ClientRequestFetchOptions = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    // The caller's own signal, not the copy `new Request` derives from it: a
    // derived signal hears its source only while its Request object lives
    // (undici links them through a WeakRef), and nothing keeps that object
    // alive while a body drips in, so after a GC an abort would never arrive.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : request.signal)
    const aborted = (): Error =>
      signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError')
    if (signal.aborted) throw aborted()
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null

    return new Promise<Response>((resolve, reject) => {
      const client = open({ method: request.method, url: request.url, redirect: 'manual' })
      // The signal is heard until the body has ended: an abort or a timeout
      // while the body drips in must stop it too (only ClientRequest.abort can).
      let phase: 'head' | 'body' | 'done' = 'head'
      let failBody: ((error: Error) => void) | null = null
      const finish = (): boolean => {
        if (phase === 'done') return false
        phase = 'done'
        signal.removeEventListener('abort', onAbort)
        return true
      }
      const settle = (outcome: () => void) => {
        if (phase !== 'head') return
        finish()
        outcome()
      }
      const onAbort = () => {
        client.abort()
        if (phase === 'head') settle(() => reject(aborted()))
        else if (phase === 'body' && finish()) failBody?.(aborted())
      }
      signal.addEventListener('abort', onAbort, { once: true })

      client.on('redirect', (statusCode, _method, redirectUrl) => {
        // Not following it (no followRedirect call) would end in an error; abort
        // instead and hand the redirect back like Node's fetch does.
        client.abort()
        settle(() => resolve(new Response(null, { status: statusCode, headers: { location: redirectUrl } })))
      })
      client.on('response', (incoming) => {
        if (phase !== 'head') return
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        const init = { status: incoming.statusCode, statusText: incoming.statusMessage, headers }
        if (NULL_BODY_STATUSES.has(incoming.statusCode) || request.method === 'HEAD') {
          settle(() => resolve(new Response(null, init)))
          return
        }
        phase = 'body'
        // Held to its declared length: Chromium does not hold an HTTP/2 body to it, and the size cap
        // (response-limit.ts) counts no body that length bounds. Past it, the body fails as if cut.
        const stream = bodyStream(incoming, declaredBound(headers) ?? Number.POSITIVE_INFINITY, {
          finish,
          cancel: () => client.abort(),
          onFail: (fail) => (failBody = fail)
        })
        resolve(new Response(stream, init))
      })
      client.on('error', (error) => {
        if (phase === 'head') settle(() => reject(new TypeError('fetch failed', { cause: error })))
        // A failure mid-body also destroys the incoming message, which ends the body stream.
      })
      client.on('login', (challenge, callback) => {
        // Empty credentials decline, and the request fails with an authentication error.
        const answer = options.onLogin?.(challenge) ?? Promise.resolve(null)
        void answer.then(
          (credentials) => (credentials ? callback(credentials.username, credentials.password) : callback()),
          () => callback()
        )
      })

      try {
        for (const [name, value] of request.headers) if (!OWN_HEADERS.has(name)) client.setHeader(name, value)
        if (body && body.length > 0) client.write(body)
        client.end()
      } catch (error) {
        client.abort()
        settle(() => reject(new TypeError('fetch failed', { cause: error })))
      }
    })
  }
}

interface BodyHooks {
  /** True the first time: the request is over, stop listening to the signal. */
  finish: () => boolean
  /** The reader gave up on the body: only aborting the request stops the download. */
  cancel: () => void
  /** Hands over how to fail the body from outside (an abort or a timeout). */
  onFail: (fail: (error: Error) => void) => void
}

/**
 * The body as a web stream that ends with the request: Electron's
 * IncomingMessage is a plain Readable whose destruction does not cancel the
 * URL loader (electron/electron lib/common/api/net-client-request.ts:
 * IncomingMessage has no _destroy; only ClientRequest.abort() → _die() calls
 * _urlLoader.cancel()), so cancelling this stream aborts the request, and a
 * body cut short fails the way Node's fetch fails (TypeError "terminated").
 */
function bodyStream(incoming: IncomingMessageLike, bound: number, hooks: BodyHooks): ReadableStream<Uint8Array> {
  let open = true
  let received = 0
  /** Runs `then` once, when the body ends for whatever reason first. */
  const end = (then: () => void, own = true): void => {
    if (!open) return
    open = false
    if (own) hooks.finish()
    then()
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      hooks.onFail((error) =>
        end(() => {
          incoming.destroy()
          controller.error(error)
        }, false)
      )
      incoming.on('data', (chunk: Buffer) => {
        if (!open) return
        received += chunk.byteLength
        if (received > bound) {
          end(() => {
            hooks.cancel()
            incoming.destroy()
            controller.error(new TypeError('terminated', { cause: new Error('the body ran past its Content-Length') }))
          })
          return
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause()
      })
      incoming.once('end', () => end(() => controller.close()))
      incoming.once('error', (error: Error) =>
        end(() => controller.error(new TypeError('terminated', { cause: error })))
      )
      // Closed without 'end': aborted, or the connection died without a word.
      incoming.once('close', () => end(() => controller.error(new TypeError('terminated'))))
    },
    pull() {
      incoming.resume()
    },
    cancel() {
      end(() => {
        hooks.cancel()
        incoming.destroy()
      })
    }
  })
}
