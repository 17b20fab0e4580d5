import * as fs from 'node:fs/promises'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { vaultFileOf, type VaultFs } from '../../../src/main/features/session/token-vault'
import { SETTINGS_FILE } from '../../../src/main/features/settings/settings-store'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'
import { isVaultFile, theVaultFile, vaultFiles } from '../../support/vault-files'

const TOKEN = 'life-token-0a1b2c3d4e5f'
let stub: StubPlatform
let fx: Fixture
let valid = true
let expiresAt = '2031-05-01T00:00:00Z'

afterEach(() => {
  valid = true
  expiresAt = '2031-05-01T00:00:00Z'
})
const closing = closeAfterEach()

async function setup(encryption = {}) {
  stub = closing(
    await startStubPlatform({
      'POST /v1/auth/login': () => ({ body: { code: '200', token: TOKEN } }),
      'GET /v1/auth/token': (req) =>
        valid && req.headers.authorization === `Bearer ${TOKEN}`
          ? {
              body: {
                message: 'Success',
                authData: { userId: 3, username: 'demo', expiresAt, token: TOKEN, region: 'eu' }
              }
            }
          : { status: 401, body: { message: 'Unauthorized & No token provided' } },
      'GET /v1/account/info': (req) =>
        valid && req.headers.authorization
          ? { body: { id: 3 } }
          : { status: 401, body: { message: 'Unauthorized & No token provided' } }
    })
  )
  fx = closing(await createFixture(stub.url, encryption))
}

const signIn = (rememberMe: boolean) =>
  fx.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe })
const bootstrap = async (f: Fixture) => {
  const result = await f.call('app:bootstrap')
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

describe('session life', () => {
  it('remember me survives a restart, encrypted; not remembered does not', async () => {
    await setup()
    expect(await signIn(true)).toMatchObject({ ok: true, data: { persistence: 'encrypted' } })
    expect(await fx.allFiles()).not.toContain(TOKEN)
    fx = await fx.restart()
    expect((await bootstrap(fx)).session).toMatchObject({
      signedIn: true,
      username: 'demo',
      userId: '3',
      persistence: 'encrypted'
    })

    expect(await signIn(false)).toMatchObject({ ok: true, data: { persistence: 'memory' } })
    fx = await fx.restart()
    expect((await bootstrap(fx)).session).toEqual({ signedIn: false })
  })

  it('an expiry already past (a wrong clock on either side) is ignored, not a session that ends at once', async () => {
    expiresAt = '1943-08-21T10:35:44.0Z'
    await setup()
    expect(await signIn(true)).toMatchObject({ ok: true, data: { signedIn: true, expiresAt: null } })
    fx = await fx.restart()
    expect((await bootstrap(fx)).session).toMatchObject({ signedIn: true, expiresAt: null })
  })

  it('no keyring gives a key (only the public fallback key would encrypt), no consent: memory only, and the user is told once', async () => {
    await setup({ store: 'unavailable' })
    expect(await signIn(true)).toMatchObject({ ok: true, data: { persistence: 'memory' } })
    const notices = (await bootstrap(fx)).notices
    expect(notices).toHaveLength(1)
    expect(notices[0]?.message).toMatch(/No keyring would protect your sign-in.*sign in again next time/)
    expect(await fx.credentialOnDisk()).toBe(false)
  })

  it('no keyring, with consent in Settings: stored, marked weak; withdrawing consent removes it', async () => {
    await setup({ store: 'unavailable' })
    await fx.call('settings:update', { allowWeakTokenStorage: true })
    expect(await signIn(true)).toMatchObject({ ok: true, data: { persistence: 'weak' } })
    fx = await fx.restart()
    expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true, persistence: 'weak' })
    await fx.call('settings:update', { allowWeakTokenStorage: false })
    expect(await fx.credentialOnDisk()).toBe(false)
    expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true, persistence: 'memory' })
  })

  it('a token that can no longer be decrypted is discarded with a message; the app starts normally', async () => {
    await setup({ keyring: 'before' })
    await signIn(true)
    fx = await fx.restart({ keyring: 'after' })
    const boot = await bootstrap(fx)
    expect(boot.session).toEqual({ signedIn: false })
    expect(boot.notices.map((n) => n.message).join(' ')).toMatch(/could not be read.*sign in again/)
  })

  it('a corrupted vault file of a listed account is discarded with a message; the account stays listed, signed out', async () => {
    await setup()
    await signIn(true)
    await writeFile(await theVaultFile(fx.dir), '{{{{')
    fx = await fx.restart()
    const boot = await bootstrap(fx)
    expect(boot.session).toEqual({ signedIn: false })
    expect(boot.notices.map((n) => n.message)).toEqual([
      expect.stringMatching(/saved sign-in could not be read.*removed/)
    ])
    expect(boot.accounts.accounts).toEqual([expect.objectContaining({ username: 'demo', signedIn: false })])
    expect(await vaultFiles(fx.dir)).toEqual([])
  })

  it('any 401 ends the session everywhere once, even when many calls get it at the same time', async () => {
    await setup()
    await signIn(true)
    valid = false
    const results = await Promise.all(Array.from({ length: 5 }, () => fx.call('session:token-info')))
    expect(results.every((r) => !r.ok)).toBe(true)
    const expired = () => fx.payloadsOf('session:changed').filter((change) => change.reason === 'expired')
    // Said once it has ended (a busy machine may take a while), and no more than once after a moment.
    await expect.poll(() => expired().length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(expired()).toHaveLength(1)
    expect(fx.app.accounts.activeView()).toEqual({ signedIn: false })
    expect(await fx.credentialOnDisk()).toBe(false)
    expect(results[0]).toMatchObject({ error: { message: 'Your session has expired — please sign in again.' } })
  })

  it('sign out wipes memory and disk and stops background jobs', async () => {
    await setup()
    await signIn(true)
    fx.app.startBackground()
    const active = () =>
      fx.app.scheduler
        .snapshot()
        .filter((job) => job.active)
        // Per account: "ping:<account id>".
        .map((job) => job.id.split(':')[0])
    expect(active()).toEqual(expect.arrayContaining(['ping', 'notifications']))
    expect(await fx.call('session:sign-out')).toEqual({ ok: true, data: { signedIn: false } })
    expect(active()).not.toContain('ping')
    expect(active()).not.toContain('notifications')
    expect(await fx.credentialOnDisk()).toBe(false)
    expect(await fx.call('session:token-info')).toMatchObject({ ok: false, error: { kind: 'not-signed-in' } })
  })

  it('token info: known fields, the rest generically, the token itself hidden', async () => {
    await setup()
    await signIn(false)
    const info = await fx.call('session:token-info')
    expect(info).toEqual({
      ok: true,
      data: {
        known: {
          user: 'demo',
          userId: '3',
          issuedAt: null,
          expiresAt: '2031-05-01T00:00:00.000Z',
          scopes: null,
          type: null
        },
        other: { token: '[hidden]', region: 'eu' },
        persistence: 'memory'
      }
    })
  })

  // An account's server is its own (issue 24): PLATFORM_BASE_URL only says where a first sign-in goes.
  // What moves a remembered sign-in to another server is its account's entry in the settings file, edited.
  it('a saved sign-in for a different server is never sent there: it is removed with a message', async () => {
    await setup()
    await signIn(true)
    const other = closing(await startStubPlatform({ 'GET /v1/auth/token': () => ({ status: 401, body: {} }) }))
    await fx.app.dispose()
    const path = join(fx.dir, SETTINGS_FILE)
    const settings = JSON.parse(await readFile(path, 'utf8')) as { accounts: { baseUrl: string }[] }
    expect(settings.accounts).toHaveLength(1)
    await writeFile(
      path,
      JSON.stringify({
        ...settings,
        accounts: settings.accounts.map((account) => ({ ...account, baseUrl: other.url }))
      })
    )
    const moved = closing(await createFixture(other.url, {}, fx.dir))
    const boot = await bootstrap(moved)
    expect(boot.session).toEqual({ signedIn: false })
    expect(boot.notices.map((n) => n.message).join(' ')).toMatch(/different server/)
    expect(other.requests).toHaveLength(0)
    expect(await moved.credentialOnDisk()).toBe(false)
  })

  it('a late 401 for an older credential does not end the current session', async () => {
    await setup()
    await signIn(false)
    fx.app.accounts.activeContext()?.session.handleUnauthorized('some-older-token-123')
    await fx.call('session:get')
    expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true })
  })

  it('a sign-out asked for during a sign-in wins: the sign-in is stopped, never adopted after the sign-out', async () => {
    await setup()
    stub.on('POST /v1/auth/login', () => ({ delayMs: 200, body: { token: TOKEN } }))
    const signingIn = signIn(true)
    const signingOut = fx.call('session:sign-out')
    expect(await signingIn).toMatchObject({ ok: false, error: { kind: 'cancelled' } })
    expect(await signingOut).toEqual({ ok: true, data: { signedIn: false } })
    expect(fx.app.accounts.activeView()).toEqual({ signedIn: false })
    expect(await fx.credentialOnDisk()).toBe(false)
  })

  describe('when the OS will not delete the saved credential', () => {
    /** Windows-style: the credential file is held open, so deleting (and maybe overwriting) it fails. */
    const lockedFs = (code: string, alsoWrites: boolean): VaultFs => {
      const error = () => Object.assign(new Error(code), { code })
      const isVault = isVaultFile
      return {
        ...fs,
        rm: ((path: string, options?: object) =>
          isVault(path) ? Promise.reject(error()) : fs.rm(path, options)) as VaultFs['rm'],
        writeFile: ((path: string, data: string, options?: object) =>
          alsoWrites || isVault(path)
            ? Promise.reject(error())
            : fs.writeFile(path, data, options)) as VaultFs['writeFile']
      }
    }
    const startWith = async (vaultFs?: VaultFs) => {
      await fx.app.dispose()
      fx = closing(await createFixture(stub.url, {}, fx.dir, vaultFs ? { vaultFs } : {}))
      return fx
    }

    it('sign-out still ends the session for good: the next start does not sign the user back in', async () => {
      await setup()
      await signIn(true)
      await startWith(lockedFs('EBUSY', false))
      expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true })
      expect(await fx.call('session:sign-out')).toEqual({ ok: true, data: { signedIn: false } })
      expect(fx.events.filter((e) => e.event === 'notice')).toHaveLength(0)
      const next = await startWith()
      expect((await bootstrap(next)).session).toEqual({ signedIn: false })
      expect((await bootstrap(next)).notices).toEqual([])
      expect(await vaultFiles(next.dir)).toEqual([])
    })

    it('the user is told only when the file truly could not be removed or neutralised', async () => {
      await setup()
      await signIn(true)
      await startWith(lockedFs('EPERM', true))
      await bootstrap(fx)
      const { active } = dataOf(await fx.call('accounts:list'))
      await fx.call('session:sign-out')
      const notices = fx.payloadsOf('notice').map((notice) => notice.message)
      // It names the account's own file.
      const file = vaultFileOf(String(active)).replaceAll('.', '\\.')
      expect(notices).toEqual([
        expect.stringMatching(new RegExp(`could not remove your saved sign-in.*${file}.*delete that file`))
      ])
    })

    it('a credential file that is a folder does not stop the app from starting; it is left alone with a notice', async () => {
      await setup()
      await signIn(true)
      await fx.app.dispose()
      const file = await theVaultFile(fx.dir)
      await rm(file)
      await mkdir(file)
      fx = closing(await createFixture(stub.url, {}, fx.dir))
      const boot = await bootstrap(fx)
      expect(boot.session).toEqual({ signedIn: false })
      expect(boot.notices.map((n) => n.message)).toEqual([
        expect.stringMatching(/could not be read right now \(EISDIR.*left in place/)
      ])
      // Still the one folder, never emptied.
      expect((await stat(file)).isDirectory()).toBe(true)
      expect((await signIn(false)).ok).toBe(true)
    })
  })
})
