// The app reopens where the person left it: main remembers the last route the
// page reported (checked, without what was only for that moment), offers it
// with the next start's bootstrap while a session is there for it, forgets it
// when the session ends, and never puts it over a link.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import Conf from 'conf'
import { describe, expect, it, vi } from 'vitest'

import { SETTINGS_FILE, type StoredSettings } from '../../../src/main/features/settings/settings-store'
import type { AppBootstrap } from '../../../src/shared/ipc'
import type { Route } from '../../../src/shared/routes'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf, errorOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

const TOKEN = 'last-route-token-9c8b7a6f5e'
let stub: StubPlatform
let valid = true
const closing = closeAfterEach()

async function start(host: Parameters<typeof createFixture>[3] = {}): Promise<Fixture> {
  valid = true
  stub = closing(
    await startStubPlatform({
      'POST /v1/auth/login': () => ({ body: { code: '200', token: TOKEN } }),
      'GET /v1/auth/token': (req) =>
        valid && req.headers.authorization === `Bearer ${TOKEN}`
          ? { body: { message: 'Success', authData: { userId: 3, username: 'demo', token: TOKEN } } }
          : { status: 401, body: { message: 'Unauthorized' } },
      'GET /v1/account/info': () => (valid ? { body: { id: 3 } } : { status: 401, body: { message: 'Unauthorized' } })
    })
  )
  return closing(await createFixture(stub.url, {}, undefined, host))
}

async function signIn(fx: Fixture, rememberMe: boolean): Promise<void> {
  expect(await fx.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe })).toMatchObject({
    ok: true
  })
}

const bootstrap = async (fx: Fixture): Promise<AppBootstrap> => dataOf(await fx.call('app:bootstrap'))

const visit = (fx: Fixture, route: Route) => fx.call('navigation:visited', { route })
const storedRoute = async (fx: Fixture) =>
  (JSON.parse(await readFile(join(fx.dir, SETTINGS_FILE), 'utf8')) as Partial<StoredSettings>).lastRoute

describe('the last route', () => {
  it('is kept in the settings file and offered at the next start when the remembered sign-in comes back', async () => {
    let fx = await start()
    await signIn(fx, true)
    await visit(fx, { view: 'profile', userId: '7' })
    expect(await visit(fx, { view: 'followers', userId: '7', tab: 'following' })).toEqual({ ok: true, data: null })
    expect(await storedRoute(fx)).toEqual({ view: 'followers', userId: '7', tab: 'following' })

    fx = await fx.restart()
    const boot = await bootstrap(fx)
    expect(boot.session).toMatchObject({ signedIn: true })
    expect(boot).toMatchObject({ route: null, resume: { view: 'followers', userId: '7', tab: 'following' } })
  })

  it('is written only when it changed', async () => {
    const writes: string[] = []
    const fx = await start({
      openSettings: (options) => {
        const conf = new Conf<StoredSettings>(options)
        const set = conf.set.bind(conf) as (key: string, value: unknown) => void
        conf.set = ((key: string, value: unknown) => {
          writes.push(key)
          set(key, value)
        }) as typeof conf.set
        return conf
      }
    })
    await signIn(fx, false)
    await visit(fx, { view: 'status' })
    await visit(fx, { view: 'status' })
    // The same place: a followers route without a tab shows the followers tab.
    await visit(fx, { view: 'followers', userId: '2' })
    await visit(fx, { view: 'followers', userId: '2', tab: 'followers' })
    expect(writes.filter((key) => key === 'lastRoute')).toHaveLength(2)
  })

  it('leaves out the notification a click brought into view', async () => {
    let fx = await start()
    await signIn(fx, true)
    await visit(fx, { view: 'notifications', item: 'id:41' })
    expect(await storedRoute(fx)).toEqual({ view: 'notifications' })
    fx = await fx.restart()
    expect((await bootstrap(fx)).resume).toEqual({ view: 'notifications' })
  })

  it('refuses what is not a route with a sentence, and keeps the last good one', async () => {
    const fx = await start()
    await signIn(fx, false)
    await visit(fx, { view: 'search' })
    for (const route of [
      { view: 'nowhere' },
      { view: 'profile', userId: '../../etc' },
      { view: 'followers', tab: 'enemies' },
      { view: 'search', userId: 'x y' }
    ]) {
      expect(errorOf(await fx.callUnchecked('navigation:visited', { route })), JSON.stringify(route)).toEqual({
        kind: 'invalid-input',
        message: 'That is not a place in Platform Desktop, so it was not remembered.'
      })
    }
    expect(
      errorOf(await fx.callUnchecked('navigation:visited', { route: { view: 'status', extra: 1 } }))
    ).toMatchObject({ kind: 'invalid-input' })
    expect(await storedRoute(fx)).toEqual({ view: 'search' })
  })

  it('is not offered when the session did not survive the restart', async () => {
    let fx = await start()
    await signIn(fx, false)
    await visit(fx, { view: 'account' })
    fx = await fx.restart()
    const boot = await bootstrap(fx)
    expect(boot.session).toEqual({ signedIn: false })
    expect(boot.resume).toBeNull()
  })

  it('is forgotten at sign-out, and a report that comes after it is not kept', async () => {
    let fx = await start()
    await signIn(fx, true)
    await visit(fx, { view: 'profile', userId: '5' })
    await fx.call('session:sign-out')
    expect(await storedRoute(fx)).toBeNull()
    expect(await visit(fx, { view: 'status' })).toEqual({ ok: true, data: null })
    expect(await storedRoute(fx)).toBeNull()

    await signIn(fx, true)
    fx = await fx.restart()
    expect(await bootstrap(fx)).toMatchObject({ session: { signedIn: true }, resume: null })
  })

  it('is forgotten when the platform ends the session (401)', async () => {
    const fx = await start()
    await signIn(fx, true)
    await visit(fx, { view: 'account' })
    valid = false
    await fx.call('account:info')
    await vi.waitFor(() => expect(fx.app.accounts.activeView().signedIn).toBe(false))
    expect(await storedRoute(fx)).toBeNull()
  })

  it('gives way to a link that arrived before the window asked', async () => {
    let fx = await start()
    await signIn(fx, true)
    await visit(fx, { view: 'status' })
    fx = await fx.restart()
    expect(fx.app.openDeepLink('platform-desktop://user/2')).toBe(true)
    expect(await bootstrap(fx)).toMatchObject({ route: { view: 'profile', userId: '2' }, resume: null })
  })

  it('is offered while the remembered sign-in is still being read: the page waits for it', async () => {
    let fx = await start()
    await signIn(fx, true)
    await visit(fx, { view: 'status' })
    await fx.app.dispose()
    fx = closing(await createFixture(stub.url, { prompting: true }, fx.dir, {}, { waitForRestore: false }))
    await vi.waitFor(() => expect(fx.encryptor.safeStorage.waiting).toBe(true))
    expect(await bootstrap(fx)).toMatchObject({
      session: { signedIn: false, restoring: true },
      resume: { view: 'status' }
    })
    fx.encryptor.safeStorage.answer('secret-service')
    await fx.app.restored
  })

  it.each([
    ['a view this version does not have', { view: 'timeline' }],
    ['a user id that is not one', { view: 'profile', userId: '../../etc' }]
  ])('ignores %s in the file, without resetting the file', async (_name, lastRoute) => {
    let fx = await start()
    await signIn(fx, true)
    await fx.call('settings:update', { theme: 'dark' })
    const file = join(fx.dir, SETTINGS_FILE)
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), lastRoute }))
    fx = await fx.restart()
    const boot = await bootstrap(fx)
    expect(boot).toMatchObject({ session: { signedIn: true }, resume: null, notices: [] })
    expect(boot.settings.theme).toBe('dark')
  })

  it('a damaged value is the damaged file’s: the rest is kept, said once, and nothing is reopened', async () => {
    let fx = await start()
    await signIn(fx, true)
    await fx.call('settings:update', { theme: 'dark' })
    const file = join(fx.dir, SETTINGS_FILE)
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), lastRoute: 42 }))
    fx = await fx.restart()
    const boot = await bootstrap(fx)
    expect(boot).toMatchObject({ session: { signedIn: true }, resume: null })
    expect(boot.settings.theme).toBe('dark')
    expect(boot.notices).toEqual([
      expect.objectContaining({ level: 'warning', message: expect.stringMatching(/could not be read/) as string })
    ])
  })
})
