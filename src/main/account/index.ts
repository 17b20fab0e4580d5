// The account as a feature: account information and the experimental leak check.
import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import { API_OPERATIONS, apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import { isLoopbackHost } from '../connection/normalize-base-url'
import type { SecretRegistry } from '../logging/secret-registry'
import { enterPasswordToCheck, leakCheckHttpsOnly } from './account-words'

export function createAccountFeature(deps: { api: ApiClient; secrets: SecretRegistry; baseUrl: () => string | null }): Feature {
  return {
    handlers: {
      'account:info': async () => (await deps.api.get(apiPath('getAccountInfo'), { read: ['account'] })).body,
      'account:pwned-check': async ({ password }) => {
        if (!password) throw failure({ kind: 'invalid-input', message: enterPasswordToCheck() })
        const base = deps.baseUrl()
        const url = base ? new URL(base) : null
        // The password goes only where nobody can read it on the way.
        if (!url || !(url.protocol === 'https:' || isLoopbackHost(url.hostname))) throw failure({ kind: 'insecure-url', message: leakCheckHttpsOnly() })
        deps.secrets.add(password)
        try {
          let response
          try {
            response = await deps.api.request(
              {
                method: API_OPERATIONS.checkPwnedPassword.method,
                url: apiPath('checkPwnedPassword'),
                data: JSON.stringify({ password }),
                headers: { 'Content-Type': 'application/json' }
              },
              { read: ['pwned'] }
            )
          } catch (error) {
            // A platform that wants a form gets one.
            if (!(error instanceof AppFailure && error.appError.status === 415)) throw error
            response = await deps.api.postForm(apiPath('checkPwnedPassword'), { password }, { read: ['pwned'] })
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
}
