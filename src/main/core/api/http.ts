// axios with its retries over our fetch (redirect policy, size cap): the
// machinery under ApiClient. Loaded at the first request (api-client.ts,
// lazyHttp), never at start: axios is about 250 KB of main's bundle with its
// dependencies, and reading Node's fetch globals as it loads brings undici in
// (docs/performance.md, main.startupRatio).
import axios, { type AxiosError, type AxiosInstance } from 'axios'
import axiosRetry, { exponentialDelay } from 'axios-retry'

import { causeText, isAxiosError, TIMEOUT_CODES } from './map-error'
import { findRedirectRefusal, withRedirectPolicy } from './redirect-policy'
import { findTooLarge, withResponseLimit } from './response-limit'
import { parseRetryAfter } from './retry-after'

/** The statuses retried (axios-retry): every other status is an answer the client interprets. */
export const RETRY_STATUSES = new Set([429, 502, 503, 504])

export interface HttpOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  maxRetries?: number
  retryDelayMs?: number
  maxRetryAfterSeconds?: number
  maxResponseBytes: number
}

export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({
    adapter: 'fetch',
    // Redirects are followed by our policy, never by fetch (see redirect-policy.ts).
    env: { fetch: withResponseLimit(withRedirectPolicy(options.fetch ?? globalThis.fetch), options.maxResponseBytes) },
    timeout: options.timeoutMs ?? 15_000,
    // Bytes: they are decoded and parsed where the body is read (body-reader.ts),
    // so HTML and truncated JSON get their own messages.
    responseType: 'arraybuffer',
    transformResponse: [(data: unknown) => data],
    // Only the statuses worth retrying reject inside axios (so axios-retry sees
    // them); every other status is interpreted by the client.
    validateStatus: (status) => !RETRY_STATUSES.has(status),
    // The cap itself is enforced by withResponseLimit, which also closes the connection.
    maxContentLength: -1,
    // credentials: 'omit' — no cookie jar: a platform's session cookie is never
    // stored or replayed (the Electron adapter also opens net.request with
    // credentials 'omit' and no session cookies; start.ts).
    withCredentials: false
  })
  const maxRetryAfter = options.maxRetryAfterSeconds ?? 10
  axiosRetry(http, {
    retries: options.maxRetries ?? 2,
    shouldResetTimeout: true,
    retryDelay: (count, error) =>
      Math.min(exponentialDelay(count, error, options.retryDelayMs ?? 300), maxRetryAfter * 1000),
    retryCondition: (error) => isRetryable(error, maxRetryAfter)
  })
  return http
}

function isRetryable(error: AxiosError, maxRetryAfterSeconds: number): boolean {
  if ((error.config?.method ?? 'get').toLowerCase() !== 'get') return false
  const response = error.response
  // A refused redirect will not change; a cancelled request was cancelled on purpose.
  if (findRedirectRefusal(error) || axios.isCancel(error)) return false
  // Too big once is too big every time.
  if (findTooLarge(error) || /maxContentLength/.test(error.message)) return false
  if (!response) {
    // A timeout already cost the user the whole wait; a TLS failure will not heal.
    if (isAxiosError(error) && TIMEOUT_CODES.has(error.code ?? '')) return false
    return !/CERT|SSL|TLS/i.test(causeText(error))
  }
  if (!RETRY_STATUSES.has(response.status)) return false
  // A long Retry-After is the user's to know about, not ours to sit out.
  const seconds = parseRetryAfter(response.headers['retry-after'] as string | undefined)
  if (seconds !== null) return seconds <= maxRetryAfterSeconds
  return response.status !== 429
}
