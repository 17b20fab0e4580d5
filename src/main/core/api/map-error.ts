// The one error mapper: every way a request can fail becomes an AppError with
// a sentence a person can act on (its words are in api-words.ts).
import type { AxiosError } from 'axios'

import { defineMessages } from '@shared/i18n/messages'
import type { AppError, ErrorKind } from '@shared/result'

import { say } from '../i18n'
import {
  apiMessages,
  type Asked,
  certificateFailed,
  clientError,
  farTooLarge,
  noAnswerInTime,
  redirectCrossOrigin,
  redirectDowngrade,
  retryAfter,
  talkingFailed,
  unreachable
} from './api-words'
import { findRedirectRefusal, MAX_REDIRECTS, type RedirectRefused } from './redirect-policy'
import { findTooLarge } from './response-limit'
import { parseRetryAfter } from './retry-after'

const m = defineMessages({
  noAnswerWithin: {
    id: 'api.error.network.noAnswerWithin',
    defaultMessage:
      '{host} did not answer within {seconds, plural, one {# second} other {# seconds}}. Check the address and your connection, and try again.',
    description:
      'Error when checking a server address: nothing answered before the time limit. {host} is the host name, {seconds} how long the app waited.'
  },
  noSuchServer: {
    id: 'api.error.network.noSuchServer',
    defaultMessage: 'No server called {host} could be found. Check the address, and that this computer is online.',
    description:
      'Error when checking a server address: the host name could not be resolved (DNS). {host} is the host name, e.g. platform.example.com.'
  },
  refused: {
    id: 'api.error.network.refused',
    defaultMessage: '{host} is not accepting connections on port {port}. Is the platform running there?',
    description:
      'Error when checking a server address: the computer was reached but nothing listens on that port (connection refused). {host} is the host name, {port} the port number (e.g. 443).'
  },
  noAnswer: {
    id: 'api.error.network.noAnswer',
    defaultMessage: '{host} did not answer. Check the address and your connection, and try again.',
    description:
      'Error when checking a server address: the connection timed out in the network (the time waited is not known). {host} is the host name.'
  }
})

/** axios's own test (axios/lib/helpers/isAxiosError.js), here so that nothing at start loads axios (http.ts). */
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
/** AxiosError.ETIMEDOUT and ECONNABORTED: our own time limit ran out. */
export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['ETIMEDOUT', 'ECONNABORTED'])

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/i
const UNREACHABLE_CODES =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EPIPE|UND_ERR_SOCKET|ERR_CONNECTION|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_ADDRESS_UNREACHABLE|ERR_EMPTY_RESPONSE|other side closed/i

// Which network failure it was, for a server being checked (networkSentence): Node's codes and Chromium's
// net::ERR_* names (Electron's net.request reports net::ErrorToString, electron/electron
// shell/common/api/electron_api_url_loader.cc).
const NAME_NOT_FOUND = /ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL|ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/i
const REFUSED = /ECONNREFUSED|ERR_CONNECTION_REFUSED/i
const NETWORK_TIMEOUT = /ERR_CONNECTION_TIMED_OUT|ERR_TIMED_OUT|UND_ERR_CONNECT_TIMEOUT|\bETIMEDOUT\b/i

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

// Control characters and line separators: a server message is shown on one line.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/** A server-supplied message, made safe to show: one line, printable, at most 300 characters, no secrets. */
export function serverMessage(body: unknown, scrub: (text: string) => string = (text) => text): string | null {
  if (!body || typeof body !== 'object') return null
  const raw = (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).error
  if (typeof raw !== 'string') return null
  const clean = scrub(raw).replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()
  if (!clean) return null
  return clean.length > MAX_SERVER_MESSAGE ? `${clean.slice(0, MAX_SERVER_MESSAGE - 1)}…` : clean
}

const KIND_BY_STATUS: Readonly<Partial<Record<number, ErrorKind>>> = {
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed'
}

export function mapHttpStatus(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
  context: StatusContext = {}
): AppError {
  const said = serverMessage(body, context.scrub)
  const withSaid = (sentence: string) => (said ? say(apiMessages.withServerSaid, { sentence, said }) : sentence)
  if (status === 401)
    return context.sentCredential === false
      ? { kind: 'unauthorized', status, message: say(apiMessages.signInNeeded) }
      : { kind: 'unauthorized', status, message: say(apiMessages.sessionExpired) }
  if (status === 429) {
    const seconds = parseRetryAfter(retryAfterHeader)
    return {
      kind: 'rate-limited',
      status,
      ...(seconds !== null ? { retryAfterSeconds: seconds } : {}),
      message: seconds !== null ? retryAfter(seconds) : say(apiMessages.tooManyRequests)
    }
  }
  if (status >= 500) return { kind: 'server', status, message: say(apiMessages.serverProblem, { status }) }
  if (status === 400)
    return { kind: 'http', status, message: withSaid(say(apiMessages.badRequest)), ...(said ? { said } : {}) }
  return {
    kind: KIND_BY_STATUS[status] ?? 'http',
    status,
    message: withSaid(clientError(status) ?? say(apiMessages.unexpectedStatus, { status }))
  }
}

/**
 * A failed request as an AppError. Checking a server (`what` names it), a
 * name that does not resolve, a port nobody listens on and a host that never
 * answers each get their own sentence naming the host; the kind stays what it
 * is for any request ('unreachable', 'timeout'), which connectivity relies on.
 */
export function mapRequestError(error: unknown, what: Asked = 'platform'): AppError {
  const mapped = mapRequestKind(error, what)
  if (what === 'platform') return mapped
  const sentence = networkSentence(error, mapped.kind, what.serverAt)
  return sentence === null ? mapped : { ...mapped, message: sentence }
}

function mapRequestKind(error: unknown, what: Asked): AppError {
  const redirect = findRedirectRefusal(error)
  if (redirect) return { kind: 'redirected', message: redirectMessage(redirect) }
  if (findTooLarge(error)) return { kind: 'bad-response', message: farTooLarge(what) }
  if (isAxiosError(error)) {
    if (TIMEOUT_CODES.has(error.code ?? '')) return { kind: 'timeout', message: noAnswerInTime(what) }
    if (error.response) {
      const { status, data, headers } = error.response as {
        status: number
        data: unknown
        headers: Record<string, unknown>
      }
      const retryAfterHeader = typeof headers?.['retry-after'] === 'string' ? headers['retry-after'] : null
      return mapHttpStatus(status, data, retryAfterHeader)
    }
    if (/maxContentLength/.test(error.message)) return { kind: 'bad-response', message: farTooLarge(what) }
  }
  const text = causeText(error)
  if (TLS_CODES.test(text)) return { kind: 'tls', message: certificateFailed(what) }
  if (UNREACHABLE_CODES.test(text) || (isAxiosError(error) && error.code === 'ERR_NETWORK'))
    return { kind: 'unreachable', message: unreachable(what) }
  return { kind: 'internal', message: talkingFailed(what) }
}

/** The sentence for a network failure while checking `serverAt`, or null to keep the general one. */
function networkSentence(error: unknown, kind: ErrorKind, serverAt: string): string | null {
  let url: URL
  try {
    url = new URL(serverAt)
  } catch {
    return null
  }
  const host = url.hostname
  if (kind === 'timeout') {
    // Our own limit (axios's `timeout`, per request or the client's): the wait the person sat through.
    const ms = isAxiosError(error) ? error.config?.timeout : undefined
    return typeof ms === 'number' && ms > 0
      ? say(m.noAnswerWithin, { host, seconds: Math.max(1, Math.round(ms / 1000)) })
      : null
  }
  if (kind !== 'unreachable' && kind !== 'internal') return null
  const text = causeText(error)
  if (NAME_NOT_FOUND.test(text)) return say(m.noSuchServer, { host })
  if (REFUSED.test(text)) return say(m.refused, { host, port: url.port || (url.protocol === 'http:' ? '80' : '443') })
  if (NETWORK_TIMEOUT.test(text)) return say(m.noAnswer, { host })
  return null
}

function redirectMessage({ reason, target }: RedirectRefused): string {
  switch (reason) {
    case 'downgrade':
      return redirectDowngrade(target)
    case 'too-many':
      return say(apiMessages.tooManyRedirects, { max: MAX_REDIRECTS })
    case 'cross-origin':
      return redirectCrossOrigin(target)
    default:
      return say(apiMessages.redirectRefused)
  }
}
