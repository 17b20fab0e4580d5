// Accounts as a feature: the list, Add account, switching, signing out of
// all of them and removing one. Adding an account is asked in main's own
// dialog before the new server hears anything: the page could be
// compromised, and the server it names would receive the next password
// typed. Each window has at most one Add account under way, and it counts
// against the limit. The Accounts themselves (each account with its own
// SessionService) are built by connect-accounts.ts, which main-app.ts calls.
import { MAX_ACCOUNTS } from '@shared/accounts'
import { failure } from '@shared/result'
import { serverHost } from '@shared/server-host'

import type { Feature } from '../../app/feature'
import { say } from '../../core/i18n'
import type { ConfirmRequest } from '../../desktop/os/os-surfaces'
import { normalizeBaseUrl } from '../connection/normalize-base-url'
import type { ServerChecks } from '../connection/server-checks'
import type { Accounts } from './accounts'
import { accountsMessages, addAccountQuestion } from './accounts-words'

export function createAccountsFeature({
  accounts,
  checks,
  confirm
}: {
  accounts: Accounts
  /** The server is checked as first run checks it: 'connection:cancel' aborts it. */
  checks: ServerChecks
  confirm: (request: ConfirmRequest) => Promise<boolean>
}): Feature {
  /** One question at a time: a page cannot stack dialogs. */
  let asking = false
  const agreed = async (baseUrl: string): Promise<boolean> => {
    if (asking) throw failure({ kind: 'invalid-input', message: say(accountsMessages.alreadyAsking) })
    asking = true
    try {
      return await confirm(addAccountQuestion(serverHost(baseUrl, baseUrl)))
    } finally {
      asking = false
    }
  }
  return {
    handlers: {
      'accounts:list': () => Promise.resolve(accounts.list()),
      'accounts:add': async ({ url }, { sender }) => {
        const normalized = normalizeBaseUrl(url)
        if (!normalized.ok) throw failure(normalized.error)
        // Said before the new server hears anything, and before anyone is asked.
        if (!accounts.hasRoomFor(sender))
          throw failure({ kind: 'invalid-input', message: say(accountsMessages.tooMany, { max: MAX_ACCOUNTS }) })
        if (!(await agreed(normalized.baseUrl)))
          throw failure({ kind: 'cancelled', message: say(accountsMessages.addDeclined) })
        await checks.check(sender, normalized.baseUrl)
        return accounts.beginAdd(normalized.baseUrl, sender)
      },
      'accounts:cancel-add': ({ id }) => {
        accounts.cancelAdd(id)
        return Promise.resolve(null)
      },
      'accounts:switch': ({ id }) => Promise.resolve(accounts.switchTo(id)),
      'accounts:sign-out-all': () => accounts.signOutAll(),
      'accounts:remove': ({ id }) => accounts.remove(id)
    },
    // A server's colour is part of each of its accounts in the list: the page's header and lists follow at once.
    reactions: { serverColor: () => accounts.colorsChanged() }
  }
}
