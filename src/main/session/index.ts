// The session as a feature: its IPC slice (sign-in, sign-out, token info,
// and trying a kept remembered sign-in again) and the tray's and the menu's "Sign out".
// The SessionService itself is built by main-app.ts: the API client, the
// jobs and the tray all follow it.
import type { Accounts } from '../accounts/accounts'
import type { Feature } from '../app/feature'

export function createSessionFeature({ session }: { session: Accounts }): Feature {
  return {
    handlers: {
      'session:get': () => Promise.resolve(session.view()),
      'session:retry-restore': () => session.retryRestore(true),
      'session:sign-in': (request) => session.signIn(request),
      'session:sign-in-with-key': ({ apiKey, remember }) => session.signInWithKey(apiKey, remember),
      'session:sign-out': () => session.signOut(),
      'session:token-info': () => session.tokenInfo()
    },
    trayActions: { 'sign-out': () => session.signOut() },
    menuCommands: { 'session:sign-out': () => session.signOut() }
  }
}
