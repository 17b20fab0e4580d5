// Several accounts, side by side (issue 24), through the real main app against
// two independent stub platforms on 127.0.0.1 that record every request: each
// account's calls reach only its own server with its own credential, a 401
// ends only the account that got it, the list and the account on screen
// survive a restart.
import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'

import { describe, expect, it } from 'vitest'

import type { TrayModel } from '../../../src/main/desktop/tray/tray-model'
import { vaultFileOf } from '../../../src/main/features/session/token-vault'
import { SETTINGS_FILE } from '../../../src/main/features/settings/settings-store'
import { MAX_ACCOUNTS } from '../../../src/shared/accounts'
import { type ServerColor, serverColors } from '../../../src/shared/server-color'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture, type RecordedEvent } from '../../support/main-app-fixture'
import { dataOf, errorOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform, type StubRequest } from '../../support/stub-platform'
import { vaultFiles } from '../../support/vault-files'

const closing = closeAfterEach()
const PASSWORD = 'pw-123456'

/** One platform: its users sign in with PASSWORD, each gets a token of this platform's own. */
interface Platform {
  stub: StubPlatform
  url: string
  name: string
  tokenOf(username: string): string
  userIdOf(username: string): string
  /** From now on this platform answers 401 to this user's token. */
  refuse(username: string): void
  /** Requests since `from` (an index into the stub's list). */
  since(from: number): StubRequest[]
}

const bearerOf = (request: StubRequest) =>
  /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? null

async function startPlatform(name: string, firstUserId: number): Promise<Platform> {
  const ids = new Map<string, string>()
  const refused = new Set<string>()
  const userIdOf = (username: string) => {
    if (!ids.has(username)) ids.set(username, String(firstUserId + ids.size))
    return ids.get(username) as string
  }
  const tokenOf = (username: string) => `${name}-token-${username}-5f4e3d2c1b0a9f8e`
  /** The user whose token this request carries, if it is one this platform issued and still honours. */
  const userOf = (request: StubRequest): string | null => {
    const token = bearerOf(request)
    const user = [...ids.keys()].find((username) => tokenOf(username) === token)
    return user === undefined || refused.has(user) ? null : user
  }
  const signedIn = (reply: (username: string) => unknown) => (request: StubRequest) => {
    const user = userOf(request)
    return user === null
      ? { status: 401, body: { message: 'Unauthorized & No token provided' } }
      : { body: reply(user) }
  }
  const stub = closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () => ({ body: { services: [] } }),
      'POST /v1/auth/login': (request) => {
        const form = new URLSearchParams(request.body)
        const username = form.get('username') ?? ''
        if (form.get('password') !== PASSWORD)
          return { status: 400, body: { code: '400', message: 'Username or password is incorrect' } }
        userIdOf(username)
        return { body: { code: '200', token: tokenOf(username) } }
      },
      'GET /v1/auth/token': signedIn((username) => ({
        authData: { userId: Number(userIdOf(username)), username, expiresAt: '2031-05-01T00:00:00Z' }
      })),
      'GET /v1/account/info': signedIn((username) => ({
        id: Number(userIdOf(username)),
        username,
        email: `${username}@${name}.example`
      })),
      'GET /v1/user/data/1': (request) =>
        bearerOf(request) !== null && userOf(request) === null
          ? { status: 401, body: {} }
          : { body: { id: 1, username: `carol-on-${name}` } },
      'GET /v1/account/notifications/': signedIn((username) => [
        { id: 1, title: `${name} note for ${username}`, date: '2026-11-20T10:00:00Z', read: false }
      ]),
      'POST /v1/other/Ping': signedIn(() => ({ message: 'pong' }))
    })
  )
  return {
    stub,
    url: stub.url,
    name,
    tokenOf,
    userIdOf,
    refuse: (username) => void refused.add(username),
    since: (from) => stub.requests.slice(from)
  }
}

const hostOf = (platform: Platform) => new URL(platform.url).host
/** The colours of the servers of `platforms`, listed in that order, none chosen (src/shared/server-color.ts): each differs from those before it. */
const colorsOf = (...platforms: Platform[]): ServerColor[] => {
  const colors = serverColors(
    platforms.map((platform) => ({ server: platform.url, host: hostOf(platform), chosen: 'auto' }))
  )
  return platforms.map((platform) => colors.get(platform.url) ?? 'blue')
}

/** The app on `first`'s server (PLATFORM_BASE_URL), its background jobs on a clock that moves only when told; the person agrees to each Add account. */
const startApp = async (first: Platform): Promise<Fixture> =>
  closing(
    await createFixture(first.url, {}, undefined, {
      clock: new FakeClock(),
      os: { confirm: () => Promise.resolve(true) }
    })
  )

/** A first sign-in (no account yet): it makes the first account. */
async function signInFirst(fx: Fixture, username: string, rememberMe = true): Promise<string> {
  expect(await fx.call('session:sign-in', { username, password: PASSWORD, rememberMe })).toMatchObject({
    ok: true,
    data: { signedIn: true, username }
  })
  return String(dataOf(await fx.call('accounts:list')).active)
}

/** Add account on `platform`, then its sign-in as the new account: the new account's id. */
async function addAccount(fx: Fixture, platform: Platform, username: string, rememberMe = true): Promise<string> {
  const { id } = dataOf(await fx.call('accounts:add', { url: platform.url }))
  expect(await fx.callAs(id, 'session:sign-in', { username, password: PASSWORD, rememberMe })).toMatchObject({
    ok: true,
    data: { signedIn: true, username }
  })
  return id
}

/** ada on alpha (the first sign-in), with a second platform, beta, started beside it. */
async function adaWithBeta(): Promise<{ a: Platform; b: Platform; fx: Fixture; idA: string }> {
  const a = await startPlatform('alpha', 11)
  const b = await startPlatform('beta', 21)
  const fx = await startApp(a)
  return { a, b, fx, idA: await signInFirst(fx, 'ada') }
}

/** ada on alpha, then bob on beta (Add account): bob is on screen. */
async function twoAccounts(): Promise<{ a: Platform; b: Platform; fx: Fixture; idA: string; idB: string }> {
  const started = await adaWithBeta()
  return { ...started, idB: await addAccount(started.fx, started.b, 'bob') }
}

const listOf = async (fx: Fixture) => dataOf(await fx.call('accounts:list'))
const eventsSince = (fx: Fixture, from: number): RecordedEvent[] => fx.events.slice(from)
const namesSince = (fx: Fixture, from: number) => eventsSince(fx, from).map((e) => e.event)

async function settingsFile(fx: Fixture): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(fx.dir, SETTINGS_FILE), 'utf8')) as Record<string, unknown>
}

describe('two accounts on two platforms', () => {
  it('Add account: the first stays the one in use until the new sign-in succeeds; then the new one is, and both are listed', async () => {
    const { a, b, fx, idA } = await adaWithBeta()

    const fromB = b.stub.requests.length
    const added = dataOf(await fx.call('accounts:add', { url: b.url }))
    expect(added).toEqual({ id: expect.stringMatching(/^a[0-9a-f]{16}$/) as string, baseUrl: b.url })
    // The server was checked, with no credential.
    expect(b.since(fromB).map((request) => [request.method, request.path, bearerOf(request)])).toEqual([
      ['GET', '/v1/maintenance/', null]
    ])
    expect(await listOf(fx)).toMatchObject({ active: idA, accounts: [{ id: idA }] })

    // A sign-in that takes its time: meanwhile nothing about the account in use changes.
    b.stub.on('POST /v1/auth/login', () => ({ delayMs: 300, body: { token: b.tokenOf('bob') } }))
    b.userIdOf('bob')
    const before = fx.events.length
    const signingIn = fx.callAs(added.id, 'session:sign-in', { username: 'bob', password: PASSWORD, rememberMe: true })
    await expect.poll(() => b.stub.requests.some((request) => request.path === '/v1/auth/login')).toBe(true)
    expect(await listOf(fx)).toMatchObject({ active: idA, accounts: [{ id: idA, signedIn: true }] })
    expect(dataOf(await fx.call('session:get'))).toMatchObject({ signedIn: true, username: 'ada' })
    expect(namesSince(fx, before)).not.toContain('session:changed')

    expect(await signingIn).toMatchObject({ ok: true, data: { signedIn: true, username: 'bob', userId: '21' } })
    const list = await listOf(fx)
    // Each server has its colour, and the two differ (issue 36).
    const [colorA, colorB] = colorsOf(a, b)
    expect(colorA).not.toBe(colorB)
    expect(list).toEqual({
      active: added.id,
      accounts: [
        { id: idA, username: 'ada', host: hostOf(a), baseUrl: a.url, signedIn: true, color: colorA },
        { id: added.id, username: 'bob', host: hostOf(b), baseUrl: b.url, signedIn: true, color: colorB }
      ]
    })
    const changes = eventsSince(fx, before).filter((e) => e.event === 'session:changed')
    expect(changes.map((e) => e.payload)).toEqual([
      { session: expect.objectContaining({ username: 'bob' }) as unknown, reason: 'signed-in', accounts: list }
    ])
    expect(dataOf(await fx.call('session:get'))).toMatchObject({ username: 'bob' })
  })

  it('a failed sign-in on the new account changes nothing: the first stays in use, the new one is not listed', async () => {
    const { b, fx, idA } = await adaWithBeta()
    const { id } = dataOf(await fx.call('accounts:add', { url: b.url }))
    const before = fx.events.length
    expect(
      await fx.callAs(id, 'session:sign-in', { username: 'bob', password: 'wrong-password', rememberMe: true })
    ).toMatchObject({
      ok: false,
      error: { kind: 'wrong-credentials' }
    })
    expect(await listOf(fx)).toEqual({ active: idA, accounts: [expect.objectContaining({ id: idA, signedIn: true })] })
    expect(namesSince(fx, before)).not.toContain('session:changed')
    expect(await vaultFiles(fx.dir)).toEqual([join(fx.dir, vaultFileOf(idA))])
  })

  it('each account’s calls reach only its own server, with its own token, whichever account is on screen', async () => {
    const { a, b, fx, idA, idB } = await twoAccounts()
    expect((await listOf(fx)).active).toBe(idB)

    for (const [id, own, other, username] of [
      [idA, a, b, 'ada'],
      [idB, b, a, 'bob']
    ] as const) {
      const fromOwn = own.stub.requests.length
      const fromOther = other.stub.requests.length
      expect(dataOf(await fx.callAs(id, 'account:info'))).toMatchObject({ username })
      expect(dataOf(await fx.callAs(id, 'people:profile', { userId: '1' }))).toMatchObject({
        username: `carol-on-${own.name}`
      })
      expect(own.since(fromOwn).map((request) => [request.path, bearerOf(request)])).toEqual([
        ['/v1/account/info', own.tokenOf(username)],
        ['/v1/user/data/1', own.tokenOf(username)]
      ])
      expect(other.since(fromOther)).toEqual([])
    }
    // A call that names no account is for the one on screen.
    const fromB = b.stub.requests.length
    expect(dataOf(await fx.call('account:info'))).toMatchObject({ username: 'bob' })
    expect(b.since(fromB).map(bearerOf)).toEqual([b.tokenOf('bob')])
    // Neither token ever reached the other platform.
    expect(a.stub.requests.filter((request) => JSON.stringify(request).includes(b.tokenOf('bob')))).toEqual([])
    expect(b.stub.requests.filter((request) => JSON.stringify(request).includes(a.tokenOf('ada')))).toEqual([])
  })

  it('a 401 for the account not on screen ends only that one, with a notice naming it; the one in use goes on', async () => {
    const { b, fx, idA, idB } = await twoAccounts()
    dataOf(await fx.call('accounts:switch', { id: idA }))
    // The window is up: notices go out as they happen.
    dataOf(await fx.call('app:bootstrap'))

    b.refuse('bob')
    const before = fx.events.length
    expect(errorOf(await fx.callAs(idB, 'account:info'))).not.toBeNull()
    // The end is said once its file is gone: the notice, and the list with B signed out.
    const notices = () => eventsSince(fx, before).flatMap((e) => (e.event === 'notice' ? [e.payload.message] : []))
    await expect
      .poll(notices)
      .toEqual([`Your session as bob on ${hostOf(b)} has ended. Switch to that account to sign in again.`])
    expect(
      fx
        .payloadsOf('accounts:changed')
        .at(-1)
        ?.accounts.find((account) => account.id === idB)?.signedIn
    ).toBe(false)

    expect(await listOf(fx)).toMatchObject({
      active: idA,
      accounts: [
        { id: idA, signedIn: true },
        { id: idB, username: 'bob', signedIn: false }
      ]
    })
    expect(dataOf(await fx.call('session:get'))).toMatchObject({ signedIn: true, username: 'ada' })
    expect(dataOf(await fx.callAs(idA, 'account:info'))).toMatchObject({ username: 'ada' })
    // The views show A: its session did not change, and B's end is said in the list, not as the session.
    expect(namesSince(fx, before)).not.toContain('session:changed')
    expect(namesSince(fx, before)).toContain('accounts:changed')
    // B's remembered credential is gone; A's stays.
    expect(await vaultFiles(fx.dir)).toEqual([join(fx.dir, vaultFileOf(idA))])
  })

  it('signing out of one keeps the other; Sign out of all signs out every one', async () => {
    const { fx, idA, idB } = await twoAccounts()

    const before = fx.events.length
    expect(await fx.callAs(idA, 'session:sign-out')).toEqual({ ok: true, data: { signedIn: false } })
    expect(await listOf(fx)).toMatchObject({
      active: idB,
      accounts: [
        { id: idA, signedIn: false },
        { id: idB, signedIn: true }
      ]
    })
    expect(dataOf(await fx.call('session:get'))).toMatchObject({ signedIn: true, username: 'bob' })
    expect(namesSince(fx, before)).not.toContain('session:changed')
    expect(await vaultFiles(fx.dir)).toEqual([join(fx.dir, vaultFileOf(idB))])

    // Signed in again, it is the one on screen; then everything signs out.
    expect(
      await fx.callAs(idA, 'session:sign-in', { username: 'ada', password: PASSWORD, rememberMe: true })
    ).toMatchObject({ ok: true })
    expect((await listOf(fx)).active).toBe(idA)
    const all = dataOf(await fx.call('accounts:sign-out-all'))
    expect(all).toEqual({
      active: idA,
      accounts: [
        expect.objectContaining({ id: idA, signedIn: false }),
        expect.objectContaining({ id: idB, signedIn: false })
      ]
    })
    expect(dataOf(await fx.call('session:get'))).toEqual({ signedIn: false })
    expect(dataOf(await fx.callAs(idB, 'session:get'))).toEqual({ signedIn: false })
    expect(await vaultFiles(fx.dir)).toEqual([])
  })

  it('removing the account on screen forgets its file, its read marks and its place in the list; the next signed-in one takes over', async () => {
    const { a, b, fx, idA, idB } = await twoAccounts()
    dataOf(await fx.call('accounts:switch', { id: idA }))
    // Read marks and the announced list, for both.
    for (const id of [idA, idB]) {
      dataOf(await fx.callAs(id, 'notifications:list'))
      dataOf(await fx.callAs(id, 'notifications:mark-all-read'))
    }
    const keyA = `${a.url}|11`
    const keyB = `${b.url}|21`
    for (const field of ['readNotifications', 'seenNotifications'] as const)
      expect(Object.keys(fx.app.settings.get(field)).sort()).toEqual([keyA, keyB].sort())

    const before = fx.events.length
    const list = dataOf(await fx.call('accounts:remove', { id: idA }))
    expect(list).toEqual({
      active: idB,
      accounts: [expect.objectContaining({ id: idB, username: 'bob', signedIn: true })]
    })
    expect(await vaultFiles(fx.dir)).toEqual([join(fx.dir, vaultFileOf(idB))])
    for (const field of ['readNotifications', 'seenNotifications'] as const) {
      expect(Object.keys(fx.app.settings.get(field)), field).toEqual([keyB])
      expect(JSON.stringify((await settingsFile(fx))[field]), field).not.toContain(a.url)
    }
    expect(await settingsFile(fx)).toMatchObject({ accounts: [{ id: idB }], activeAccount: idB })
    // The views end on B's session, as a switch. (Before it, the removed account's own sign-out is said as the session on screen.)
    const changes = eventsSince(fx, before).flatMap((e) => (e.event === 'session:changed' ? [e.payload] : []))
    expect(changes.at(-1)).toMatchObject({
      session: expect.objectContaining({ signedIn: true, username: 'bob' }) as unknown,
      reason: 'switched'
    })
    expect(changes.slice(0, -1)).toMatchObject([{ session: { signedIn: false }, reason: 'signed-out' }])
    expect(dataOf(await fx.call('session:get'))).toMatchObject({ username: 'bob' })
  })

  it('removing an account not on screen leaves the one on screen as it is', async () => {
    const { fx, idA, idB } = await twoAccounts()
    const before = fx.events.length
    expect(dataOf(await fx.call('accounts:remove', { id: idA }))).toEqual({
      active: idB,
      accounts: [expect.objectContaining({ id: idB })]
    })
    expect(namesSince(fx, before)).not.toContain('session:changed')
    expect(await vaultFiles(fx.dir)).toEqual([join(fx.dir, vaultFileOf(idB))])
    // Its token is not used again, anywhere.
    expect(errorOf(await fx.callAs(idA, 'account:info'))).toMatchObject({ kind: 'not-signed-in' })
  })

  // B is the last one signed in, A the first listed: neither may stand in for the one that was on screen.
  it.each([['ada'], ['bob']] as const)(
    'a restart brings back both accounts, signed in without a sign-in, and the same one on screen (%s)',
    async (onScreen) => {
      const a = await startPlatform('alpha', 11)
      const b = await startPlatform('beta', 21)
      let fx = await startApp(a)
      const idA = await signInFirst(fx, 'ada')
      const idB = await addAccount(fx, b, 'bob')
      const active = onScreen === 'ada' ? idA : idB
      dataOf(await fx.call('accounts:switch', { id: active }))
      const logins = () =>
        [...a.stub.requests, ...b.stub.requests].filter((request) => request.path === '/v1/auth/login').length
      const signIns = logins()

      fx = await fx.restart()
      const boot = dataOf(await fx.call('app:bootstrap'))
      expect(boot.session).toMatchObject({ signedIn: true, username: onScreen })
      const [colorA, colorB] = colorsOf(a, b)
      expect(boot.accounts).toEqual({
        active,
        accounts: [
          { id: idA, username: 'ada', host: hostOf(a), baseUrl: a.url, signedIn: true, color: colorA },
          { id: idB, username: 'bob', host: hostOf(b), baseUrl: b.url, signedIn: true, color: colorB }
        ]
      })
      expect(logins()).toBe(signIns)
      for (const [id, platform, username] of [
        [idA, a, 'ada'],
        [idB, b, 'bob']
      ] as const) {
        const from = platform.stub.requests.length
        expect(dataOf(await fx.callAs(id, 'account:info'))).toMatchObject({ username })
        expect(platform.since(from).map(bearerOf)).toEqual([platform.tokenOf(username)])
      }
    }
  )

  it('a restart with PLATFORM_BASE_URL naming the other server keeps each account on its own', async () => {
    const a = await startPlatform('alpha', 11)
    const b = await startPlatform('beta', 21)
    const first = await startApp(a)
    const idA = await signInFirst(first, 'ada')
    await first.app.dispose()
    const fx = closing(
      await createFixture(b.url, {}, first.dir, {
        clock: new FakeClock(),
        os: { confirm: () => Promise.resolve(true) }
      })
    )
    expect(dataOf(await fx.call('app:bootstrap')).session).toMatchObject({ signedIn: true, username: 'ada' })
    const fromA = a.stub.requests.length
    dataOf(await fx.call('account:info'))
    expect(a.since(fromA).map(bearerOf)).toEqual([a.tokenOf('ada')])
    expect(b.stub.requests.filter((request) => bearerOf(request) !== null)).toEqual([])
    // A first sign-in's server is only for a new account: Add account still works on it.
    const idB = await addAccount(fx, b, 'bob')
    expect((await listOf(fx)).accounts.map((account) => [account.id, account.baseUrl])).toEqual([
      [idA, a.url],
      [idB, b.url]
    ])
  })
})

describe('what a call may name', () => {
  it('an unknown, removed or malformed account id is refused as not signed in, and no server hears of it', async () => {
    const a = await startPlatform('alpha', 11)
    const b = await startPlatform('beta', 21)
    const fx = await startApp(a)
    await signInFirst(fx, 'ada')
    const idB = await addAccount(fx, b, 'bob')
    dataOf(await fx.call('accounts:remove', { id: idB }))
    const fromA = a.stub.requests.length
    const fromB = b.stub.requests.length

    for (const account of [
      'a0123456789abcdef',
      idB,
      'A0123456789ABCDEF',
      'a0123',
      `${idB}x`,
      '../credentials',
      '',
      'a0123456789abcdeg'
    ]) {
      for (const channel of ['account:info', 'session:get'] as const)
        expect(await fx.callAs(account, channel), `${channel} as ${JSON.stringify(account)}`).toMatchObject({
          ok: false,
          error: { kind: 'not-signed-in' }
        })
      expect(await fx.callAs(account, 'people:profile', { userId: '1' })).toMatchObject({
        ok: false,
        error: { kind: 'not-signed-in' }
      })
    }
    // What only a broken or hostile page would send: not a string at all.
    for (const account of [42, { id: idB }, ['a0123456789abcdef'], true])
      expect(await fx.app.dispatch('account:info', undefined, { sender: 'main-window', account })).toMatchObject({
        ok: false,
        error: { kind: 'not-signed-in' }
      })
    expect(a.since(fromA)).toEqual([])
    expect(b.since(fromB)).toEqual([])
    // Naming no account (undefined or null) is asking for the one on screen.
    expect(await fx.app.dispatch('session:get', undefined, { sender: 'main-window', account: null })).toMatchObject({
      ok: true,
      data: { username: 'ada' }
    })
  })
})

describe('switching', () => {
  it('says the list first, then the session of the account now on screen (reason "switched"), with the list in it', async () => {
    const { b, fx, idA } = await twoAccounts()

    const before = fx.events.length
    // An app-wide call (it names no account): what the page is told is the new account's.
    expect(dataOf(await fx.call('accounts:switch', { id: idA }))).toMatchObject({ active: idA })
    const after = eventsSince(fx, before)
    const listed = after.findIndex((e) => e.event === 'accounts:changed' && e.payload.active === idA)
    const session = after.findIndex((e) => e.event === 'session:changed')
    expect(listed).toBeGreaterThanOrEqual(0)
    expect(session).toBeGreaterThan(listed)
    expect(after[session]?.payload).toEqual({
      session: expect.objectContaining({ signedIn: true, username: 'ada' }) as unknown,
      reason: 'switched',
      accounts: expect.objectContaining({ active: idA }) as unknown
    })
    expect(after.filter((e) => e.event === 'session:changed')).toHaveLength(1)
    // Settings and the menu speak of ada's server, though the call was bob's.
    expect(fx.payloadsOf('settings:changed').at(-1)?.baseUrl).toBe(fx.app.accounts.baseUrl())
    expect(fx.payloadsOf('settings:changed').at(-1)?.baseUrl).not.toBe(b.url)

    // Switching to the account already on screen says nothing; an unknown one is refused with a sentence.
    const again = fx.events.length
    dataOf(await fx.call('accounts:switch', { id: idA }))
    expect(namesSince(fx, again)).not.toContain('session:changed')
    expect(errorOf(await fx.call('accounts:switch', { id: 'a0123456789abcdef' }))).toMatchObject({
      kind: 'invalid-input',
      message: expect.stringMatching(/no longer here/) as string
    })
    expect((await listOf(fx)).active).toBe(idA)
  })
})

describe('switching to an account', () => {
  it('asks its server at once (the ping), so a session the server ended meanwhile is found on the switch; switching back and forth is one ping each', async () => {
    const { b, fx, idA, idB } = await twoAccounts()
    dataOf(await fx.call('accounts:switch', { id: idA }))
    // The background jobs run, each account's first ping at once; wait for those to end.
    fx.app.startBackground()
    const pings = (from: number) =>
      b.since(from).filter((request) => request.method === 'POST' && request.path === '/v1/other/Ping')
    const pingRunning = () => fx.app.scheduler.snapshot().some((job) => job.id.startsWith('ping:') && job.running)
    await expect.poll(() => pings(0).length).toBeGreaterThan(0)
    await expect.poll(pingRunning).toBe(false)
    let from = b.stub.requests.length
    dataOf(await fx.call('accounts:switch', { id: idB }))
    await expect.poll(() => pings(from).length).toBe(1)

    await expect.poll(pingRunning).toBe(false)
    dataOf(await fx.call('accounts:switch', { id: idA }))
    b.refuse('bob')
    from = b.stub.requests.length
    dataOf(await fx.call('accounts:switch', { id: idB }))
    await expect
      .poll(async () => (await listOf(fx)).accounts.find((account) => account.id === idB)?.signedIn)
      .toBe(false)
    expect(pings(from)).toHaveLength(1)
  })
})

describe('how many accounts', () => {
  it(`at most ${MAX_ACCOUNTS}: the next Add account is refused with a sentence, before the server hears anything`, async () => {
    const a = await startPlatform('alpha', 11)
    const c = await startPlatform('gamma', 31)
    const fx = await startApp(a)
    await signInFirst(fx, 'user1')
    for (let n = 2; n <= MAX_ACCOUNTS; n++) await addAccount(fx, a, `user${n}`)
    expect((await listOf(fx)).accounts).toHaveLength(MAX_ACCOUNTS)

    expect(await fx.call('accounts:add', { url: c.url })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: `Platform Desktop holds at most ${MAX_ACCOUNTS} accounts. Remove one in Settings → Accounts first.`
      }
    })
    expect(c.stub.requests).toEqual([])
    expect((await listOf(fx)).accounts).toHaveLength(MAX_ACCOUNTS)
    // Removing one makes room again.
    const [oldest] = (await listOf(fx)).accounts
    dataOf(await fx.call('accounts:remove', { id: String(oldest?.id) }))
    await addAccount(fx, c, 'carl')
    expect((await listOf(fx)).accounts).toHaveLength(MAX_ACCOUNTS)
    expect((await settingsFile(fx)).accounts).toHaveLength(MAX_ACCOUNTS)
  })

  it('each window has one Add account under way, and every one counts against the limit: thousands of adds hold one', async () => {
    const a = await startPlatform('alpha', 11)
    const fx = await startApp(a)
    await signInFirst(fx, 'user1')
    // One window adding again and again (a compromised page would): each add gives up the one before.
    const ids: string[] = []
    for (let n = 0; n < 60; n++) ids.push(dataOf(await fx.callFrom('w1', 'accounts:add', { url: a.url })).id)
    for (const id of ids.slice(0, -1))
      expect(await fx.callAs(id, 'session:get'), 'an Add account given up').toMatchObject({
        ok: false,
        error: { kind: 'not-signed-in' }
      })
    expect(dataOf(await fx.callAs(String(ids.at(-1)), 'session:get'))).toEqual({ signedIn: false })
    // Other windows each take a place, until the listed account and the adds under way fill the list.
    for (let w = 2; w < MAX_ACCOUNTS; w++) dataOf(await fx.callFrom(`w${w}`, 'accounts:add', { url: a.url }))
    const checks = a.stub.requests.length
    expect(await fx.callFrom('one-too-many', 'accounts:add', { url: a.url })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/at most 20 accounts/) as string }
    })
    expect(a.stub.requests).toHaveLength(checks)
    // A window that closes gives its place back.
    fx.app.rendererClosed('w2')
    dataOf(await fx.callFrom('one-too-many', 'accounts:add', { url: a.url }))
    expect((await listOf(fx)).accounts).toHaveLength(1)
  })
})

describe('background work', () => {
  it('notifications:changed and ping:changed carry the account they were computed for', async () => {
    const { a, b, fx, idA, idB } = await twoAccounts()
    const noteOf: Record<string, string> = { [idA]: 'alpha note for ada', [idB]: 'beta note for bob' }

    // A job per signed-in account, whichever is on screen (B): both are asked when the jobs start.
    fx.app.startBackground()
    const accountsOf = (event: 'ping:changed' | 'notifications:changed') =>
      [...new Set(fx.payloadsOf(event).map((scoped) => scoped.account))].sort()
    await expect.poll(() => accountsOf('ping:changed')).toEqual([idA, idB].sort())
    await expect.poll(() => accountsOf('notifications:changed')).toEqual([idA, idB].sort())
    expect(fx.app.scheduler.snapshot().map((job) => job.id)).toEqual(
      expect.arrayContaining([
        `ping:${idA}`,
        `ping:${idB}`,
        `notifications:${idA}`,
        `notifications:${idB}`,
        `status:${a.url}`,
        `status:${b.url}`
      ])
    )

    // Switching pings the account now on screen (its server may have ended its session meanwhile), and starts nothing else.
    await expect.poll(() => fx.app.scheduler.snapshot().some((job) => job.running)).toBe(false)
    const pinged = fx.payloadsOf('ping:changed').length
    const listed = fx.payloadsOf('notifications:changed').length
    dataOf(await fx.call('accounts:switch', { id: idA }))
    await expect
      .poll(() =>
        fx
          .payloadsOf('ping:changed')
          .slice(pinged)
          .map((scoped) => scoped.account)
      )
      .toEqual([idA])
    expect(fx.payloadsOf('notifications:changed')).toHaveLength(listed)

    // A call named for B while A is on screen: B's list, said as B's.
    const before = fx.payloadsOf('notifications:changed').length
    expect(dataOf(await fx.callAs(idB, 'notifications:list')).items.map((item) => item.title)).toEqual([noteOf[idB]])
    expect(
      fx
        .payloadsOf('notifications:changed')
        .slice(before)
        .map((scoped) => scoped.account)
    ).toEqual([idB])

    // Every list went out under the account whose server it came from.
    for (const { account, data } of fx.payloadsOf('notifications:changed')) {
      expect(account === idA || account === idB, String(account)).toBe(true)
      expect(data.items.map((item) => item.title)).toEqual([noteOf[String(account)]])
    }
    // Each ping went to the server of the account it was said for, with that account's token.
    const pings = (platform: Platform) =>
      platform.stub.requests.filter((request) => request.path === '/v1/other/Ping').map(bearerOf)
    expect(pings(b)).toEqual([b.tokenOf('bob')])
    expect(pings(a)).toEqual([a.tokenOf('ada'), a.tokenOf('ada')])
  })
})

describe('the tray and OS notifications with several accounts', () => {
  it('OS notifications name the account, a click shows that account and the item; the tray has a line per server', async () => {
    const a = await startPlatform('alpha', 11)
    const b = await startPlatform('beta', 21)
    const shown: { title: string; click: () => void }[] = []
    const trays: TrayModel[] = []
    const clock = new FakeClock()
    const fx = closing(
      await createFixture(a.url, {}, undefined, {
        clock,
        os: {
          notify: (notification, click) => void shown.push({ title: notification.title, click }),
          renderTray: (model) => void trays.push(model),
          confirm: () => Promise.resolve(true)
        }
      })
    )
    const idA = await signInFirst(fx, 'ada')
    const idB = await addAccount(fx, b, 'bob')
    fx.app.startBackground()
    // The first look at each account is where it starts, not news.
    await expect
      .poll(() => new Set(fx.payloadsOf('notifications:changed').map((scoped) => scoped.account)).size)
      .toBe(2)
    expect(shown).toEqual([])
    await expect
      .poll(() =>
        trays
          .at(-1)
          ?.items.filter((item) => item.type === 'info')
          .map((item) => item.label)
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${hostOf(a)}: `)),
          expect.stringMatching(new RegExp(`^${hostOf(b)}: `))
        ])
      )

    // The tooltip names the account on screen and its server (issue 36).
    const named = (username: string, platform: Platform) => `Platform Desktop — ${username} · ${hostOf(platform)} — `
    expect(trays.at(-1)?.tooltip.startsWith(named('bob', b))).toBe(true)

    // Something new for bob while ada is on screen.
    dataOf(await fx.call('accounts:switch', { id: idA }))
    expect(trays.at(-1)?.tooltip.startsWith(named('ada', a))).toBe(true)
    b.stub.on('GET /v1/account/notifications/', () => ({
      body: [
        { id: 1, title: 'beta note for bob', date: '2026-11-20T10:00:00Z', read: false },
        { id: 2, title: 'Fresh for bob', date: '2026-11-21T10:00:00Z', read: false }
      ]
    }))
    await clock.advance(3 * 60_000)
    await expect
      .poll(() => shown.map((notification) => notification.title))
      .toEqual([`Fresh for bob — bob · ${hostOf(b)}`])

    const navigated = fx.payloadsOf('navigate').length
    shown[0]?.click()
    expect(dataOf(await fx.call('accounts:list')).active).toBe(idB)
    expect(fx.payloadsOf('navigate').slice(navigated)).toEqual([
      { route: { view: 'notifications', item: expect.any(String) } }
    ])

    // A status change on alpha, with bob (beta) on screen: the notification names alpha, and a click shows an account on it.
    let state = 'operational'
    a.stub.on('GET /v1/maintenance/', () => ({ body: { services: [{ id: 'api', name: 'API' }] } }))
    a.stub.on('GET /v1/maintenance/api', () => ({ body: { state } }))
    await clock.advance(6 * 60_000)
    await expect
      .poll(() =>
        trays
          .at(-1)
          ?.items.some((item) => item.type === 'info' && item.label === `${hostOf(a)}: The service is operational`)
      )
      .toBe(true)
    state = 'down'
    await clock.advance(6 * 60_000)
    await expect
      .poll(() => shown.map((notification) => notification.title).at(-1))
      .toMatch(new RegExp(` — ${hostOf(a).replace(/[.]/g, '\\.')}$`))
    shown.at(-1)?.click()
    expect(dataOf(await fx.call('accounts:list')).active).toBe(idA)
    expect(fx.payloadsOf('navigate').at(-1)).toEqual({ route: { view: 'status' } })
  })
})

describe('each server’s colour (issue 36)', () => {
  it('is chosen for the server of the account a call is for, kept per server, and told with the list at once', async () => {
    const { a, b, fx, idA, idB } = await twoAccounts()
    const [autoA, autoB] = colorsOf(a, b)
    const colorOf = (list: { accounts: { id: string; color: string }[] }, id: string) =>
      list.accounts.find((account) => account.id === id)?.color
    // Neither server's own colour (the ports are random): bob's server keeps its colour only while no one takes it.
    const chosen = (['pink', 'purple', 'teal'] as const).find((color) => color !== autoA && color !== autoB) ?? 'pink'

    // bob is on screen; the call names ada: her server's colour changes, and bob's server keeps its own.
    const before = fx.events.length
    expect(dataOf(await fx.callAs(idA, 'settings:update', { serverColor: chosen })).serverColor).toBe(chosen)
    const told = eventsSince(fx, before).flatMap((e) =>
      e.event === 'accounts:changed' ? [e.payload as { accounts: { id: string; color: string }[] }] : []
    )
    expect(told.map((list) => [colorOf(list, idA), colorOf(list, idB)])).toEqual([[chosen, autoB]])
    expect(dataOf(await fx.call('settings:update', {})).serverColor).toBe('auto')
    expect(await settingsFile(fx)).toMatchObject({ perServer: { [a.url]: { serverColor: chosen } } })

    // A colour the palette does not have is refused, and changes nothing.
    expect(errorOf(await fx.callUnchecked('settings:update', { serverColor: 'chartreuse' }))).toMatchObject({
      kind: 'invalid-input'
    })
    const fxAgain = await fx.restart()
    const list = dataOf(await fxAgain.call('accounts:list'))
    expect([colorOf(list, idA), colorOf(list, idB)]).toEqual([chosen, autoB])
  })
})

describe('a kept sign-in with several accounts', () => {
  it('each account’s "keyring did not give the key" notice names it, and its Quit and reopen is for that account', async () => {
    const { fx, idA, idB } = await twoAccounts()
    const dir = fx.dir
    await fx.app.dispose()
    const again = closing(await createFixture(null, { store: 'unavailable' }, dir))
    const notices = dataOf(await again.call('app:bootstrap')).notices.filter(
      (notice) => notice.action?.kind === 'relaunch'
    )
    expect(notices.map((notice) => notice.action?.account).sort()).toEqual([idA, idB].sort())
    expect(notices.map((notice) => notice.message).sort()).toEqual([
      expect.stringMatching(/^ada on 127\.0\.0\.1:\d+: /),
      expect.stringMatching(/^bob on 127\.0\.0\.1:\d+: /)
    ])
  })
})

describe('deep links', () => {
  it('a link naming a server opens in an account on it; one naming no account’s server opens in the account on screen', async () => {
    const { a, fx, idA } = await twoAccounts()
    dataOf(await fx.call('app:bootstrap'))
    const before = fx.payloadsOf('navigate').length

    expect(fx.app.openDeepLink(`platform-desktop://user/5?server=${hostOf(a)}`)).toBe(true)
    expect(dataOf(await fx.call('accounts:list')).active).toBe(idA)
    expect(fx.payloadsOf('session:changed').at(-1)).toMatchObject({ reason: 'switched', session: { username: 'ada' } })

    expect(fx.app.openDeepLink('platform-desktop://user/6?server=nowhere.example')).toBe(true)
    expect(dataOf(await fx.call('accounts:list')).active).toBe(idA)
    expect(fx.app.openDeepLink('platform-desktop://user/7')).toBe(true)
    expect(dataOf(await fx.call('accounts:list')).active).toBe(idA)
    expect(fx.payloadsOf('navigate').slice(before)).toEqual(
      [5, 6, 7].map((id) => ({ route: { view: 'profile', userId: String(id) } }))
    )
  })
})

describe('settings per account and per server', () => {
  it('notification alerts are each account’s, watched services each server’s; theme is everyone’s', async () => {
    const { b, fx, idA, idB } = await twoAccounts()

    dataOf(
      await fx.callAs(idB, 'settings:update', { notificationAlerts: false, watchedServices: ['search'], theme: 'dark' })
    )
    // Settings as each account sees them (an empty change answers with them).
    const asA = dataOf(await fx.callAs(idA, 'settings:update', {}))
    const asB = dataOf(await fx.callAs(idB, 'settings:update', {}))
    expect([asA.notificationAlerts, asA.watchedServices, asA.theme]).toEqual([true, [], 'dark'])
    expect([asB.notificationAlerts, asB.watchedServices, asB.theme]).toEqual([false, ['search'], 'dark'])
    // Saved with their account and server, not app-wide.
    expect(await settingsFile(fx)).toMatchObject({
      notificationAlerts: true,
      watchedServices: [],
      perAccount: { [idB]: { notificationAlerts: false } },
      perServer: { [b.url]: { watchedServices: ['search'] } }
    })

    // Removing bob forgets what bob chose, and what was chosen for beta now that no account is on it.
    dataOf(await fx.call('accounts:remove', { id: idB }))
    const file = await settingsFile(fx)
    expect(file.perAccount).toEqual({})
    expect(file.perServer).toEqual({})
  })
})

describe('what goes wrong half-way', () => {
  it('Add account cancelled while its sign-in runs: the sign-in stops, nothing is listed or kept, the account on screen stays', async () => {
    const { b, fx, idA } = await adaWithBeta()
    b.stub.on('POST /v1/auth/login', () => ({ delayMs: 400, body: { token: b.tokenOf('bob') } }))
    b.userIdOf('bob')
    const { id } = dataOf(await fx.call('accounts:add', { url: b.url }))
    const signingIn = fx.callAs(id, 'session:sign-in', { username: 'bob', password: PASSWORD, rememberMe: true })
    await expect.poll(() => b.stub.requests.some((request) => request.path === '/v1/auth/login')).toBe(true)
    dataOf(await fx.call('accounts:cancel-add', { id }))
    expect(errorOf(await signingIn)).toMatchObject({ kind: 'cancelled' })
    expect(await listOf(fx)).toEqual({ active: idA, accounts: [expect.objectContaining({ id: idA, signedIn: true })] })
    expect((await vaultFiles(fx.dir)).map((file) => basename(file))).toEqual([vaultFileOf(idA)])
    expect(errorOf(await fx.callAs(id, 'account:info'))).toMatchObject({ kind: 'not-signed-in' })
  })

  it('someone else signing in on a signed-out account’s form does not inherit what the one before chose', async () => {
    const a = await startPlatform('alpha', 11)
    const fx = await startApp(a)
    const id = await signInFirst(fx, 'ada')
    dataOf(await fx.call('settings:update', { notificationAlerts: false }))
    dataOf(await fx.call('session:sign-out'))
    expect(await fx.call('session:sign-in', { username: 'eve', password: PASSWORD, rememberMe: false })).toMatchObject({
      ok: true,
      data: { username: 'eve' }
    })
    expect((await listOf(fx)).accounts).toEqual([expect.objectContaining({ id, username: 'eve' })])
    expect(dataOf(await fx.call('app:bootstrap')).settings.notificationAlerts).toBe(true)
    expect((await settingsFile(fx)).perAccount).toEqual({})
  })
})

describe('where the credentials are', () => {
  it('no token in settings.json or any plain file of the profile: only sealed, in each account’s vault file', async () => {
    const a = await startPlatform('alpha', 11)
    const b = await startPlatform('beta', 21)
    let fx = await startApp(a)
    const idA = await signInFirst(fx, 'ada')
    const idB = await addAccount(fx, b, 'bob')
    dataOf(await fx.callAs(idA, 'account:info'))
    dataOf(await fx.callAs(idB, 'account:info'))
    fx = await fx.restart()
    dataOf(await fx.callAs(idB, 'account:info'))
    await fx.app.dispose()

    const tokens = [a.tokenOf('ada'), b.tokenOf('bob')]
    const settings = await readFile(join(fx.dir, SETTINGS_FILE), 'utf8')
    expect(settings).toContain(idB)
    const everything = await fx.allFiles()
    for (const token of tokens) {
      expect(settings).not.toContain(token)
      expect(everything).not.toContain(token)
      expect(everything).not.toContain(Buffer.from(token).toString('base64'))
    }
    // The vault files are there, and they do hold the credentials (sealed).
    expect((await vaultFiles(fx.dir)).map((file) => basename(file)).sort()).toEqual(
      [vaultFileOf(idA), vaultFileOf(idB)].sort()
    )
    const restored = closing(
      await createFixture(a.url, {}, fx.dir, { clock: new FakeClock(), os: { confirm: () => Promise.resolve(true) } })
    )
    expect(restored.app.accounts.activeContext()?.session.token()).toBe(b.tokenOf('bob'))
    expect(dataOf(await restored.callAs(idA, 'account:info'))).toMatchObject({ username: 'ada' })
  })
})
