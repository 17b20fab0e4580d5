// Notifications' reader (src/main/core/body/body-readers.ts): the list, newest first.
import { readNotifications } from './read-notifications'

export const notificationsReaders = {
  notifications: (body: unknown) => readNotifications(body)
}

type NotificationsReaders = typeof notificationsReaders
declare module '../../core/body/body-readers' {
  interface FeatureReaders extends NotificationsReaders {}
}
