// @vitest-environment happy-dom
// Settings (issue 36): nine cards in one scroll get an index, "On this page",
// whose links scroll a card to the top and move focus to its heading; and
// Change server (signs you out) and Add account (keeps you signed in) each
// say what they do to the session beside the button and as its description.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import { settingsView, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ONE = 'a00000000000000aa'
const TWO = 'a00000000000000bb'
const accounts = (both: boolean): AccountsModel => ({
  active: ONE,
  accounts: [
    {
      id: ONE,
      username: 'ada',
      host: 'platform.example.test',
      baseUrl: 'https://platform.example.test',
      signedIn: true,
      color: 'teal'
    },
    ...(both
      ? [
          {
            id: TWO,
            username: 'bob',
            host: 'staging.example.test',
            baseUrl: 'https://staging.example.test',
            signedIn: true,
            color: 'orange' as const
          }
        ]
      : [])
  ]
})

async function renderSettings(both = false) {
  const app = renderApp({ session: signedIn(), settings: settingsView(), accounts: accounts(both) })
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(nav).getByRole('button', { name: 'Settings' }))
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return app
}

/** The text of the elements aria-describedby names, as a screen reader reads the description. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

const CARDS = [
  'Appearance',
  'Accounts',
  'Server',
  'Background checks',
  'Watched services',
  'Alerts',
  'Startup and tray',
  'Privacy and security',
  'About Platform Desktop'
]

describe('settings: On this page', () => {
  it('links to every card’s heading, in the cards’ order, from a navigation named Settings sections', async () => {
    await renderSettings()
    const index = screen.getByRole('navigation', { name: 'Settings sections' })
    const links = within(index).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(CARDS)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(CARDS)
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1))
      expect(target?.tagName).toBe('H2')
      expect(target?.textContent).toBe(link.textContent)
      // Focusable from script only: a link lands there, Tab does not stop there.
      expect(target?.tabIndex).toBe(-1)
    }
  })

  it('a link, by keyboard, scrolls its card to the top and moves focus to its heading', async () => {
    const scrolled: Element[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions
    ) {
      expect(options).toEqual({ block: 'start' })
      scrolled.push(this)
    })
    const { user } = await renderSettings()
    const index = screen.getByRole('navigation', { name: 'Settings sections' })
    const link = within(index).getByRole('link', { name: 'Privacy and security' })
    link.focus()
    await user.keyboard('{Enter}')

    const heading = screen.getByRole('heading', { level: 2, name: 'Privacy and security' })
    expect(document.activeElement).toBe(heading)
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Privacy and security' })])
    expect(link.getAttribute('aria-current')).toBe('location')
    expect(
      within(index)
        .getAllByRole('link')
        .filter((other) => other.hasAttribute('aria-current'))
    ).toEqual([link])
  })
})

describe('settings: Change server and Add account say what they do to the session', () => {
  it('Change server: signs you out of this server, as its description too', async () => {
    await renderSettings()
    const server = screen.getByRole('region', { name: 'Server' })
    const words =
      'Signs you out of platform.example.test and takes this account off the list; then you sign in on the new server.'
    expect(within(server).getByText(words)).toBeTruthy()
    expect(description(within(server).getByRole('button', { name: 'Change server' }))).toBe(words)
  })

  it('Change server with other accounts held: says they stay', async () => {
    await renderSettings(true)
    const server = screen.getByRole('region', { name: 'Server' })
    expect(description(within(server).getByRole('button', { name: 'Change server' }))).toBe(
      'Signs you out of platform.example.test and takes this account off the list; then you sign in on the new server. Your other accounts stay as they are.'
    )
  })

  it('Add account: keeps you signed in, beside the button and as its description', async () => {
    await renderSettings()
    const card = screen.getByRole('region', { name: 'Accounts' })
    const words =
      'Keeps you signed in here and adds another account, on another server (staging beside production, say) or on this one. Switch between them at any time.'
    expect(within(card).getByText(words)).toBeTruthy()
    expect(description(within(card).getByRole('button', { name: 'Add account' }))).toBe(words)
  })
})
