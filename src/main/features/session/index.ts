// The session as a feature: its IPC slice (sign-in, sign-out, token info,
// trying a kept remembered sign-in again, and quitting to reopen for one the
// keyring gave no key to) and the tray's and the menu's "Sign out". Each call
// is for the account dispatch resolved as it arrived
// (src/main/features/accounts/account-context.ts); the tray and the menu sign out the
// account on screen when the person clicks.
import type { Feature } from '../../app/feature'
import type { Logger } from '../../core/logging/logger'
import type { Accounts } from '../accounts/accounts'

export function createSessionFeature({
  accounts,
  relaunch,
  logger
}: {
  accounts: Accounts
  relaunch: () => void
  logger: Logger
}): Feature {
  const signOutShown = () => accounts.signOut(accounts.activeContext())
  return {
    handlers: {
      'session:get': (_request, { account }) => Promise.resolve(accounts.view(account)),
      'session:retry-restore': (_request, { account }) => accounts.retryRestore(account, true),
      'session:relaunch': (_request, { account }) => {
        // Only while that account's sign-in waits on the keyring, which only a new run asks again (session-service.ts,
        // waitsForKeyring): a page cannot restart the app at will, and one that is signed in by now has nothing to gain.
        if (account?.session.waitsForKeyring()) relaunch()
        else
          logger.warn(
            { account: account?.id ?? null },
            'a relaunch was asked for with no sign-in waiting on the keyring; the app goes on'
          )
        return Promise.resolve(null)
      },
      'session:sign-in': (request, { account }) => accounts.signIn(account, request),
      'session:sign-in-with-key': ({ apiKey, remember }, { account }) =>
        accounts.signInWithKey(account, apiKey, remember),
      'session:sign-out': (_request, { account }) => accounts.signOut(account),
      'session:token-info': (_request, { account }) => accounts.tokenInfo(account)
    },
    // Turning it off removes every token already stored weakly.
    reactions: { allowWeakTokenStorage: (allowed) => accounts.weakStorageChanged(allowed) },
    trayActions: { 'sign-out': signOutShown },
    menuCommands: { 'session:sign-out': signOutShown }
  }
}
