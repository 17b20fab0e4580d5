// Notification items and lists as main's reader makes them, for the renderer's notification tests.
import { screen, within } from '@testing-library/react'

import type { NotificationItem, NotificationsModel } from '../../../src/shared/notifications'
import { createFakePlatform, ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

export const note = (key: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  key,
  type: null,
  title: `Title ${key}`,
  body: null,
  date: null,
  read: false,
  userId: null,
  url: null,
  ...overrides
})

export const notificationsView = (items: NotificationItem[]): NotificationsModel => ({
  items,
  unread: items.filter((item) => !item.read).length,
  other: null
})

/** The signed-in app with `list` as main's notifications, opened on the Notifications view from the navigation. */
export async function openNotifications(list: NotificationsModel, fake = createFakePlatform()) {
  fake.setDefault('notifications:list', ok(list))
  const app = renderApp({ session: signedIn() }, fake)
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(nav).getByRole('button', { name: 'Notifications' }))
  await screen.findByRole('heading', { level: 1, name: 'Notifications' })
  return app
}
