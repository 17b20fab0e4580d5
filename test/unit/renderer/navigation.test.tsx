// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { AppBootstrap } from '../../../src/shared/ipc'
import { noAccounts, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

async function renderShell(platform: AppBootstrap['platform'] = 'linux') {
  const app = renderApp({ session: signedIn(), platform })
  await screen.findByRole('navigation', { name: 'Main' })
  return app
}

const nav = () => screen.getByRole('navigation', { name: 'Main' })
const navItem = (name: string) => within(nav()).getByRole('button', { name })
const heading = () => screen.getByRole('heading', { level: 1 })
const backButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Back' })
const forwardButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Forward' })
const views = ['Profile', 'Followers', 'Search', 'Status', 'Notifications', 'Account', 'Settings', 'Updates']
/** The current item, by its accessible name (its text also holds the status dot's and the count's words). */
const current = () => views.filter((name) => navItem(name).getAttribute('aria-current') === 'page')

describe('app shell navigation', () => {
  it('lists every view in order and marks the current one', async () => {
    await renderShell()
    // In order, each found by its accessible name.
    expect(within(nav()).getAllByRole('button')).toEqual(views.map(navItem))
    expect(current()).toEqual(['Profile'])
  })

  it('keeps every name when the narrow layout shows icons alone: the name, the tooltip with its shortcut, the icon hidden', async () => {
    await renderShell('linux')
    for (const [index, view] of views.entries()) {
      const item = navItem(view)
      expect(item.title).toBe(`${view} (Ctrl+${index + 1})`)
      // The visible word is the one the narrow layout hides from sight (layout.css); the name does not depend on it.
      expect(item.querySelector('.main-nav-label')?.textContent).toBe(view)
      expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it('names the view in the window title, for the OS window switcher and screen readers; signed out, the app alone', async () => {
    const { user, fake } = await renderShell()
    expect(document.title).toBe('Profile — Platform Desktop')
    await user.click(navItem('Followers'))
    expect(document.title).toBe('Followers — Platform Desktop')
    act(() => fake.emit('session:changed', { session: signedOut, reason: 'signed-out', accounts: noAccounts }))
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(document.title).toBe('Platform Desktop')
  })

  it('moves to a view, marks it current and puts focus on its heading', async () => {
    const { user } = await renderShell()
    await user.click(navItem('Settings'))

    expect(heading().textContent).toBe('Settings')
    expect(current()).toEqual(['Settings'])
    expect(document.activeElement).toBe(heading())
  })

  it('Back and Forward are icon buttons: the icon hidden, the name and the tooltip in words', async () => {
    await renderShell()
    for (const button of [backButton(), forwardButton()]) {
      expect(button.textContent).toBe('')
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
    expect(forwardButton().title).toBe('Forward (Alt+Right)')
  })

  it('goes back and forward with the visible buttons, disabled at either end', async () => {
    const { user } = await renderShell()
    expect(backButton().disabled).toBe(true)
    expect(forwardButton().disabled).toBe(true)

    await user.click(navItem('Search'))
    await user.click(navItem('Status'))
    await user.click(backButton())
    expect(heading().textContent).toBe('Search')
    expect(current()).toEqual(['Search'])
    expect(forwardButton().disabled).toBe(false)

    await user.click(backButton())
    expect(heading().textContent).toBe('Profile')
    expect(backButton().disabled).toBe(true)

    await user.click(forwardButton())
    await user.click(forwardButton())
    expect(heading().textContent).toBe('Status')
    expect(forwardButton().disabled).toBe(true)
  })

  it('drops the forward history when a new view is chosen', async () => {
    const { user } = await renderShell()
    await user.click(navItem('Search'))
    await user.click(backButton())
    await user.click(navItem('Account'))
    expect(forwardButton().disabled).toBe(true)
    await user.click(backButton())
    expect(heading().textContent).toBe('Profile')
  })

  it("goes back and forward, and to each view, when the menu says so (its keys are the menu's, not the page's)", async () => {
    const { user, fake } = await renderShell('linux')
    await user.click(navItem('Search'))

    act(() => fake.emit('menu:command', { command: 'go:back' }))
    expect(heading().textContent).toBe('Profile')
    act(() => fake.emit('menu:command', { command: 'go:forward' }))
    expect(heading().textContent).toBe('Search')
    act(() => fake.emit('menu:command', { command: 'go:followers' }))
    expect(heading().textContent).toBe('Followers')
    act(() => fake.emit('menu:command', { command: 'app:settings' }))
    expect(heading().textContent).toBe('Settings')
    // The page has no keydown handler of its own for these any more: a key press alone does nothing.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}')
    expect(heading().textContent).toBe('Settings')
  })

  it("names each control's shortcut from the shared table: Ctrl on Linux, ⌘ on macOS", async () => {
    await renderShell('linux')
    expect(navItem('Followers').getAttribute('aria-keyshortcuts')).toBe('Control+2')
    expect(navItem('Followers').title).toBe('Followers (Ctrl+2)')
    expect(backButton().getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowLeft')
    expect(backButton().title).toBe('Back (Alt+Left)')
    cleanup()
    await renderShell('darwin')
    expect(navItem('Settings').getAttribute('aria-keyshortcuts')).toBe('Meta+7')
    expect(backButton().getAttribute('aria-keyshortcuts')).toBe('Meta+[')
    expect(forwardButton().title).toBe('Forward (⌘])')
  })

  it('follows the mouse back and forward buttons', async () => {
    const { user } = await renderShell()
    await user.click(navItem('Search'))

    fireEvent.mouseUp(document.body, { button: 3 })
    expect(heading().textContent).toBe('Profile')
    fireEvent.mouseUp(document.body, { button: 4 })
    expect(heading().textContent).toBe('Search')
  })

  it('navigates when main asks (menu)', async () => {
    const { fake } = await renderShell()
    act(() => fake.emit('navigate', { route: { view: 'notifications' } }))
    expect(heading().textContent).toBe('Notifications')
    expect(current()).toEqual(['Notifications'])
  })

  it('starts afresh at Profile after signing out and in again', async () => {
    const { fake, user } = await renderShell()
    await user.click(navItem('Search'))

    act(() => fake.emit('session:changed', { session: signedOut, reason: 'signed-out', accounts: noAccounts }))
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'signed-in', accounts: noAccounts }))

    expect(heading().textContent).toBe('Profile')
    expect(backButton().disabled).toBe(true)
  })

  it('returns to the same view after an expired session is renewed', async () => {
    const { fake, user } = await renderShell()
    await user.click(navItem('Search'))

    act(() => fake.emit('session:changed', { session: signedOut, reason: 'expired', accounts: noAccounts }))
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'signed-in', accounts: noAccounts }))

    expect(heading().textContent).toBe('Search')
  })
})
