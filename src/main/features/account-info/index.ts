// The account as a feature: account information and the experimental leak
// check. Both are for the account the call was resolved to as it arrived: its
// client sends every request of the call, a retry included, to its server
// with its credential, whichever account is on screen by then.
import { defineMessages } from '@shared/i18n/messages'
import { AppFailure, failure } from '@shared/result'

import type { Feature } from '../../app/feature'
import { apiMessages } from '../../core/api/api-words'
import { API_OPERATIONS, apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { SecretRegistry } from '../../core/logging/secret-registry'
import type { AccountContext } from '../accounts/account-context'
import { isLoopbackHost } from '../connection/normalize-base-url'

const m = defineMessages({
  enterPasswordToCheck: {
    id: 'account.leakCheck.enterPassword',
    defaultMessage: 'Enter the password to check.',
    description: 'Error in the Account view’s password leak check: the password field is empty.'
  },
  leakCheckHttpsOnly: {
    id: 'account.leakCheck.httpsOnly',
    defaultMessage: 'The leak check is only sent to a server that uses https:// (or one on this computer).',
    description:
      'Error in the Account view’s password leak check: the server does not use https and is not on this computer, so the password is not sent.'
  }
})

const signedIn = (account: AccountContext | null): AccountContext => {
  if (!account) throw failure({ kind: 'not-signed-in', message: say(apiMessages.notSignedInFirst) })
  return account
}

export function createAccountInfoFeature(deps: { secrets: SecretRegistry }): Feature {
  return {
    handlers: {
      'account:info': async (_request, { account }) =>
        (await signedIn(account).api.get(apiPath('getAccountInfo'), { read: ['account'] })).body,
      'account:pwned-check': async ({ password }, call) => {
        if (!password) throw failure({ kind: 'invalid-input', message: say(m.enterPasswordToCheck) })
        const { api, baseUrl } = signedIn(call.account)
        const url = baseUrl ? new URL(baseUrl) : null
        // The password goes only where nobody can read it on the way.
        if (!url || !(url.protocol === 'https:' || isLoopbackHost(url.hostname)))
          throw failure({ kind: 'insecure-url', message: say(m.leakCheckHttpsOnly) })
        deps.secrets.add(password)
        try {
          let response
          try {
            response = await api.request(
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
            response = await api.postForm(apiPath('checkPwnedPassword'), { password }, { read: ['pwned'] })
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
