// Platform notifications: the list (newest first, read state kept locally by
// key since the platform shows no way to mark read), announcing new ones as
// OS notifications (one each, or one summary when more than three arrive at
// once), and the unread count on the tray and the app badge. Nothing already
// there the first time an account is seen is announced.
import type { NotificationItem, NotificationsView } from '@shared/notifications'
import type { Route } from '@shared/routes'
import type { SessionView } from '@shared/session'

import type { ApiClient } from '../api/api-client'
import { apiPath } from '../api/operations'
import type { OsSurfaces } from '../os/os-surfaces'
import type { SettingsStore } from '../settings/settings-store'
import { forAccount, newNotifications } from './notifications-words'

const MAX_KEYS = 2_000
export const SUMMARY_ABOVE = 3

export interface NotificationsDeps {
  api: ApiClient
  settings: SettingsStore
  session: () => SessionView
  baseUrl: () => string | null
  /** The account the work under way is for (account-scope.ts); each keeps its own list. */
  accountId: () => string | null
  os: Pick<OsSurfaces, 'notify'>
  now: () => number
  /** The current account's view changed: to the renderer, and the tray and badge when it is the one on screen. */
  publish: (view: NotificationsView) => void
  navigate: (route: Route) => void
  /** How OS notifications name the current account ("ada · platform.example.com"); null while it is the only one signed in. */
  accountName: () => string | null
  /** A click on an OS notification: show that account, then the route. */
  openAs: (account: string, route: Route) => void
}

interface Listed {
  items: NotificationItem[]
  other: unknown
}

const NOTHING: Listed = { items: [], other: null }

/** "<server>|<user>": read marks and what was announced belong to one account on one server. */
export const notificationsKey = (baseUrl: string, user: string) => `${baseUrl}|${user}`

export class NotificationsService {
  /** The last list of each account, by account id. */
  readonly #lists = new Map<string, Listed>()
  readonly #deps: NotificationsDeps

  constructor(deps: NotificationsDeps) {
    this.#deps = deps
  }

  /** Fetches the list, announces what is new, and publishes the view. */
  async refresh(signal?: AbortSignal): Promise<NotificationsView> {
    const account = this.#account()
    const { items, other } = (await this.#deps.api.get(apiPath('listNotifications'), { read: ['notifications'], ...(signal ? { signal } : {}) })).body
    // The session may have changed while the request ran.
    const id = this.#deps.accountId()
    if (account !== this.#account() || account === null || id === null) return this.#view()
    this.#lists.set(id, { items, other })
    this.#announce(account, items)
    return this.#publish()
  }

  /** The current account signed out: nothing of it stays on screen or on the badge. */
  reset(): void {
    const id = this.#deps.accountId()
    if (id !== null) this.#lists.delete(id)
    this.#publish()
  }

  #listed(): Listed {
    const id = this.#deps.accountId()
    return (id === null ? undefined : this.#lists.get(id)) ?? NOTHING
  }

  #announce(account: string, items: NotificationItem[]): void {
    const seen = this.#deps.settings.get('seenNotifications')
    const known = seen[account]
    // Merged, not replaced: an item that drops out of one answer is not news when it comes back.
    this.#store('seenNotifications', account, [...new Set([...(known ?? []), ...items.map((item) => item.key)])])
    // The first look at an account is where it starts, not news.
    if (!known || !this.#deps.settings.get('notificationAlerts')) return
    const read = new Set(this.#deps.settings.get('readNotifications')[account] ?? [])
    const fresh = items.filter((item) => !known.includes(item.key) && !item.read && !read.has(item.key))
    // With several accounts signed in, each notification says whose it is, and a click shows that account.
    const id = this.#deps.accountId()
    const name = this.#deps.accountName()
    const titled = (title: string) => (name === null ? title : forAccount(title, name))
    const open = (route: Route) => () => (id === null ? this.#deps.navigate(route) : this.#deps.openAs(id, route))
    if (fresh.length > SUMMARY_ABOVE) {
      this.#deps.os.notify(
        {
          id: `notifications:summary:${this.#deps.now()}`,
          title: titled(newNotifications(fresh.length)),
          body: fresh
            .slice(0, 3)
            .map((item) => item.title)
            .join(' · ')
        },
        open({ view: 'notifications' })
      )
      return
    }
    for (const item of fresh)
      this.#deps.os.notify({ id: `notifications:${item.key}`, title: titled(item.title), body: item.body ?? '' }, open({ view: 'notifications', item: item.key }))
  }

  markAllRead(): NotificationsView {
    return this.markRead(this.#listed().items.map((item) => item.key))
  }

  markRead(keys: readonly string[]): NotificationsView {
    const account = this.#account()
    if (account) {
      const read = new Set(this.#deps.settings.get('readNotifications')[account] ?? [])
      for (const key of keys) read.add(key)
      // Only keys that still exist are worth keeping.
      const { items } = this.#listed()
      const current = new Set(items.map((item) => item.key))
      this.#store(
        'readNotifications',
        account,
        [...read].filter((key) => current.has(key) || items.length === 0)
      )
    }
    return this.#publish()
  }

  #store(field: 'readNotifications' | 'seenNotifications', account: string, keys: string[]): void {
    const all = { ...this.#deps.settings.get(field), [account]: keys.slice(-MAX_KEYS) }
    // At most 50 accounts are remembered; the oldest entries go first.
    const entries = Object.entries(all).slice(-50)
    try {
      this.#deps.settings.set(field, Object.fromEntries(entries))
    } catch {
      // Losing read marks is not worth failing the view for.
    }
  }

  #view(): NotificationsView {
    const account = this.#account()
    const read = new Set(account ? (this.#deps.settings.get('readNotifications')[account] ?? []) : [])
    const listed = this.#listed()
    const items = listed.items.map((item) => (item.read || !read.has(item.key) ? item : { ...item, read: true }))
    return { items, unread: items.filter((item) => !item.read).length, other: listed.other }
  }

  #publish(): NotificationsView {
    const view = this.#view()
    this.#deps.publish(view)
    return view
  }

  /** "<server>|<user>": read marks belong to one account on one server. */
  #account(): string | null {
    const session = this.#deps.session()
    const base = this.#deps.baseUrl()
    if (!session.signedIn || !base) return null
    return notificationsKey(base, session.userId ?? session.username)
  }
}
