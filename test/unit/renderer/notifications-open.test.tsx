// @vitest-environment happy-dom
// Opening a notification (the person it names, or its link, and it is read
// then), and Undo after Mark all as read, against a fake bridge.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { UNDO_MS } from '../../../src/renderer/src/features/notifications/notifications-view'
import type { MarkedAllRead, NotificationsModel } from '../../../src/shared/notifications'
import { createFakePlatform, failure, ok } from './fake-platform'
import { note, notificationsView, openNotifications as openList } from './notification-items'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const view = notificationsView

const person = note('id:1', { title: 'Ada followed you', userId: '7' })
const link = note('id:2', { title: 'Build failed', url: 'https://ci.example.com/builds/9', read: true })
const plain = note('id:3', { title: 'Maintenance tonight' })
const three = view([person, link, plain])

/** As notification-items' openNotifications, with marking read answered by the same list. */
function openNotifications(list: NotificationsModel, fake = createFakePlatform()) {
  fake.setDefault('notifications:mark-read', ok(list))
  return openList(list, fake)
}

const unreadCount = () => screen.getByText(/unread\.$|^All read\.$/)

describe('opening a notification', () => {
  it('one naming a person: its title is a button that opens their profile and marks it read', async () => {
    const fake = createFakePlatform()
    fake.setDefault('people:profile', failure('No such user.', 'not-found'))
    const { user } = await openNotifications(three, fake)
    const row = await screen.findByRole('listitem', { name: 'Unread: Ada followed you' })
    const open = within(row).getByRole('button', {
      name: 'Ada followed you',
      description: 'Opens the profile of the person it is about.'
    })
    expect(open.closest('h2')).not.toBeNull()
    expect(row.className).toContain('opens')
    await user.click(open)
    expect(fake.requests('notifications:mark-read')).toEqual([{ keys: ['id:1'] }])
    // The header's own profile (who is signed in), then the person the notification names.
    await waitFor(() => expect(fake.requests('people:profile')).toEqual([{ userId: '42' }, { userId: '7' }]))
    expect(screen.queryByRole('heading', { level: 1, name: 'Notifications' })).toBeNull()
  })

  it('Enter on it opens it too', async () => {
    const fake = createFakePlatform()
    fake.setDefault('people:profile', failure('No such user.', 'not-found'))
    const { user } = await openNotifications(three, fake)
    const open = within(await screen.findByRole('listitem', { name: 'Unread: Ada followed you' })).getByRole('button', {
      name: 'Ada followed you'
    })
    open.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(fake.requests('people:profile')).toContainEqual({ userId: '7' }))
  })

  it('focused from an OS notification, Enter on the row opens it', async () => {
    const fake = createFakePlatform()
    fake.setDefault('people:profile', failure('No such user.', 'not-found'))
    const { user } = await openNotifications(three, fake)
    await screen.findByRole('listitem', { name: 'Unread: Ada followed you' })
    act(() => fake.emit('navigate', { route: { view: 'notifications', item: 'id:1' } }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Unread: Ada followed you' }))
    )
    await user.keyboard('{Enter}')
    await waitFor(() => expect(fake.requests('people:profile')).toContainEqual({ userId: '7' }))
    expect(fake.requests('notifications:mark-read')).toEqual([{ keys: ['id:1'] }])
  })

  it('one with a link: its title is a link main opens in the browser; the page stays, and a read one is not marked again', async () => {
    const fake = createFakePlatform()
    fake.setDefault('shell:open-external', ok(null))
    const { user } = await openNotifications(three, fake)
    const row = await screen.findByRole('listitem', { name: 'Build failed' })
    const open = within(row).getByRole('link', {
      name: 'Build failed',
      description: 'Opens ci.example.com in your browser.'
    })
    expect(open.getAttribute('href')).toBe('https://ci.example.com/builds/9')
    await user.click(open)
    expect(fake.requests('shell:open-external')).toEqual([{ url: 'https://ci.example.com/builds/9' }])
    expect(fake.mocks['notifications:mark-read']).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy()
  })

  it('a link main refuses is said in a notice', async () => {
    const fake = createFakePlatform()
    fake.setDefault('shell:open-external', failure('Only https links can be opened.', 'invalid-input'))
    const { user } = await openNotifications(three, fake)
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Build failed' })).getByRole('link', { name: 'Build failed' })
    )
    expect((await screen.findByRole('alert')).textContent).toBe('Only https links can be opened.')
  })

  it('one naming nothing is no button and no link: nothing to click but Mark as read', async () => {
    await openNotifications(three)
    const row = await screen.findByRole('listitem', { name: 'Unread: Maintenance tonight' })
    expect(row.className).not.toContain('opens')
    expect(within(row).queryByRole('link')).toBeNull()
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
    ).toEqual(['Mark “Maintenance tonight” as read'])
  })

  it('a person wins over a link; a link that is not http(s) opens nothing', async () => {
    await openNotifications(
      view([
        note('id:4', { title: 'Both', userId: '8', url: 'https://ci.example.com/' }),
        note('id:5', { title: 'Odd', url: 'ftp://files.example.com/x' })
      ])
    )
    expect(within(await screen.findByRole('listitem', { name: 'Unread: Both' })).queryByRole('link')).toBeNull()
    expect(
      within(screen.getByRole('listitem', { name: 'Unread: Both' })).getByRole('button', { name: 'Both' })
    ).toBeTruthy()
    expect(within(screen.getByRole('listitem', { name: 'Unread: Odd' })).queryByRole('link')).toBeNull()
  })
})

describe('Undo after Mark all as read', () => {
  const allRead = (): MarkedAllRead => ({
    ...view([{ ...person, read: true }, link, { ...plain, read: true }]),
    marked: ['id:1', 'id:3']
  })

  it('a notice says how many were marked; Undo asks main to mark exactly those unread, and the list shows it', async () => {
    const { fake, user } = await openNotifications(three)
    fake.reply('notifications:mark-all-read', ok(allRead()))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(unreadCount().textContent).toBe('All read.'))
    const notices = screen.getByRole('region', { name: 'Notices' })
    expect(within(notices).getByText('2 notifications marked as read.')).toBeTruthy()

    fake.reply('notifications:mark-unread', ok(three))
    await user.click(within(notices).getByRole('button', { name: 'Undo' }))
    expect(fake.requests('notifications:mark-unread')).toEqual([{ keys: ['id:1', 'id:3'] }])
    await waitFor(() => expect(unreadCount().textContent).toBe('2 unread.'))
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull()
  })

  it('Undo goes after ten seconds; a failed Undo says why', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const { fake, user } = await openNotifications(three)
    fake.reply('notifications:mark-all-read', ok(allRead()))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    const notices = await screen.findByRole('region', { name: 'Notices' })
    expect(within(notices).getByRole('button', { name: 'Undo' })).toBeTruthy()
    const expiry = timers.mock.calls.find(([, ms]) => ms === UNDO_MS)?.[0] as (() => void) | undefined
    expect(UNDO_MS).toBe(10_000)
    expect(expiry).toBeTypeOf('function')
    act(() => expiry?.())
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()

    // Nothing was unread: nothing to undo, and no notice.
    fake.reply('notifications:mark-all-read', ok({ ...allRead(), marked: [] }))
    fake.setDefault('notifications:list', ok(three))
    act(() => fake.emit('notifications:changed', { account: null, data: three }))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(fake.mocks['notifications:mark-all-read']).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()

    act(() => fake.emit('notifications:changed', { account: null, data: three }))
    fake.reply('notifications:mark-all-read', ok(allRead()))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    fake.reply('notifications:mark-unread', failure('Sign in first.', 'not-signed-in'))
    await user.click(await screen.findByRole('button', { name: 'Undo' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in first.')
  })
})
