// The one error mapper: every way a request can fail becomes an AppError with
// a sentence a person can act on.
import { AxiosError } from 'axios'
import type { AppError, ErrorKind } from '../../shared/result'
import { MAX_REDIRECTS, findRedirectRefusal, type RedirectRefused } from './redirect-policy'
import { findTooLarge } from './response-limit'
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

const MAX_SERVER_MESSAGE = 300

export interface StatusContext {
  /** Whether the request carried a credential: a 401 without one means "sign in", not "expired". */
  sentCredential?: boolean
  /** Takes live secrets out of text from the server before it is shown. */
  scrub?: (text: string) => string
}

/** A server-supplied message, made safe to show: one line, printable, at most 300 characters, no secrets. */
export function serverMessage(body: unknown, scrub: (text: string) => string = (text) => text): string | null {
  if (!body || typeof body !== 'object') return null
  const raw = (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).error
  if (typeof raw !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const clean = scrub(raw).replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()
  if (!clean) return null
  return clean.length > MAX_SERVER_MESSAGE ? `${clean.slice(0, MAX_SERVER_MESSAGE - 1)}…` : clean
}

// Our sentence for each 4xx we know; the server's own words follow it.
const CLIENT_ERRORS: Readonly<Record<number, string>> = {
  403: 'The platform refused access to this. Your account may not have permission.',
  404: 'The platform could not find what was asked for.',
  405: 'The server refused this kind of request (405).',
  409: 'The platform refused the request because it conflicts with its current state (409).',
  410: 'The platform says this is gone for good (410).',
  413: 'The platform refused the request as too large (413).',
  415: 'The platform does not accept the format of this request (415).',
  422: 'The platform could not process the request (422).'
}

const KIND_BY_STATUS: Readonly<Partial<Record<number, ErrorKind>>> = { 403: 'forbidden', 404: 'not-found', 405: 'method-not-allowed' }

export function mapHttpStatus(status: number, body: unknown, retryAfterHeader?: string | null, context: StatusContext = {}): AppError {
  const said = serverMessage(body, context.scrub)
  const withSaid = (sentence: string) => (said ? `${sentence} The platform said: “${said}”` : sentence)
  if (status === 401)
    return context.sentCredential === false
      ? { kind: 'unauthorized', status, message: 'The platform needs you to be signed in for this. Sign in and try again.' }
      : { kind: 'unauthorized', status, message: 'Your session has expired — please sign in again.' }
  if (status === 429) {
    const seconds = parseRetryAfter(retryAfterHeader)
    return {
      kind: 'rate-limited',
      status,
      ...(seconds !== null ? { retryAfterSeconds: seconds } : {}),
      message:
        seconds !== null
          ? `The platform is receiving too many requests. Try again ${waitInWords(seconds)}.`
          : 'The platform is receiving too many requests. Try again in a little while.'
    }
  }
  if (status >= 500)
    return { kind: 'server', status, message: `The platform had a problem (${status}). Try again in a moment.` }
  if (status === 400) return { kind: 'http', status, message: withSaid('The platform rejected the request (400).') }
  return {
    kind: KIND_BY_STATUS[status] ?? 'http',
    status,
    message: withSaid(CLIENT_ERRORS[status] ?? `The platform answered with an unexpected status (${status}).`)
  }
}

export function mapRequestError(error: unknown, what = 'the platform'): AppError {
  const redirect = findRedirectRefusal(error)
  if (redirect) return { kind: 'redirected', message: redirectMessage(redirect) }
  if (findTooLarge(error)) return { kind: 'bad-response', message: `${capitalize(what)} sent a response that was far too large.` }
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

const MOVED_HINT = 'if the platform moved, update the server address in Settings.'

function redirectMessage({ reason, target }: RedirectRefused): string {
  switch (reason) {
    case 'downgrade':
      return `The server tried to send Platform Desktop to ${target ?? 'another address'} without encryption (http), so it was not followed — ${MOVED_HINT}`
    case 'too-many':
      return `The server redirected Platform Desktop more than ${MAX_REDIRECTS} times, so it stopped. Check the server address in Settings.`
    case 'cross-origin':
      return `The server tried to send Platform Desktop to ${target ?? 'another address'} — ${MOVED_HINT}`
    default:
      return `The server tried to send Platform Desktop to another address, which was not followed — ${MOVED_HINT}`
  }
}

/** "in 30 seconds", "in 5 minutes", "in about 2 hours", "tomorrow or later": a wait a person can picture. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds < 90) return `in ${plural(seconds, 'second')}`
  if (seconds < 90 * 60) return `in ${plural(Math.round(seconds / 60), 'minute')}`
  if (seconds < 24 * 3600) return `in about ${plural(Math.round(seconds / 3600), 'hour')}`
  return 'tomorrow or later'
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
