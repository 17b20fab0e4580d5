// View models of the account, its notifications, the leak check and the
// last-seen ping.

export interface AccountView {
  username: string | null
  name: string | null
  email: string | null
  plan: string | null
  createdAt: string | null
  /** Limits and quotas the platform mentions ("API calls per hour": 5000). */
  limits: { label: string; value: string }[]
  /** Everything else, bounded, for the generic view (secret-looking fields hidden). */
  extra: Record<string, unknown>
  unexpected?: unknown
}

export interface PwnedView {
  /** true: found in leaks; false: not in the platform's list; null: the answer did not say. */
  found: boolean | null
  /** How many known leaks, when the platform says. */
  count: number | null
  /** The platform's own words, when it gave some. */
  message: string | null
}

export interface PingView {
  /** When the platform last accepted "I am here". */
  lastSuccessAt: string | null
  /** Why the last attempt failed, if it did. */
  lastError: string | null
}

export interface NotificationItem {
  /** The platform's id, or a stable hash of the content when it gives none ("h:…"). */
  key: string
  type: string | null
  title: string
  body: string | null
  date: string | null
  read: boolean
  /** When the notification names a user, the row links to that profile. */
  userId: string | null
}

export interface NotificationsView {
  items: NotificationItem[]
  unread: number
  other: unknown
}
