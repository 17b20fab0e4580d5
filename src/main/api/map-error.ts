// The one error mapper: every way a request can fail becomes an AppError with
// a sentence a person can act on.
import { AxiosError } from 'axios'
import type { AppError } from '../../shared/result'
import { parseRetryAfter } from './retry-after'

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/i
const UNREACHABLE_CODES = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EPIPE|UND_ERR_SOCKET|ERR_CONNECTION|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_ADDRESS_UNREACHABLE|ERR_EMPTY_RESPONSE|other side closed/i

/** Collects error codes and messages down the `cause` chain (fetch nests them). */
export function causeText(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown }
      if (typeof code === 'string') parts.push(code)
      if (typeof message === 'string') parts.push(message)
      current = (current as { cause?: unknown }).cause
    } else break
  }
  return parts.join(' ')
}

/** A server-supplied message, made safe to show: short, one line, printable. */
export function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const raw = (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).error
  if (typeof raw !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const clean = raw.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (!clean) return null
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean
}

export function mapHttpStatus(status: number, body: unknown, retryAfterHeader?: string | null): AppError {
  const said = serverMessage(body)
  if (status === 401)
    return { kind: 'unauthorized', status, message: 'Your session has expired — please sign in again.' }
  if (status === 403)
    return { kind: 'forbidden', status, message: 'The platform refused access to this. Your account may not have permission.' }
  if (status === 404) return { kind: 'not-found', status, message: 'The platform could not find what was asked for.' }
  if (status === 405)
    return { kind: 'method-not-allowed', status, message: 'The server refused this kind of request (405).' }
  if (status === 429) {
    const seconds = parseRetryAfter(retryAfterHeader)
    return {
      kind: 'rate-limited',
      status,
      ...(seconds !== null ? { retryAfterSeconds: seconds } : {}),
      message:
        seconds !== null
          ? `The platform is receiving too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
          : 'The platform is receiving too many requests. Try again in a little while.'
    }
  }
  if (status >= 500)
    return { kind: 'server', status, message: `The platform had a problem (${status}). Try again in a moment.` }
  if (status === 400)
    return { kind: 'http', status, message: said ? `The platform rejected the request: ${said}` : 'The platform rejected the request (400).' }
  return { kind: 'http', status, message: `The platform answered with an unexpected status (${status}).` }
}

export function mapRequestError(error: unknown, what = 'the platform'): AppError {
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED)
      return { kind: 'timeout', message: `${capitalize(what)} did not answer in time. Check your connection and try again.` }
    if (error.response) {
      const { status, data, headers } = error.response as { status: number; data: unknown; headers: Record<string, unknown> }
      const retryAfter = typeof headers?.['retry-after'] === 'string' ? headers['retry-after'] : null
      return mapHttpStatus(status, data, retryAfter)
    }
    if (/maxContentLength/.test(error.message))
      return { kind: 'bad-response', message: `${capitalize(what)} sent a response that was far too large.` }
  }
  const text = causeText(error)
  if (TLS_CODES.test(text))
    return {
      kind: 'tls',
      message: `The secure connection to ${what} failed: its certificate is not trusted or does not match. Check the address, or ask your administrator.`
    }
  if (UNREACHABLE_CODES.test(text) || (error instanceof AxiosError && error.code === AxiosError.ERR_NETWORK))
    return { kind: 'unreachable', message: `Could not reach ${what}. Check the address and your connection.` }
  return { kind: 'internal', message: `Something went wrong while talking to ${what}. Please try again.` }
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
