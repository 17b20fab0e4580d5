// Several accounts, side by side (issue 24). An account is a platform (its
// base URL) and one sign-in on it. Each has its own SessionService over its
// own vault file, so everything the one session promised — a credential
// sealed with the server that issued it, changes one at a time, a 401 that
// ends only the session that got it — holds per account. The settings file
// lists the accounts (plain facts: id, server, last known name) and which one
// the views show; nothing there decides where a credential goes.
//
// The rest of main is handed an account's context (account-context.ts) and
// asks it; what happens to the accounts as a whole (sign-in into one, Add
// account, switch, remove) is asked here, always naming the account.
import { type AccountsModel, MAX_ACCOUNTS } from '@shared/accounts'
import { failure } from '@shared/result'
import { serverHost } from '@shared/server-host'
import type { SessionChangeReason, SessionModel, TokenInfoModel } from '@shared/session'

import { apiMessages } from '../../core/api/api-words'
import { say } from '../../core/i18n'
import { sameServer } from '../connection/normalize-base-url'
import { notificationsKey } from '../notifications/notifications-service'
import type { SessionService, SignInRequest } from '../session/session-service'
import { sessionMessages } from '../session/session-words'
import type { AccountContext } from './account-context'
import { AccountList } from './account-list'
import { cleanAccountName, cleanUserId } from './account-name'
import type { Slot } from './accounts-types'
import { newAccountId, samePerson } from './accounts-types'
import { accountsMessages } from './accounts-words'
import { removeOrphanCredentials } from './orphan-credentials'

export class Accounts extends AccountList {
  /** Until start-up has begun every restore: the views read "restoring". */
  #starting = true
  /** A first sign-in's new account while it signs in: a sign-out meanwhile must stop it. */
  #firstSignIn: Slot | null = null
  /** New accounts signing in right now: each takes a place in the list if it succeeds. */
  readonly #joining = new Set<Slot>()
  /** Each window's Add account under way (by IPC sender): one each, and each counts against the limit. */
  readonly #adding = new Map<string, Slot>()
  /** While start-up's restores run: what they change is told once, when all have ended (not once per account). */
  #gathering = false
  #gathered = false

  /** At start-up: every account's sign-in is brought back, each on its own: a locked keyring holds back none of the others. */
  async restore(): Promise<void> {
    try {
      // Before any account restores or signs in: a credential file no listed account owns would never be read or removed.
      await removeOrphanCredentials({
        dir: this.deps.userDataDir,
        fs: this.deps.fs,
        listed: new Set(this.slots.keys()),
        logger: this.deps.logger
      })
    } finally {
      this.#starting = false
    }
    this.listChanged()
    // Each restore would save the list and redraw it, the tray and the menu,
    // and reschedule the background work: with 20 accounts, 20 times over
    // 20 entries at start-up. They come back together (one keyring answer
    // opens them all), so the list is saved and told once, when all are back.
    this.#gathering = true
    const restores = this.listed().map((slot) => slot.session.restore())
    // With no account, nobody else says that start-up is over.
    if (this.active === null) this.deps.activeSessionChanged(this.view(null), 'restored')
    try {
      await Promise.all(restores)
    } finally {
      this.#gathering = false
      if (this.#gathered) {
        this.#gathered = false
        this.save()
        this.listChanged()
      }
    }
  }

  /** The session of `account`; with none, what the views show before any account ("restoring" while start-up is under way). */
  view(account: AccountContext | null): SessionModel {
    if (account) return account.session.view()
    return this.#starting ? { signedIn: false, restoring: true } : { signedIn: false }
  }

  /** The session on screen: the tray, the menu, the page's first state. */
  activeView(): SessionModel {
    return this.view(this.activeContext())
  }

  /** The server the views show: the active account's, else where a first sign-in would go. */
  baseUrl(): string | null {
    return this.activeSlot()?.account.baseUrl ?? this.deps.defaultBaseUrl()
  }

  /** Whether anything is at stake for a change of server: any account signed in, whichever is on screen. */
  anySignedIn(): boolean {
    return this.listed().some((slot) => slot.signedIn)
  }

  signIn(account: AccountContext | null, request: SignInRequest): Promise<SessionModel> {
    return this.#signInto(account, (session) => session.signIn(request))
  }

  signInWithKey(account: AccountContext | null, apiKey: string, remember: boolean): Promise<SessionModel> {
    return this.#signInto(account, (session) => session.signInWithKey(apiKey, remember))
  }

  /** The slot behind a context, while it is still the one held under its id (an account removed meanwhile has none). */
  #slotOf(account: AccountContext): Slot {
    const slot = this.slots.get(account.id)
    if (!slot || slot.context !== account)
      throw failure({ kind: 'not-signed-in', message: say(accountsMessages.noSuchAccount) })
    return slot
  }

  /** Into `account` (listed, or one being added); with none, into a new one on the first-sign-in server, listed once it succeeds. */
  async #signInto(
    account: AccountContext | null,
    work: (session: SessionService) => Promise<SessionModel>
  ): Promise<SessionModel> {
    const existing = account ? this.#slotOf(account) : null
    const slot = existing ?? this.#add(this.deps.defaultBaseUrl())
    if (!existing) this.#firstSignIn = slot
    try {
      if (!slot.listed) {
        // Add account found room when it began; other new accounts may have signed in, or be signing in, since.
        if (this.listed().length + this.#joining.size >= MAX_ACCOUNTS)
          throw failure({ kind: 'invalid-input', message: say(accountsMessages.tooMany, { max: MAX_ACCOUNTS }) })
        this.#joining.add(slot)
      }
      return await work(slot.session)
    } catch (error) {
      if (!existing && !slot.listed) this.slots.delete(slot.account.id)
      throw error
    } finally {
      this.#joining.delete(slot)
      if (this.#firstSignIn === slot) this.#firstSignIn = null
    }
  }

  /** Whether one more account fits: the listed ones and each window's Add account under way count (`sender`'s own is replaced). */
  hasRoomFor(sender: string): boolean {
    const adding = [...this.#adding].filter(([window, slot]) => window !== sender && !slot.listed).length
    return this.listed().length + adding < MAX_ACCOUNTS
  }

  /**
   * Add account: a new account on `baseUrl` (already checked and agreed to),
   * not signed in and not listed until it is. One per window: a window's
   * earlier Add account under way is given up.
   */
  beginAdd(baseUrl: string, sender: string): { id: string; baseUrl: string } {
    const earlier = this.#adding.get(sender)
    if (earlier) this.cancelAdd(earlier.account.id)
    if (!this.hasRoomFor(sender))
      throw failure({ kind: 'invalid-input', message: say(accountsMessages.tooMany, { max: MAX_ACCOUNTS }) })
    const slot = this.#add(baseUrl)
    this.#adding.set(sender, slot)
    return { id: slot.account.id, baseUrl }
  }

  /** Add account was given up: the new account goes, unless it was signed in meanwhile. */
  cancelAdd(id: string): void {
    for (const [sender, slot] of this.#adding) if (slot.account.id === id) this.#adding.delete(sender)
    const slot = this.slots.get(id)
    if (!slot || slot.listed) return
    this.slots.delete(id)
    // A sign-in under way is stopped; one past stopping is not adopted (#sessionChanged: the account is gone).
    slot.session
      .signOut()
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'stopping a cancelled Add account failed'))
  }

  /** A window closed: the Add account it had under way goes with it. */
  windowClosed(sender: string): void {
    const slot = this.#adding.get(sender)
    if (slot) this.cancelAdd(slot.account.id)
  }

  #add(baseUrl: string | null): Slot {
    if (!baseUrl) throw failure({ kind: 'not-configured', message: say(apiMessages.noServerYet) })
    const adding = [...this.#adding.values()].filter((slot) => !slot.listed).length
    if (this.listed().length + adding >= MAX_ACCOUNTS)
      throw failure({ kind: 'invalid-input', message: say(accountsMessages.tooMany, { max: MAX_ACCOUNTS }) })
    const slot = this.slot({ id: newAccountId(), baseUrl, username: '', userId: null }, false)
    this.slots.set(slot.account.id, slot)
    return slot
  }

  switchTo(id: string): AccountsModel {
    const slot = this.slots.get(id)
    if (!slot?.listed) throw failure({ kind: 'invalid-input', message: say(accountsMessages.noSuchAccount) })
    if (id !== this.active) this.#activate(slot, 'switched')
    return this.list()
  }

  /**
   * A deep link named a server: show an account on it (the one on screen if
   * it is there, else the first signed-in one, else the first). False when
   * no account is on that server.
   */
  showServer(host: string): boolean {
    const on = this.listed().filter((slot) => serverHost(slot.account.baseUrl, '').toLowerCase() === host)
    if (on.length === 0) return false
    if (on.some((slot) => slot.account.id === this.active)) return true
    const chosen = on.find((slot) => slot.signedIn) ?? on[0]
    if (chosen) this.#activate(chosen, 'switched')
    return true
  }

  /** `account` only (with none, a first sign-in under way); the others stay signed in. */
  signOut(account: AccountContext | null): Promise<SessionModel> {
    const slot = account ? this.#slotOf(account) : this.#firstSignIn
    return slot ? slot.session.signOut() : Promise.resolve(this.view(null))
  }

  async signOutAll(): Promise<AccountsModel> {
    await Promise.all(this.listed().map((slot) => slot.session.signOut()))
    return this.list()
  }

  /** Signs the account out and forgets it: its credential file, its read marks, and where it left off. */
  async remove(id: string): Promise<AccountsModel> {
    const slot = this.slots.get(id)
    if (!slot?.listed) throw failure({ kind: 'invalid-input', message: say(accountsMessages.noSuchAccount) })
    await slot.end()
    this.#tryRecording(
      () =>
        this.deps.settings.forgetNotificationMarks(
          notificationsKey(slot.account.baseUrl, slot.account.userId ?? slot.account.username)
        ),
      'could not forget a removed account’s read marks'
    )
    const serverLeft = !this.listed().some(
      (other) => other !== slot && sameServer(other.account.baseUrl, slot.account.baseUrl)
    )
    try {
      this.deps.settings.forgetScope(id, serverLeft ? slot.account.baseUrl : null)
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'could not forget a removed account’s settings')
    }
    this.#drop(slot)
    return this.list()
  }

  /** The active account's server is being changed (Settings → Server): it is signed out and leaves the list; its read marks stay. */
  async leaveActive(): Promise<void> {
    const slot = this.active === null ? null : this.slots.get(this.active)
    if (!slot) return
    await slot.end()
    this.slots.delete(slot.account.id)
    this.active = null
    this.save()
    this.listChanged()
  }

  retryRestore(account: AccountContext | null, asked: boolean): Promise<SessionModel> {
    return account ? this.#slotOf(account).session.retryRestore(asked) : Promise.resolve(this.view(null))
  }

  /** Unlock or resume: every account with a credential kept on disk tries again, quietly. */
  async retryAll(): Promise<void> {
    await Promise.all(this.listed().map((slot) => slot.session.retryRestore(false)))
  }

  tokenInfo(account: AccountContext | null): Promise<TokenInfoModel> {
    if (!account) throw failure({ kind: 'not-signed-in', message: say(sessionMessages.notSignedIn) })
    return this.#slotOf(account).session.tokenInfo()
  }

  async weakStorageChanged(allowed: boolean): Promise<void> {
    await Promise.all([...this.slots.values()].map((slot) => slot.session.weakStorageChanged(allowed)))
  }

  protected sessionChanged(slot: Slot, view: SessionModel, reason: SessionChangeReason): void {
    // An account given up (Add account cancelled) whose sign-in got through anyway: not adopted, and nothing of it kept.
    if (this.slots.get(slot.account.id) !== slot) {
      if (view.signedIn) void slot.session.signOut().catch(() => undefined)
      return
    }
    if (view.signedIn) {
      this.deps.withdrawRetry(slot.account.id)
      const before = slot.account
      // What the platform calls its user becomes a name in the list: capped and cleaned, so no platform can make the list unsavable.
      slot.account = { ...slot.account, username: cleanAccountName(view.username), userId: cleanUserId(view.userId) }
      // Someone else signed in on this account's form: what the one before chose is not theirs.
      if (reason === 'signed-in' && before.username !== '' && !samePerson(before, slot.account))
        this.#forgetChoices(before.id)
      if (reason === 'signed-in') {
        // A sign-in makes its account the one on screen, and a new account a listed one.
        this.#dropDuplicatesOf(slot)
        slot.listed = true
        for (const [sender, adding] of this.#adding) if (adding === slot) this.#adding.delete(sender)
        if (slot.account.id !== this.active) {
          this.#activate(slot, 'signed-in')
          this.deps.sessionStarted(slot.account.id)
          return
        }
      }
      if (slot.listed && !this.#gatheredRestore(reason)) this.save()
    } else if (reason === 'expired' && slot.account.id !== this.active && slot.listed) {
      this.deps.tell({
        level: 'warning',
        message: say(accountsMessages.otherSessionEnded, {
          name: slot.account.username,
          host: serverHost(slot.account.baseUrl, slot.account.baseUrl)
        })
      })
    }
    if (!this.#gatheredRestore(reason)) this.listChanged()
    if (slot.account.id === this.active) this.deps.activeSessionChanged(view, reason)
    if (reason === 'signed-in') this.deps.sessionStarted(slot.account.id)
  }

  /** A start-up restore's change, kept for the one save and list change when every restore has ended. */
  #gatheredRestore(reason: SessionChangeReason): boolean {
    if (!this.#gathering || reason !== 'restored') return false
    this.#gathered = true
    return true
  }

  /** The views show `slot` from now on: the list first, so the page knows whose session arrives next. */
  #activate(slot: Slot, reason: SessionChangeReason): void {
    const before = this.activeSlot()
    // With no account on screen, the views showed where a first sign-in goes.
    const shownServer = before?.account.baseUrl ?? this.deps.defaultBaseUrl()
    this.active = slot.account.id
    this.save()
    if (!sameServer(shownServer, slot.account.baseUrl)) this.deps.serverChanged()
    this.listChanged()
    this.deps.activeSessionChanged(slot.session.view(), reason)
  }

  /** Signing in again as someone already listed on that server: the new sign-in takes the old account's place, and what it chose. */
  #dropDuplicatesOf(slot: Slot): void {
    for (const other of this.listed()) {
      if (
        other === slot ||
        !sameServer(other.account.baseUrl, slot.account.baseUrl) ||
        !samePerson(other.account, slot.account)
      )
        continue
      this.slots.delete(other.account.id)
      this.#tryRecording(
        () => this.deps.settings.moveScope(other.account.id, slot.account.id),
        'could not carry a replaced account’s settings over'
      )
      // Its session ends as any other does (in its own queue, told to every feature), its file with it.
      void other.end().catch(() => undefined)
    }
  }

  #forgetChoices(id: string): void {
    this.#tryRecording(
      () => this.deps.settings.forgetScope(id, null),
      'could not forget the settings of the person signed in before'
    )
  }

  #tryRecording(work: () => void, problem: string): void {
    try {
      work()
    } catch (error) {
      this.deps.logger.warn({ err: error }, problem)
    }
  }

  /** A removed account leaves; if it was on screen, the first signed-in account (else the first) takes its place. */
  #drop(slot: Slot): void {
    this.slots.delete(slot.account.id)
    if (this.active !== slot.account.id) {
      this.save()
      this.listChanged()
      return
    }
    this.active = null
    const next = this.listed().find((other) => other.signedIn) ?? this.listed()[0]
    if (next) this.#activate(next, 'switched')
    else {
      this.save()
      this.listChanged()
      this.deps.activeSessionChanged(this.view(null), 'signed-out')
    }
  }
}
