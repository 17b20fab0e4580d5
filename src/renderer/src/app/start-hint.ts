// Which account the page's next start is likely to open signed in: the account's id (main's random `a…` id, nothing
// about the person) kept in the page's own storage. With it, early-answers.ts fetches the signed-in app's code and asks
// for that account's kept answers beside bootstrap's question instead of after its answer (docs/performance.md,
// start.cachedProfileRatio). A wrong guess costs a fetch, never a wrong screen: bootstrap's answer still decides what
// is drawn, and main refuses an account it does not have.
import { ID_PATTERN } from '@shared/ids'

/** Where the page notes the account it last showed signed in, in its own storage. */
const KEY = 'platform-desktop.signed-in-start'

/** The account signed in (or on its way back from the keyring) when the page last looked; null when none or unreadable. */
export function expectedStartAccount(): string | null {
  try {
    const account = window.localStorage.getItem(KEY)
    return account !== null && ID_PATTERN.test(account) ? account : null
  } catch {
    return null
  }
}

/** Notes the account now signed in (null: none), for the next start. Storage refused: the next start waits, as before. */
export function noteStartAccount(account: string | null): void {
  try {
    if (account !== null) window.localStorage.setItem(KEY, account)
    else window.localStorage.removeItem(KEY)
  } catch {
    // Nothing lost but a head start.
  }
}
