// The shapes around Accounts (accounts.ts): what it is built with, what each
// account's session is given, one account as it holds it, and who is who.
import { randomBytes } from 'node:crypto'

import type { AccountsView } from '@shared/accounts'
import type { Notice } from '@shared/notice'
import type { SessionChangeReason, SessionView } from '@shared/session'

import type { Logger } from '../logging/logger'
import type { SessionService } from '../session/session-service'
import type { TokenVault, VaultFs } from '../session/token-vault'
import type { SettingsStore, StoredAccount } from '../settings/settings-store'
import { withAccount } from './account-scope'

export interface SessionHooks {
  vault: TokenVault
  /** Notices about this account's sign-in: its action is for it, and with several accounts it is named. */
  notify: (notice: Omit<Notice, 'id'>) => void
  /** The account's own server: its credential is only ever sent there. */
  baseUrl: () => string
  onChange: (view: SessionView, reason: SessionChangeReason) => void
  onEnd: () => void
}

export interface AccountsDeps {
  settings: SettingsStore
  userDataDir: string
  /** The server a first sign-in goes to: PLATFORM_BASE_URL, else the saved one. */
  defaultBaseUrl: () => string | null
  /** A vault over the named file in the user-data folder. */
  vaultFor: (file: string) => TokenVault
  /** One account's session over its own vault. */
  sessionFor: (hooks: SessionHooks) => SessionService
  /** For moving today's credential file to the first account (migrate). */
  fs: Pick<VaultFs, 'rename'>
  /** The active account's session changed, or another account became the active one. */
  activeSessionChanged: (view: SessionView, reason: SessionChangeReason) => void
  listChanged: (view: AccountsView) => void
  /** An account's session ended: what was known of it goes (run for that account). */
  sessionEnded: (id: string) => void
  /** The views now show an account on another server. */
  serverChanged: () => void
  /** An account signed in (again): its background work starts afresh. */
  sessionStarted: (id: string) => void
  /** An account is signed in: notices offering to try its kept sign-in again mean nothing now. */
  withdrawRetry: (id: string) => void
  notify: (notice: Omit<Notice, 'id'>) => void
  logger: Logger
}

/** One account as Accounts holds it: its facts, its vault and its session. */
export class Slot {
  /** Set right after construction: the session's hooks need the slot. */
  session!: SessionService
  /** The first account, made from an earlier version's file: today's recent searches and watched services become its own once it is restored. */
  migrated = false

  constructor(
    public account: StoredAccount,
    readonly vault: TokenVault,
    /** Listed and in the settings file: signed in at least once. A new account is not, until its first sign-in. */
    public kept: boolean
  ) {}

  get signedIn(): boolean {
    return this.session.view().signedIn
  }

  /** Runs `work` with this account's session, as work for this account (account-scope.ts). */
  as<T>(work: (session: SessionService) => T): T {
    return withAccount(this.account.id, () => work(this.session))
  }

  /** Signed out, and its file gone: one kept on disk for later (a locked keyring) was never in memory for the sign-out to end. */
  async end(): Promise<void> {
    await this.as((session) => session.signOut())
    await this.vault.clear()
  }
}

export const newAccountId = () => `a${randomBytes(8).toString('hex')}`

/** One person on one server: the same user id where both are known, else the same name. */
export const samePerson = (a: Pick<StoredAccount, 'userId' | 'username'>, b: Pick<StoredAccount, 'userId' | 'username'>) =>
  a.userId !== null && b.userId !== null ? a.userId === b.userId : a.username === b.username
