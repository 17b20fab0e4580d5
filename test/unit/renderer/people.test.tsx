// @vitest-environment happy-dom
// The Profile and Followers views against a fake bridge: what they show,
// their generic view, tabs, filter and keyboard.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import { applyLocale } from '../../../src/renderer/src/i18n'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import type { FollowersModel, PersonEntry, ProfileModel } from '../../../src/shared/people'
import { failure, ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

beforeAll(() => {
  // happy-dom has no layout: give the scrolling list a real size so the virtualiser has rows to show.
  for (const [name, size] of [
    ['clientHeight', 440],
    ['clientWidth', 600]
  ] as const)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('person-list') ? size : 0
      }
    })
})

const profile = (overrides: Partial<ProfileModel> = {}): ProfileModel => ({
  userId: '42',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  phone: '+44 20 0000',
  avatarUrl: null,
  bio: 'Analyst.',
  lastSeen: '2026-11-20T10:00:00Z',
  counts: [
    { label: 'Followers', value: 3, kind: 'followers' },
    { label: 'Following', value: 1, kind: 'following' },
    { label: 'Stars', value: 7, kind: 'stars' }
  ],
  extra: { joined: '2024-03-01T09:00:00Z', homepage: 'https://ada.example/', badges: ['early', 'reviewer'] },
  ...overrides
})

const people = (n: number, prefix = 'Person'): PersonEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `u:${i + 1}`,
    id: String(i + 1),
    label: `${prefix} ${i + 1}`,
    secondary: `@p${i + 1}`
  }))

const followers = (overrides: Partial<FollowersModel> = {}): FollowersModel => ({
  userId: '42',
  followers: people(3),
  following: [{ key: 'n:grace', label: 'grace' }],
  followersCount: 3,
  followingCount: 1,
  ...overrides
})

async function openProfile(p: ProfileModel = profile()) {
  const app = renderApp({ session: signedIn({ userId: '42' }) })
  app.fake.setDefault('people:profile', ok(p))
  app.fake.setDefault('people:activity', ok({ userId: p.userId, groups: [], other: null }))
  app.fake.setDefault('people:followers', ok(followers()))
  app.fake.setDefault('shell:open-external', ok(null))
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Profile' })
  )
  return app
}

describe('Profile view', () => {
  it('shows the signed-in user prominently, counts, and the rest in the generic view', async () => {
    const { fake, user } = await openProfile()
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy()
    expect(fake.requests('people:profile')).toEqual([{ userId: '42' }])
    for (const text of ['@ada', 'ada@example.com', '+44 20 0000', 'Analyst.'])
      expect(screen.getByText(text)).toBeTruthy()
    // Counts: the number and the word; Followers and Following open those lists, Stars is just said.
    expect(
      within(screen.getByRole('list', { name: 'Counts' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['3 followers', '1 following', '7 stars'])
    expect(screen.getByRole('button', { name: '3 followers' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '1 following' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '7 stars' })).toBeNull()
    // Dates read as local dates with relative time, in a <time> element.
    const joined = screen.getByText(
      (_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === '2024-03-01T09:00:00.000Z'
    )
    expect(joined.textContent).toMatch(/ago/)
    expect(screen.getByText('early')).toBeTruthy()
    // Links open in the OS browser through main, never in the page.
    await user.click(screen.getByRole('link', { name: /https:\/\/ada\.example\// }))
    expect(fake.requests('shell:open-external')).toEqual([{ url: 'https://ada.example/' }])
    // In the view; the header shows the same initials for who is signed in.
    expect(within(screen.getByRole('main')).getByText('AL')).toBeTruthy()
  })

  it('says how each count changed since the profile was last seen, and nothing at the first look', async () => {
    const app = await openProfile()
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    expect(screen.queryByText(/since your last visit/)).toBeNull()
    // Two more followers by the time the profile is asked again.
    const counts = profile().counts.map((count) => (count.kind === 'followers' ? { ...count, value: 5 } : count))
    app.fake.setDefault('people:profile', ok(profile({ counts })))
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }))
    const list = screen.getByRole('list', { name: 'Counts' })
    expect(await within(list).findByText('+2 since your last visit')).toBeTruthy()
    expect(within(list).getAllByText(/since your last visit/)).toHaveLength(1)
    // The next visit compares with what this one showed: nothing changed since.
    const nav = () => within(screen.getByRole('navigation', { name: 'Main' }))
    await app.user.click(nav().getByRole('button', { name: 'Status' }))
    await app.user.click(nav().getByRole('button', { name: 'Profile' }))
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    expect(screen.queryByText(/since your last visit/)).toBeNull()
  })

  it('words the counts it knows in the page’s language, and leaves one only the platform names as it sent it', async () => {
    const counts = [
      { label: 'Followers', value: 1200, kind: 'followers' as const },
      { label: 'Open issues', value: 2, kind: null }
    ]
    await openProfile(profile({ counts }))
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    try {
      await act(() => applyLocale({ messages: 'de', format: 'de-DE', direction: 'ltr' }))
      await waitFor(() =>
        expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('1.200 Follower')
      )
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('2 open issues')
      expect(screen.getByText('open issues').getAttribute('translate')).toBe('no')
    } finally {
      await act(() => applyLocale(SOURCE_APP_LOCALE))
    }
  })

  it('asks main for the avatar and shows it as an image', async () => {
    const app = renderApp({ session: signedIn({ userId: '42' }) })
    app.fake.setDefault('people:profile', ok(profile({ avatarUrl: 'https://cdn.example/a.png' })))
    app.fake.setDefault('people:activity', ok({ userId: '42', groups: [], other: null }))
    app.fake.setDefault('people:avatar', ok('data:image/png;base64,iVBORw0KGgo='))
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(screen.getByRole('button', { name: 'Profile' }))
    await waitFor(() =>
      expect(document.querySelector('.avatar img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
    )
    expect(app.fake.requests('people:avatar')).toEqual([{ url: 'https://cdn.example/a.png' }])
  })

  it('asks main again at once when “Load pictures from other websites” changes, showing initials when refused', async () => {
    const app = renderApp({ session: signedIn({ userId: '42' }) })
    app.fake.setDefault('people:profile', ok(profile({ avatarUrl: 'https://cdn.example/a.png' })))
    app.fake.setDefault('people:activity', ok({ userId: '42', groups: [], other: null }))
    app.fake.reply('people:avatar', ok(null))
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(screen.getByRole('button', { name: 'Profile' }))
    await waitFor(() => expect(app.fake.requests('people:avatar')).toHaveLength(1))
    expect(within(screen.getByRole('main')).getByText('AL')).toBeTruthy()

    app.fake.reply('people:avatar', ok('data:image/png;base64,iVBORw0KGgo='))
    const settings = useSettingsStore.getState().settings!
    act(() => useSettingsStore.getState().setSettings({ ...settings, loadRemotePictures: true }))
    await waitFor(() =>
      expect(document.querySelector('.avatar img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
    )
    expect(app.fake.requests('people:avatar')).toEqual([
      { url: 'https://cdn.example/a.png' },
      { url: 'https://cdn.example/a.png' }
    ])
  })

  it('shows activity groups with counts', async () => {
    const app = renderApp({ session: signedIn({ userId: '42' }) })
    app.fake.setDefault('people:profile', ok(profile()))
    app.fake.setDefault(
      'people:activity',
      ok({
        userId: '42',
        groups: [
          {
            key: 'repositories',
            label: 'Repositories',
            count: 12,
            items: [{ key: 'r:0', title: 'ada/engine', secondary: 'Difference engine', date: null, url: null }]
          }
        ],
        other: null
      })
    )
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(screen.getByRole('button', { name: 'Profile' }))
    const group = await screen.findByRole('region', { name: 'Repositories (12)' })
    expect(within(group).getByText('ada/engine')).toBeTruthy()
    expect(within(group).getByText('Showing 1 of 12.')).toBeTruthy()
  })

  it('an error is a sentence with Retry, and Retry loads the profile', async () => {
    // Opened at start, so the header (which shows who is signed in) and the view share the one request that fails.
    const app = renderApp({ session: signedIn({ userId: '42' }), route: { view: 'profile' } })
    app.fake.setDefault('people:activity', ok({ userId: '42', groups: [], other: null }))
    app.fake.reply(
      'people:profile',
      failure('Could not reach the platform. Check the address and your connection.', 'unreachable'),
      ok(profile())
    )
    await screen.findByRole('heading', { level: 1, name: 'Profile' })
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not reach the platform/)
    await app.user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy()
  })

  it('keeps the last good profile on screen when a refresh fails, with an offline notice and Retry', async () => {
    const app = await openProfile()
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    app.fake.reply(
      'people:profile',
      failure('Could not reach the platform. Check the address and your connection.', 'unreachable')
    )
    await app.user.click(screen.getAllByRole('button', { name: 'Refresh' })[0] as HTMLElement)
    const notice = await screen.findByText(/Could not refresh the profile: Could not reach the platform/)
    expect(notice.textContent).toMatch(/Showing what was loaded just now/)
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy()
  })

  it('"Open user…" in the title bar reveals "Name or user id", which opens another profile by id and asks for something when empty', async () => {
    const { fake, user } = await openProfile()
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    // The person comes first: no form until asked for.
    expect(screen.queryByLabelText('Name or user id')).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Open user…' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const input = screen.getByLabelText('Name or user id')
    expect(document.activeElement).toBe(input)
    await user.type(input, '{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Type a name, or a user id such as 42.')
    await user.type(input, '7{Enter}')
    await waitFor(() => expect(fake.requests('people:profile')).toContainEqual({ userId: '7' }))
  })

  it('"Open user…" works from the keyboard: Enter opens it, Escape closes it and focus returns to the button', async () => {
    const { user } = await openProfile()
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    const toggle = screen.getByRole('button', { name: 'Open user…' })
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByLabelText('Name or user id'))
    await user.keyboard('4{Escape}')
    expect(screen.queryByLabelText('Name or user id')).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('says so when the platform did not name the signed-in user', async () => {
    const app = renderApp({ session: signedIn({ userId: null }) })
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(screen.getByRole('button', { name: 'Profile' }))
    expect(screen.getByText(/did not say which user you are signed in as/)).toBeTruthy()
    expect(app.fake.requests('people:profile')).toEqual([])
  })

  it('a body the app does not know is shown generically', async () => {
    await openProfile(profile({ name: null, username: null, counts: [], extra: {}, unexpected: ['a', 'b'] }))
    expect(await screen.findByText(/in a form Platform Desktop does not know/)).toBeTruthy()
    expect(screen.getByText('b')).toBeTruthy()
  })
})

async function openFollowers(data: FollowersModel = followers()) {
  const app = await openProfile()
  app.fake.setDefault('people:followers', ok(data))
  await app.user.click(await screen.findByRole('button', { name: '3 followers' }))
  await screen.findByRole('tab', { name: /Followers/ })
  return app
}

describe('Followers view', () => {
  it('has two tabs with counts, switchable by click and by arrow keys', async () => {
    const { user } = await openFollowers()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Followers 3', 'Following 1'])
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('listbox', { name: 'Followers' })).toBeTruthy()
    await user.click(tabs[1] as HTMLElement)
    expect(screen.getByRole('listbox', { name: 'Following' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'grace' }).getAttribute('aria-disabled')).toBe('true')
    screen.getByRole('tab', { name: /Following/ }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: /Followers/ }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Followers/ }))
  })

  it('renders only the rows in view of a 50,000-entry list, and filters it as you type', async () => {
    const { user } = await openFollowers(followers({ followers: people(50_000), followersCount: 50_000 }))
    const list = screen.getByRole('listbox', { name: 'Followers' })
    const rows = within(list).getAllByRole('option')
    expect(rows.length).toBeGreaterThan(5)
    // The rows in view (440 px of 52 px rows) and at most three beyond each edge: each is filled again on every
    // frame of a fast scroll (docs/performance.md, "Scrolling").
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(440 / 52) + 2 * 3)
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('50000')
    await user.type(screen.getByLabelText('Filter followers'), 'person 49999')
    await waitFor(() => expect(screen.getByText('1 of 50,000 match “person 49999”.')).toBeTruthy())
    const matching = within(screen.getByRole('listbox', { name: 'Followers' })).getAllByRole('option')
    // Each row: the person's initials (decoration), name and handle.
    expect(matching.map((row) => row.textContent)).toEqual(['P4Person 49999@p49999'])
    expect(matching[0]?.querySelector('.avatar')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('a new filter keeps the list and puts it back on its first row', async () => {
    const { user } = await openFollowers(followers({ followers: people(50_000), followersCount: 50_000 }))
    const list = screen.getByRole('listbox', { name: 'Followers' })
    list.scrollTop = 52 * 25_000
    fireEvent.scroll(list)
    await waitFor(() => expect(within(list).getByRole('option', { name: /Person 25001\b/ })).toBeTruthy())
    list.focus()
    await user.keyboard('{End}')
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent
    expect(active()).toContain('Person 50000')
    // Everyone matches: the list is as long as before, so only the new filter brings it back to the top.
    await user.type(screen.getByLabelText('Filter followers'), 'person')
    await waitFor(() => expect(screen.getByText('50,000 of 50,000 match “person”.')).toBeTruthy())
    // The same list (a new one would measure every row again: docs/performance.md, "Filtering"); that it is scrolled
    // back to its top needs a layout, so test/e2e/people.spec.ts checks it.
    expect(screen.getByRole('listbox', { name: 'Followers' })).toBe(list)
    expect(active()).toContain('Person 1@')
    expect(within(list).getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true')
  })

  it('keeps its row elements while scrolling, giving them the rows that come into view', async () => {
    await openFollowers(followers({ followers: people(50_000), followersCount: 50_000 }))
    const list = screen.getByRole('listbox', { name: 'Followers' })
    const before = within(list).getAllByRole('option')
    expect(before[0]?.textContent).toContain('Person 1')
    list.scrollTop = 52 * 25_000
    fireEvent.scroll(list)
    await waitFor(() => expect(within(list).getByRole('option', { name: /Person 25001\b/ })).toBeTruthy())
    const after = within(list).getAllByRole('option')
    // A fast scroll brings new rows on every frame: each is an element already there with new words, not a new one
    // (docs/performance.md, "Scrolling"). Only the active row, kept beside the rows in view, is one of its own.
    expect(before.filter((row) => !after.includes(row))).toEqual([])
    expect(after.filter((row) => !before.includes(row)).length).toBeLessThanOrEqual(after.length - before.length)
    expect(after.map((row) => row.getAttribute('aria-posinset'))).toContain('25001')
    // The active row stays in the DOM, so aria-activedescendant never points at nothing.
    expect(document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain('Person 1')
  })

  it('says who is new and who is gone since the list was last seen, listed first and marked', async () => {
    const { user, fake } = await openFollowers()
    // The first look: nothing to compare with.
    expect(screen.queryByText(/since you last looked/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    // Since then: Person 4 and 5 followed, Person 2 stopped.
    const now = [...people(5)].filter((entry) => entry.id !== '2')
    fake.setDefault('people:followers', ok(followers({ followers: now, followersCount: 4 })))
    await user.click(await screen.findByRole('button', { name: '3 followers' }))
    await user.click(await screen.findByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('2 new followers · 1 stopped following since you last looked.')).toBeTruthy()
    const rows = within(screen.getByRole('listbox', { name: 'Followers' })).getAllByRole('option')
    expect(rows.map((row) => row.textContent)).toEqual([
      'P4Person 4@p4New',
      'P5Person 5@p5New',
      'P2Person 2@p2No longer in this list',
      'P1Person 1@p1',
      'P3Person 3@p3'
    ])
    // Counted as the platform lists them now: the one gone is shown, not counted.
    expect(screen.getByText('4 people.')).toBeTruthy()
    // The next look compares with this one: nothing changed since.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(await screen.findByRole('button', { name: '3 followers' }))
    await screen.findByRole('listbox', { name: 'Followers' })
    expect(screen.queryByText(/since you last looked/)).toBeNull()
  })

  it('says how many more there are when main kept only the first entries of a longer list', async () => {
    await openFollowers(followers({ followers: people(40), followersCount: 112_345 }))
    expect(screen.getByText('40 people listed, and 112,305 more.')).toBeTruthy()
  })

  it('is fully usable with the keyboard: arrows, End, Home, PageDown, Enter opens the profile', async () => {
    const { fake, user } = await openFollowers(followers({ followers: people(100), followersCount: 100 }))
    const list = screen.getByRole('listbox', { name: 'Followers' })
    list.focus()
    const activeLabel = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent
    expect(activeLabel()).toContain('Person 1')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(activeLabel()).toContain('Person 3')
    await user.keyboard('{End}')
    await waitFor(() => expect(activeLabel()).toContain('Person 100'))
    await user.keyboard('{Home}{PageDown}')
    await waitFor(() => expect(activeLabel()).toMatch(/Person (8|9|10)\b/))
    await user.keyboard('{Home}{ArrowDown}{Enter}')
    await waitFor(() => expect(fake.requests('people:profile')).toContainEqual({ userId: '2' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile of Ada Lovelace' })).toBeTruthy()
  })

  it('a right-click on a row, or Shift+F10 on the list, asks main for that person’s menu; a row without an id gets Chromium’s', async () => {
    const { fake, user } = await openFollowers(
      followers({ followers: [...people(3), { key: 'n:x', label: 'x' }], followersCount: 4 })
    )
    fake.setDefault('context-menu:person', ok(null))
    const list = screen.getByRole('listbox', { name: 'Followers' })
    const row = within(list).getByRole('option', { name: /Person 2/ })
    expect(fireEvent.contextMenu(row)).toBe(false)
    // The keyboard's menu: Chromium fires contextmenu at the focused list; the active row is meant.
    list.focus()
    await user.keyboard('{ArrowDown}')
    expect(fireEvent.contextMenu(list)).toBe(false)
    // A name the platform gave without an id opens nothing, so the click is left alone (not prevented).
    expect(fireEvent.contextMenu(within(list).getByRole('option', { name: 'x' }))).toBe(true)
    expect(fake.requests('context-menu:person')).toEqual([{ userId: '2' }, { userId: '3' }])
  })

  it('the person’s menu can copy their username when the platform sent one', async () => {
    const { fake } = await openFollowers(
      followers({
        followers: [{ key: 'u:7', id: '7', label: 'Ada', secondary: '@ada', username: 'ada' }],
        followersCount: 1
      })
    )
    fake.setDefault('context-menu:person', ok(null))
    fireEvent.contextMenu(
      within(screen.getByRole('listbox', { name: 'Followers' })).getByRole('option', { name: /Ada/ })
    )
    expect(fake.requests('context-menu:person')).toEqual([{ userId: '7', username: 'ada' }])
  })

  it('Back from a profile returns to the list with its filter', async () => {
    const { user } = await openFollowers(followers({ followers: people(40), followersCount: 40 }))
    await user.type(screen.getByLabelText('Filter followers'), 'person 3')
    await waitFor(() => expect(screen.getByText(/of 40 match/)).toBeTruthy())
    await user.click(
      within(screen.getByRole('listbox', { name: 'Followers' })).getByRole('option', { name: /Person 31/ })
    )
    await screen.findByRole('heading', { level: 1, name: 'Profile of Ada Lovelace' })
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('tab', { name: /Followers/ })
    expect(screen.getByLabelText<HTMLInputElement>('Filter followers').value).toBe('person 3')
  })

  it('an error shows a sentence with Retry', async () => {
    const app = await openProfile()
    app.fake.reply(
      'people:followers',
      failure('The platform had a problem (503). Try again in a moment.', 'server'),
      ok(followers())
    )
    await app.user.click(await screen.findByRole('button', { name: '3 followers' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/503/)
    await act(async () => {
      await app.user.click(screen.getByRole('button', { name: 'Retry' }))
    })
    expect(await screen.findByRole('listbox', { name: 'Followers' })).toBeTruthy()
  })
})
