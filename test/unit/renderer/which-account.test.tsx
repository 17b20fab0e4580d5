// @vitest-environment happy-dom
// Which account am I in (issue 36): two accounts named alike on two servers
// differ on every screen — the header names the server with its colour, the
// window's title names the account and its server, the account menu shows
// each account's colour and keys — Ctrl+Shift+1…9 switch to an account by its
// place, and Settings chooses the server's colour by name.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import { createFakePlatform, ok, profileView, settingsView, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const PROD = 'a000000000000000a'
const STAGING = 'a000000000000000b'

/** demo on production and demo on staging: the same name, the same person's profile. */
const accounts = (active: string): AccountsModel => ({
  active,
  accounts: [
    {
      id: PROD,
      username: 'demo',
      host: 'platform.example.com',
      baseUrl: 'https://platform.example.com',
      signedIn: true,
      color: 'blue'
    },
    {
      id: STAGING,
      username: 'demo',
      host: 'staging.example.com',
      baseUrl: 'https://staging.example.com',
      signedIn: true,
      color: 'orange'
    }
  ]
})

function renderTwoDemos(active: string, platform: 'linux' | 'darwin' = 'linux') {
  const fake = createFakePlatform()
  fake.setDefault('status:get', ok({ services: [], checkedAt: null, checking: false, listProblem: null }))
  fake.setDefault('notifications:list', ok({ items: [], unread: 0, other: null }))
  const baseUrl = accounts(active).accounts.find((account) => account.id === active)?.baseUrl ?? null
  const app = renderApp(
    {
      session: signedIn({ username: 'demo' }),
      accounts: accounts(active),
      settings: settingsView({ baseUrl }),
      platform
    },
    fake
  )
  // After renderApp's own default (Ada), before the page has asked: both accounts are Demo User.
  fake.setDefault('people:profile', ok(profileView({ name: 'Demo User', username: 'demo' })))
  return app
}

const header = () => screen.getByRole('banner')

describe('which account is on screen', () => {
  it('the header names the server with its colour, and the account button says who on which server', async () => {
    renderTwoDemos(STAGING)
    const button = await screen.findByRole('button', { name: 'Signed in as Demo User on staging.example.com' })
    expect(button.getAttribute('title')).toBe('Signed in as Demo User on staging.example.com')
    const badge = within(header()).getByTestId('server-badge')
    expect(badge.textContent).toBe('staging.example.com')
    // The colour has a name, for whoever cannot see it, and the tooltip says both.
    expect(within(badge).getByRole('img', { name: 'Orange' })).toBeTruthy()
    expect(badge.getAttribute('title')).toBe('Server: staging.example.com (Orange)')
    // The bar along the top is the server's colour.
    expect(header().className).toContain('server-color-orange')
  })

  it('the window’s title names the view, the account and its server, and follows a switch', async () => {
    const app = renderTwoDemos(PROD)
    await screen.findByRole('button', { name: 'Signed in as Demo User on platform.example.com' })
    await waitFor(() => expect(document.title).toBe('Profile — demo · platform.example.com — Platform Desktop'))

    act(() =>
      app.fake.emit('session:changed', {
        session: signedIn({ username: 'demo' }),
        reason: 'switched',
        accounts: accounts(STAGING)
      })
    )
    await screen.findByRole('button', { name: 'Signed in as Demo User on staging.example.com' })
    await waitFor(() => expect(document.title).toMatch(/ — demo · staging\.example\.com — Platform Desktop$/))
    expect(header().className).toContain('server-color-orange')
  })

  it('the account menu shows each account’s colour and its keys, the same the File menu has', async () => {
    const { user } = renderTwoDemos(PROD)
    await user.click(await screen.findByRole('button', { name: /^Signed in as Demo User/ }))
    const menu = await screen.findByRole('menu')
    const staging = within(menu).getByRole('menuitemradio', { name: /demo · staging\.example\.com/ })
    expect(staging.getAttribute('aria-keyshortcuts')).toBe('Control+Shift+2')
    expect(staging.textContent).toContain('Ctrl+Shift+2')
    expect(staging.querySelector('.server-mark')?.getAttribute('data-color')).toBe('orange')
    const prod = within(menu).getByRole('menuitemradio', { name: /demo · platform\.example\.com/, checked: true })
    expect(prod.querySelector('.server-mark')?.getAttribute('data-color')).toBe('blue')
  })
})

describe('switching by place', () => {
  it('Ctrl+Shift+2 (the menu’s account:2) shows the second account; the one on screen and places past the list do nothing', async () => {
    const app = renderTwoDemos(PROD)
    await screen.findByRole('button', { name: /^Signed in as Demo User/ })
    app.fake.reply('accounts:switch', ok(accounts(STAGING)))
    act(() => app.fake.emit('menu:command', { command: 'account:1' }))
    act(() => app.fake.emit('menu:command', { command: 'account:3' }))
    act(() => app.fake.emit('menu:command', { command: 'account:2' }))
    await waitFor(() => expect(app.fake.requests('accounts:switch')).toEqual([{ id: STAGING }]))
  })

  it('the Keyboard shortcuts list has the nine in one row, as this OS writes them', async () => {
    for (const [platform, keys] of [
      ['linux', 'Ctrl+Shift+1 to Ctrl+Shift+9'],
      ['darwin', '⌥⌘1 to ⌥⌘9']
    ] as const) {
      const app = renderTwoDemos(PROD, platform)
      await screen.findByRole('navigation', { name: 'Main' })
      act(() => app.fake.emit('menu:command', { command: 'help:shortcuts' }))
      const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
      const row = within(dialog).getByText('Switch to account 1 to 9, in the list’s order')
      expect(row.nextElementSibling?.textContent).toBe(keys)
      expect(within(dialog).getAllByText(/^Switch to account 1 to 9/)).toHaveLength(1)
      cleanup()
    }
  })
})

describe('Settings: the server’s colour', () => {
  it('offers Automatic and every colour by its name, and saves the one chosen for this server', async () => {
    const app = renderTwoDemos(STAGING)
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => app.fake.emit('menu:command', { command: 'go:settings' }))
    const server = await screen.findByRole('region', { name: 'Server' })
    const group = within(server).getByRole('group', { name: 'Colour of this server' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'))
    ).toEqual(['auto', 'blue', 'teal', 'green', 'gold', 'orange', 'red', 'pink', 'purple'])
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Automatic' }).checked).toBe(true)
    // The server's address with its colour now.
    expect(within(server).getByRole('img', { name: 'Orange' })).toBeTruthy()

    app.fake.reply('settings:update', ok(settingsView({ baseUrl: 'https://staging.example.com', serverColor: 'red' })))
    await app.user.click(within(group).getByRole('radio', { name: 'Red' }))
    await waitFor(() => expect(app.fake.requests('settings:update')).toEqual([{ serverColor: 'red' }]))
    await waitFor(() => expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Red' }).checked).toBe(true))
  })
})
