// @vitest-environment happy-dom
// The Notifications view against a fake bridge: what it shows for a list, an
// empty list and a failure, and what each click asks of main. Opening a
// notification and Undo after Mark all as read: notifications-open.test.tsx.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { MarkedAllRead, NotificationItem } from '../../../src/shared/notifications'
import { createFakePlatform, failure, ok, signedIn } from './fake-platform'
import { note, notificationsView, openNotifications } from './notification-items'
import { renderApp } from './render-app'

afterEach(cleanup)

const view = notificationsView
const allMarked = (items: NotificationItem[], marked: string[]): MarkedAllRead => ({ ...view(items), marked })

const twoNotes = view([
  note('id:1', { title: 'Build failed', body: 'main is red.', date: '2026-11-22T08:00:00Z', userId: '7' }),
  note('id:2', { title: 'Deploy done', read: true })
])

const row = (name: string) => screen.getByRole('listitem', { name })
const unreadCount = () => screen.getByText(/unread\.$|^All read\.$/)

describe('what the Notifications view shows', () => {
  it('lists each notification; an unread one is named "Unread:", marked by a dot and can be marked read', async () => {
    await openNotifications(twoNotes)
    const unread = await screen.findByRole('listitem', { name: 'Unread: Build failed' })
    expect(within(unread).getByRole('heading', { level: 2, name: 'Build failed' })).toBeTruthy()
    expect(unread.className).toContain('unread')
    expect(unread.querySelector('.unread-dot')?.getAttribute('aria-hidden')).toBe('true')
    expect(within(unread).getByText('main is red.')).toBeTruthy()
    expect(unread.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T08:00:00.000Z')
    // An icon button named after the notification; hidden from sight until hover or focus, never from screen readers.
    const markRead = within(unread).getByRole('button', { name: 'Mark “Build failed” as read' })
    expect(markRead.getAttribute('title')).toBe('Mark “Build failed” as read')
    expect(markRead.closest('[aria-hidden="true"]')).toBeNull()

    // A read one offers the way back, and nothing else: it names no one and links nowhere.
    const read = row('Deploy done')
    expect(read.className).not.toContain('unread')
    expect(
      within(read)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
    ).toEqual(['Mark “Deploy done” as unread'])
    expect(within(read).queryByRole('link')).toBeNull()
    expect(unreadCount().textContent).toBe('1 unread.')
  })

  it('marks what arrived since the last visit, as main says the visit before listed', async () => {
    const fake = createFakePlatform()
    fake.setDefault('notifications:visited', ok({ before: ['id:2'] }))
    await openNotifications(twoNotes, fake)
    const arrived = await screen.findByRole('listitem', { name: 'Unread: Build failed' })
    expect(await within(arrived).findByText('New')).toBeTruthy()
    expect(within(row('Deploy done')).queryByText('New')).toBeNull()
    expect(screen.getByText('1 arrived since your last visit.')).toBeTruthy()
    // Main hears what the view lists, to compare the next visit with.
    expect(fake.requests('notifications:visited').at(-1)).toEqual({ keys: ['id:1', 'id:2'] })
  })

  it('marks nothing at a first visit', async () => {
    const fake = createFakePlatform()
    fake.setDefault('notifications:visited', ok({ before: null }))
    await openNotifications(twoNotes, fake)
    await screen.findByRole('listitem', { name: 'Unread: Build failed' })
    await waitFor(() => expect(fake.requests('notifications:visited')).toHaveLength(1))
    expect(screen.queryByText('New')).toBeNull()
    expect(screen.queryByText(/arrived since/)).toBeNull()
  })

  it('says "No notifications." for an empty list, with nothing to mark', async () => {
    await openNotifications(view([]))
    expect(await screen.findByText('No notifications.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  })

  it('all read: says so, and Mark all as read is disabled', async () => {
    await openNotifications(view([note('id:2', { read: true })]))
    await screen.findByRole('listitem', { name: 'Title id:2' })
    expect(unreadCount().textContent).toBe('All read.')
    const markAll = screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' })
    expect(markAll.disabled).toBe(true)
    expect(markAll.closest('.view-title-bar')).not.toBeNull()
  })

  it('a failure shows main’s sentence with Retry, which asks again', async () => {
    const fake = createFakePlatform()
    fake.setDefault('notifications:list', ok(twoNotes))
    fake.reply('notifications:list', failure('Could not reach the platform. Check your connection.', 'unreachable'))
    // Opened at start, so the navigation's unread count and the view share the one request that fails.
    const { user } = renderApp({ session: signedIn(), route: { view: 'notifications' } }, fake)
    expect(await screen.findByText('Could not reach the platform. Check your connection.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('listitem', { name: 'Unread: Build failed' })).toBeTruthy()
    expect(fake.mocks['notifications:list']).toHaveBeenCalledTimes(2)
  })

  it('a new list from main (notifications:changed) replaces the one on screen', async () => {
    const { fake } = await openNotifications(twoNotes)
    await screen.findByRole('listitem', { name: 'Unread: Build failed' })
    act(() => fake.emit('notifications:changed', { account: null, data: view([note('id:3', { title: 'Fresh one' })]) }))
    expect(await screen.findByRole('listitem', { name: 'Unread: Fresh one' })).toBeTruthy()
    expect(screen.queryByRole('listitem', { name: 'Unread: Build failed' })).toBeNull()
  })

  it('opened from an OS notification, that row is highlighted and focused', async () => {
    const { fake } = await openNotifications(twoNotes)
    await screen.findByRole('listitem', { name: 'Unread: Build failed' })
    act(() => fake.emit('navigate', { route: { view: 'notifications', item: 'id:2' } }))
    await waitFor(() => expect(document.activeElement).toBe(row('Deploy done')))
    expect(row('Deploy done').className).toContain('highlighted')
    expect(row('Unread: Build failed').className).not.toContain('highlighted')
  })
})

describe('what a click asks of main', () => {
  it('Mark as read sends that one key, and the view shows main’s answer', async () => {
    const { fake, user } = await openNotifications(twoNotes)
    const readNow = view([
      note('id:1', { title: 'Build failed', read: true }),
      note('id:2', { title: 'Deploy done', read: true })
    ])
    fake.reply('notifications:mark-read', ok(readNow))
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Unread: Build failed' })).getByRole('button', {
        name: 'Mark “Build failed” as read'
      })
    )
    expect(fake.requests('notifications:mark-read')).toEqual([{ keys: ['id:1'] }])
    expect(await screen.findByRole('listitem', { name: 'Build failed' })).toBeTruthy()
    expect(unreadCount().textContent).toBe('All read.')
  })

  it('Mark all as read asks main once, with no keys of its own', async () => {
    const { fake, user } = await openNotifications(twoNotes)
    fake.reply(
      'notifications:mark-all-read',
      ok(allMarked([note('id:1', { title: 'Build failed', read: true })], ['id:1']))
    )
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    expect(fake.mocks['notifications:mark-all-read']).toHaveBeenCalledTimes(1)
    expect(fake.requests('notifications:mark-all-read')).toEqual([undefined])
    await waitFor(() => expect(unreadCount().textContent).toBe('All read.'))
    expect(fake.mocks['notifications:mark-read']).not.toHaveBeenCalled()
  })

  it('a failed mark says main’s sentence and keeps the list as it was; the next try works', async () => {
    const { fake, user } = await openNotifications(twoNotes)
    fake.reply(
      'notifications:mark-all-read',
      failure('The platform had a problem (500). Try again in a moment.', 'server')
    )
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The platform had a problem (500). Try again in a moment.'
    )
    expect(unreadCount().textContent).toBe('1 unread.')
    fake.reply(
      'notifications:mark-all-read',
      ok(allMarked([note('id:1', { title: 'Build failed', read: true })], ['id:1']))
    )
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(unreadCount().textContent).toBe('All read.'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('Mark as unread sends that one key, and the count goes up with main’s answer', async () => {
    const { fake, user } = await openNotifications(twoNotes)
    fake.reply(
      'notifications:mark-unread',
      ok(view([note('id:1', { title: 'Build failed' }), note('id:2', { title: 'Deploy done' })]))
    )
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Deploy done' })).getByRole('button', {
        name: 'Mark “Deploy done” as unread'
      })
    )
    expect(fake.requests('notifications:mark-unread')).toEqual([{ keys: ['id:2'] }])
    expect(await screen.findByRole('listitem', { name: 'Unread: Deploy done' })).toBeTruthy()
    expect(unreadCount().textContent).toBe('2 unread.')
  })
})
