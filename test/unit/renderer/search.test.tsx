// @vitest-environment happy-dom
// The Search view against a fake bridge: type-ahead, ordering, keyboard,
// recent searches and errors.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { highlightParts } from '../../../src/renderer/src/features/search/highlight'
import { SEARCH_SETTLE_MS } from '../../../src/renderer/src/features/search/use-remember-search'
import type { SearchModel } from '../../../src/shared/search'
import type { ServiceStatusModel, StatusSnapshot } from '../../../src/shared/status'
import { failure, ok, signedIn } from './fake-platform'
import { importAppShellFirst, renderApp } from './render-app'

afterEach(cleanup)

const results = (query: string, overrides: Partial<SearchModel> = {}): SearchModel => ({
  query,
  total: 3,
  other: null,
  groups: [
    {
      key: 'users',
      label: 'Users',
      count: 1,
      items: [{ key: 'u:0', title: `Ada ${query}`, secondary: '@ada', userId: '7' }]
    },
    {
      key: 'repositories',
      label: 'Repositories',
      count: 2,
      items: [
        { key: 'r:0', title: `${query}-engine`, secondary: 'Engines', url: 'https://git.example/r/0' },
        { key: 'r:1', title: 'no link', secondary: null }
      ]
    }
  ],
  ...overrides
})

async function openSearch(recent: string[] = []) {
  const app = renderApp({ session: signedIn({ userId: '42' }) })
  app.fake.setDefault('search:recent', ok(recent))
  app.fake.setDefault('search:cancel', ok(null))
  app.fake.setDefault('shell:open-external', ok(null))
  app.fake.setDefault('search:remember', ok(['remembered']))
  app.fake.setDefault(
    'people:profile',
    ok({
      userId: '7',
      name: 'Ada',
      username: 'ada',
      email: null,
      phone: null,
      avatarUrl: null,
      bio: null,
      lastSeen: null,
      counts: [],
      extra: {}
    })
  )
  app.fake.setDefault('people:activity', ok({ userId: '7', groups: [], other: null }))
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Search' }))
  return { ...app, field: screen.getByRole('combobox', { name: 'Search' }) }
}

importAppShellFirst()

describe('highlightParts', () => {
  it('marks every word of the query, case-insensitively, as text', () => {
    expect(highlightParts('Ada Lovelace <b>', 'ada <B>')).toEqual([
      { text: 'Ada', match: true },
      { text: ' Lovelace ', match: false },
      { text: '<b>', match: true }
    ])
    expect(highlightParts('abc', '')).toEqual([{ text: 'abc', match: false }])
  })
})

describe('Search view', () => {
  it('has focus on arrival, searches once typing pauses, and never for an empty query', async () => {
    const { fake, user, field } = await openSearch()
    expect(document.activeElement).toBe(field)
    fake.setDefault('search:query', ok(results('ada')))
    await user.type(field, '   ')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(fake.requests('search:query')).toEqual([])
    await user.clear(field)
    await user.type(field, 'ada')
    await screen.findByText('3 results for “ada”.')
    // One request for the whole word, not one per key; the type-ahead asks main to remember nothing.
    expect(fake.requests('search:query')).toEqual([{ query: 'ada', remember: false }])
    const users = screen.getByRole('group', { name: /Users/ })
    expect(within(users).getByRole('option').querySelector('mark')?.textContent).toBe('Ada')
  })

  it('an answer without any list says so and shows what came, never "No results"', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault(
      'search:query',
      ok(results('ada', { total: 0, groups: [], other: { message: 'Search is resting' } }))
    )
    await user.type(field, 'ada')
    await screen.findByText('The platform answered “ada” without a list of results; what it sent is below.')
    expect(within(screen.getByRole('region', { name: 'Other results' })).getByText(/Search is resting/)).toBeTruthy()
    expect(screen.queryByText(/No results/)).toBeNull()
  })

  it('never shows an older answer over a newer one', async () => {
    const { fake, user, field } = await openSearch()
    const first = fake.hold('search:query')
    const second = fake.hold('search:query')
    await user.type(field, 'ab')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(1))
    await user.type(field, 'c')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(2))
    await act(() => second.resolve(ok(results('abc'))))
    await screen.findByText('3 results for “abc”.')
    await act(() => first.resolve(ok(results('ab', { total: 99 }))))
    expect(screen.getByText('3 results for “abc”.')).toBeTruthy()
    expect(screen.queryByText(/99 results/)).toBeNull()
    expect(screen.getAllByRole('option').some((o) => o.textContent?.includes('abc-engine'))).toBe(true)
  })

  it('Up/Down move across groups, Enter opens a user’s profile or a result’s page', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault('search:query', ok(results('ada')))
    await user.type(field, 'ada')
    await screen.findByText('3 results for “ada”.')
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(active()).toContain('ada-engine')
    expect(document.activeElement).toBe(field)
    await user.keyboard('{Enter}')
    expect(fake.requests('shell:open-external')).toEqual([{ url: 'https://git.example/r/0' }])
    await user.keyboard('{ArrowUp}{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Profile of Ada' })
    // The header's own profile (who is signed in), then the person chosen.
    expect(fake.requests('people:profile')).toEqual([{ userId: '42' }, { userId: '7' }])
  })

  it('the option moved to stays active when the full query’s results replace a shorter one’s, so Enter opens it', async () => {
    const { fake, user, field } = await openSearch()
    const shorter = fake.hold('search:query')
    const full = fake.hold('search:query')
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent
    await user.type(field, 'ad')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(1))
    await act(() => shorter.resolve(ok(results('ad'))))
    await screen.findByText('3 results for “ad”.')
    // The last key: the shorter query's results stay on screen while the full one is asked.
    await user.type(field, 'a')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(2))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(active()).toContain('ad-engine')
    await act(() => full.resolve(ok(results('ada'))))
    await screen.findByText('3 results for “ada”.')
    // The same repository, now under the full query's words, is still the one highlighted.
    expect(active()).toContain('ada-engine')
    await user.keyboard('{Enter}')
    expect(fake.requests('shell:open-external')).toEqual([{ url: 'https://git.example/r/0' }])
  })

  it('a new list without the option moved to leaves nothing active: Enter then submits, it opens nothing', async () => {
    const { fake, user, field } = await openSearch()
    const shorter = fake.hold('search:query')
    const full = fake.hold('search:query')
    await user.type(field, 'ad')
    await act(() => shorter.resolve(ok(results('ad'))))
    await screen.findByText('3 results for “ad”.')
    await user.type(field, 'a')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(2))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const others = results('ada')
    const [users] = others.groups
    await act(() => full.resolve(ok({ ...others, total: 1, groups: users ? [users] : [] })))
    await screen.findByText('1 result for “ada”.')
    expect(field.getAttribute('aria-activedescendant')).toBeNull()
    await user.keyboard('{Enter}')
    expect(fake.requests('shell:open-external')).toEqual([])
  })

  it('a right-click on a user asks main for that person’s menu; on any other result Chromium’s own menu goes ahead', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault(
      'search:query',
      ok(
        results('ada', {
          groups: [
            {
              key: 'users',
              label: 'Users',
              count: 1,
              items: [{ key: 'u:0', title: 'Ada', secondary: '@ada', userId: '7', username: 'ada' }]
            },
            ...results('ada').groups.slice(1)
          ]
        })
      )
    )
    fake.setDefault('context-menu:person', ok(null))
    await user.type(field, 'ada')
    await screen.findByText('3 results for “ada”.')
    const [userRow, repositoryRow] = screen.getAllByRole('option')
    expect(userRow?.textContent).toContain('Ada')
    expect(fireEvent.contextMenu(userRow as HTMLElement)).toBe(false)
    expect(repositoryRow?.textContent).toContain('engine')
    expect(fireEvent.contextMenu(repositoryRow as HTMLElement)).toBe(true)
    expect(fake.requests('context-menu:person')).toEqual([{ userId: '7', username: 'ada' }])
  })

  it('a person has a face (initials) and any other result the picture of its kind; all decoration, the names unchanged', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault('search:query', ok(results('ada')))
    await user.type(field, 'ada')
    await screen.findByText('3 results for “ada”.')
    const [person, repository] = screen.getAllByRole('option')
    expect(person?.querySelector('.avatar[aria-hidden="true"]')?.textContent).toBe('AA')
    expect(repository?.querySelector('.avatar')).toBeNull()
    expect(repository?.querySelector('.search-kind[aria-hidden="true"] svg')).toBeTruthy()
    // Users and repositories get different pictures.
    const groupIcons = screen
      .getAllByRole('group')
      .map((group) => group.querySelector('.group-title svg')?.getAttribute('class'))
    expect(new Set(groupIcons).size).toBe(2)
    // The initials are not part of the name: it starts with the person's.
    expect(screen.getByRole('option', { name: /^Ada ada\b/ })).toBe(person)
  })

  it('“Clear search” empties the field, cancels the search in main and leaves focus in the field', async () => {
    const { fake, user, field } = await openSearch()
    fake.hold('search:query')
    await user.type(field, 'slow')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect((field as HTMLInputElement).value).toBe('')
    expect(fake.mocks['search:cancel']).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(field)
  })

  it('Escape clears the field and cancels the search in main', async () => {
    const { fake, user, field } = await openSearch()
    fake.hold('search:query')
    await user.type(field, 'slow')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(1))
    await user.keyboard('{Escape}')
    expect((field as HTMLInputElement).value).toBe('')
    expect(fake.mocks['search:cancel']).toHaveBeenCalledTimes(1)
  })

  it('a 400 is a hint, other errors are sentences with Retry, and the field stays usable', async () => {
    const { fake, user, field } = await openSearch()
    fake.reply('search:query', {
      ok: false,
      error: { kind: 'invalid-input', status: 400, message: 'The platform could not search for that. Try other words.' }
    })
    await user.type(field, '?')
    expect((await screen.findByText(/could not search for that/)).className).toBe('hint')
    expect(screen.queryByRole('alert')).toBeNull()
    fake.reply(
      'search:query',
      failure('The platform had a problem (503). Try again in a moment.', 'server'),
      ok(results('?x'))
    )
    await user.type(field, 'x')
    expect((await screen.findByRole('alert')).textContent).toMatch(/503/)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('3 results for “?x”.')
    expect(document.activeElement === field || (field as HTMLInputElement).value === '?x').toBe(true)
  })

  it('shows recent searches when the field is empty; picking one searches it; they can be cleared', async () => {
    const { fake, user, field } = await openSearch(['lunar', 'ada'])
    const recent = await screen.findByRole('group', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['lunar', 'ada'])
    fake.setDefault('search:query', ok(results('lunar')))
    await user.keyboard('{ArrowDown}{Enter}')
    expect((field as HTMLInputElement).value).toBe('lunar')
    await screen.findByText('3 results for “lunar”.')
    await user.keyboard('{Escape}')
    fake.setDefault('search:clear-recent', ok([]))
    fake.setDefault('search:recent', ok([]))
    await user.click(await screen.findByRole('button', { name: 'Clear recent searches' }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull())
    expect(fake.mocks['search:clear-recent']).toHaveBeenCalledTimes(1)
  })

  it('Go → Find people… (Ctrl+K) from another view opens Search with the field focused', async () => {
    const app = renderApp({ session: signedIn(), platform: 'linux' })
    app.fake.setDefault('search:recent', ok([]))
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(screen.getByRole('button', { name: 'Settings' }))
    act(() => app.fake.emit('menu:command', { command: 'go:find' }))
    const field = await screen.findByRole('combobox', { name: 'Search' })
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(field.getAttribute('aria-keyshortcuts')).toBe('Control+K')
  })

  it('a result without a link from the platform is not a dead row: choosing it says why nothing opens', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault('search:query', ok(results('ada')))
    await user.type(field, 'ada')
    await screen.findByText('3 results for “ada”.')
    const unlinked = screen.getByRole('option', { name: 'no link' })
    expect(unlinked.getAttribute('aria-disabled')).toBe('true')
    // The linked one says where it opens; the unlinked one does not pretend to.
    expect(
      screen.getByRole('option', { name: /engine Engines \(opens in your browser\)$/ }).getAttribute('aria-disabled')
    ).toBeNull()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.getByText('No link from the platform: “no link” has no page to open.').getAttribute('role')).toBe(
      'status'
    )
    await user.click(unlinked)
    expect(fake.requests('shell:open-external')).toEqual([])
    // The next keystroke takes the note away.
    fake.setDefault('search:query', ok(results('adam')))
    await user.type(field, 'm')
    await screen.findByText('3 results for “adam”.')
    expect(screen.queryByText(/No link from the platform/)).toBeNull()
  })

  it('a link main refuses to open is explained, not swallowed', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault('search:query', ok(results('ada')))
    fake.setDefault(
      'shell:open-external',
      failure('Only https:// links can be opened in your browser.', 'invalid-input')
    )
    await user.type(field, 'ada')
    await screen.findByText('3 results for “ada”.')
    await user.click(screen.getByRole('option', { name: /engine/ }))
    expect(fake.requests('shell:open-external')).toEqual([{ url: 'https://git.example/r/0' }])
    expect(await screen.findByText('Only https:// links can be opened in your browser.')).toBeTruthy()
  })

  it('Enter remembers the query once its results are in, never the fragments typed on the way, never a query that found nothing', async () => {
    const { fake, user, field } = await openSearch()
    fake.setDefault('search:query', ok(results('lu')))
    await user.type(field, 'lu')
    await screen.findByText('3 results for “lu”.')
    const held = fake.hold('search:query')
    await user.type(field, 'nar')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(2))
    // Submitted before its answer came: remembered when it comes, with results.
    await user.keyboard('{Enter}')
    expect(fake.requests('search:remember')).toEqual([])
    await act(() => held.resolve(ok(results('lunar'))))
    await screen.findByText('3 results for “lunar”.')
    await waitFor(() => expect(fake.requests('search:remember')).toEqual([{ query: 'lunar' }]))
    // A query with no results is not sent to be remembered.
    fake.setDefault('search:query', ok(results('zzz', { total: 0, groups: [] })))
    await user.clear(field)
    await user.type(field, 'zzz')
    await screen.findByText('No results for “zzz”.')
    await user.keyboard('{Enter}')
    expect(fake.requests('search:remember')).toEqual([{ query: 'lunar' }])
  })

  it(
    'opening a result remembers its query; results left on screen untouched are remembered once settled',
    { timeout: 15_000 },
    async () => {
      const { fake, user, field } = await openSearch()
      fake.setDefault('search:query', ok(results('ada')))
      await user.type(field, 'ada')
      await screen.findByText('3 results for “ada”.')
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
      expect(fake.requests('search:remember')).toEqual([{ query: 'ada' }])

      fake.setDefault('search:query', ok(results('orbit')))
      await user.clear(field)
      await user.type(field, 'orbit')
      await screen.findByText('3 results for “orbit”.')
      expect(fake.requests('search:remember')).toEqual([{ query: 'ada' }])
      await waitFor(() => expect(fake.requests('search:remember')).toEqual([{ query: 'ada' }, { query: 'orbit' }]), {
        timeout: SEARCH_SETTLE_MS + 2_000
      })
    }
  )

  it('says calmly when the platform’s search service is under maintenance, and searching still works', async () => {
    const end = new Date(Date.now() + 60 * 60 * 1000)
    const service = (overrides: Partial<ServiceStatusModel>): ServiceStatusModel => ({
      id: 'search',
      name: 'Search',
      state: 'maintenance',
      message: 'The index is being rebuilt.',
      window: { start: null, end: end.toISOString() },
      upcoming: false,
      since: null,
      problem: null,
      raw: null,
      checkedAt: new Date().toISOString(),
      ...overrides
    })
    const snapshot = (services: ServiceStatusModel[]): StatusSnapshot => ({
      services,
      checkedAt: new Date().toISOString(),
      checking: false,
      listProblem: null
    })
    const app = renderApp({ session: signedIn({ userId: '42' }) })
    app.fake.setDefault(
      'status:get',
      ok(snapshot([service({ id: 'api', name: 'API', state: 'down', window: null }), service({})]))
    )
    app.fake.setDefault('search:recent', ok([]))
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Search' })
    )
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(end)
    const sameDay = end.toDateString() === new Date().toDateString()
    const note = await screen.findByText(
      sameDay
        ? `Search is under maintenance until ${time}: results may be incomplete.`
        : /^Search is under maintenance until .+: results may be incomplete\.$/
    )
    expect(note).toBeTruthy()
    app.fake.setDefault('search:query', ok(results('ada')))
    await app.user.type(screen.getByRole('combobox', { name: 'Search' }), 'ada')
    await screen.findByText('3 results for “ada”.')

    // Matched by id or name, any case; maintenance announced for later is not mentioned; degraded and down are.
    act(() =>
      app.fake.emit('status:changed', {
        account: null,
        data: snapshot([service({ id: '7', name: 'Code SEARCH', state: 'degraded', window: null })])
      })
    )
    await screen.findByText('Search is not working well on the platform right now: results may be incomplete or slow.')
    act(() =>
      app.fake.emit('status:changed', {
        account: null,
        data: snapshot([service({ state: 'operational', upcoming: true })])
      })
    )
    await waitFor(() => expect(screen.queryByText(/Search is/)).toBeNull())
    act(() =>
      app.fake.emit('status:changed', {
        account: null,
        data: snapshot([service({ id: 'search-index', state: 'down', window: null })])
      })
    )
    await screen.findByText('The platform says its search is down: searching may fail until it is back.')
  })
})
