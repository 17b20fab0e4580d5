// The Account slice: account information and the experimental leak check.
import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import { isLoopbackHost } from '../connection/normalize-base-url'
import type { IpcHandlers } from '../ipc/dispatch'
import type { SecretRegistry } from '../logging/secret-registry'

export const PWNED_PATH = '/v1/account/PwnedAPI/'

export function accountHandlers(deps: { api: ApiClient; secrets: SecretRegistry; baseUrl: () => string | null }): Pick<IpcHandlers, 'account:info' | 'account:pwned-check'> {
  return {
    'account:info': async () => (await deps.api.get('/v1/account/info', { read: ['account'] })).body,
    'account:pwned-check': async ({ password }) => {
      if (!password) throw failure({ kind: 'invalid-input', message: 'Enter the password to check.' })
      const base = deps.baseUrl()
      const url = base ? new URL(base) : null
      // The password goes only where nobody can read it on the way.
      if (!url || !(url.protocol === 'https:' || isLoopbackHost(url.hostname)))
        throw failure({ kind: 'insecure-url', message: 'The leak check is only sent to a server that uses https:// (or one on this computer).' })
      deps.secrets.add(password)
      try {
        let response
        try {
          response = await deps.api.request(
            { method: 'POST', url: PWNED_PATH, data: JSON.stringify({ password }), headers: { 'Content-Type': 'application/json' } },
            { read: ['pwned'] }
          )
        } catch (error) {
          // A platform that wants a form gets one.
          if (!(error instanceof AppFailure && error.appError.status === 415)) throw error
          response = await deps.api.postForm(PWNED_PATH, { password }, { read: ['pwned'] })
        }
        return response.body
      } catch (error) {
        if (error instanceof AppFailure) throw failure(deps.secrets.scrub(error.appError))
        throw error
      } finally {
        deps.secrets.remove(password)
      }
    }
  }
}
