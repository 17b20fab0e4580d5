// Several accounts, side by side: what the page may know of them. An account
// is a platform (its base URL) and one sign-in on it; its credential stays in
// main. The page names an account by its id, an opaque word main made up.
import type { ServerColor } from './server-color'

/** The most accounts the app holds at once. */
export const MAX_ACCOUNTS = 20

/** An account id as main makes them ("a" and 16 hex digits); checked wherever one arrives. */
export const ACCOUNT_ID = /^a[0-9a-f]{16}$/

export interface AccountSummary {
  id: string
  /** Who, as the platform named them at sign-in; empty before the first sign-in of a new account. */
  username: string
  /** The platform's host ("platform.example.com:8443"), what a person recognises. */
  host: string
  baseUrl: string
  signedIn: boolean
  /** Its server's colour, shown beside the host (server-color.ts): chosen in Settings, else Automatic's. */
  color: ServerColor
}

export interface AccountsModel {
  /** The account every view shows; null before the first sign-in. */
  active: string | null
  /** In the order they were added. Only accounts that were ever signed in are listed. */
  accounts: AccountSummary[]
}

/** What a background job found, and for which account it found it (null: no account yet, e.g. the first run's status). */
export interface AccountScoped<T> {
  account: string | null
  data: T
}
