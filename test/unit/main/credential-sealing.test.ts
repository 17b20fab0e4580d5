// Issue 18: a process that can edit the profile's files but not decrypt them
// must never get a remembered credential sent to a server of its choosing.
// The real main app, restarted over the same profile, against two stub
// platforms that record every request. Since several accounts (issue 24)
// an account's server is its own: PLATFORM_BASE_URL and the settings'
// `baseUrl` only say where a first sign-in goes, and what another process
// would edit to move a remembered sign-in is the account's entry in
// settings.json (`accounts[].baseUrl`). The sealed server still decides.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

import { beforeEach, describe, expect, it } from 'vitest'

import { SETTINGS_FILE } from '../../../src/main/features/settings/settings-store'
import type { AppBootstrap } from '../../../src/shared/ipc'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { sealedFileText } from '../../support/sealed-file'
import { createStandInEncryptor } from '../../support/stand-in-encryptor'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'
import { theVaultFile } from '../../support/vault-files'

const TOKEN = 'sealed-token-7c6b5a493827'
let a: StubPlatform
let b: StubPlatform
let fx: Fixture | null = null
let dir: string

const platform = () =>
  startStubPlatform({
    'POST /v1/auth/login': () => ({ body: { token: TOKEN } }),
    'GET /v1/auth/token': (req) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? { body: { authData: { userId: 3, username: 'demo', expiresAt: '2031-05-01T00:00:00Z' } } }
        : { status: 401, body: { message: 'Unauthorized & No token provided' } },
    'GET /v1/account/info': (req) => (req.headers.authorization ? { body: { id: 3 } } : { status: 401, body: {} })
  })

const closing = closeAfterEach()
beforeEach(async () => {
  a = closing(await platform())
  b = closing(await platform())
  dir = await mkdtemp(join(tmpdir(), 'pd-sealed-'))
})

/** Starts the app over `dir`: with `env` the server comes from PLATFORM_BASE_URL, else from settings.json. */
async function start(env: string | null = null): Promise<{ fx: Fixture; boot: AppBootstrap }> {
  await fx?.app.dispose()
  fx = closing(await createFixture(env, {}, dir))
  const result = await fx.call('app:bootstrap')
  if (!result.ok) throw new Error(result.error.message)
  return { fx, boot: result.data }
}

async function editSettings(change: (settings: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const path = join(dir, SETTINGS_FILE)
  const settings = (await readFile(path, 'utf8').then(JSON.parse, () => ({}))) as Record<string, unknown>
  await writeFile(path, JSON.stringify(change(settings)))
}

/** What another process can do without the keyring: rewrite the server a first sign-in goes to… */
const setServerSetting = (url: string) => editSettings((settings) => ({ ...settings, baseUrl: url }))

/** …the server of every account in the list (plain facts in the settings file)… */
const setAccountServer = (url: string) =>
  editSettings((settings) => {
    const accounts = settings.accounts as Record<string, unknown>[]
    expect(accounts).toHaveLength(1)
    return { ...settings, accounts: accounts.map((account) => ({ ...account, baseUrl: url })) }
  })

/** …and wherever the server address appears in plain text in the account's credential file. */
async function pointCredentialAt(from: string, to: string): Promise<void> {
  const path = await theVaultFile(dir)
  await writeFile(path, (await readFile(path, 'utf8')).replaceAll(from, to))
}

async function signInRemembered(app: Fixture): Promise<void> {
  expect(await app.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe: true })).toMatchObject(
    {
      ok: true,
      data: { persistence: 'encrypted' }
    }
  )
}

/** Everything that would carry the credential at start-up: the background jobs and the views' calls. */
async function useTheSession(app: Fixture): Promise<void> {
  app.app.startBackground()
  for (const channel of ['session:token-info', 'account:info', 'notifications:list', 'ping:get'] as const)
    await app.call(channel)
}

const carryingToken = (server: StubPlatform) =>
  server.requests.filter((request) => JSON.stringify(request).includes(TOKEN))
const messages = (boot: AppBootstrap) => boot.notices.map((notice) => notice.message)

describe('a remembered credential is sealed to its server', () => {
  it('settings.json (the account and the first-sign-in server) and the plain server in the credential file pointed at B: B never gets the token, the credential is removed and the user told', async () => {
    await setServerSetting(a.url)
    await signInRemembered((await start()).fx)
    await pointCredentialAt(a.url, b.url)
    await setServerSetting(b.url)
    await setAccountServer(b.url)

    const { fx: moved, boot } = await start()
    await useTheSession(moved)
    expect(carryingToken(b)).toEqual([])
    expect(boot.session).toEqual({ signedIn: false })
    expect(messages(boot)).toEqual([
      expect.stringMatching(/saved sign-in was for a different server, so it was removed/)
    ])
    expect(await moved.credentialOnDisk()).toBe(false)
  })

  it('PLATFORM_BASE_URL and the plain server in the credential file pointed at B: the account stays on its own server, B never gets the token', async () => {
    await signInRemembered((await start(a.url)).fx)
    await pointCredentialAt(a.url, b.url)

    const { fx: started, boot } = await start(b.url)
    const before = carryingToken(a).length
    await useTheSession(started)
    expect(carryingToken(b)).toEqual([])
    expect(boot.session).toMatchObject({ signedIn: true, userId: '3' })
    expect(boot.accounts.accounts).toEqual([expect.objectContaining({ baseUrl: a.url, signedIn: true })])
    expect(messages(boot)).toEqual([])
    expect(carryingToken(a).length).toBeGreaterThan(before)
  })

  it('PLATFORM_BASE_URL and the account in settings.json pointed at B: B never gets the token, the credential is removed and the user told', async () => {
    await signInRemembered((await start(a.url)).fx)
    await setAccountServer(b.url)

    const { fx: moved, boot } = await start(b.url)
    await useTheSession(moved)
    expect(carryingToken(b)).toEqual([])
    expect(boot.session).toEqual({ signedIn: false })
    expect(messages(boot)).toEqual([expect.stringMatching(/different server/)])
    expect(await moved.credentialOnDisk()).toBe(false)
  })

  it('only the first-sign-in server in settings.json pointed at B: the account stays on its own server, B never gets the token', async () => {
    await setServerSetting(a.url)
    await signInRemembered((await start()).fx)
    await setServerSetting(b.url)

    const { fx: started, boot } = await start()
    await useTheSession(started)
    expect(carryingToken(b)).toEqual([])
    expect(boot.session).toMatchObject({ signedIn: true, userId: '3' })
    expect(messages(boot)).toEqual([])
  })

  it('only the account in settings.json pointed at B: the same as the plain credential file edited too', async () => {
    await setServerSetting(a.url)
    await signInRemembered((await start()).fx)
    await setAccountServer(b.url)

    const { fx: moved, boot } = await start()
    await useTheSession(moved)
    expect(carryingToken(b)).toEqual([])
    expect(messages(boot)).toEqual([expect.stringMatching(/different server/)])
    expect(await moved.credentialOnDisk()).toBe(false)
  })

  it('a sealed record naming another server than the configured one is removed, never sent, whatever the plain part claims', async () => {
    const encryptor = createStandInEncryptor()
    const sealed = {
      token: TOKEN,
      baseUrl: b.url,
      username: 'demo',
      userId: '3',
      expiresAt: null,
      method: 'password',
      backend: 'gnome_libsecret',
      savedAt: new Date().toISOString()
    }
    // The listed account's own file, sealed (validly, under its own name) with another server.
    await setServerSetting(a.url)
    await signInRemembered((await start()).fx)
    const file = await theVaultFile(dir)
    await writeFile(file, await sealedFileText(encryptor, JSON.stringify(sealed), basename(file)))
    const sentToA = carryingToken(a).length

    const { fx: started, boot } = await start(a.url)
    await useTheSession(started)
    expect(carryingToken(a)).toHaveLength(sentToA)
    expect(carryingToken(b)).toEqual([])
    expect(boot.session).toEqual({ signedIn: false })
    expect(messages(boot)).toEqual([expect.stringMatching(/different server/)])
    expect(await started.credentialOnDisk()).toBe(false)
  })

  it('the same server written differently (a trailing slash on the account in settings.json) is the same server', async () => {
    await setServerSetting(a.url)
    await signInRemembered((await start()).fx)
    await setAccountServer(`${a.url}/`)

    const { fx: again, boot } = await start()
    expect(boot.session).toMatchObject({ signedIn: true, userId: '3' })
    expect(messages(boot)).toEqual([])
    const before = carryingToken(a).length
    expect((await again.call('account:info')).ok).toBe(true)
    expect(carryingToken(a).length).toBe(before + 1)
  })
})
