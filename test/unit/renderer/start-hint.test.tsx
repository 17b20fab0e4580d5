// @vitest-environment happy-dom
// app/start-hint.ts: the page notes which account it last showed signed in, so the next start asks for that account's
// kept answers and the signed-in app's code beside bootstrap's question (docs/performance.md, start.cachedProfileRatio).
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { prefetchSignedInStart } from '../../../src/renderer/src/app/load-app-shell'
import { expectedStartAccount, noteStartAccount } from '../../../src/renderer/src/app/start-hint'
import type { AccountsModel } from '../../../src/shared/accounts'
import { createFakePlatform, ok, signedIn, signedOut } from './fake-platform'
import { installPlatform, renderApp } from './render-app'

const accountsOf = (id: string): AccountsModel => ({
  active: id,
  accounts: [
    { id, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
})

beforeEach(() => window.localStorage.clear())
afterEach(cleanup)

describe('the start hint', () => {
  it('notes the account a signed-in start opens, and forgets it when the session ends', async () => {
    const account = 'a00000000000001aa'
    const { fake } = renderApp({ session: signedIn(), accounts: accountsOf(account) })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(expectedStartAccount()).toBe(account)
    act(() => fake.emit('session:changed', { session: signedOut, reason: 'signed-out', accounts: accountsOf(account) }))
    expect(expectedStartAccount()).toBeNull()
  })

  it('a signed-out start notes none, so the next one fetches nothing ahead', async () => {
    noteStartAccount('a00000000000002aa')
    renderApp({ session: signedOut })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(expectedStartAccount()).toBeNull()
  })

  it('reads nothing it would not send: a value that is not an id is no hint', () => {
    window.localStorage.setItem('platform-desktop.signed-in-start', '../evil id')
    expect(expectedStartAccount()).toBeNull()
  })

  it('asks for the expected account’s kept answers before bootstrap, and the signed-in start uses that answer', async () => {
    const account = 'a00000000000003aa'
    const fake = createFakePlatform()
    fake.setDefault('offline-cache:answers', ok({ answers: [] }))
    installPlatform(fake)
    prefetchSignedInStart(account)
    // Asked at once, for that account, before the page has asked main anything else.
    expect(fake.mocks['offline-cache:answers'].mock.calls.map((call) => call[1] as unknown)).toEqual([account])
    expect(fake.mocks['app:bootstrap'].mock.calls).toHaveLength(0)
    renderApp({ session: signedIn(), accounts: accountsOf(account) }, fake)
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(fake.mocks['offline-cache:answers'].mock.calls).toHaveLength(1)
  })

  it('drops what it asked early for an account the start does not open, so a later switch asks main again', async () => {
    const guessed = 'a00000000000004aa'
    const opened = 'a00000000000004bb'
    const both: AccountsModel = {
      active: opened,
      accounts: [...accountsOf(opened).accounts, { ...accountsOf(guessed).accounts[0]!, username: 'grace' }]
    }
    const fake = createFakePlatform()
    fake.setDefault('offline-cache:answers', ok({ answers: [] }))
    installPlatform(fake)
    prefetchSignedInStart(guessed)
    renderApp({ session: signedIn(), accounts: both }, fake)
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    const askedFor = (account: string) =>
      fake.mocks['offline-cache:answers'].mock.calls.filter((call) => (call[1] as unknown) === account).length
    expect(askedFor(guessed)).toBe(1)
    // The person switches to the guessed account: its cache is made now, and asks main for what it keeps now.
    act(() =>
      fake.emit('session:changed', { session: signedIn(), reason: 'switched', accounts: { ...both, active: guessed } })
    )
    await vi.waitFor(() => expect(askedFor(guessed)).toBe(2))
    expect(expectedStartAccount()).toBe(guessed)
  })
})
