// @vitest-environment happy-dom
// app/start-hint.ts: the page notes which account it last showed signed in, so the next start asks for that account's
// kept answers and the signed-in app's code beside bootstrap's question (docs/performance.md, start.cachedProfileRatio).
// app/early-answers.ts asks those questions before React has run; the start takes its answers.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { askEarly, takeEarlyBootstrap } from '../../../src/renderer/src/app/early-answers'
import { expectedStartAccount, noteStartAccount } from '../../../src/renderer/src/app/start-hint'
import type { AccountsModel } from '../../../src/shared/accounts'
import { bootstrapData, createFakePlatform, failure, ok, signedIn, signedOut } from './fake-platform'
import { installPlatform, renderApp } from './render-app'

const accountsOf = (id: string): AccountsModel => ({
  active: id,
  accounts: [
    { id, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
})

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  cleanup()
  // The files of a worker share modules: an early answer a failed test left must not open another file's app.
  void takeEarlyBootstrap()
})

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

  it('asks bootstrap’s question and the expected account’s kept answers before React, and the start uses both answers', async () => {
    const account = 'a00000000000003aa'
    noteStartAccount(account)
    const fake = createFakePlatform()
    fake.setDefault('offline-cache:answers', ok({ answers: [] }))
    fake.reply('app:bootstrap', ok(bootstrapData({ session: signedIn(), accounts: accountsOf(account) })))
    installPlatform(fake)
    askEarly()
    askEarly()
    // Asked at once, once, and for that account.
    expect(fake.mocks['app:bootstrap'].mock.calls).toHaveLength(1)
    expect(fake.mocks['offline-cache:answers'].mock.calls.map((call) => call[1] as unknown)).toEqual([account])
    renderApp({ session: signedIn(), accounts: accountsOf(account) }, fake)
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(fake.mocks['app:bootstrap'].mock.calls).toHaveLength(1)
    // The first screen's part once, the one asked early; the big lists come after (ui/kept-data.ts).
    const parts = () => fake.mocks['offline-cache:answers'].mock.calls.map((call) => call[0] as unknown)
    expect(parts()[0]).toEqual({ part: 'first' })
    await vi.waitFor(() => expect(parts()).toEqual([{ part: 'first' }, { part: 'lists' }]))
  })

  it('without a hint asks bootstrap’s question alone; an early answer that failed is shown, and Try again asks anew', async () => {
    const fake = createFakePlatform()
    fake.reply('app:bootstrap', failure('Main could not read its settings.'))
    installPlatform(fake)
    askEarly()
    expect(fake.mocks['offline-cache:answers'].mock.calls).toHaveLength(0)
    const { user } = renderApp({ session: signedOut }, fake)
    expect(await screen.findByText('Main could not read its settings.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.mocks['app:bootstrap'].mock.calls).toHaveLength(2)
  })

  it('takes bootstrap’s answer the preload asked for, and asks through the channel only when that one failed', async () => {
    for (const preloadAnswer of [ok(bootstrapData({ session: signedOut })), failure('Not our page.')]) {
      const fake = createFakePlatform()
      fake.reply('app:bootstrap', ok(bootstrapData({ session: signedOut })))
      const takeStartAnswer = vi.fn(() => Promise.resolve(preloadAnswer))
      fake.bridge.takeStartAnswer = takeStartAnswer
      installPlatform(fake)
      askEarly()
      renderApp({ session: signedOut }, fake)
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
      expect(takeStartAnswer).toHaveBeenCalledTimes(1)
      // Electron may not know the preload's frame yet, and main refuses it (src/preload/bridge.ts): the page asks itself.
      expect(fake.mocks['app:bootstrap'].mock.calls).toHaveLength(preloadAnswer.ok ? 0 : 1)
      cleanup()
    }
  })

  it('drops what it asked early for an account the start does not open, so a later switch asks main again', async () => {
    const guessed = 'a00000000000004aa'
    const opened = 'a00000000000004bb'
    const both: AccountsModel = {
      active: opened,
      accounts: [...accountsOf(opened).accounts, { ...accountsOf(guessed).accounts[0]!, username: 'grace' }]
    }
    noteStartAccount(guessed)
    const fake = createFakePlatform()
    fake.setDefault('offline-cache:answers', ok({ answers: [] }))
    fake.reply('app:bootstrap', ok(bootstrapData({ session: signedIn(), accounts: both })))
    installPlatform(fake)
    askEarly()
    renderApp({ session: signedIn(), accounts: both }, fake)
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    const askedFor = (account: string) =>
      fake.mocks['offline-cache:answers'].mock.calls.filter(
        (call) => (call[1] as unknown) === account && (call[0] as { part?: string }).part === 'first'
      ).length
    expect(askedFor(guessed)).toBe(1)
    // The person switches to the guessed account: its cache is made now, and asks main for what it keeps now.
    act(() =>
      fake.emit('session:changed', { session: signedIn(), reason: 'switched', accounts: { ...both, active: guessed } })
    )
    await vi.waitFor(() => expect(askedFor(guessed)).toBe(2))
    expect(expectedStartAccount()).toBe(guessed)
  })
})
