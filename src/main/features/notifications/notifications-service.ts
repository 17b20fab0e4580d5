// Platform notifications: the list (newest first, read state kept locally by
// key since the platform shows no way to mark read or unread), announcing new ones as
// OS notifications (one each, or one summary when more than three arrive at
// once), and the unread count on the tray and the app badge. Nothing already
// there the first time an account is seen is announced.
import { defineMessages } from '@shared/i18n/messages'
import type { MarkedAllRead, NotificationItem, NotificationsModel, NotificationVisit } from '@shared/notifications'
import type { Route } from '@shared/routes'

import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { OsSurfaces } from '../../desktop/os/os-surfaces'
import type { AccountContext } from '../accounts/account-context'
import type { SettingsStore } from '../settings/settings-store'
import { visitNotifications } from './notification-visits'

const m = defineMessages({
  newNotifications: {
    id: 'notifications.os.newCount',
    defaultMessage: '{count, plural, one {# new notification} other {# new notifications}}',
    description:
      'Title of the OS notification when more than one notification arrived in one check. {count} is how many.'
  },
  forAccount: {
    id: 'notifications.os.forAccount',
    defaultMessage: '{title} — {account}',
    description:
      'Title of an OS notification while several accounts are signed in: {title} is the notification’s own title, {account} whose it is (“username · host”).'
  }
})

const MAX_KEYS = 2_000
export const SUMMARY_ABOVE = 3

export interface NotificationsDeps {
  settings: SettingsStore
  os: Pick<OsSurfaces, 'notify'>
  now: () => number
  /** One account's view changed: to the renderer, and the tray and badge. */
  publish: (account: string, view: NotificationsModel) => void
  navigate: (route: Route) => void
  /** How OS notifications name an account ("ada · platform.example.com"); null while it is the only one signed in. */
  accountName: (account: string) => string | null
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

/**
 * Beside an account's read marks (the keys of what was marked read here), the
 * keys marked unread here that the platform says are read, under this prefix:
 * item keys start "id:" or "h:", so the two never meet.
 */
const UNREAD_MARK = '!'

interface Marks {
  read: Set<string>
  unread: Set<string>
}

export class NotificationsService {
  /** The last list of each account, by account id. */
  readonly #lists = new Map<string, Listed>()
  readonly #deps: NotificationsDeps

  constructor(deps: NotificationsDeps) {
    this.#deps = deps
  }

  /** Fetches `account`'s list, announces what is new, and publishes the view. */
  async refresh(account: AccountContext, signal?: AbortSignal): Promise<NotificationsModel> {
    const marks = marksKey(account)
    const { items, other } = (
      await account.api.get(apiPath('listNotifications'), { read: ['notifications'], ...(signal ? { signal } : {}) })
    ).body
    // The session may have changed while the request ran (signed out, someone else signed in).
    if (marks === null || marks !== marksKey(account)) return this.view(account)
    this.#lists.set(account.id, { items, other })
    this.#announce(account.id, marks, items)
    return this.#publish(account)
  }

  /** The account's session ended: nothing of it stays on screen or on the badge. */
  reset(id: string): void {
    this.#lists.delete(id)
    this.#deps.publish(id, { items: [], unread: 0, other: null })
  }

  #listed(account: AccountContext): Listed {
    return this.#lists.get(account.id) ?? NOTHING
  }

  #announce(id: string, account: string, items: NotificationItem[]): void {
    const seen = this.#deps.settings.get('seenNotifications')
    const known = seen[account]
    // Merged, not replaced: an item that drops out of one answer is not news when it comes back.
    this.#store('seenNotifications', account, [...new Set([...(known ?? []), ...items.map((item) => item.key)])])
    // The first look at an account is where it starts, not news.
    if (!known || !this.#deps.settings.get('notificationAlerts')) return
    const read = new Set(this.#deps.settings.get('readNotifications')[account] ?? [])
    const fresh = items.filter((item) => !known.includes(item.key) && !item.read && !read.has(item.key))
    // With several accounts signed in, each notification says whose it is, and a click shows that account.
    const name = this.#deps.accountName(id)
    const titled = (title: string) => (name === null ? title : say(m.forAccount, { title, account: name }))
    const open = (route: Route) => () => this.#deps.openAs(id, route)
    if (fresh.length > SUMMARY_ABOVE) {
      this.#deps.os.notify(
        {
          id: `notifications:summary:${this.#deps.now()}`,
          title: titled(say(m.newNotifications, { count: fresh.length })),
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
      this.#deps.os.notify(
        { id: `notifications:${item.key}`, title: titled(item.title), body: item.body ?? '' },
        open({ view: 'notifications', item: item.key })
      )
  }

  /** Marks every unread one read, and says which they were: Undo marks exactly those unread again. */
  markAllRead(account: AccountContext): MarkedAllRead {
    const marked = this.view(account)
      .items.filter((item) => !item.read)
      .map((item) => item.key)
    return { ...this.markRead(account, marked), marked }
  }

  markRead(account: AccountContext, keys: readonly string[]): NotificationsModel {
    return this.#mark(account, keys, true)
  }

  /** Unread again: a read mark made here goes, and one the platform says is read is marked unread here. */
  markUnread(account: AccountContext, keys: readonly string[]): NotificationsModel {
    return this.#mark(account, keys, false)
  }

  #mark(account: AccountContext, keys: readonly string[], read: boolean): NotificationsModel {
    const marks = marksKey(account)
    if (marks) {
      const state = this.#marks(marks)
      const { items } = this.#listed(account)
      const platformRead = new Map(items.map((item) => [item.key, item.read]))
      for (const key of keys) {
        if (read) {
          state.unread.delete(key)
          state.read.add(key)
        } else {
          state.read.delete(key)
          if (platformRead.get(key) !== false) state.unread.add(key)
        }
      }
      // Only keys that still exist are worth keeping.
      const current = (key: string) => platformRead.has(key) || items.length === 0
      this.#store('readNotifications', marks, [
        ...[...state.read].filter(current),
        ...[...state.unread].filter(current).map((key) => UNREAD_MARK + key)
      ])
    }
    return this.#publish(account)
  }

  #marks(marks: string): Marks {
    const state: Marks = { read: new Set(), unread: new Set() }
    for (const key of this.#deps.settings.get('readNotifications')[marks] ?? []) {
      if (key.startsWith(UNREAD_MARK)) state.unread.add(key.slice(UNREAD_MARK.length))
      else state.read.add(key)
    }
    return state
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

  /** The view listed `keys` now: what it listed at the visit before (notification-visits.ts). */
  visited(account: AccountContext, keys: readonly string[]): NotificationVisit {
    const marks = marksKey(account)
    return marks === null ? { before: null } : visitNotifications(this.#deps.settings, marks, keys, this.#deps.now())
  }

  /** The last list of `account`, with its read and unread marks. */
  view(account: AccountContext): NotificationsModel {
    const marks = marksKey(account)
    const { read, unread } = marks ? this.#marks(marks) : { read: new Set<string>(), unread: new Set<string>() }
    const listed = this.#listed(account)
    const items = listed.items.map((item) => {
      const isRead = !unread.has(item.key) && (item.read || read.has(item.key))
      return isRead === item.read ? item : { ...item, read: isRead }
    })
    return { items, unread: items.filter((item) => !item.read).length, other: listed.other }
  }

  #publish(account: AccountContext): NotificationsModel {
    const view = this.view(account)
    this.#deps.publish(account.id, view)
    return view
  }
}

/** Whose read marks: the person signed in on the account's server ("<server>|<user>"); null while signed out. */
function marksKey(account: AccountContext): string | null {
  const session = account.session.view()
  return session.signedIn ? notificationsKey(account.baseUrl, session.userId ?? session.username) : null
}
