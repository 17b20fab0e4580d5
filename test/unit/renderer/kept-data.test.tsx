// @vitest-environment happy-dom
// Opening on what main kept (issue 38): a view paints the kept answer at once
// with "As of 10:42" (with its date when not today), refreshes behind it without a placeholder in between,
// and keeps it under the band while the platform is out of reach, where what
// needs the network (Mark all as read) is disabled with the reason.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import type { FollowersModel } from '../../../src/shared/people'
import type { StatusSnapshot } from '../../../src/shared/status'
import { createFakePlatform, failure, ok, signedIn } from './fake-platform'
import { note, notificationsView } from './notification-items'
import { renderApp } from './render-app'

afterEach(cleanup)

const A = 'a00000000000000aa'
// Each test its own account: an account's query cache (and what it opened on) lasts as long as the page.
const accountsOf = (id: string): AccountsModel => ({
  active: id,
  accounts: [
    { id, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
})
// Kept today: the time alone ("As of 12:00 AM", the start of the day the test runs); kept on an earlier day: with its date.
const now = new Date()
const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
const earlier = new Date(2026, 10, 22, 10, 42).getTime()
const said = (options: Intl.DateTimeFormatOptions, at: number) =>
  new RegExp(`^As of ${new Intl.DateTimeFormat('en', options).format(at)}`.replace(/\s/g, '\\s'))
const kept = notificationsView([note('id:1', { title: 'Kept build note' })])
const status = (unreachable: NonNullable<StatusSnapshot['unreachable']> | null): StatusSnapshot => ({
  services: [],
  checkedAt: null,
  checking: false,
  listProblem: null,
  unreachable
})

function open(fake: ReturnType<typeof createFakePlatform>, account = A, savedAt = today) {
  fake.setDefault(
    'offline-cache:answers',
    ok({ answers: [{ channel: 'notifications:list', request: undefined, value: kept, savedAt }] })
  )
  return renderApp({ session: signedIn(), accounts: accountsOf(account), route: { view: 'notifications' } }, fake)
}

describe('opening on kept data', () => {
  it('paints the kept list at once with its time, then the platform’s answer replaces it', async () => {
    const fake = createFakePlatform()
    fake.setDefault('status:get', ok(status(null)))
    const live = fake.hold('notifications:list')
    open(fake)
    expect(await screen.findByRole('listitem', { name: 'Unread: Kept build note' })).toBeTruthy()
    expect(await screen.findByText(said({ hour: '2-digit', minute: '2-digit' }, today))).toBeTruthy()
    // Asked for the account on screen, whose cache it fills.
    expect(fake.mocks['offline-cache:answers'].mock.calls[0]?.[1]).toBe(A)

    await act(() => live.resolve(ok(notificationsView([note('id:2', { title: 'Fresh note' })]))))
    expect(await screen.findByRole('listitem', { name: 'Unread: Fresh note' })).toBeTruthy()
    expect(screen.queryByText(/^As of/)).toBeNull()
  })

  it('out of reach: keeps the kept list with its date and time, and Mark all as read says why it is disabled', async () => {
    const fake = createFakePlatform()
    fake.setDefault('status:get', ok(status({ since: new Date().toISOString(), lastReachedAt: null })))
    fake.setDefault('notifications:list', failure('The platform cannot be reached.', 'unreachable'))
    open(fake, 'a00000000000000bb', earlier)
    expect(await screen.findByRole('listitem', { name: 'Unread: Kept build note' })).toBeTruthy()
    expect(await screen.findByText(said({ dateStyle: 'medium', timeStyle: 'short' }, earlier))).toBeTruthy()
    const markAll = screen.getByRole('button', { name: 'Mark all as read' })
    expect(markAll.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Not available while one.example can’t be reached.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('a big list kept', () => {
  it('comes in after the first screen’s answers, and its view asks main only once it is in', async () => {
    const fake = createFakePlatform()
    fake.setDefault('status:get', ok(status(null)))
    const keptFollowers: FollowersModel = {
      userId: '42',
      followers: [{ key: 'u:1', id: '1', label: 'Kept follower', secondary: '@kept' }],
      following: [],
      followersCount: 1,
      followingCount: 0
    }
    const live = fake.hold('people:followers')
    fake.reply(
      'offline-cache:answers',
      ok({ answers: [] }),
      ok({
        answers: [{ channel: 'people:followers', request: { userId: '42' }, value: keptFollowers, savedAt: today }]
      })
    )
    renderApp(
      { session: signedIn(), accounts: accountsOf('a00000000000000cc'), route: { view: 'followers', userId: '42' } },
      fake
    )
    // The list main kept, with its time (happy-dom lays out no rows: its count says it).
    expect(await screen.findByText('1 person.')).toBeTruthy()
    expect(screen.getByText(said({ hour: '2-digit', minute: '2-digit' }, today))).toBeTruthy()
    const asked = fake.mocks['offline-cache:answers'].mock
    expect(asked.calls.map((call) => call[0] as unknown)).toEqual([{ part: 'first' }, { part: 'lists' }])
    // The view's own question went to main after the list main kept was asked for, so it never showed an error first.
    const listAsked = fake.mocks['people:followers'].mock.invocationCallOrder[0] ?? 0
    expect(listAsked).toBeGreaterThan(asked.invocationCallOrder[1] ?? Infinity)
    await act(() =>
      live.resolve(
        ok({
          ...keptFollowers,
          followers: [
            { key: 'u:2', id: '2', label: 'Fresh follower', secondary: '@fresh' },
            { key: 'u:3', id: '3', label: 'Another follower', secondary: '@another' }
          ],
          followersCount: 2
        })
      )
    )
    expect(await screen.findByText('2 people.')).toBeTruthy()
    expect(screen.queryByText(/^As of/)).toBeNull()
  })
})

describe('Settings › Privacy › Clear stored data', () => {
  it('says how much is kept, clears it through main (which asks first), and then says none is', async () => {
    const fake = createFakePlatform()
    fake.setDefault('stored-data:size', ok({ bytes: 2_400_000 }))
    fake.reply('stored-data:clear', ok({ bytes: 0 }))
    const { user } = renderApp({ session: signedIn(), route: { view: 'settings' } }, fake)
    expect(await screen.findByText(/keeps 2\.4 MB of your views/)).toBeTruthy()
    const clear = screen.getByRole('button', { name: 'Clear stored data (2.4 MB)' })
    clear.focus()
    await user.keyboard('{Enter}')
    expect(fake.mocks['stored-data:clear']).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Platform Desktop keeps none of your views at the moment.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Clear stored data' }).hasAttribute('disabled')).toBe(true)
  })
})
