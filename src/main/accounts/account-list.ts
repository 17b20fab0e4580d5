// The accounts as a list: what the settings file keeps of them, which one the
// views show, each account's slot (its session over its own vault), and the
// account the work under way is for (account-scope.ts). Accounts
// (accounts.ts) builds what happens to them on top.
import type { AccountsView } from '@shared/accounts'
import type { Notice } from '@shared/notice'
import { serverHost } from '@shared/server-host'
import type { SessionChangeReason, SessionView } from '@shared/session'

import { vaultFileOf } from '../session/token-vault'
import type { StoredAccount } from '../settings/settings-store'
import { scopedAccount } from './account-scope'
import { type AccountsDeps, Slot } from './accounts-types'
import { aboutAccount } from './accounts-words'

export abstract class AccountList {
  protected readonly slots = new Map<string, Slot>()
  protected readonly deps: AccountsDeps
  protected active: string | null = null

  constructor(deps: AccountsDeps) {
    this.deps = deps
    for (const account of deps.settings.get('accounts')) this.slots.set(account.id, this.slot(account, true))
    const active = deps.settings.get('activeAccount')
    this.active = active !== null && this.slots.has(active) ? active : (this.kept()[0]?.account.id ?? null)
  }

  /** What each account's session says of itself (signed in, out, expired…). */
  protected abstract sessionChanged(slot: Slot, view: SessionView, reason: SessionChangeReason): void

  protected slot(account: StoredAccount, kept: boolean, file = vaultFileOf(account.id)): Slot {
    const vault = this.deps.vaultFor(file)
    const slot = new Slot(account, vault, kept)
    slot.session = this.deps.sessionFor({
      vault,
      notify: (notice) => this.deps.notify(this.aboutAccount(slot, notice)),
      baseUrl: () => slot.account.baseUrl,
      onChange: (view, reason) => this.sessionChanged(slot, view, reason),
      onEnd: () => this.deps.sessionEnded(slot.account.id)
    })
    return slot
  }

  /** A notice from one account's session: its Try again is for that account, and with several accounts its sentence names it. */
  private aboutAccount(slot: Slot, notice: Omit<Notice, 'id'>): Omit<Notice, 'id'> {
    const named = this.kept().length > 1 && slot.account.username !== ''
    return {
      ...notice,
      ...(named ? { message: aboutAccount(slot.account.username, serverHost(slot.account.baseUrl, slot.account.baseUrl), notice.message) } : {}),
      ...(notice.action ? { action: { ...notice.action, account: slot.account.id } } : {})
    }
  }

  protected kept(): Slot[] {
    return [...this.slots.values()].filter((slot) => slot.kept)
  }

  /** The account the work under way is for (an IPC call's, a job run's), else the active one. */
  protected current(): Slot | null {
    const scoped = scopedAccount()
    const id = scoped ?? this.active
    return id === null ? null : (this.slots.get(id) ?? null)
  }

  currentId(): string | null {
    return this.current()?.account.id ?? null
  }

  activeId(): string | null {
    return this.active
  }

  /** Any account this app holds, listed or being added: what an IPC call may name. */
  has(id: string): boolean {
    return this.slots.has(id)
  }

  list(): AccountsView {
    return {
      active: this.active,
      accounts: this.kept().map(({ account, session }) => ({
        id: account.id,
        username: account.username,
        host: serverHost(account.baseUrl, account.baseUrl),
        baseUrl: account.baseUrl,
        signedIn: session.view().signedIn
      }))
    }
  }

  protected save(): void {
    try {
      this.deps.settings.set(
        'accounts',
        this.kept().map((slot) => slot.account)
      )
      this.deps.settings.set('activeAccount', this.active !== null && this.slots.get(this.active)?.kept ? this.active : null)
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'could not save the list of accounts')
    }
  }

  protected listChanged(): void {
    this.deps.listChanged(this.list())
  }
}
