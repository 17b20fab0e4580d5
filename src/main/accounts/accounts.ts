// Several accounts, side by side (issue 24). An account is a platform (its
// base URL) and one sign-in on it. Each has its own SessionService over its
// own vault file, so everything the one session promised — a credential
// sealed with the server that issued it, changes one at a time, a 401 that
// ends only the session that got it — holds per account. The settings file
// lists the accounts (plain facts: id, server, last known name) and which one
// the views show; nothing there decides where a credential goes.
//
// The rest of main asks this class what it used to ask the one session
// (view(), token(), signIn()…): each question is answered for the account the
// work under way is for (account-scope.ts), else for the active account.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'

import { type AccountsView, MAX_ACCOUNTS } from '@shared/accounts'
import type { Notice } from '@shared/notice'
import { serverHost } from '@shared/server-host'
import type { SessionChangeReason, SessionView, TokenInfoView } from '@shared/session'

import { noServerYet } from '../api/api-words'
import { failure } from '../api/app-failure'
import { sameServer } from '../connection/normalize-base-url'
import type { Logger } from '../logging/logger'
import type { SessionService, SignInRequest } from '../session/session-service'
import { keptMessage, notSignedIn, tryAgain } from '../session/session-words'
import { signedOutFileOf, type TokenVault, VAULT_FILE, vaultFileOf, type VaultFs } from '../session/token-vault'
import type { SettingsStore, StoredAccount } from '../settings/settings-store'
import { scopedAccount, withAccount } from './account-scope'
import { aboutAccount, noSuchAccount, otherSessionEnded, tooManyAccounts } from './accounts-words'

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

interface Slot {
  account: StoredAccount
  session: SessionService
  vault: TokenVault
  /** Listed and in the settings file: signed in at least once. A new account is not, until its first sign-in. */
  kept: boolean
  /** The first account, made from an earlier version's file: today's recent searches and watched services become its own once it is restored. */
  migrated?: boolean
}

const newAccountId = () => `a${randomBytes(8).toString('hex')}`

/** One person on one server: the same user id where both are known, else the same name. */
const samePerson = (a: Pick<StoredAccount, 'userId' | 'username'>, b: Pick<StoredAccount, 'userId' | 'username'>) =>
  a.userId !== null && b.userId !== null ? a.userId === b.userId : a.username === b.username

export class Accounts {
  readonly #slots = new Map<string, Slot>()
  readonly #deps: AccountsDeps
  #active: string | null = null
  /** Until start-up has moved today's file and begun every restore: the views read "restoring". */
  #starting = true
  /** Today's file could not be moved to the first account (the OS held it): tried again with the next retry. */
  #migrationPending = false
  /** A first sign-in's new account while it signs in: a sign-out meanwhile must stop it. */
  #firstSignIn: Slot | null = null
  /** New accounts signing in right now: each takes a place in the list if it succeeds. */
  readonly #joining = new Set<Slot>()

  constructor(deps: AccountsDeps) {
    this.#deps = deps
    for (const account of deps.settings.get('accounts')) this.#slots.set(account.id, this.#slot(account, true))
    const active = deps.settings.get('activeAccount')
    this.#active = active !== null && this.#slots.has(active) ? active : (this.#kept()[0]?.account.id ?? null)
  }

  /**
   * At start-up: today's one remembered sign-in becomes the first account (its
   * file is renamed, never read here), then every account's sign-in is
   * brought back, each on its own: a locked keyring holds back none of the others.
   */
  async restore(): Promise<void> {
    try {
      await this.#migrate()
    } finally {
      this.#starting = false
    }
    this.#listChanged()
    const restores = this.#kept().map((slot) => withAccount(slot.account.id, () => slot.session.restore()))
    // With no account, nobody else says that start-up is over.
    if (this.#active === null) this.#deps.activeSessionChanged(this.view(), 'restored')
    await Promise.all(restores)
    await this.#dropNameless()
  }

  /**
   * An account moved from an earlier version's file but never named (its file
   * was damaged, outdated or signed out, so nothing was restored) is not an
   * account: it leaves the list. One whose file is kept for later (a locked
   * keyring) stays, to be tried again.
   */
  async #dropNameless(): Promise<void> {
    let dropped = false
    for (const slot of this.#kept()) {
      if (slot.account.username !== '' || slot.session.view().signedIn || (await slot.vault.hasFile())) continue
      this.#slots.delete(slot.account.id)
      if (this.#active === slot.account.id) this.#active = null
      dropped = true
    }
    if (!dropped) return
    this.#save()
    this.#listChanged()
  }

  async #migrate(): Promise<void> {
    if (this.#slots.size > 0) return
    const baseUrl = this.#deps.defaultBaseUrl()
    if (!baseUrl) {
      // No server to bind it to: it is read as the one session read it, so a damaged or stray file goes, with its notice.
      const orphan = this.#slot({ id: newAccountId(), baseUrl: '', username: '', userId: null }, false, VAULT_FILE)
      await orphan.session.restore()
      return
    }
    const id = newAccountId()
    const dir = this.#deps.userDataDir
    const move = async (from: string, to: string): Promise<string> => {
      try {
        await this.#deps.fs.rename(join(dir, from), join(dir, to))
        return 'moved'
      } catch (error) {
        const code = String((error as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN')
        return code === 'ENOENT' ? 'none' : code
      }
    }
    // A sign-out recorded beside it still holds (token-vault.ts): it moves first, and if it cannot, nothing moves.
    const record = await move(signedOutFileOf(VAULT_FILE), signedOutFileOf(vaultFileOf(id)))
    const file = record === 'moved' || record === 'none' ? await move(VAULT_FILE, vaultFileOf(id)) : record
    if (file === 'none') {
      if (record === 'moved') await move(signedOutFileOf(vaultFileOf(id)), signedOutFileOf(VAULT_FILE))
      return
    }
    if (file !== 'moved') {
      // Held by the OS (an indexer, an antivirus): kept as it is, said once, and tried again on Try again, unlock and resume.
      if (record === 'moved') await move(signedOutFileOf(vaultFileOf(id)), signedOutFileOf(VAULT_FILE))
      this.#deps.logger.warn({ code: file }, 'the remembered sign-in could not be moved to the first account; kept for later')
      this.#deps.notify({ level: 'warning', message: keptMessage({ status: 'unreadable', code: file }, false), action: { kind: 'retry-restore', label: tryAgain() } })
      this.#migrationPending = true
      return
    }
    this.#migrationPending = false
    const slot = this.#slot({ id, baseUrl, username: '', userId: null }, true)
    slot.migrated = true
    this.#slots.set(id, slot)
    this.#active = id
    this.#save()
    this.#deps.logger.info({ account: id }, 'the remembered sign-in became the first account')
  }

  #slot(account: StoredAccount, kept: boolean, file = vaultFileOf(account.id)): Slot {
    const vault = this.#deps.vaultFor(file)
    const slot: Slot = { account, vault, kept, session: undefined as unknown as SessionService }
    slot.session = this.#deps.sessionFor({
      vault,
      notify: (notice) => this.#deps.notify(this.#aboutAccount(slot, notice)),
      baseUrl: () => slot.account.baseUrl,
      onChange: (view, reason) => this.#sessionChanged(slot, view, reason),
      onEnd: () => this.#deps.sessionEnded(slot.account.id)
    })
    return slot
  }

  /** A notice from one account's session: its Try again is for that account, and with several accounts its sentence names it. */
  #aboutAccount(slot: Slot, notice: Omit<Notice, 'id'>): Omit<Notice, 'id'> {
    const named = this.#kept().length > 1 && slot.account.username !== ''
    return {
      ...notice,
      ...(named ? { message: aboutAccount(slot.account.username, serverHost(slot.account.baseUrl, slot.account.baseUrl), notice.message) } : {}),
      ...(notice.action ? { action: { ...notice.action, account: slot.account.id } } : {})
    }
  }

  #kept(): Slot[] {
    return [...this.#slots.values()].filter((slot) => slot.kept)
  }

  /** The account the work under way is for (an IPC call's, a job run's), else the active one. */
  #current(): Slot | null {
    const scoped = scopedAccount()
    const id = scoped ?? this.#active
    return id === null ? null : (this.#slots.get(id) ?? null)
  }

  currentId(): string | null {
    return this.#current()?.account.id ?? null
  }

  activeId(): string | null {
    return this.#active
  }

  /** Any account this app holds, listed or being added: what an IPC call may name. */
  has(id: string): boolean {
    return this.#slots.has(id)
  }

  view(): SessionView {
    const slot = this.#current()
    if (slot) return slot.session.view()
    return this.#starting ? { signedIn: false, restoring: true } : { signedIn: false }
  }

  /** For the API client only: the current account's credential, for its own server. */
  token(): string | null {
    return this.#current()?.session.token() ?? null
  }

  /** Where requests go: the current account's server, else where a first sign-in would go. */
  baseUrl(): string | null {
    return this.#current()?.account.baseUrl ?? this.#deps.defaultBaseUrl()
  }

  list(): AccountsView {
    return {
      active: this.#active,
      accounts: this.#kept().map(({ account, session }) => ({
        id: account.id,
        username: account.username,
        host: serverHost(account.baseUrl, account.baseUrl),
        baseUrl: account.baseUrl,
        signedIn: session.view().signedIn
      }))
    }
  }

  signIn(request: SignInRequest): Promise<SessionView> {
    return this.#signInto((session) => session.signIn(request))
  }

  signInWithKey(apiKey: string, remember: boolean): Promise<SessionView> {
    return this.#signInto((session) => session.signInWithKey(apiKey, remember))
  }

  /** Into the current account; with none, into a new one on the first-sign-in server, kept once it succeeds. */
  async #signInto(work: (session: SessionService) => Promise<SessionView>): Promise<SessionView> {
    const existing = this.#current()
    const slot = existing ?? this.#add(this.#deps.defaultBaseUrl())
    if (!existing) this.#firstSignIn = slot
    try {
      if (!slot.kept) {
        // Add account found room when it began; other new accounts may have signed in, or be signing in, since.
        if (this.#kept().length + this.#joining.size >= MAX_ACCOUNTS) throw failure({ kind: 'invalid-input', message: tooManyAccounts(MAX_ACCOUNTS) })
        this.#joining.add(slot)
      }
      return await withAccount(slot.account.id, () => work(slot.session))
    } catch (error) {
      if (!existing && !slot.kept) this.#slots.delete(slot.account.id)
      throw error
    } finally {
      this.#joining.delete(slot)
      if (this.#firstSignIn === slot) this.#firstSignIn = null
    }
  }

  /** Add account: a new account on `baseUrl` (already checked), not signed in and not kept until it is. */
  beginAdd(baseUrl: string): { id: string; baseUrl: string } {
    const slot = this.#add(baseUrl)
    return { id: slot.account.id, baseUrl }
  }

  /** Add account was given up: the new account goes, unless it was signed in meanwhile. */
  cancelAdd(id: string): void {
    const slot = this.#slots.get(id)
    if (!slot || slot.kept) return
    this.#slots.delete(id)
    // A sign-in under way is stopped; one past stopping is not adopted (#sessionChanged: the account is gone).
    withAccount(id, () => slot.session.signOut()).catch((error: unknown) => this.#deps.logger.warn({ err: error }, 'stopping a cancelled Add account failed'))
  }

  #add(baseUrl: string | null): Slot {
    if (!baseUrl) throw failure({ kind: 'not-configured', message: noServerYet() })
    if (this.#kept().length >= MAX_ACCOUNTS) throw failure({ kind: 'invalid-input', message: tooManyAccounts(MAX_ACCOUNTS) })
    const slot = this.#slot({ id: newAccountId(), baseUrl, username: '', userId: null }, false)
    this.#slots.set(slot.account.id, slot)
    return slot
  }

  switchTo(id: string): AccountsView {
    const slot = this.#slots.get(id)
    if (!slot?.kept) throw failure({ kind: 'invalid-input', message: noSuchAccount() })
    if (id !== this.#active) this.#activate(slot, 'switched')
    return this.list()
  }

  /**
   * A deep link named a server: show an account on it (the one on screen if
   * it is there, else the first signed-in one, else the first). False when
   * no account is on that server.
   */
  showServer(host: string): boolean {
    const on = this.#kept().filter((slot) => serverHost(slot.account.baseUrl, '').toLowerCase() === host)
    if (on.length === 0) return false
    if (on.some((slot) => slot.account.id === this.#active)) return true
    const chosen = on.find((slot) => slot.session.view().signedIn) ?? on[0]
    if (chosen) this.#activate(chosen, 'switched')
    return true
  }

  /** The current account only; the others stay signed in. */
  signOut(): Promise<SessionView> {
    const slot = this.#current() ?? this.#firstSignIn
    return slot ? withAccount(slot.account.id, () => slot.session.signOut()) : Promise.resolve(this.view())
  }

  async signOutAll(): Promise<AccountsView> {
    await Promise.all(this.#kept().map((slot) => withAccount(slot.account.id, () => slot.session.signOut())))
    return this.list()
  }

  /** Signs the account out and forgets it: its credential file, its read marks, and where it left off. */
  async remove(id: string): Promise<AccountsView> {
    const slot = this.#slots.get(id)
    if (!slot?.kept) throw failure({ kind: 'invalid-input', message: noSuchAccount() })
    await withAccount(id, () => slot.session.signOut())
    // A credential kept on disk for later (a locked keyring) was never in memory for the sign-out to end.
    await slot.vault.clear()
    this.#forgetMarks(slot.account)
    const serverLeft = !this.#kept().some((other) => other !== slot && sameServer(other.account.baseUrl, slot.account.baseUrl))
    try {
      this.#deps.settings.forgetScope(id, serverLeft ? slot.account.baseUrl : null)
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'could not forget a removed account’s settings')
    }
    this.#drop(slot)
    return this.list()
  }

  /** The active account's server is being changed (Settings → Server): it is signed out and leaves the list; its read marks stay. */
  async leaveActive(): Promise<void> {
    const slot = this.#active === null ? null : this.#slots.get(this.#active)
    if (!slot) return
    await withAccount(slot.account.id, () => slot.session.signOut())
    await slot.vault.clear()
    this.#slots.delete(slot.account.id)
    this.#active = null
    this.#save()
    this.#listChanged()
  }

  retryRestore(asked: boolean): Promise<SessionView> {
    if (this.#migrationPending && this.#slots.size === 0) return this.#retryMigration()
    const slot = this.#current()
    return slot ? withAccount(slot.account.id, () => slot.session.retryRestore(asked)) : Promise.resolve(this.view())
  }

  async #retryMigration(): Promise<SessionView> {
    await this.#migrate()
    const slot = this.#kept()[0]
    if (!slot) return this.view()
    this.#listChanged()
    await withAccount(slot.account.id, () => slot.session.restore())
    await this.#dropNameless()
    return this.view()
  }

  /** Unlock or resume: every account with a credential kept on disk tries again, quietly. */
  async retryAll(): Promise<void> {
    if (this.#migrationPending && this.#slots.size === 0) await this.#retryMigration()
    await Promise.all(this.#kept().map((slot) => withAccount(slot.account.id, () => slot.session.retryRestore(false))))
  }

  tokenInfo(): Promise<TokenInfoView> {
    const slot = this.#current()
    if (!slot) throw failure({ kind: 'not-signed-in', message: notSignedIn() })
    return withAccount(slot.account.id, () => slot.session.tokenInfo())
  }

  async weakStorageChanged(allowed: boolean): Promise<void> {
    await Promise.all([...this.#slots.values()].map((slot) => slot.session.weakStorageChanged(allowed)))
  }

  /** A 401: only the session whose credential got it ends (each session checks the token is its own). */
  handleUnauthorized(tokenUsed: string): void {
    for (const slot of this.#slots.values()) slot.session.handleUnauthorized(tokenUsed)
  }

  #sessionChanged(slot: Slot, view: SessionView, reason: SessionChangeReason): void {
    // An account given up (Add account cancelled) whose sign-in got through anyway: not adopted, and nothing of it kept.
    if (this.#slots.get(slot.account.id) !== slot) {
      if (view.signedIn) void withAccount(slot.account.id, () => slot.session.signOut()).catch(() => undefined)
      return
    }
    if (view.signedIn) {
      this.#deps.withdrawRetry(slot.account.id)
      const before = slot.account
      slot.account = { ...slot.account, username: view.username, userId: view.userId }
      // Someone else signed in on this account's form: what the one before chose is not theirs.
      if (reason === 'signed-in' && before.username !== '' && !samePerson(before, slot.account)) this.#forgetChoices(before.id)
      if (slot.migrated) {
        slot.migrated = false
        this.#tryRecording(
          () => this.#deps.settings.moveIntoScope(slot.account.id, slot.account.baseUrl),
          'could not move the recent searches and watched services to the first account'
        )
      }
      if (reason === 'signed-in') {
        // A sign-in makes its account the one on screen, and a new account a kept one.
        this.#dropDuplicatesOf(slot)
        slot.kept = true
        if (slot.account.id !== this.#active) {
          this.#activate(slot, 'signed-in')
          this.#deps.sessionStarted(slot.account.id)
          return
        }
      }
      if (slot.kept) this.#save()
    } else if (reason === 'expired' && slot.account.id !== this.#active && slot.kept) {
      this.#deps.notify({ level: 'warning', message: otherSessionEnded(slot.account.username, serverHost(slot.account.baseUrl, slot.account.baseUrl)) })
    }
    this.#listChanged()
    if (slot.account.id === this.#active) this.#deps.activeSessionChanged(view, reason)
    if (reason === 'signed-in') this.#deps.sessionStarted(slot.account.id)
  }

  /** The views show `slot` from now on: the list first, so the page knows whose session arrives next. */
  #activate(slot: Slot, reason: SessionChangeReason): void {
    const before = this.#active === null ? null : (this.#slots.get(this.#active) ?? null)
    // With no account on screen, the views showed where a first sign-in goes.
    const shownServer = before?.account.baseUrl ?? this.#deps.defaultBaseUrl()
    this.#active = slot.account.id
    this.#save()
    if (!sameServer(shownServer, slot.account.baseUrl)) this.#deps.serverChanged()
    this.#listChanged()
    this.#deps.activeSessionChanged(slot.session.view(), reason)
  }

  /** Signing in again as someone already listed on that server: the new sign-in takes the old account's place, and what it chose. */
  #dropDuplicatesOf(slot: Slot): void {
    for (const other of this.#kept()) {
      if (other === slot || !sameServer(other.account.baseUrl, slot.account.baseUrl) || !samePerson(other.account, slot.account)) continue
      this.#slots.delete(other.account.id)
      this.#tryRecording(() => this.#deps.settings.moveScope(other.account.id, slot.account.id), 'could not carry a replaced account’s settings over')
      // Its session ends as any other does (in its own queue, told to every feature), its file with it.
      void withAccount(other.account.id, () => other.session.signOut())
        .then(() => other.vault.clear())
        .catch(() => undefined)
    }
  }

  #forgetChoices(id: string): void {
    this.#tryRecording(() => this.#deps.settings.forgetScope(id, null), 'could not forget the settings of the person signed in before')
  }

  #tryRecording(work: () => void, problem: string): void {
    try {
      work()
    } catch (error) {
      this.#deps.logger.warn({ err: error }, problem)
    }
  }

  /** A removed account leaves; if it was on screen, the first signed-in account (else the first) takes its place. */
  #drop(slot: Slot): void {
    this.#slots.delete(slot.account.id)
    if (this.#active !== slot.account.id) {
      this.#save()
      this.#listChanged()
      return
    }
    this.#active = null
    const next = this.#kept().find((other) => other.session.view().signedIn) ?? this.#kept()[0]
    if (next) this.#activate(next, 'switched')
    else {
      this.#save()
      this.#listChanged()
      this.#deps.activeSessionChanged(this.view(), 'signed-out')
    }
  }

  /** Read marks and the announced list are kept per server and user ("<server>|<user>", notifications-service.ts). */
  #forgetMarks(account: StoredAccount): void {
    const key = `${account.baseUrl}|${account.userId ?? account.username}`
    const { settings } = this.#deps
    try {
      for (const field of ['readNotifications', 'seenNotifications'] as const) {
        const { [key]: _gone, ...rest } = settings.get(field)
        settings.set(field, rest)
      }
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'could not forget a removed account’s read marks')
    }
  }

  #save(): void {
    try {
      this.#deps.settings.set(
        'accounts',
        this.#kept().map((slot) => slot.account)
      )
      this.#deps.settings.set('activeAccount', this.#active !== null && this.#slots.get(this.#active)?.kept ? this.#active : null)
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'could not save the list of accounts')
    }
  }

  #listChanged(): void {
    this.#deps.listChanged(this.list())
  }
}
