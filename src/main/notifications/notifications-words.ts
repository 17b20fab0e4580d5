// What the notifications feature says in words of its own: the OS
// notification for several new ones at once, and the names it gives what
// the platform left unnamed.

/** The OS notification's title when more than one arrived in one check. */
export const newNotifications = (count: number) => `${count} new notifications`
/** A notification the platform sent without a title. */
export const UNTITLED_NOTIFICATION = 'Notification'
/** What the platform sent, as an unreadable answer names it. */
export const THE_NOTIFICATIONS = 'the notifications'
