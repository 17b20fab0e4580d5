// @vitest-environment happy-dom
// The signed-in header: who is signed in and the account menu, the
// platform's worst status as a dot that opens Status, and the unread count
// and status dot in the navigation.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { platformHealth } from '../../../src/renderer/src/features/navigation/platform-health'
import type { NotificationsModel } from '../../../src/shared/notifications'
import type { ProfileModel } from '../../../src/shared/people'
import type { StatusSnapshot } from '../../../src/shared/status'
import { serviceView as service, statusSnapshot as snapshot } from '../../support/status-views'
import { createFakePlatform, failure, ok, profileView, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const profile = profileView

const unread = (count: number): NotificationsModel => ({ items: [], unread: count, other: null })

function renderHeader(options: { profile?: ProfileModel; status?: StatusSnapshot; unread?: number } = {}) {
  const fake = createFakePlatform()
  fake.setDefault('people:profile', ok(options.profile ?? profile()))
  fake.setDefault('status:get', ok(options.status ?? snapshot([])))
  fake.setDefault('notifications:list', ok(unread(options.unread ?? 0)))
  return renderApp({ session: signedIn(), platform: 'linux' }, fake)
}

const nav = () => screen.getByRole('navigation', { name: 'Main' })
const heading = () => screen.getByRole('heading', { level: 1 })

describe('who is signed in, and the account menu', () => {
  it('shows the profile’s name and initials, and opens the menu from the keyboard', async () => {
    const { user, fake } = renderHeader()
    const trigger = await screen.findByRole('button', { name: 'Signed in as Ada Lovelace' })
    expect(within(trigger).getByText('AL')).toBeTruthy()
    // The same request, and cache entry, as the Profile view's own profile.
    expect(fake.requests('people:profile')).toEqual([{ userId: '42' }])

    act(() => trigger.focus())
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
    ).toEqual(['Add account…', 'AccountCtrl+6', 'SettingsCtrl+,', 'Sign out'])
    // Shortcuts come from the menu's table: shown, and told to screen readers without joining the name.
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('aria-keyshortcuts')).toBe('Control+,')
    // No accounts listed in this bootstrap: the first item is Add account…
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Add account…' }))
    )

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(heading().textContent).toBe('Settings')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('Account opens the Account view; Escape closes the menu and gives focus back', async () => {
    const { user } = renderHeader()
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Search' })
    )
    const trigger = await screen.findByRole('button', { name: 'Signed in as Ada Lovelace' })
    act(() => trigger.focus())
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger)

    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }))
    expect(heading().textContent).toBe('Account')
  })

  it('Sign out signs out as the Sign out button does, and says why when main refuses', async () => {
    const { user, fake } = renderHeader()
    const trigger = await screen.findByRole('button', { name: 'Signed in as Ada Lovelace' })
    fake.reply(
      'session:sign-out',
      failure('Could not sign out: the keyring did not answer.', 'internal'),
      ok(signedOut)
    )

    await user.click(trigger)
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Could not sign out: the keyring did not answer.')

    await user.click(trigger)
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.mocks['session:sign-out']).toHaveBeenCalledTimes(2)
  })

  it('names the username the person signed in with when the profile cannot be read', async () => {
    const fake = createFakePlatform()
    renderApp({ session: signedIn({ username: 'ada' }), route: { view: 'account' } }, fake)
    fake.setDefault('people:profile', failure('Could not reach the platform.', 'unreachable'))
    const trigger = await screen.findByRole('button', { name: 'Signed in as ada' })
    await waitFor(() => expect(fake.requests('people:profile')).toHaveLength(1))
    expect(within(trigger).getByText('A')).toBeTruthy()
  })
})

describe('the platform’s status in the header and the navigation', () => {
  it('names the worst state, follows main’s new snapshots, and opens Status', async () => {
    const { user, fake } = renderHeader({
      status: snapshot([
        service('api', 'operational'),
        service('db', 'down'),
        service('queue', 'degraded'),
        service('cdn', 'down')
      ])
    })
    const dot = await screen.findByRole('button', { name: 'Platform status: 2 services down, 1 degraded' })
    expect(dot.title).toBe('Platform status: 2 services down, 1 degraded (Ctrl+4)')
    expect(dot.getAttribute('aria-keyshortcuts')).toBe('Control+4')
    expect(dot.querySelector('[data-state]')?.getAttribute('data-state')).toBe('down')
    expect(
      within(nav()).getByRole('button', { name: 'Status', description: '2 services down, 1 degraded' })
    ).toBeTruthy()

    act(() =>
      fake.emit('status:changed', {
        account: null,
        data: snapshot([service('api', 'operational'), service('db', 'operational', { upcoming: true })])
      })
    )
    expect(await screen.findByRole('button', { name: 'Platform status: all services operational' })).toBeTruthy()
    expect(within(nav()).getByRole('button', { name: 'Status', description: 'all services operational' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /^Platform status/ }))
    expect(heading().textContent).toBe('Status')
  })

  it('says what each worst state is, worst first', () => {
    expect(platformHealth(undefined)).toEqual({
      state: 'unknown',
      summary: 'not checked yet',
      label: 'Platform status: not checked yet'
    })
    expect(platformHealth({ ...snapshot([]), checking: true }).summary).toBe('checking…')
    expect(platformHealth(snapshot([service('a', 'unknown'), service('b', 'maintenance')]))).toMatchObject({
      state: 'maintenance',
      summary: '1 service under maintenance, 1 not checked'
    })
    expect(
      platformHealth(snapshot([service('a', 'degraded'), service('b', 'degraded'), service('c', 'operational')]))
    ).toMatchObject({
      state: 'degraded',
      summary: '2 services degraded'
    })
    expect(platformHealth(snapshot([service('a', 'unknown')]))).toMatchObject({
      state: 'unknown',
      summary: '1 service not checked'
    })
  })
})

describe('the unread count on Notifications', () => {
  it('shows the count main pushes, says it to screen readers as the item’s description, and never asks the platform itself', async () => {
    const { fake } = renderHeader({ unread: 3 })
    await screen.findByRole('navigation', { name: 'Main' })
    // The count follows main's notifications job; the navigation asking too would double the platform's traffic.
    act(() => fake.emit('notifications:changed', { account: null, data: unread(3) }))
    const item = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', {
      name: 'Notifications',
      description: '3 unread'
    })
    expect(item.querySelector('.count-badge [aria-hidden="true"]')?.textContent).toBe('3')

    act(() => fake.emit('notifications:changed', { account: null, data: unread(120) }))
    const many = await within(nav()).findByRole('button', { name: 'Notifications', description: '120 unread' })
    expect(many.querySelector('.count-badge [aria-hidden="true"]')?.textContent).toBe('99+')

    act(() => fake.emit('notifications:changed', { account: null, data: unread(0) }))
    await waitFor(() =>
      expect(within(nav()).getByRole('button', { name: 'Notifications' }).querySelector('.count-badge')).toBeNull()
    )
    expect(within(nav()).getByRole('button', { name: 'Notifications' }).hasAttribute('aria-describedby')).toBe(false)
    expect(fake.mocks['notifications:list']).not.toHaveBeenCalled()
  })
})
