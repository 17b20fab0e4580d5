// @vitest-environment happy-dom
// "Open user…" against a fake bridge: a name is looked up through the Search
// channel as it is typed and picked from a listbox, digits open an id, and a
// failure is a sentence that keeps what was typed.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { peopleIn } from '../../../src/renderer/src/features/people/open-user-search'
import type { ProfileModel } from '../../../src/shared/people'
import type { SearchModel } from '../../../src/shared/search'
import { failure, ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const NAMES: Record<string, string> = {
  '42': 'Ada Lovelace',
  '2': 'Alice Andersen',
  '5': 'Alicia Moreno',
  '7': 'Grace Hopper'
}

const profileOf = (userId: string): ProfileModel => ({
  userId,
  name: NAMES[userId] ?? null,
  username: null,
  email: null,
  phone: null,
  avatarUrl: null,
  bio: null,
  lastSeen: null,
  counts: [],
  extra: {}
})

/** What main's search reader makes of the reference server's answer: people, and things that are not people. */
const found = (query: string, overrides: Partial<SearchModel> = {}): SearchModel => ({
  query,
  total: 3,
  other: null,
  groups: [
    {
      key: 'users',
      label: 'Users',
      count: 2,
      items: [
        { key: 'u:0', title: 'Alice Andersen', secondary: '@alice', userId: '2', username: 'alice' },
        { key: 'u:1', title: 'Alicia Moreno', secondary: '@alicia', userId: '5', username: 'alicia' }
      ]
    },
    {
      key: 'repositories',
      label: 'Repositories',
      count: 1,
      items: [{ key: 'r:0', title: 'alice-tools', secondary: null, url: 'https://git.example/r/0' }]
    }
  ],
  ...overrides
})

async function openControl() {
  const app = renderApp({ session: signedIn({ userId: '42' }) })
  // Each profile is the one asked for (recorded by the mock itself).
  app.fake.mocks['people:profile'].mockImplementation((request: { userId: string }) =>
    Promise.resolve(ok(profileOf(request.userId)))
  )
  app.fake.setDefault('people:activity', ok({ userId: '42', groups: [], other: null }))
  app.fake.setDefault('search:cancel', ok(null))
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Profile' })
  )
  await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
  await app.user.click(screen.getByRole('button', { name: 'Open user…' }))
  const field = screen.getByRole('combobox', { name: 'Name or user id' })
  expect(document.activeElement).toBe(field)
  const profilesAsked = () =>
    app.fake.mocks['people:profile'].mock.calls.map(([request]) => (request as { userId: string }).userId)
  return { ...app, field, profilesAsked }
}

/** Who the listbox offers, by the names it shows (the initials beside them are decoration). */
const offered = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('.item-title')?.textContent)
/** The option offering `name` (found by its shown name: happy-dom spaces the highlighted parts of an accessible name). */
const optionFor = (name: string) =>
  waitFor(() => {
    const option = screen
      .getAllByRole('option')
      .find((candidate) => candidate.querySelector('.item-title')?.textContent === name)
    if (!option) throw new Error(`No option for ${name}`)
    return option
  })
const statusOf = () => within(screen.getByRole('form', { name: 'Open user' })).getByRole('status').textContent

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('peopleIn', () => {
  it('keeps only people, each once, in the order the platform sent them', () => {
    const view = found('ali')
    view.groups.push({
      key: 'members',
      label: 'Members',
      count: 1,
      items: [{ key: 'm:0', title: 'Alice again', secondary: null, userId: '2' }]
    })
    expect(peopleIn(view).map((person) => person.userId)).toEqual(['2', '5'])
  })
})

describe('Open user… by name', () => {
  it('lists the people matching a typed name as a listbox; arrows and Enter open the one chosen', async () => {
    const { fake, user, field, profilesAsked } = await openControl()
    fake.setDefault('search:query', ok(found('ali')))
    await user.type(field, 'ali')
    const list = await screen.findByRole('listbox', { name: 'People found' })
    // One request once typing pauses, through the Search channel, not kept among recent searches.
    expect(fake.requests('search:query')).toEqual([{ query: 'ali', remember: false }])
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(list.id)
    // People only: the repository the search also found is not offered.
    expect(offered(list)).toEqual(['Alice Andersen', 'Alicia Moreno'])
    expect(statusOf()).toBe('2 people match “ali”.')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const active = document.getElementById(field.getAttribute('aria-activedescendant') ?? '')
    expect(active?.querySelector('.item-title')?.textContent).toBe('Alicia Moreno')
    expect(active?.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(field)
    await user.keyboard('{ArrowDown}{Enter}')

    await screen.findByRole('heading', { level: 1, name: 'Profile of Alice Andersen' })
    expect(profilesAsked()).toContain('2')
    // The control has closed; the profile's own heading has focus, as on any arrival at a view.
    expect(screen.queryByRole('combobox', { name: 'Name or user id' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })

  it('Escape folds the list and keeps the text; Down unfolds it; a click on a person opens them', async () => {
    const { fake, user, field, profilesAsked } = await openControl()
    fake.setDefault('search:query', ok(found('ali')))
    await user.type(field, 'ali')
    await optionFor('Alicia Moreno')
    await user.keyboard('{Escape}')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('option')).toBeNull()
    expect(field).toHaveProperty('value', 'ali')
    await user.keyboard('{ArrowDown}')
    expect(field.getAttribute('aria-expanded')).toBe('true')
    await user.click(await optionFor('Alicia Moreno'))
    await screen.findByRole('heading', { level: 1, name: 'Profile of Alicia Moreno' })
    expect(profilesAsked()).toContain('5')
  })

  it('all digits opens that id directly, without a search', async () => {
    const { fake, user, field, profilesAsked } = await openControl()
    await user.type(field, '7')
    expect(statusOf()).toBe('Open goes to the user with the id 7.')
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Profile of Grace Hopper' })
    expect(profilesAsked()).toContain('7')
    await pause(300)
    expect(fake.requests('search:query')).toEqual([])
  })

  it('Open without a choice opens the only match, and asks for a choice among several', async () => {
    const { fake, user, field, profilesAsked } = await openControl()
    fake.setDefault('search:query', ok(found('ali')))
    await user.type(field, 'ali')
    await optionFor('Alicia Moreno')
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('alert').textContent).toBe('Choose one of the people listed, or type a user id.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    fake.setDefault(
      'search:query',
      ok(
        found('alicia', {
          groups: [
            {
              key: 'users',
              label: 'Users',
              count: 1,
              items: [{ key: 'u:1', title: 'Alicia Moreno', secondary: null, userId: '5' }]
            }
          ]
        })
      )
    )
    await user.type(field, 'cia')
    await screen.findByText('1 person matches “alicia”.')
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Profile of Alicia Moreno' })
    expect(profilesAsked()).toContain('5')
  })

  it('Open before the answer says it is still looking, and that goes once the people are listed', async () => {
    const { fake, user, field } = await openControl()
    const held = fake.hold('search:query')
    await user.type(field, 'ali')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(1))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Still looking for “ali”. Choose a person once the list shows.')
    await act(() => held.resolve(ok(found('ali'))))
    await optionFor('Alice Andersen')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(statusOf()).toBe('2 people match “ali”.')
  })

  it('says when no one matches', async () => {
    const { fake, user, field } = await openControl()
    fake.setDefault('search:query', ok(found('zed', { groups: [], total: 0 })))
    await user.type(field, 'zed')
    await screen.findByText('No one matches “zed”. Check the name, or type a user id.')
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('a refusal is a plain sentence, never the request’s “(400) …”, and what was typed stays', async () => {
    const { fake, user, field, profilesAsked } = await openControl()
    fake.setDefault(
      'search:query',
      failure(
        'The platform could not search for that. Try other words. (The platform rejected the request (400). The platform said: “The id must be a whole number.”)',
        'invalid-input'
      )
    )
    await user.type(field, 'alice')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The platform would not look for “alice”. Try other words, or a user id.')
    expect(document.body.textContent).not.toMatch(/\(400\)|whole number/)
    expect(field).toHaveProperty('value', 'alice')
    expect(document.activeElement).toBe(field)
    // Nothing was opened in place of the profile on screen.
    expect(profilesAsked().filter((id) => id !== '42')).toEqual([])
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy()
  })

  it('any other failure is a sentence with Retry, which looks again', async () => {
    const { fake, user, field } = await openControl()
    fake.reply(
      'search:query',
      failure('Could not reach the platform. Check your connection.', 'unreachable'),
      ok(found('ali'))
    )
    await user.type(field, 'ali')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not look for people. Could not reach the platform. Check your connection.'
    )
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await optionFor('Alice Andersen')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field).toHaveProperty('value', 'ali')
  })

  it('an answer for an older name never shows under a newer one, and closing cancels the search in main', async () => {
    const { fake, user, field } = await openControl()
    const older = fake.hold('search:query')
    await user.type(field, 'al')
    await waitFor(() => expect(fake.requests('search:query')).toEqual([{ query: 'al', remember: false }]))
    const newer = fake.hold('search:query')
    await user.type(field, 'x')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(2))
    // Main settles the superseded call as cancelled; then the newer answers.
    await act(() => older.resolve(failure('A newer search replaced this one.', 'cancelled')))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(() =>
      newer.resolve(
        ok(
          found('alx', {
            groups: [
              {
                key: 'users',
                label: 'Users',
                count: 1,
                items: [{ key: 'u:9', title: 'Alx Rivera', secondary: null, userId: '9' }]
              }
            ]
          })
        )
      )
    )
    const list = await screen.findByRole('listbox', { name: 'People found' })
    expect(offered(list)).toEqual(['Alx Rivera'])

    fake.hold('search:query')
    await user.type(field, 'y')
    await waitFor(() => expect(fake.requests('search:query')).toHaveLength(3))
    await user.keyboard('{Escape}{Escape}')
    expect(screen.queryByRole('combobox', { name: 'Name or user id' })).toBeNull()
    await waitFor(() => expect(fake.requests('search:cancel')).toHaveLength(1))
  })
})
