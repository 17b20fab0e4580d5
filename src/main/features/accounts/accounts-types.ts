// The shapes around Accounts (accounts.ts): what it is built with, what each
// account's session is given, one account as it holds it, and who is who.

import type { AccountsModel } from '@shared/accounts'
import type { Notice } from '@shared/notice'
import type { SessionChangeReason, SessionModel } from '@shared/session'

import type { ApiClient } from '../../core/api/api-client'
import type { Logger } from '../../core/logging/logger'
import { nodeCrypto } from '../../core/node-crypto'
import type { SessionService } from '../session/session-service'
import type { TokenVault, VaultFs } from '../session/token-vault'
import type { SettingsStore, StoredAccount } from '../settings/settings-store'
import type { AccountContext } from './account-context'

export interface SessionHooks {
  vault: TokenVault
  /** The account's own client: its server, its credential (account-context.ts). */
  api: ApiClient
  /** Notices about this account's sign-in: its action is for it, and with several accounts it is named. */
  tell: (notice: Omit<Notice, 'id'>) => void
  /** The account's own server: its credential is only ever sent there. */
  baseUrl: () => string
  onChange: (view: SessionModel, reason: SessionChangeReason) => void
  onEnd: () => void
}

export interface AccountsDeps {
  settings: SettingsStore
  /** The one HTTP client, which each account's context binds to its server and credential. */
  api: ApiClient
  userDataDir: string
  /** The server a first sign-in goes to: PLATFORM_BASE_URL, else the saved one. */
  defaultBaseUrl: () => string | null
  /** A vault over the named file in the user-data folder. */
  vaultFor: (file: string) => TokenVault
  /** One account's session over its own vault. */
  sessionFor: (hooks: SessionHooks) => SessionService
  /** For removing files no listed account owns. */
  fs: Pick<VaultFs, 'rm'> & { readdir(dir: string): Promise<string[]> }
  /** The active account's session changed, or another account became the active one. */
  activeSessionChanged: (view: SessionModel, reason: SessionChangeReason) => void
  listChanged: (view: AccountsModel) => void
  /** An account's session ended: what was known of it goes. */
  sessionEnded: (id: string) => void
  /** The views now show an account on another server. */
  serverChanged: () => void
  /** An account signed in (again): its background work starts afresh. */
  sessionStarted: (id: string) => void
  /** An account is signed in: notices offering to try its kept sign-in again (or to reopen the app for it) mean nothing now. */
  withdrawRetry: (id: string) => void
  tell: (notice: Omit<Notice, 'id'>) => void
  logger: Logger
}

/** One account as Accounts holds it: its facts, its vault, its session and the context work for it is handed. */
export class Slot {
  /** Set right after construction: the session's hooks need the slot. */
  session!: SessionService
  /** Set with the session: what a call or a run for this account is handed (account-context.ts). */
  context!: AccountContext
  constructor(
    public account: StoredAccount,
    readonly vault: TokenVault,
    /** Listed and in the settings file: signed in at least once. A new account is not, until its first sign-in. */
    public listed: boolean
  ) {}

  get signedIn(): boolean {
    return this.session.view().signedIn
  }

  /** Signed out, and its files gone: one kept on disk for later (a locked keyring) was never in memory for the sign-out to end. */
  async end(): Promise<void> {
    await this.session.signOut()
    await this.vault.forget()
  }
}

export const newAccountId = () => `a${nodeCrypto().randomBytes(8).toString('hex')}`

/** One person on one server: the same user id where both are known, else the same name. */
export const samePerson = (
  a: Pick<StoredAccount, 'userId' | 'username'>,
  b: Pick<StoredAccount, 'userId' | 'username'>
) => (a.userId !== null && b.userId !== null ? a.userId === b.userId : a.username === b.username)
