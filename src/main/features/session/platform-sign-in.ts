// The two questions a sign-in puts to the platform: the login itself, and
// whether the token it yielded (or the API key given) is one the platform
// knows. Both turn the platform's failures into sign-in sentences; the
// session service decides what to keep.
import { AppFailure, failure } from '@shared/result'

import type { ApiClient } from '../../core/api/api-client'
import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { SecretRegistry } from '../../core/logging/secret-registry'
import type { TokenSource } from './find-token'
import { signInError } from './login-outcome'
import { guessedTokenRefused, guessedTokenUnconfirmed, sessionMessages, signInPaused } from './session-words'

/** POST /v1/auth/login, never with a credential: a held session must not turn this into "already logged in". */
export async function loginAt(api: ApiClient, fields: Record<string, string>, signal: AbortSignal, now: number) {
  try {
    const response = await api.postForm(apiPath('login'), fields, {
      auth: 'none',
      acceptStatus: (status) => status === 400,
      signal,
      read: ['login', now]
    })
    return response.body
  } catch (error) {
    if (error instanceof AppFailure) throw failure(signInError(error.appError))
    throw error
  }
}

/**
 * GET /v1/auth/token with a credential not yet adopted. A token the login
 * body named itself may go without this check when the platform cannot
 * answer it (a 5xx); one found anywhere else was our guess and must pass it.
 */
export async function confirmToken(
  deps: { api: ApiClient; secrets: SecretRegistry },
  token: string,
  method: 'password' | 'api-key',
  source: TokenSource,
  signal: AbortSignal
) {
  deps.secrets.add(token)
  try {
    return (await deps.api.get(apiPath('getTokenInfo'), { auth: { token }, signal, read: ['tokenInfo', [token]] })).body
      .known
  } catch (error) {
    // Not adopted, so not ours to hide any more (once this answer has left): a refused key would otherwise stay a
    // "live secret" for good, and a page could make main's answers and logs redact any word it chose.
    deps.secrets.remove(token)
    if (!(error instanceof AppFailure)) throw error
    const guessed = source !== 'body'
    if (error.appError.kind === 'unauthorized')
      throw failure({
        kind: 'unauthorized',
        status: 401,
        message:
          method === 'api-key'
            ? say(sessionMessages.apiKeyRefused)
            : guessed
              ? guessedTokenRefused(source)
              : say(sessionMessages.issuedTokenRefused)
      })
    // An API key's check refused for now is a sign-in paused, as a password's login is: not "the platform is busy".
    if (method === 'api-key' && error.appError.kind === 'rate-limited')
      throw failure({ ...error.appError, message: signInPaused(error.appError.retryAfterSeconds) })
    if (method === 'password' && guessed)
      throw failure({ ...error.appError, message: guessedTokenUnconfirmed(source, error.appError.message) })
    // A password sign-in still works when token info is unavailable (e.g. a 5xx).
    if (method === 'password' && error.appError.kind !== 'unreachable')
      return { user: null, userId: null, expiresAt: null, issuedAt: null, scopes: null, type: null }
    throw error
  }
}
