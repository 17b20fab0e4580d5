// View models of the platform's notifications.

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
