// The accounts as a list: what the settings file keeps of them, which one the
// views show, and each account's slot (its session over its own vault, and
// the context work for it is handed: account-context.ts). Accounts
// (accounts.ts) builds what happens to them on top.
import { isDeepStrictEqual } from 'node:util'

import { ACCOUNT_ID, type AccountsModel } from '@shared/accounts'
import type { Notice } from '@shared/notice'
import { failure } from '@shared/result'
import { serverColors } from '@shared/server-color'
import { serverHost } from '@shared/server-host'
import type { SessionChangeReason, SessionModel } from '@shared/session'

import { say } from '../../core/i18n'
import { sameServer } from '../connection/normalize-base-url'
import { vaultFileOf } from '../session/token-vault'
import type { StoredAccount } from '../settings/settings-store'
import type { AccountContext, ServerContext } from './account-context'
import { type AccountsDeps, Slot } from './accounts-types'
import { accountsMessages } from './accounts-words'

export abstract class AccountList {
  protected readonly slots = new Map<string, Slot>()
  protected readonly deps: AccountsDeps
  protected active: string | null = null

  constructor(deps: AccountsDeps) {
    this.deps = deps
    for (const account of deps.settings.get('accounts')) this.slots.set(account.id, this.slot(account, true))
    const active = deps.settings.get('activeAccount')
    this.active = active !== null && this.slots.has(active) ? active : (this.listed()[0]?.account.id ?? null)
  }

  /** What each account's session says of itself (signed in, out, expired…). */
  protected abstract sessionChanged(slot: Slot, view: SessionModel, reason: SessionChangeReason): void

  protected slot(account: StoredAccount, listed: boolean): Slot {
    const vault = this.deps.vaultFor(vaultFileOf(account.id))
    const slot = new Slot(account, vault, listed)
    const { id, baseUrl } = account
    // Bound once: this account's requests go to its server, with its credential, whichever account is on screen.
    const api = this.deps.api.for({
      baseUrl: () => baseUrl || null,
      sessionToken: () => slot.session.token(),
      onUnauthorized: (token) => slot.session.handleUnauthorized(token)
    })
    slot.session = this.deps.sessionFor({
      vault,
      api,
      tell: (notice) => this.deps.tell(this.aboutAccount(slot, notice)),
      baseUrl: () => baseUrl,
      onChange: (view, reason) => this.sessionChanged(slot, view, reason),
      onEnd: () => this.deps.sessionEnded(id)
    })
    slot.context = {
      id,
      baseUrl,
      api,
      session: slot.session,
      prefs: this.deps.settings.prefsFor({ account: id, server: baseUrl })
    }
    return slot
  }

  /** A server no account is on yet (first run, where a first sign-in goes): requests without a credential. */
  serverContext(baseUrl: string): ServerContext {
    return {
      baseUrl,
      api: this.deps.api.for({ baseUrl: () => baseUrl, sessionToken: () => null, onUnauthorized: () => undefined }),
      prefs: this.deps.settings.prefsFor({ account: null, server: baseUrl })
    }
  }

  /** A notice from one account's session: its Try again is for that account, and with several accounts its sentence names it. */
  private aboutAccount(slot: Slot, notice: Omit<Notice, 'id'>): Omit<Notice, 'id'> {
    const named = this.listed().length > 1 && slot.account.username !== ''
    return {
      ...notice,
      ...(named
        ? {
            message: say(accountsMessages.aboutAccount, {
              name: slot.account.username,
              host: serverHost(slot.account.baseUrl, slot.account.baseUrl),
              message: notice.message
            })
          }
        : {}),
      ...(notice.action ? { action: { ...notice.action, account: slot.account.id } } : {})
    }
  }

  protected listed(): Slot[] {
    return [...this.slots.values()].filter((slot) => slot.listed)
  }

  /** The account the views show. */
  protected activeSlot(): Slot | null {
    return this.active === null ? null : (this.slots.get(this.active) ?? null)
  }

  activeId(): string | null {
    return this.active
  }

  /** The context of a listed account; null for an unknown id or one still being added. */
  context(id: string): AccountContext | null {
    const slot = this.slots.get(id)
    return slot?.listed ? slot.context : null
  }

  /** The context of the account on screen, read once by whoever asks (a call as it arrives, the tray, the menu). */
  activeContext(): AccountContext | null {
    return this.activeSlot()?.context ?? null
  }

  /**
   * The account a call is for, decided as it arrives: the one it names, else
   * the one on screen (null: there is none). A name that is no listed account
   * is refused as not signed in; an account still being added (Add account)
   * is known only where `pendingAllowed` (the sign-in channels).
   */
  resolve(named: unknown, pendingAllowed: boolean): AccountContext | null {
    if (named === null || named === undefined) return this.activeContext()
    const slot = typeof named === 'string' && ACCOUNT_ID.test(named) ? this.slots.get(named) : undefined
    if (!slot || (!slot.listed && !pendingAllowed))
      throw failure({ kind: 'not-signed-in', message: say(accountsMessages.noSuchAccount) })
    return slot.context
  }

  /** What names each account not on screen — its id, and its server unless the one on screen shares it — for what must not tell of them (diagnostics). */
  othersThanShown(): string[] {
    const shown = this.activeSlot()?.account.baseUrl ?? this.deps.defaultBaseUrl()
    return [...this.slots.values()]
      .filter((slot) => slot.account.id !== this.active)
      .flatMap(({ account }) => [
        account.id,
        ...(shown !== null && sameServer(account.baseUrl, shown)
          ? []
          : [account.baseUrl, serverHost(account.baseUrl, '')])
      ])
  }

  list(): AccountsModel {
    const listed = this.listed()
    const hostOf = (baseUrl: string) => serverHost(baseUrl, baseUrl)
    // Each server's colour as its accounts chose it in Settings (per server, settings-store.ts), else Automatic's.
    const colors = serverColors(
      listed.map(({ account }) => ({
        server: account.baseUrl,
        host: hostOf(account.baseUrl),
        chosen: this.deps.settings.prefsFor({ account: null, server: account.baseUrl }).get('serverColor')
      }))
    )
    return {
      active: this.active,
      accounts: listed.map(({ account, session }) => ({
        id: account.id,
        username: account.username,
        host: hostOf(account.baseUrl),
        baseUrl: account.baseUrl,
        signedIn: session.view().signedIn,
        color: colors.get(account.baseUrl) ?? 'blue'
      }))
    }
  }

  /** A server's colour was chosen: the list is told again, with the colours as they are now. */
  colorsChanged(): void {
    this.listChanged()
  }

  /** Writes the list and the account on screen; each only when it differs from what the file holds (every write is a synchronous one). */
  protected save(): void {
    const { settings } = this.deps
    const accounts = this.listed().map((slot) => slot.account)
    const active = this.active !== null && this.slots.get(this.active)?.listed ? this.active : null
    try {
      if (!isDeepStrictEqual(settings.get('accounts'), accounts)) settings.set('accounts', accounts)
      if (settings.get('activeAccount') !== active) settings.set('activeAccount', active)
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'could not save the list of accounts')
    }
  }

  protected listChanged(): void {
    this.deps.listChanged(this.list())
  }
}
