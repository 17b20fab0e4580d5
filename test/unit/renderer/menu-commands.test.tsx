// @vitest-environment happy-dom
// The application menu's commands as the page carries them out ('menu:command'
// from main): Refresh this view, Keyboard shortcuts, and nothing for a
// signed-out page but what needs no session.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { StatusSnapshot } from '../../../src/shared/status'
import { noAccounts, ok, profileView, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const snapshot: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }

describe('menu commands in the page', () => {
  it('Refresh this view on Status asks main for a new check and reads the view again', async () => {
    const app = renderApp({ session: signedIn() })
    app.fake.setDefault('status:get', ok(snapshot))
    app.fake.setDefault('status:check-now', ok(snapshot))
    app.fake.setDefault('status:platform-updates', ok({ limit: 10, items: [], other: null }))
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => app.fake.emit('menu:command', { command: 'go:status' }))
    await screen.findByRole('heading', { level: 1, name: 'Status' })
    await waitFor(() => expect(app.fake.mocks['status:get']).toHaveBeenCalledTimes(1))
    const checksBefore = app.fake.mocks['status:check-now'].mock.calls.length

    act(() => app.fake.emit('menu:command', { command: 'view:refresh' }))
    await waitFor(() => expect(app.fake.mocks['status:get']).toHaveBeenCalledTimes(2))
    expect(app.fake.mocks['status:check-now'].mock.calls.length).toBe(checksBefore + 1)
    expect(app.fake.mocks['status:platform-updates'].mock.calls.length).toBeGreaterThanOrEqual(2)
  })

  it("Refresh this view asks again for the view's data only, never the header's profile", async () => {
    const app = renderApp({ session: signedIn({ userId: '42' }) })
    app.fake.setDefault('people:profile', ok(profileView()))
    app.fake.setDefault('notifications:list', ok({ items: [], unread: 0, other: null }))
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => app.fake.emit('menu:command', { command: 'go:notifications' }))
    await waitFor(() => expect(app.fake.mocks['notifications:list']).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(app.fake.mocks['people:profile']).toHaveBeenCalledTimes(1))

    act(() => app.fake.emit('menu:command', { command: 'view:refresh' }))
    await waitFor(() => expect(app.fake.mocks['notifications:list']).toHaveBeenCalledTimes(2))
    expect(app.fake.mocks['people:profile']).toHaveBeenCalledTimes(1)
    expect(app.fake.mocks['status:check-now']).not.toHaveBeenCalled()
  })

  it('Help → Keyboard shortcuts lists every shortcut from the shared table, with the mouse buttons, and closes with its button', async () => {
    const app = renderApp({ session: signedIn(), platform: 'linux' })
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => app.fake.emit('menu:command', { command: 'help:shortcuts' }))
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const go = within(dialog).getByRole('region', { name: 'Go' })
    expect(within(go).getByText('Followers').nextElementSibling?.textContent).toBe('Ctrl+2')
    expect(within(go).getByText('Back').nextElementSibling?.textContent).toBe('Alt+Left or mouse back button')
    expect(within(go).getByText('Refresh this view').nextElementSibling?.textContent).toBe('Ctrl+R')
    // Commands without a shortcut are the menu's alone.
    expect(within(dialog).queryByText('Open logs folder')).toBeNull()
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull())
  })

  it('Help → Keyboard shortcuts opens at the top, focus on its title, not on Close at the bottom', async () => {
    const app = renderApp({ session: signedIn(), platform: 'linux' })
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => app.fake.emit('menu:command', { command: 'help:shortcuts' }))
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const title = within(dialog).getByRole('heading', { level: 2, name: 'Keyboard shortcuts' })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(dialog.scrollTop).toBe(0)
  })

  it('signed out, view commands do nothing and the shortcut list still opens', async () => {
    const app = renderApp({ session: signedOut })
    await screen.findByRole('heading', { name: 'Sign in' })
    act(() => app.fake.emit('menu:command', { command: 'go:followers' }))
    act(() => app.fake.emit('menu:command', { command: 'help:shortcuts' }))
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    // The sign-in form hides any view, so what tells is where a sign-in lands: the usual view, not Followers.
    act(() => app.fake.emit('session:changed', { session: signedIn(), reason: 'signed-in', accounts: noAccounts }))
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('button', { name: 'Profile' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('button', { name: 'Followers' }).getAttribute('aria-current')).toBeNull()
  })
})
