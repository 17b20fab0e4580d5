// Accounts as a feature: the list, Add account (the server is checked as
// first run checks it, and the account in use is not touched), switching,
// signing out of all of them and removing one. The Accounts themselves are
// built by main-app.ts: the API client, the session's channels and the jobs
// all ask them.
import { MAX_ACCOUNTS } from '@shared/accounts'

import type { ApiClient } from '../api/api-client'
import { failure } from '../api/app-failure'
import type { Feature } from '../app/feature'
import { checkPlatform } from '../connection/check-platform'
import { normalizeBaseUrl } from '../connection/normalize-base-url'
import type { Accounts } from './accounts'
import { tooManyAccounts } from './accounts-words'

export function createAccountsFeature({ accounts, api }: { accounts: Accounts; api: ApiClient }): Feature {
  return {
    handlers: {
      'accounts:list': () => Promise.resolve(accounts.list()),
      'accounts:add': async ({ url }) => {
        const normalized = normalizeBaseUrl(url)
        if (!normalized.ok) throw failure(normalized.error)
        // Said before the new server hears anything.
        if (accounts.list().accounts.length >= MAX_ACCOUNTS) throw failure({ kind: 'invalid-input', message: tooManyAccounts(MAX_ACCOUNTS) })
        await checkPlatform(api, normalized.baseUrl)
        return accounts.beginAdd(normalized.baseUrl)
      },
      'accounts:cancel-add': ({ id }) => {
        accounts.cancelAdd(id)
        return Promise.resolve(null)
      },
      'accounts:switch': ({ id }) => Promise.resolve(accounts.switchTo(id)),
      'accounts:sign-out-all': () => accounts.signOutAll(),
      'accounts:remove': ({ id }) => accounts.remove(id)
    }
  }
}
