// @vitest-environment happy-dom
// The Updates view against a fake bridge: in the navigation with its
// shortcut and main's count of new updates; "New" on the updates main says
// are new; seen only once they have been on screen for two seconds with the
// window showing (then main is told their marks, and the count goes while
// the marks stay for this visit); read again when main finds more; and
// Status's glance at the newest three, which leads here.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { SEEN_AFTER_MS } from '../../../src/renderer/src/features/status/use-seen-updates'
import type { PlatformUpdatesModel, ShownUpdate } from '../../../src/shared/status'
import { ok, settingsView, signedIn } from './fake-platform'
import { importAppShellFirst, renderApp } from './render-app'

afterEach(() => {
  cleanup()
  setShowing(true)
})

function setShowing(showing: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: showing ? 'visible' : 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

const update = (title: string, day: number, fresh: boolean): ShownUpdate => ({
  key: `id:${title}`,
  title,
  date: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
  body: null,
  url: null,
  tags: [],
  mark: `mark-${title.toLowerCase().replace(/\W+/g, '-')}`,
  fresh
})

const list: PlatformUpdatesModel = {
  limit: 10,
  items: [update('Dark mode', 20, true), update('Faster search', 10, false), update('New profiles', 15, true)],
  other: null
}

async function openApp(unseen: number) {
  const app = renderApp({ session: signedIn() })
  app.fake.setDefault('status:updates-unseen', ok({ unseen }))
  app.fake.setDefault('status:platform-updates', ok(list))
  app.fake.setDefault('status:updates-seen', ok({ unseen: 0 }))
  app.fake.setDefault('status:get', ok({ services: [], checkedAt: null, checking: false, listProblem: null }))
  await screen.findByRole('navigation', { name: 'Main' })
  return app
}

const nav = () => screen.getByRole('navigation', { name: 'Main' })
const updatesItem = () => within(nav()).getByRole('button', { name: 'Updates' })
const described = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

importAppShellFirst()

describe('the Updates view', () => {
  it('sits in the navigation with Ctrl+8, and main’s count of new updates as its description', async () => {
    await openApp(2)
    await waitFor(() => expect(described(updatesItem())).toBe('2 new'))
    expect(updatesItem().getAttribute('aria-keyshortcuts')).toBe('Control+8')
    expect(updatesItem().title).toBe('Updates (Ctrl+8)')
    expect(within(updatesItem()).getByText('2')).toBeTruthy()
  })

  it('marks the new ones "New", and tells main they were seen only after two seconds on screen', async () => {
    const { user, fake } = await openApp(2)
    await user.click(updatesItem())
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates' })).toBeTruthy()
    const entries = await within(screen.getByRole('main')).findAllByRole('listitem')
    // Newest first; the new ones say so first, in their heading.
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'NewDark mode',
      'NewNew profiles',
      'Faster search'
    ])
    expect(screen.getAllByText('New', { exact: true })).toHaveLength(2)
    await wait(SEEN_AFTER_MS / 2)
    expect(fake.requests('status:updates-seen')).toEqual([])

    await waitFor(
      () => expect(fake.requests('status:updates-seen')).toEqual([{ marks: ['mark-dark-mode', 'mark-new-profiles'] }]),
      { timeout: SEEN_AFTER_MS * 2 }
    )
    // The count goes; this visit keeps its marks.
    await waitFor(() => expect(described(updatesItem())).toBeNull())
    expect(screen.getAllByText('New', { exact: true })).toHaveLength(2)
    await wait(SEEN_AFTER_MS + 200)
    expect(fake.requests('status:updates-seen')).toHaveLength(1)
  })

  it('passing through the view, or with the window hidden, sees nothing', async () => {
    const { user, fake } = await openApp(2)
    await user.click(updatesItem())
    await screen.findAllByText('New', { exact: true })
    await user.click(within(nav()).getByRole('button', { name: 'Profile' }))
    setShowing(false)
    await user.click(updatesItem())
    await screen.findAllByText('New', { exact: true })
    await wait(SEEN_AFTER_MS + 300)
    expect(fake.requests('status:updates-seen')).toEqual([])

    setShowing(true)
    await waitFor(() => expect(fake.requests('status:updates-seen')).toHaveLength(1), { timeout: SEEN_AFTER_MS * 2 })
  })

  it('reads the list again when main finds more while it is open', async () => {
    const { user, fake } = await openApp(0)
    await user.click(updatesItem())
    await within(screen.getByRole('main')).findAllByRole('listitem')
    const asked = fake.mocks['status:platform-updates'].mock.calls.length
    act(() => fake.emit('status:updates-changed', { account: null, data: { unseen: 1 } }))
    await waitFor(() => expect(fake.mocks['status:platform-updates'].mock.calls.length).toBe(asked + 1))
    await waitFor(() => expect(described(updatesItem())).toBe('1 new'))
  })
})

describe('Status', () => {
  it('shows the newest three without "New", and leads to all of them', async () => {
    const { user, fake } = await openApp(2)
    await user.click(within(nav()).getByRole('button', { name: 'Status' }))
    const latest = await screen.findByRole('region', { name: 'Latest updates' })
    await within(latest).findByRole('heading', { name: 'Dark mode' })
    expect(fake.requests('status:platform-updates')).toContainEqual({ limit: 3 })
    expect(within(latest).queryByText('New', { exact: true })).toBeNull()
    await wait(SEEN_AFTER_MS + 200)
    expect(fake.requests('status:updates-seen')).toEqual([])
    await user.click(within(latest).getByRole('button', { name: 'See all updates' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates' })).toBeTruthy()
  })
})

describe('Settings', () => {
  it('offers “Notify me of platform updates”, off until asked for', async () => {
    const { user, fake } = await openApp(0)
    await user.click(within(nav()).getByRole('button', { name: 'Settings' }))
    const toggle = await screen.findByRole('checkbox', { name: 'Notify me of platform updates' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    fake.reply('settings:update', ok(settingsView({ platformUpdateNotifications: true })))
    await user.click(toggle)
    expect(fake.requests('settings:update')).toEqual([{ platformUpdateNotifications: true }])
  })
})
