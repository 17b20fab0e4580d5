import { NAMED_ACCOUNTS } from './accounts'
import { checkFields, checkString, failWith } from './content-checks'
import type { DemoData } from './demo-data'
import { isoAt } from './demo-epoch'
import type { Notification } from './types'

/** What controls.addNotification() takes; `read` defaults to false. */
export interface NewNotification {
  type: string
  title: string
  body: string
  read?: boolean
}

const FIELDS = ['type', 'title', 'body', 'read'] as const

/**
 * One server's notifications: the shared seed (never mutated, it serves every
 * server in the process) with this server's additions in front, newest first.
 */
export class NotificationFeed {
  readonly #data: DemoData
  readonly #now: () => number
  readonly #added = new Map<number, Notification[]>()
  #lastId: number | undefined

  constructor(data: DemoData, now: () => number) {
    this.#data = data
    this.#now = now
  }

  /** Throws a TypeError unless an account has this id: only accounts can read notifications. */
  #checkAccount(userId: number): void {
    if (!NAMED_ACCOUNTS.some((account) => account.user.id === userId)) {
      const ids = NAMED_ACCOUNTS.map((account) => account.user.id).join(', ')
      throw new TypeError(`No account has the user id ${String(userId)}; accounts are ${ids}.`)
    }
  }

  list(userId: number): readonly Notification[] {
    this.#checkAccount(userId)
    return [...(this.#added.get(userId) ?? []), ...this.#data.notificationsOf(userId)]
  }

  /** Adds a notification in front of the user's list and returns its id. */
  add(userId: number, notification: NewNotification): number {
    this.#checkAccount(userId)
    const fail = failWith(`Notification for user ${userId}`)
    checkFields(notification, FIELDS, fail)
    for (const field of ['type', 'title', 'body'] as const) checkString(notification[field], field, fail)
    if (notification.read !== undefined && typeof notification.read !== 'boolean') fail('read must be true or false')
    // Above every seeded id of every account, so ids stay unique across users
    // and, as in the seed, the newest entry has the highest id.
    this.#lastId ??= Math.max(
      0,
      ...NAMED_ACCOUNTS.flatMap((account) => this.#data.notificationsOf(account.user.id).map((entry) => entry.id))
    )
    this.#lastId += 1
    const entry: Notification = {
      id: this.#lastId,
      type: notification.type,
      title: notification.title,
      body: notification.body,
      createdAt: isoAt(this.#now()),
      read: notification.read ?? false
    }
    const added = this.#added.get(userId) ?? []
    this.#added.set(userId, [entry, ...added])
    return entry.id
  }
}
