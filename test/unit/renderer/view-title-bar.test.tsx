// @vitest-environment happy-dom
// The one place a view says how fresh it is: its title bar's "Updated …"
// and its one Refresh (Status: one "Check now"), which does what the
// menu's "Refresh this view" does and names that shortcut.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { StatusSnapshot } from '../../../src/shared/status'
import { ok, profileView, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const profile = profileView()
const snapshot = (overrides: Partial<StatusSnapshot> = {}): StatusSnapshot => ({
  services: [],
  checkedAt: null,
  checking: false,
  listProblem: null,
  ...overrides
})

async function open(view: string, setUp: (app: ReturnType<typeof renderApp>) => void) {
  // Opened from Settings: every view here is reached by a click, as a person would.
  const app = renderApp({ session: signedIn({ userId: '42' }), platform: 'linux', route: { view: 'settings' } })
  setUp(app)
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(nav).getByRole('button', { name: view }))
  return app
}

const titleBar = (name: string) => screen.getByRole('heading', { level: 1, name }).parentElement as HTMLElement

describe('the view title bar', () => {
  it('Profile: the h1 takes focus, "Updated just now" once loaded, and one Refresh with the menu’s shortcut that reads the view again', async () => {
    const app = await open('Profile', ({ fake }) => {
      fake.setDefault('people:profile', ok(profile))
      fake.setDefault('people:activity', ok({ userId: '42', groups: [], other: null }))
    })
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' })
    expect(document.activeElement).toBe(heading)
    const bar = titleBar('Profile')
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('Updated just now'))

    const refresh = within(screen.getByRole('main')).getByRole('button', { name: 'Refresh' })
    expect(within(screen.getByRole('main')).getAllByRole('button', { name: 'Refresh' })).toHaveLength(1)
    expect(refresh.getAttribute('title')).toBe('Refresh (Ctrl+R)')
    expect(refresh.getAttribute('aria-keyshortcuts')).toBe('Control+R')
    expect(bar.contains(refresh)).toBe(true)

    await waitFor(() => expect(refresh).toHaveProperty('disabled', false))
    const profileAsks = app.fake.mocks['people:profile'].mock.calls.length
    const activityAsks = app.fake.mocks['people:activity'].mock.calls.length
    await app.user.click(refresh)
    await waitFor(() => expect(app.fake.mocks['people:profile'].mock.calls.length).toBe(profileAsks + 1))
    expect(app.fake.mocks['people:activity'].mock.calls.length).toBe(activityAsks + 1)
    expect(app.fake.mocks['status:check-now'].mock.calls.length).toBe(0)
  })

  it('Status: one "Check now" (no Refresh) that checks the services and reads the latest updates again', async () => {
    const app = await open('Status', ({ fake }) => {
      fake.setDefault('status:get', ok(snapshot()))
      fake.setDefault('status:check-now', ok(snapshot()))
      fake.setDefault('status:platform-updates', ok({ limit: 10, items: [], other: null }))
    })
    await screen.findByText('No updates from the platform.')
    const main = screen.getByRole('main')
    expect(within(main).queryByRole('button', { name: 'Refresh' })).toBeNull()
    const checkNow = within(main).getByRole('button', { name: 'Check now' })
    expect(within(main).getAllByRole('button', { name: 'Check now' })).toHaveLength(1)
    expect(checkNow.getAttribute('title')).toBe('Check now (Ctrl+R)')
    expect(titleBar('Status').contains(checkNow)).toBe(true)

    await waitFor(() => expect(checkNow).toHaveProperty('disabled', false))
    const updatesAsks = app.fake.mocks['status:platform-updates'].mock.calls.length
    await app.user.click(checkNow)
    await waitFor(() => expect(app.fake.mocks['status:check-now'].mock.calls.length).toBe(1))
    await waitFor(() => expect(app.fake.mocks['status:platform-updates'].mock.calls.length).toBe(updatesAsks + 1))
  })

  it('Status: the time is main’s last check, not when the page read it; while main checks it says so and Check now waits', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    await open('Status', ({ fake }) => {
      fake.setDefault('status:get', ok(snapshot({ checkedAt: tenMinutesAgo })))
      fake.setDefault('status:platform-updates', ok({ limit: 10, items: [], other: null }))
    })
    await screen.findByText('No services to show yet.')
    // The latest updates were read just now: the freshest of the view's data wins.
    await waitFor(() => expect(within(titleBar('Status')).getByRole('status').textContent).toBe('Updated just now'))
    cleanup()

    await open('Status', ({ fake }) => {
      fake.setDefault('status:get', ok(snapshot({ checkedAt: tenMinutesAgo, checking: true })))
      fake.setDefault('status:platform-updates', ok({ limit: 10, items: [], other: null }))
    })
    await screen.findByText('Checking the platform…')
    expect(within(titleBar('Status')).getByRole('status').textContent).toBe('Checking…')
    expect(screen.getByRole('button', { name: 'Check now' })).toHaveProperty('disabled', true)
  })

  it('Status: with the latest updates not yet loaded, the time is that of main’s last check', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    await open('Status', ({ fake }) => {
      fake.setDefault('status:get', ok(snapshot({ checkedAt: tenMinutesAgo })))
      fake.hold('status:platform-updates')
    })
    await screen.findByText('No services to show yet.')
    await waitFor(() =>
      expect(within(titleBar('Status')).getByRole('status').textContent).toBe('Updated 10 minutes ago')
    )
  })
})
