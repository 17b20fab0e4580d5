// View models of the platform's notifications.

export interface NotificationItem {
  /** The platform's id, or a stable hash of the content when it gives none ("h:…"). */
  key: string
  type: string | null
  title: string
  body: string | null
  date: string | null
  read: boolean
  /** When the notification names a user (by id), a click on it opens that profile. */
  userId: string | null
  /** A link main would open (https, or http to this computer): a click on a notification naming no user opens it in the browser. */
  url: string | null
}

export interface NotificationsModel {
  items: NotificationItem[]
  unread: number
  other: unknown
}

/** The keys the Notifications view listed at the visit before this one (null at the first): what is not among them arrived since. */
export interface NotificationVisit {
  before: string[] | null
}

/** Mark all as read's answer: the list as it now is, and the keys it marked (those unread just before), which Undo marks unread again. */
export interface MarkedAllRead extends NotificationsModel {
  marked: string[]
}
