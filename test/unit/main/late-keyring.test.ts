// A remembered sign-in whose key is late: a keyring still prompting at
// start, one that gave no key (locked, prompt dismissed, no daemon), a file
// the OS holds. The app starts without waiting, keeps the file, and says so:
// with "Try again" for a held file, which this run can read once the OS lets
// go; with "Quit and reopen" for a keyring, which Electron asks once per run
// (the stand-in keeps its first answer as Electron does), so only a new run
// can read it.
import * as fs from 'node:fs/promises'

import { describe, expect, it, vi } from 'vitest'

import type { VaultFs } from '../../../src/main/features/session/token-vault'
import type { AppBootstrap } from '../../../src/shared/ipc'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import type { StandInEncryptorOptions } from '../../support/stand-in-encryptor'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'
import { isVaultFile } from '../../support/vault-files'

const TOKEN = 'late-keyring-token-5f4e3d2c1b'
let stub: StubPlatform
let fx: Fixture

const closing = closeAfterEach()

/** Signed in with "remember me" under an unlocked keyring, then the app quits. */
async function rememberedSignIn(): Promise<string> {
  stub = closing(
    await startStubPlatform({
      'POST /v1/auth/login': () => ({ body: { code: '200', token: TOKEN } }),
      'GET /v1/auth/token': (req) =>
        req.headers.authorization === `Bearer ${TOKEN}`
          ? { body: { message: 'Success', authData: { userId: 3, username: 'demo', token: TOKEN } } }
          : { status: 401, body: { message: 'Unauthorized' } }
    })
  )
  fx = closing(await createFixture(stub.url))
  expect(await fx.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe: true })).toMatchObject({
    ok: true,
    data: { persistence: 'encrypted' }
  })
  await fx.app.dispose()
  return fx.dir
}

async function startAgain(
  dir: string,
  encryption: StandInEncryptorOptions,
  host: { vaultFs?: VaultFs; env?: Record<string, string> } = {},
  waitForRestore = true
): Promise<Fixture> {
  fx = closing(await createFixture(stub.url, encryption, dir, host, { waitForRestore }))
  return fx
}

async function bootstrap(f: Fixture): Promise<AppBootstrap> {
  const result = await f.call('app:bootstrap')
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

const noticesSent = (f: Fixture) => f.payloadsOf('notice')
const restoredChanges = (f: Fixture) =>
  f
    .payloadsOf('session:changed')
    .filter((change) => change.reason === 'restored')
    .map((change) => change.session)
const TRY_AGAIN = expect.objectContaining({ kind: 'retry-restore', label: 'Try again' }) as unknown
const QUIT_AND_REOPEN = expect.objectContaining({ kind: 'relaunch', label: 'Quit and reopen' }) as unknown
/** The account a notice's action is for, as the page sends it back with the action. */
const accountOf = (notice: { action?: { account?: string } } | undefined): string => {
  const account = notice?.action?.account
  if (!account) throw new Error('the notice names no account')
  return account
}

describe('start-up does not wait for the keyring', () => {
  it('the window gets "restoring" while a keyring prompt is open; the session arrives when it is answered, and signed-in jobs start then', async () => {
    const dir = await rememberedSignIn()
    const started = await startAgain(dir, { prompting: true }, {}, false)
    // createMainApp has returned, and the restore is waiting on the keyring's prompt.
    await vi.waitFor(() => expect(started.encryptor.safeStorage.waiting).toBe(true))
    const boot = await bootstrap(started)
    expect(boot.session).toEqual({ signedIn: false, restoring: true })
    started.app.startBackground()
    // The ping is per signed-in account ("ping:<account id>"): none while the restore waits.
    const pinging = () => started.app.scheduler.snapshot().some((job) => job.id.startsWith('ping:') && job.active)
    expect(pinging()).toBe(false)

    started.encryptor.safeStorage.answer('secret-service')
    await started.app.restored
    expect(restoredChanges(started)).toEqual([
      expect.objectContaining({ signedIn: true, username: 'demo', persistence: 'encrypted' })
    ])
    expect(started.app.accounts.activeContext()?.session.token()).toBe(TOKEN)
    expect(pinging()).toBe(true)
  })

  it('a prompt that is dismissed: restoring ends signed out, the file is kept, and the notice offers Quit and reopen', async () => {
    const dir = await rememberedSignIn()
    const started = await startAgain(dir, { prompting: true }, {}, false)
    started.encryptor.safeStorage.answer('unavailable')
    await started.app.restored
    expect(restoredChanges(started)).toEqual([{ signedIn: false }])
    expect((await bootstrap(started)).notices).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/keyring did not give .*kept/) as string,
        action: QUIT_AND_REOPEN
      })
    ])
    expect(await started.credentialOnDisk()).toBe(true)
  })
})

describe('a keyring that gave no key', () => {
  it('keeps the saved sign-in and says so with Quit and reopen, not Try again; the next start with the keyring back restores it', async () => {
    const dir = await rememberedSignIn()
    const locked = await startAgain(dir, { store: 'unavailable' })
    const boot = await bootstrap(locked)
    expect(boot.session).toEqual({ signedIn: false })
    expect(boot.notices).toEqual([
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(
          /keyring did not give .*unlock the keyring, then choose Quit and reopen/
        ) as string,
        action: QUIT_AND_REOPEN
      })
    ])
    expect(boot.notices[0]?.message).not.toMatch(/Try again/)
    expect(await locked.credentialOnDisk()).toBe(true)
    await locked.app.dispose()

    const unlocked = await startAgain(dir, {})
    expect((await bootstrap(unlocked)).session).toMatchObject({
      signedIn: true,
      username: 'demo',
      persistence: 'encrypted'
    })
    expect(unlocked.app.accounts.activeContext()?.session.token()).toBe(TOKEN)
  })

  it('a retry asked for in the same run anyway: Electron asked the keyring once, so it says to reopen the app, offers that, and keeps the file', async () => {
    const dir = await rememberedSignIn()
    const locked = await startAgain(dir, { store: 'unavailable' })
    await bootstrap(locked)
    expect(await locked.call('session:retry-restore')).toEqual({ ok: true, data: { signedIn: false } })
    expect(noticesSent(locked)).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/still did not give.*quit and reopen/) as string,
        action: QUIT_AND_REOPEN
      })
    ])
    expect(await locked.credentialOnDisk()).toBe(true)
  })

  it('unlock and resume do not read it again (the answer is this run’s for good): no decrypt, no notice, and the file stays', async () => {
    const dir = await rememberedSignIn()
    const locked = await startAgain(dir, { store: 'unavailable' })
    await bootstrap(locked)
    const decrypts = () => locked.encryptor.calls.filter((call) => call.op === 'decrypt').length
    const before = decrypts()
    locked.app.powerEvent('unlock-screen')
    locked.app.powerEvent('resume')
    // Queued behind the power events' retries on the same session: they have run when it settles.
    await locked.app.accounts.retryAll()
    expect(decrypts()).toBe(before)
    expect(noticesSent(locked)).toEqual([])
    expect(await locked.credentialOnDisk()).toBe(true)
  })
})

describe('Quit and reopen', () => {
  it('quits to start again with none of this run’s arguments (no deep link replayed), and keeps the file for the new run', async () => {
    const dir = await rememberedSignIn()
    const locked = await startAgain(dir, { store: 'unavailable' })
    const [notice] = (await bootstrap(locked)).notices
    expect(await locked.callAs(accountOf(notice), 'session:relaunch')).toEqual({ ok: true, data: null })
    expect(locked.relaunches).toEqual([{ args: [] }])
    expect(await locked.credentialOnDisk()).toBe(true)
  })

  it('in an AppImage starts the AppImage file again, not the executable inside its temporary mount', async () => {
    const dir = await rememberedSignIn()
    const locked = await startAgain(
      dir,
      { store: 'unavailable' },
      { env: { APPIMAGE: '/home/ada/Applications/Platform-Desktop.AppImage' } }
    )
    const [notice] = (await bootstrap(locked)).notices
    await locked.callAs(accountOf(notice), 'session:relaunch')
    expect(locked.relaunches).toEqual([{ execPath: '/home/ada/Applications/Platform-Desktop.AppImage', args: [] }])
  })

  it('is refused while no sign-in waits on the keyring: a page cannot restart the app at will', async () => {
    const dir = await rememberedSignIn()
    const unlocked = await startAgain(dir, {})
    expect((await bootstrap(unlocked)).session).toMatchObject({ signedIn: true })
    expect(await unlocked.call('session:relaunch')).toEqual({ ok: true, data: null })
    expect(unlocked.relaunches).toEqual([])
  })
})

describe('a credential file the OS held at start', () => {
  /** The credential file (the account's) cannot be read (an indexer or antivirus holds it) until the test lets go. */
  const heldFs = () => {
    const state = { held: true }
    const vaultFs: VaultFs = {
      ...fs,
      readFile: ((path: string, options: unknown) =>
        state.held && isVaultFile(path)
          ? Promise.reject(Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' }))
          : fs.readFile(path, options as 'utf8')) as VaultFs['readFile']
    }
    return { state, vaultFs }
  }

  it('offers Try again, not Quit and reopen, and refuses a relaunch for it: this run can still read it', async () => {
    const dir = await rememberedSignIn()
    const { vaultFs } = heldFs()
    const held = await startAgain(dir, {}, { vaultFs })
    const [notice] = (await bootstrap(held)).notices
    expect(notice?.action).toEqual(TRY_AGAIN)
    expect(await held.callAs(accountOf(notice), 'session:relaunch')).toEqual({ ok: true, data: null })
    expect(held.relaunches).toEqual([])
  })

  it.each<[string, (f: Fixture) => unknown]>([
    ['unlock', (f) => f.app.powerEvent('unlock-screen')],
    ['resume', (f) => f.app.powerEvent('resume')],
    ['Try again', (f) => f.call('session:retry-restore')]
  ])('is restored on %s once the OS lets go', async (_name, retry) => {
    const dir = await rememberedSignIn()
    const { state, vaultFs } = heldFs()
    const held = await startAgain(dir, {}, { vaultFs })
    expect((await bootstrap(held)).notices).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/EBUSY.*left in place/) as string, action: TRY_AGAIN })
    ])
    state.held = false
    await retry(held)
    await vi.waitFor(() => expect(held.app.accounts.activeView()).toMatchObject({ signedIn: true, username: 'demo' }))
    expect(restoredChanges(held).at(-1)).toMatchObject({ signedIn: true })
    expect(noticesSent(held)).toEqual([])
  })
})
