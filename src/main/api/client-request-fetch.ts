// A fetch over Electron's net.ClientRequest with Node's 'manual' redirect
// semantics: a 3xx comes back as a response carrying its Location, so our
// redirect policy can check the target. (Electron's own net.fetch turns a
// manual redirect into "Redirect was cancelled" without saying where to.)
// Plain Node: the Electron adapter hands in `net.request`, tests a stand-in.
import { Readable } from 'node:stream'

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
  on(event: 'login', listener: (authInfo: LoginChallenge, callback: (username?: string, password?: string) => void) => void): this
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
    const signal = request.signal
    const aborted = (): Error => (signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) throw aborted()
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null

    return new Promise<Response>((resolve, reject) => {
      const client = open({ method: request.method, url: request.url, redirect: 'manual' })
      let settled = false
      const settle = (outcome: () => void) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', onAbort)
        outcome()
      }
      const onAbort = () => {
        client.abort()
        settle(() => reject(aborted()))
      }
      signal.addEventListener('abort', onAbort, { once: true })

      client.on('redirect', (statusCode, _method, redirectUrl) => {
        // Not following it (no followRedirect call) would end in an error; abort
        // instead and hand the redirect back like Node's fetch does.
        client.abort()
        settle(() => resolve(new Response(null, { status: statusCode, headers: { location: redirectUrl } })))
      })
      client.on('response', (incoming) => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
        }
        const stream = NULL_BODY_STATUSES.has(incoming.statusCode) || request.method === 'HEAD' ? null : (Readable.toWeb(incoming) as ReadableStream)
        settle(() => resolve(new Response(stream, { status: incoming.statusCode, statusText: incoming.statusMessage, headers })))
      })
      client.on('error', (error) => settle(() => reject(new TypeError('fetch failed', { cause: error }))))
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
