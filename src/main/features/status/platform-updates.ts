// The platform's updates (its news, GET /v1/other/updates/{limit}): the
// Updates view's list, each update marked new or not for the account that
// asks, and each account's count of new ones, which a background check of
// every server with a signed-in account keeps current (the navigation and
// the Go menu show it). What each account has seen is kept in the settings
// file, by server and user as the notification marks are (update-marks.ts
// says what "seen" means). Updates that arrived since the previous check
// are handed to `announce` (the OS notification, if the person asked for it).
import { AppFailure } from '@shared/result'
import type { PlatformUpdatesModel, PlatformUpdatesRead, UnseenUpdates } from '@shared/status'

import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { AccountContext } from '../accounts/account-context'
import { notificationsKey } from '../notifications/notifications-service'
import type { SettingsStore } from '../settings/settings-store'
import type { CheckedAs } from './status-service'
import { statusMessages } from './status-words'
import { isUnseen, markOf, type SeenUpdates, withSeen } from './update-marks'

/** How many updates the background check reads: twice the view's default, so a longer absence is counted too. */
export const CHECKED_UPDATES = 20
/** Dates remembered per server, by mark: far more than one list holds. */
const MAX_DATES = 500
/** Accounts whose seen updates are kept; the oldest go first. */
const MAX_ACCOUNTS_KEPT = 50

interface Marked {
  mark: string
  date: string | null
}

export interface PlatformUpdatesDeps {
  settings: SettingsStore
  /** An account's count of updates not seen changed. */
  publish: (account: string, unseen: number) => void
  /** Updates arrived on `server` since its previous check that some account there has not seen. */
  announce: (server: string, count: number) => void
}

/** Whose seen updates: the person signed in on the account's server; null while signed out. */
function seenKey(account: AccountContext): string | null {
  const session = account.session.view()
  return session.signedIn ? notificationsKey(account.baseUrl, session.userId ?? session.username) : null
}

export class PlatformUpdates {
  /** Each server's list from its last background check. */
  readonly #checked = new Map<string, Marked[]>()
  /** The dates of the updates read from each server, by mark: what seeing them moves the newest seen date to. */
  readonly #dates = new Map<string, Map<string, string | null>>()
  /** Each account's count, as last published. */
  readonly #unseen = new Map<string, number>()
  readonly #deps: PlatformUpdatesDeps

  constructor(deps: PlatformUpdatesDeps) {
    this.#deps = deps
  }

  /** `limit` updates, read as `as`; a 404 says the platform publishes none. */
  async read(as: CheckedAs, limit: number, signal?: AbortSignal): Promise<PlatformUpdatesRead> {
    try {
      return (
        await as.api.get(apiPath('listUpdatesWithLimit', { limit }), {
          auth: 'optional',
          read: ['platformUpdates', limit],
          ...(signal ? { signal } : {})
        })
      ).body
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'not-found')
        throw new AppFailure({ ...error.appError, message: say(statusMessages.noUpdatesPublished) })
      throw error
    }
  }

  /** The view's list for `account` (none: nobody signed in on `server`), each update with its mark and whether it is new. */
  shown(account: AccountContext | null, server: string, list: PlatformUpdatesRead): PlatformUpdatesModel {
    const items = list.items.map((item) => ({ ...item, mark: markOf(item) }))
    this.#remember(server, items)
    if (account && list.other === null) this.#firstLook(account, items)
    const seen = account ? this.#seenOf(account) : undefined
    return { ...list, items: items.map((item) => ({ ...item, fresh: isUnseen(seen, item) })) }
  }

  /**
   * The background check of one server for the accounts on it: read as the
   * first one signed in, count for each, and announce what arrived since the
   * previous check. Nothing is asked while none there is signed in. A 404
   * is an answer (the platform publishes none), not a failure to back off from.
   */
  async check(server: string, accounts: readonly AccountContext[], signal?: AbortSignal): Promise<void> {
    const signedIn = accounts.filter((account) => seenKey(account) !== null)
    const as = signedIn[0]
    if (!as) return
    let list: PlatformUpdatesRead
    try {
      list = await this.read(as, CHECKED_UPDATES, signal)
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'not-found') return
      throw error
    }
    // No list in the answer: nothing to count, and the last list still says what is new.
    if (list.other !== null) return
    const marked = list.items.map((item) => ({ mark: markOf(item), date: item.date }))
    this.#remember(server, marked)
    const before = this.#checked.get(server)
    this.#checked.set(server, marked)
    for (const account of signedIn) {
      this.#firstLook(account, marked)
      this.#count(account)
    }
    // The first check of a run is where it starts: what was there is not news now.
    if (!before) return
    const known = new Set(before.map((update) => update.mark))
    const arrived = marked.filter(
      (update) => !known.has(update.mark) && signedIn.some((account) => isUnseen(this.#seenOf(account), update))
    )
    if (arrived.length > 0) this.#deps.announce(server, arrived.length)
  }

  /** The Updates view showed these: they, and every update older than the newest of them, are seen. */
  seen(account: AccountContext, marks: readonly string[]): UnseenUpdates {
    const key = seenKey(account)
    if (key !== null && marks.length > 0) {
      const dates = this.#dates.get(account.baseUrl)
      this.#store(
        key,
        withSeen(
          this.#seenOf(account),
          marks.map((mark) => ({ mark, date: dates?.get(mark) ?? null }))
        )
      )
      this.#count(account)
    }
    return { unseen: this.unseen(account.id) }
  }

  /** An account's count as last published (0 before any check). */
  unseen(account: string | null): number {
    return account === null ? 0 : (this.#unseen.get(account) ?? 0)
  }

  /** The account's session ended: no count of its stays on screen. */
  reset(account: string): void {
    if (!this.#unseen.delete(account)) return
    this.#deps.publish(account, 0)
  }

  /** Servers no longer watched: what was read from them goes. */
  keepServers(servers: ReadonlySet<string>): void {
    for (const map of [this.#checked, this.#dates])
      for (const server of [...map.keys()]) if (!servers.has(server)) map.delete(server)
  }

  #count(account: AccountContext): void {
    const seen = this.#seenOf(account)
    const unseen = (this.#checked.get(account.baseUrl) ?? []).filter((update) => isUnseen(seen, update)).length
    if (this.#unseen.get(account.id) === unseen) return
    this.#unseen.set(account.id, unseen)
    this.#deps.publish(account.id, unseen)
  }

  /** Remembers the updates' dates by mark (the platform's first, usually its newest, last: the oldest are forgotten first). */
  #remember(server: string, marked: readonly Marked[]): void {
    const dates = this.#dates.get(server) ?? new Map<string, string | null>()
    this.#dates.set(server, dates)
    for (const { mark, date } of [...marked].reverse()) {
      dates.delete(mark)
      dates.set(mark, date)
    }
    for (const mark of [...dates.keys()].slice(0, Math.max(0, dates.size - MAX_DATES))) dates.delete(mark)
  }

  /** An account's first look: what is there now is where it starts, not news. */
  #firstLook(account: AccountContext, marked: readonly Marked[]): void {
    const key = seenKey(account)
    if (key === null || this.#deps.settings.get('seenPlatformUpdates')[key]) return
    this.#store(key, withSeen(undefined, marked))
  }

  #seenOf(account: AccountContext): SeenUpdates | undefined {
    const key = seenKey(account)
    return key === null ? undefined : this.#deps.settings.get('seenPlatformUpdates')[key]
  }

  #store(key: string, seen: SeenUpdates): void {
    const { [key]: _old, ...others } = this.#deps.settings.get('seenPlatformUpdates')
    // The account just seen last: at most MAX_ACCOUNTS_KEPT are kept, the longest unseen go first.
    const entries = [...Object.entries(others), [key, seen] as const].slice(-MAX_ACCOUNTS_KEPT)
    try {
      this.#deps.settings.set('seenPlatformUpdates', Object.fromEntries(entries))
    } catch {
      // Not worth failing the view for: the same updates read as new once more.
    }
  }
}
