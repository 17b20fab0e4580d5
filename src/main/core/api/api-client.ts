// The one HTTP client of the app. axios over fetch: Node's fetch in tests and
// the harness; in the app, a fetch over Electron's net.request
// (client-request-fetch.ts: system proxy, PAC and the OS certificate store
// apply). Every failure leaves here as an AppFailure. Paths come from
// operations.ts.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios'

import { failure } from '@shared/result'

import { BodyReader } from '../body/body-reader'
import type { AnyReadCall, ReadCall, ReaderName, ReaderResult } from '../body/body-readers'
import type { ReachOutcome } from '../connectivity/reachability'
import { say } from '../i18n'
import { answerTooComplex, apiMessages, type Asked, cutOffOrMalformed, webPageNotData } from './api-words'
import { isAxiosError, mapHttpStatus, mapRequestError } from './map-error'
import type { PathFor } from './operations'
import type { RedirectScope } from './redirect-policy'

export interface ApiResponse<T = unknown> {
  status: number
  headers: Record<string, string>
  /** What the request's reader made of the body (body-readers.ts). */
  body: T
}

/**
 * Which credential a request carries: 'session' requires one; 'optional'
 * sends it when signed in (endpoints the API leaves open, which some
 * platforms still guard); 'none' never does.
 */
export type Auth = 'session' | 'optional' | 'none' | { token: string }

export interface RequestOptions {
  auth?: Auth
  /** Statuses the caller interprets itself (the login's 400s); others fail. */
  acceptStatus?: (status: number) => boolean
  timeoutMs?: number
  /** Who error messages name: a server being checked (`{ serverAt }`), else the platform. */
  what?: Asked
  /** Overrides the configured base URL (checking a server before saving it). */
  baseUrl?: string
  /** Query parameters, encoded by axios. */
  params?: Record<string, string>
  /** Aborts the request (the server sees the connection close). */
  signal?: AbortSignal
}

/**
 * Every request names the reader its body goes through: the body is never
 * handed out as parsed JSON, so no caller can read a large body on main's
 * thread by accident (body-reader.ts decides where it is read).
 */
export type ReadOptions<N extends ReaderName> = RequestOptions & { read: ReadCall<N> }

/**
 * Whose requests a client sends: one server, and the credential of one
 * account on it. Each account's context holds a client bound to it
 * (src/main/features/accounts/account-context.ts), so a request can never carry one
 * account's credential to another account's server.
 */
export interface ApiBinding {
  baseUrl: () => string | null
  /** The session credential; null when signed out. */
  sessionToken: () => string | null
  /** Called with the credential a session request carried when it got 401. */
  onUnauthorized: (token: string) => void
}

/** Bound to nothing: every request names its server (`baseUrl`) and carries no session credential. */
const UNBOUND: ApiBinding = { baseUrl: () => null, sessionToken: () => null, onUnauthorized: () => undefined }

export interface ApiClientOptions extends Partial<ApiBinding> {
  fetch?: typeof fetch
  timeoutMs?: number
  maxRetries?: number
  retryDelayMs?: number
  /** Longest Retry-After we wait out silently; longer ones are shown to the user. */
  maxRetryAfterSeconds?: number
  maxResponseBytes?: number
  /** Takes live secrets out of server text before it becomes an error message. */
  scrub?: (text: string) => string
  /** Where bodies are read; in place when absent. */
  bodies?: BodyReader
  /** Told whether each request to the bound server reached it (connectivity/reachability.ts). */
  reach?: { record(server: string, outcome: ReachOutcome): void }
}

/**
 * 16 MB: the largest real answer, 52,352 followers from the reference server,
 * is about 3.4 MB, so this leaves room to grow while a runaway body (the
 * 20 MB fault) is refused in main as it arrives, before parsing.
 */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024
export class ApiClient {
  readonly #http: Http
  readonly #options: ApiClientOptions
  readonly #bodies: BodyReader
  readonly #binding: ApiBinding

  /** `shared`: the HTTP machinery of the client this one was bound from (`for`). */
  constructor(options: ApiClientOptions, shared?: { http: Http; bodies: BodyReader }) {
    this.#options = options
    this.#binding = { ...UNBOUND, ...pickBinding(options) }
    this.#bodies = shared?.bodies ?? options.bodies ?? new BodyReader()
    this.#http = shared?.http ?? lazyHttp(options)
  }

  /** The same client, for one server and one account's credential: what an account's context holds. */
  for(binding: ApiBinding): ApiClient {
    return new ApiClient({ ...this.#options, ...binding }, { http: this.#http, bodies: this.#bodies })
  }

  get<N extends ReaderName>(path: PathFor<'GET'>, options: ReadOptions<N>): Promise<ApiResponse<ReaderResult<N>>> {
    return this.request({ method: 'GET', url: path, ...(options.params ? { params: options.params } : {}) }, options)
  }

  post<N extends ReaderName>(path: PathFor<'POST'>, options: ReadOptions<N>): Promise<ApiResponse<ReaderResult<N>>> {
    return this.request({ method: 'POST', url: path }, options)
  }

  postForm<N extends ReaderName>(
    path: PathFor<'POST'>,
    fields: Record<string, string>,
    options: ReadOptions<N>
  ): Promise<ApiResponse<ReaderResult<N>>> {
    return this.request(
      {
        method: 'POST',
        url: path,
        data: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' }
      },
      options
    )
  }

  async request<N extends ReaderName>(
    config: AxiosRequestConfig,
    options: ReadOptions<N>
  ): Promise<ApiResponse<ReaderResult<N>>> {
    const base = options.baseUrl ?? this.#binding.baseUrl()
    if (!base) throw failure({ kind: 'not-configured', message: say(apiMessages.noServerYet) })
    const auth = options.auth ?? 'session'
    // The bound credential goes only to the bound server: a request that names another server (a check) carries none of it.
    const ownServer = options.baseUrl === undefined || options.baseUrl === this.#binding.baseUrl()
    const token =
      auth === 'none'
        ? null
        : auth === 'session' || auth === 'optional'
          ? ownServer
            ? this.#binding.sessionToken()
            : null
          : auth.token
    if (auth === 'session' && !token)
      throw failure({ kind: 'not-signed-in', message: say(apiMessages.notSignedInFirst) })
    const what = options.what ?? 'platform'

    let response: AxiosResponse<ArrayBuffer>
    try {
      const http = await this.#http()
      response = await http.request<ArrayBuffer>({
        ...config,
        baseURL: base,
        // The credential follows redirects only under this base URL's path (redirect-policy.ts).
        fetchOptions: { redirectScope: base } satisfies RedirectScope,
        ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        headers: {
          Accept: 'application/json',
          ...(config.headers as Record<string, string> | undefined),
          ...(token ? { Authorization: `Bearer ${token}` } : {})
        }
      })
    } catch (error) {
      const mapped = mapRequestError(error, what)
      // A status (a 503 after its retries) is an answer: the server is there.
      if (isAxiosError(error) && error.response) this.#reached(options, base, 'reached')
      else if (mapped.kind === 'unreachable' || mapped.kind === 'timeout') this.#reached(options, base, mapped.kind)
      throw failure(mapped, error)
    }
    this.#reached(options, base, 'reached')

    const headers = flattenHeaders(response.headers)
    const status = response.status
    const accepted = (status >= 200 && status < 300) || options.acceptStatus?.(status) === true
    if (status === 401 && (auth === 'session' || auth === 'optional') && token) this.#binding.onUnauthorized(token)
    const bytes = response.data instanceof ArrayBuffer ? new Uint8Array(response.data) : new Uint8Array(0)
    const outcome = await this.#bodies.read(bytes, {
      call: accepted ? (options.read as unknown as AnyReadCall) : ['errorBody'],
      meta: { status, headers },
      // Error statuses map by status; only a "successful" body must be readable.
      tolerant: !accepted || status >= 300
    })
    if (options.signal?.aborted) throw failure({ kind: 'cancelled', message: say(apiMessages.requestCancelled) })
    if (outcome.kind === 'failed') throw failure(outcome.error)
    if (outcome.kind === 'broken') throw failure({ kind: 'bad-response', status, message: answerTooComplex(what) })
    if (outcome.kind === 'unreadable')
      throw failure({
        kind: 'bad-response',
        status,
        message: outcome.html ? webPageNotData(what) : cutOffOrMalformed(what)
      })
    if (!accepted)
      throw failure(
        mapHttpStatus(status, outcome.value, headers['retry-after'] ?? null, {
          sentCredential: token !== null,
          ...(this.#options.scrub ? { scrub: this.#options.scrub } : {})
        })
      )
    return { status, headers, body: outcome.value as ReaderResult<N> }
  }

  /** Only the bound server's requests count: checking a server someone typed says nothing about the accounts' servers. */
  #reached(options: RequestOptions, base: string, outcome: ReachOutcome): void {
    if (options.baseUrl === undefined || options.baseUrl === this.#binding.baseUrl())
      this.#options.reach?.record(base, outcome)
  }
}

const pickBinding = ({ baseUrl, sessionToken, onUnauthorized }: Partial<ApiBinding>): Partial<ApiBinding> => ({
  ...(baseUrl ? { baseUrl } : {}),
  ...(sessionToken ? { sessionToken } : {}),
  ...(onUnauthorized ? { onUnauthorized } : {})
})

/** axios and its retries (http.ts), loaded at the first request and shared by every client bound from this one. */
type Http = () => Promise<AxiosInstance>
function lazyHttp(options: ApiClientOptions): Http {
  let made: Promise<AxiosInstance> | undefined
  return () =>
    (made ??= import('./http').then(({ createHttp }) =>
      createHttp({ ...options, maxResponseBytes: options.maxResponseBytes ?? MAX_RESPONSE_BYTES })
    ))
}

function flattenHeaders(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  const source =
    raw && typeof (raw as { toJSON?: unknown }).toJSON === 'function' ? (raw as { toJSON(): unknown }).toJSON() : raw
  for (const [key, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') out[key.toLowerCase()] = value
    else if (Array.isArray(value)) out[key.toLowerCase()] = value.join(', ')
  }
  return out
}
