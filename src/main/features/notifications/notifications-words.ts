// What the notifications feature says in words of its own: the OS
// notification for several new ones at once, and the names it gives what
// the platform left unnamed. Each is a message put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

const m = defineMessages({
  newNotifications: {
    id: 'notifications.os.newCount',
    defaultMessage: '{count, plural, one {# new notification} other {# new notifications}}',
    description:
      'Title of the OS notification when more than one notification arrived in one check. {count} is how many.'
  },
  untitledNotification: {
    id: 'notifications.item.untitled',
    defaultMessage: 'Notification',
    description: 'The title shown for a notification the platform sent without a title.'
  },
  forAccount: {
    id: 'notifications.os.forAccount',
    defaultMessage: '{title} — {account}',
    description:
      'Title of an OS notification while several accounts are signed in: {title} is the notification’s own title, {account} whose it is (“username · host”).'
  },
  notificationsUnreadable: {
    id: 'notifications.error.unreadable',
    defaultMessage:
      'The platform sent the notifications in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in the Notifications view: the answer had nothing the app could read as notifications.'
  }
})

/** The OS notification's title when more than one arrived in one check. */
export const newNotifications = (count: number) => say(m.newNotifications, { count })
/** An OS notification's title naming the account it is for (several accounts signed in). */
export const forAccount = (title: string, account: string) => say(m.forAccount, { title, account })
/** A notification the platform sent without a title. */
export const untitledNotification = () => say(m.untitledNotification)
export const notificationsUnreadable = () => say(m.notificationsUnreadable)
