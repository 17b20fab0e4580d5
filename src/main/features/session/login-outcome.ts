// Interprets POST /v1/auth/login. The API documents two different 400s
// ("wrong credentials" and "already logged in") told apart only by their
// text, a 405 text/html, and a 200 whose token location is unstated.
import type { AppError } from '@shared/result'

import type { ApiResponse } from '../../core/api/api-client'
import { say } from '../../core/i18n'
import { keysOf } from '../../core/view-model/read-fields'
import { findToken, type TokenSource } from './find-token'
import { toIsoDate } from './read-auth-data'
import { sessionMessages, signInPaused } from './session-words'

export type LoginOutcome =
  | { kind: 'token'; token: string; source: TokenSource; expiresAt: string | null }
  | { kind: 'already-signed-in' }
  | { kind: 'error'; error: AppError }

// "already logged in", "already logged-in", "already signed in", "already
// authenticated", "already have a session", in any case.
const ALREADY = /already\s+(?:(?:logged|signed)[\s_-]*in\b|authenticated\b|have\s+an?\s+(?:active\s+)?session\b)/i

const wrongCredentialsError = (status?: number): AppError => ({
  kind: 'wrong-credentials',
  ...(status ? { status } : {}),
  message: say(sessionMessages.wrongCredentials)
})

export function readLoginResponse(response: ApiResponse, now = Date.now()): LoginOutcome {
  const { status, body, headers } = response
  const rawCode = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined
  const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : ''
  // Some platforms answer 200 with an error code in the body.
  const failed = status === 400 || (code !== '' && code !== '200' && /^[45]\d\d$/.test(code))
  if (failed) {
    if (someString(body, (text) => ALREADY.test(text))) return { kind: 'already-signed-in' }
    return { kind: 'error', error: wrongCredentialsError(status) }
  }
  const found = findToken(body, headers, now)
  if (!found) return { kind: 'error', error: { kind: 'no-token', status, message: say(sessionMessages.noTokenSent) } }
  return { kind: 'token', token: found.token, source: found.source, expiresAt: expiryOf(body, now) }
}

/** Strings looked at for the "already" text: it sits near the top of a real answer. */
const MAX_STRINGS = 1_000

/** Whether a string in the body, however it nests (up to four levels), passes `test`. */
function someString(value: unknown, test: (text: string) => boolean): boolean {
  let left = MAX_STRINGS
  const visit = (inner: unknown, depth: number): boolean => {
    if (typeof inner === 'string') return left-- > 0 && test(inner.slice(0, 2_000))
    if (!inner || typeof inner !== 'object' || depth > 4) return false
    const record = inner as Record<string, unknown>
    for (const key of keysOf(record)) {
      if (left <= 0) return false
      if (visit(record[key], depth + 1)) return true
    }
    return false
  }
  return visit(value, 0)
}

function expiryOf(body: unknown, now: number): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  const containers = [record, record.data, record.authData].filter(
    (c): c is Record<string, unknown> => !!c && typeof c === 'object'
  )
  for (const c of containers) {
    const at = toIsoDate(c.expiresAt ?? c.expires_at ?? null)
    if (at) return at
    const inSeconds = Number(c.expiresIn ?? c.expires_in)
    const fromDuration = Number.isFinite(inSeconds) && inSeconds > 0 ? toIsoDate(now + inSeconds * 1000) : null
    if (fromDuration) return fromDuration
  }
  return null
}

/** Login failures that are about the request, worded for the sign-in screen. */
export function signInError(error: AppError): AppError {
  switch (error.kind) {
    case 'unauthorized':
    case 'http':
      // Platforms that answer a failed login with 401 or 422 instead of 400.
      if (error.kind === 'unauthorized' || error.status === 422) return wrongCredentialsError(error.status)
      return error
    case 'forbidden':
      return { ...error, message: say(sessionMessages.signInForbidden) }
    case 'method-not-allowed':
      return { ...error, message: say(sessionMessages.signInMethodRefused) }
    case 'not-found':
      return { ...error, message: say(sessionMessages.noSignInEndpoint) }
    case 'bad-response':
      return { ...error, message: say(sessionMessages.signInAnswerUnreadable) }
    // A sign-in refused for now (429): about sign-in attempts, not a platform that is busy.
    case 'rate-limited':
      return { ...error, message: signInPaused(error.retryAfterSeconds) }
    default:
      return error
  }
}
