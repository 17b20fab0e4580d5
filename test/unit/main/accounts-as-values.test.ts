// Where several accounts meet (issue 33): each attack a review made on the
// real main app, which each of these must keep failing. A call is for one
// account from its arrival to its end; app-wide calls name none; grants,
// diagnostics and the account list keep accounts apart; adding an account
// asks first; one platform's text cannot lose the others.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import type { ConfirmRequest } from '../../../src/main/desktop/os/os-surfaces'
import { vaultFileOf } from '../../../src/main/features/session/token-vault'
import { SETTINGS_FILE } from '../../../src/main/features/settings/settings-store'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubHandler, type StubPlatform, type StubRequest } from '../../support/stub-platform'

const closing = closeAfterEach()
const PASSWORD = 'pw-123456'

const bearerOf = (request: StubRequest) => String(request.headers.authorization ?? '')

/** A platform whose one user is `username`; its token names the platform. */
async function platform(
  name: string,
  username = `${name}-user`,
  routes: Record<string, StubHandler> = {}
): Promise<StubPlatform> {
  return closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () => ({ body: { services: [] } }),
      'POST /v1/auth/login': () => ({ body: { token: `${name}-token-0123456789abcdef` } }),
      'GET /v1/auth/token': () => ({
        body: { authData: { userId: name === 'alpha' ? 11 : 21, username, expiresAt: '2031-05-01T00:00:00Z' } }
      }),
      ...routes
    })
  )
}

/** The app on `first`'s server (null: the person chooses it in Settings); every question main asks is recorded, and answered `answer`. */
async function startApp(
  first: StubPlatform | null,
  asked: ConfirmRequest[] = [],
  answer = true,
  dir?: string,
  extra: Parameters<typeof createFixture>[3] = {}
): Promise<Fixture> {
  return closing(
    await createFixture(first?.url ?? null, {}, dir, {
      clock: new FakeClock(),
      ...extra,
      os: {
        confirm: (request) => {
          asked.push(request)
          return Promise.resolve(answer)
        },
        ...extra.os
      }
    })
  )
}

async function signIn(fx: Fixture, account?: string): Promise<void> {
  const request = { username: 'someone', password: PASSWORD, rememberMe: true }
  dataOf(
    account === undefined
      ? await fx.call('session:sign-in', request)
      : await fx.callAs(account, 'session:sign-in', request)
  )
}

/** ada on alpha (on screen) and bob on beta, both signed in and remembered. */
async function twoAccounts(
  alpha: StubPlatform,
  beta: StubPlatform,
  extra: Parameters<typeof createFixture>[3] = {},
  dir?: string
) {
  const fx = await startApp(dir === undefined ? alpha : null, [], true, dir, extra)
  await signIn(fx)
  const { id: idB } = dataOf(await fx.call('accounts:add', { url: beta.url }))
  await signIn(fx, idB)
  const idA = String(dataOf(await fx.call('accounts:list')).accounts[0]?.id)
  dataOf(await fx.call('accounts:switch', { id: idA }))
  return { fx, idA, idB }
}

describe('a call is for one account, from its arrival to its end', () => {
  it('the leak check: a link that switches accounts between its two requests sends neither the password nor a token elsewhere', async () => {
    const PASSWORD_TO_CHECK = 'typed-for-alpha-only'
    const heard: { server: string; bearer: string; body: string }[] = []
    let switchNow: () => void = () => undefined
    const pwned =
      (name: string): StubHandler =>
      (request) => {
        heard.push({ server: name, bearer: bearerOf(request), body: request.body })
        if (name === 'beta' || !String(request.headers['content-type']).includes('json'))
          return { body: { data: { found: true, times: 2 } } }
        // Alpha asks for a form, and only after a web page's link switched the app to beta.
        switchNow()
        return { status: 415, body: { message: 'Use a form' } }
      }
    const alpha = await platform('alpha', 'ada', { 'POST /v1/account/PwnedAPI/': pwned('alpha') })
    const beta = await platform('beta', 'bob', { 'POST /v1/account/PwnedAPI/': pwned('beta') })
    const { fx, idB } = await twoAccounts(alpha, beta)
    switchNow = () => void fx.app.openDeepLink(`platform-desktop://user/1?server=${new URL(beta.url).host}`)

    // The page names no account: the check is for the one on screen when it arrives, ada on alpha, to its end.
    expect(await fx.call('account:pwned-check', { password: PASSWORD_TO_CHECK })).toEqual({
      ok: true,
      data: { found: true, count: 2, message: null }
    })
    expect(dataOf(await fx.call('accounts:list')).active).toBe(idB)
    expect(heard.map(({ server, bearer }) => [server, bearer])).toEqual([
      ['alpha', 'Bearer alpha-token-0123456789abcdef'],
      ['alpha', 'Bearer alpha-token-0123456789abcdef']
    ])
  })
})

describe('app-wide calls name no account', () => {
  it('Settings → Server naming an account being added is refused; unnamed, it asks while any account is signed in', async () => {
    const alpha = await platform('alpha')
    const other = await platform('other')
    const asked: ConfirmRequest[] = []
    const fx = await startApp(null, asked, true)
    dataOf(await fx.call('connection:save', { url: alpha.url }))
    await signIn(fx)
    const { id: pending } = dataOf(await fx.call('accounts:add', { url: (await platform('beta')).url }))
    asked.length = 0
    const heardBefore = other.requests.length

    expect(await fx.callAs(pending, 'connection:save', { url: other.url })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect([asked, other.requests.length, dataOf(await fx.call('session:get')).signedIn]).toEqual([
      [],
      heardBefore,
      true
    ])
    // A pending account is known only to the sign-in channels.
    expect(await fx.callAs(pending, 'account:info')).toMatchObject({ ok: false, error: { kind: 'not-signed-in' } })

    // The page's own call (naming none) is judged from every signed-in account: the person is asked first.
    const decline = await startApp(null, asked, false)
    dataOf(await decline.call('connection:save', { url: alpha.url }))
    await signIn(decline)
    asked.length = 0
    expect(dataOf(await decline.call('connection:save', { url: other.url }))).toMatchObject({ status: 'declined' })
    expect(asked).toHaveLength(1)
    expect(dataOf(await decline.call('session:get')).signedIn).toBe(true)
  })

  it('with the account on screen signed out and another signed in, changing the server still asks', async () => {
    const alpha = await platform('alpha')
    const beta = await platform('beta')
    const other = await platform('other')
    const asked: ConfirmRequest[] = []
    const first = await startApp(null, asked, true)
    dataOf(await first.call('connection:save', { url: alpha.url }))
    await first.app.dispose()
    // ada on alpha (on screen, then signed out) and bob on beta, in a profile whose server was chosen in Settings.
    const { fx } = await twoAccounts(alpha, beta, {}, first.dir)
    dataOf(await fx.call('session:sign-out'))
    await fx.app.dispose()
    const declining = await startApp(null, asked, false, fx.dir)
    asked.length = 0
    expect(dataOf(await declining.call('session:get')).signedIn).toBe(false)
    expect(dataOf(await declining.call('connection:save', { url: other.url }))).toMatchObject({ status: 'declined' })
    expect(asked).toHaveLength(1)
    expect(other.requests).toEqual([])
  })
})

describe('Add account asks before anything is contacted', () => {
  it('declined, the named host hears nothing and no account is made; agreed, it is checked and the new account waits for its sign-in', async () => {
    const alpha = await platform('alpha')
    const collector = await platform('collector')
    const asked: ConfirmRequest[] = []
    const fx = await startApp(alpha, asked, false)
    await signIn(fx)
    const url = `${collector.url}/%7B%22profile%22%3A1%7D/`
    expect(await fx.call('accounts:add', { url })).toMatchObject({
      ok: false,
      error: { kind: 'cancelled', message: 'No account was added.' }
    })
    expect(asked.map((question) => question.message)).toEqual([`Add an account on ${new URL(collector.url).host}?`])
    expect(collector.requests).toEqual([])
    expect(dataOf(await fx.call('accounts:list')).accounts).toHaveLength(1)

    const agreeing = await startApp(alpha, asked, true)
    const { id } = dataOf(await agreeing.call('accounts:add', { url: collector.url }))
    expect(collector.requests.map((request) => request.path)).toEqual(['/v1/maintenance/'])
    expect(dataOf(await agreeing.callAs(id, 'session:get'))).toEqual({ signedIn: false })
  })

  it('names no account: a page that names one is refused before any question', async () => {
    const alpha = await platform('alpha')
    const asked: ConfirmRequest[] = []
    const fx = await startApp(alpha, asked, true)
    await signIn(fx)
    const id = String(dataOf(await fx.call('accounts:list')).active)
    expect(await fx.callAs(id, 'accounts:add', { url: alpha.url })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(asked).toEqual([])
  })
})

describe('a picture is granted for one account', () => {
  it('an address platform alpha named is never fetched under beta’s account, named or on screen', async () => {
    const beta = await platform('beta')
    const trap = `${beta.url}/admin/reset-all`
    const alpha = await platform('alpha', 'ada', {
      'GET /v1/user/data/1': () => ({ body: { id: 1, username: 'mallory', avatarUrl: trap } })
    })
    const { fx, idA, idB } = await twoAccounts(alpha, beta)
    expect(dataOf(await fx.callAs(idA, 'people:profile', { userId: '1' }))).toMatchObject({ avatarUrl: trap })
    // Under alpha's own policy it is another site's address (pictures from other sites are off).
    expect(dataOf(await fx.callAs(idA, 'people:avatar', { url: trap }))).toBeNull()
    expect(dataOf(await fx.callAs(idB, 'people:avatar', { url: trap }))).toBeNull()
    dataOf(await fx.call('accounts:switch', { id: idB }))
    expect(dataOf(await fx.call('people:avatar', { url: trap }))).toBeNull()
    expect(beta.requests.filter((request) => request.path.startsWith('/admin'))).toEqual([])
  })
})

describe('diagnostics tell of the account on screen only', () => {
  it('no other account’s server, watched services or id is in the report', async () => {
    const alpha = await platform('alpha')
    const beta = await platform('beta')
    let target = ''
    const { fx, idA, idB } = await twoAccounts(alpha, beta, { os: { chooseSavePath: () => Promise.resolve(target) } })
    target = join(fx.dir, 'report.txt')
    dataOf(await fx.callAs(idB, 'settings:update', { watchedServices: ['beta-secret-service'] }))
    dataOf(await fx.callAs(idA, 'settings:update', { watchedServices: ['alpha-service'] }))
    fx.app.startBackground()
    dataOf(await fx.call('diagnostics:export'))
    const report = await readFile(target, 'utf8')
    expect(report).toContain('alpha-service')
    for (const secret of [idB, new URL(beta.url).host, 'beta-secret-service'])
      expect(
        report.split('\n').filter((line) => line.includes(secret)),
        secret
      ).toEqual([])
  })
})

describe('one platform’s text cannot lose the other accounts', () => {
  it('a 306-character user name is capped in the list; both accounts are saved and come back after a restart', async () => {
    const alpha = await platform('alpha', 'ada')
    const hostile = await platform('beta', `m${'a'.repeat(305)}`)
    const { fx } = await twoAccounts(alpha, hostile)
    const file = JSON.parse(await readFile(join(fx.dir, SETTINGS_FILE), 'utf8')) as { accounts: { username: string }[] }
    expect(file.accounts.map((account) => account.username.length)).toEqual([3, 128])
    const again = await startApp(alpha, [], true, fx.dir)
    await fx.app.dispose()
    const listed = dataOf(await again.call('accounts:list')).accounts
    expect(listed.map((account) => [account.username.length, account.signedIn])).toEqual([
      [3, true],
      [128, true]
    ])
  })

  it('a credential file no listed account owns is removed at start, before anything can read it', async () => {
    const alpha = await platform('alpha', 'ada')
    const fx = await startApp(alpha)
    await signIn(fx)
    await fx.app.dispose()
    const stray = join(fx.dir, vaultFileOf('a0123456789abcdef'))
    await writeFile(stray, JSON.stringify({ v: 1, sealed: 'a live token, sealed' }))
    const again = await startApp(alpha, [], true, fx.dir)
    await expect(readFile(stray)).rejects.toMatchObject({ code: 'ENOENT' })
    expect(dataOf(await again.call('accounts:list')).accounts.map((account) => account.signedIn)).toEqual([true])
  })
})
