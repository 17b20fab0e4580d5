import * as fs from 'node:fs/promises'
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SIGNED_OUT_FILE, TokenVault, VAULT_FILE, type CredentialMeta, type VaultFs } from '../../../src/main/auth/token-vault'
import { createStandInEncryptor } from '../../support/stand-in-encryptor'

const TOKEN = 'tok_9f8e7d6c5b4a39281706'
const meta: CredentialMeta = { baseUrl: 'https://platform.example.com', username: 'demo', userId: '1', expiresAt: null, method: 'password' }
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function filesContaining(text: string): Promise<string[]> {
  const hits: string[] = []
  for (const name of await readdir(dir)) if ((await readFile(join(dir, name), 'utf8')).includes(text)) hits.push(name)
  return hits
}

describe('TokenVault', () => {
  it('encrypted backend: saves owner-only, never in plain text, and loads back', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ backend: 'gnome_libsecret' }))
    expect(await vault.save(TOKEN, meta, false)).toEqual({ persisted: true, persistence: 'encrypted' })
    expect(await filesContaining(TOKEN)).toEqual([])
    const record = JSON.parse(await readFile(join(dir, VAULT_FILE), 'utf8')) as { backend: string }
    expect(record.backend).toBe('gnome_libsecret')
    if (process.platform !== 'win32') expect((await stat(join(dir, VAULT_FILE))).mode & 0o777).toBe(0o600)
    expect(await vault.load(false)).toEqual({ status: 'loaded', token: TOKEN, meta, persistence: 'encrypted' })
  })

  it('basic_text without consent: writes nothing and says why', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ backend: 'basic_text' }))
    expect(await vault.save(TOKEN, meta, false)).toEqual({ persisted: false, reason: 'weak-backend' })
    expect(await readdir(dir)).toEqual([])
  })

  it('basic_text with consent: persists, marked weak', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ backend: 'basic_text' }))
    expect(await vault.save(TOKEN, meta, true)).toEqual({ persisted: true, persistence: 'weak' })
    expect(await vault.load(true)).toMatchObject({ status: 'loaded', persistence: 'weak', token: TOKEN })
  })

  it('a weakly stored token is discarded once consent is withdrawn', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ backend: 'basic_text' }))
    await vault.save(TOKEN, meta, true)
    expect(await vault.load(false)).toEqual({ status: 'discarded', reason: 'weak-not-allowed' })
    expect(await readdir(dir)).toEqual([])
  })

  it('encryption unavailable: nothing is written', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ available: false }))
    expect(await vault.save(TOKEN, meta, true)).toEqual({ persisted: false, reason: 'unavailable' })
    expect(await readdir(dir)).toEqual([])
  })

  it('decrypt failure (keyring changed): discards the file', async () => {
    await new TokenVault(dir, createStandInEncryptor({ keyring: 'old' })).save(TOKEN, meta, false)
    const vault = new TokenVault(dir, createStandInEncryptor({ keyring: 'new' }))
    expect(await vault.load(false)).toEqual({ status: 'discarded', reason: 'undecryptable' })
    expect(await readdir(dir)).toEqual([])
  })

  it('a locked keyring keeps the file for a later start', async () => {
    await new TokenVault(dir, createStandInEncryptor()).save(TOKEN, meta, false)
    const vault = new TokenVault(dir, createStandInEncryptor({ available: false }))
    expect(await vault.load(false)).toEqual({ status: 'locked' })
    expect(await readdir(dir)).toEqual([VAULT_FILE])
  })

  it('a failed write leaves no temporary file behind', async () => {
    // A folder where the file should go makes the final rename fail.
    await mkdir(join(dir, VAULT_FILE))
    const vault = new TokenVault(dir, createStandInEncryptor())
    expect(await vault.save(TOKEN, meta, false)).toEqual({ persisted: false, reason: 'write-failed' })
    expect(await readdir(dir)).toEqual([VAULT_FILE])
  })

  it.each([
    ['not JSON', '{"version":1,"backend":'],
    ['wrong shape', JSON.stringify({ version: 2, cipher: 'x' })],
    ['empty', '']
  ])('corrupted file (%s): discards it', async (_name, content) => {
    await writeFile(join(dir, VAULT_FILE), content)
    const vault = new TokenVault(dir, createStandInEncryptor())
    expect(await vault.load(false)).toEqual({ status: 'discarded', reason: 'corrupt' })
    expect(await readdir(dir)).toEqual([])
  })

  it('no file: nothing to load; clear is safe to repeat', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor())
    expect(await vault.load(false)).toEqual({ status: 'none' })
    await vault.clear()
    await vault.clear()
  })

  it('a directory where the file should be is unreadable, left alone, and never stops loading or clearing', async () => {
    await mkdir(join(dir, VAULT_FILE))
    const vault = new TokenVault(dir, createStandInEncryptor())
    expect(await vault.load(false)).toEqual({ status: 'unreadable', code: 'EISDIR' })
    expect(await vault.clear()).toBe('removed')
    expect(await readdir(dir)).toEqual([VAULT_FILE])
  })
})

/** The real file system, except that the named operations on the credential file fail with `code`. */
function faultyFs(code: string, fail: { rm?: number; write?: boolean; read?: boolean; signedOut?: boolean }): VaultFs & { rmCalls: number } {
  const isVault = (path: unknown) => String(path).endsWith(`/${VAULT_FILE}`)
  const error = () => Object.assign(new Error(`${code}: resource busy or locked`), { code })
  const wrapped = {
    rmCalls: 0,
    readFile: ((path: string, options: unknown) => (fail.read && isVault(path) ? Promise.reject(error()) : fs.readFile(path, options as 'utf8'))) as VaultFs['readFile'],
    writeFile: ((path: string, data: string, options?: unknown) =>
      (fail.write && isVault(path)) || (fail.signedOut && String(path).endsWith(SIGNED_OUT_FILE))
        ? Promise.reject(error())
        : fs.writeFile(path, data, options as undefined)) as VaultFs['writeFile'],
    rename: fs.rename,
    rm: ((path: string, options?: unknown) => {
      if (isVault(path) && wrapped.rmCalls++ < (fail.rm ?? 0)) return Promise.reject(error())
      return fs.rm(path, options as undefined)
    }) as VaultFs['rm']
  }
  return wrapped
}

describe('TokenVault when the OS holds on to the file', () => {
  const saved = async () => {
    await new TokenVault(dir, createStandInEncryptor()).save(TOKEN, meta, false)
  }
  const vaultWith = (fsImpl: VaultFs) => new TokenVault(dir, createStandInEncryptor(), { fs: fsImpl, retryDelaysMs: [1, 1] })

  it('a lock that passes (EBUSY twice) is waited out and the file removed', async () => {
    await saved()
    const fsImpl = faultyFs('EBUSY', { rm: 2 })
    expect(await vaultWith(fsImpl).clear()).toBe('removed')
    expect(fsImpl.rmCalls).toBe(3)
    expect(await readdir(dir)).toEqual([])
  })

  it('a file that cannot be deleted (EPERM) is emptied and recorded as signed out; the next start removes it quietly', async () => {
    await saved()
    expect(await vaultWith(faultyFs('EPERM', { rm: 99 })).clear()).toBe('neutralised')
    expect(await readFile(join(dir, VAULT_FILE), 'utf8')).toBe('')
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toEqual({ status: 'none' })
    expect(await readdir(dir)).toEqual([])
  })

  it('a file that can be neither deleted nor overwritten is recorded as signed out, and the next start ignores it even if still locked', async () => {
    await saved()
    expect(await vaultWith(faultyFs('EBUSY', { rm: 99, write: true })).clear()).toBe('neutralised')
    expect(await readFile(join(dir, VAULT_FILE), 'utf8')).toContain('cipher')
    expect(await vaultWith(faultyFs('EBUSY', { rm: 99 })).load(false)).toEqual({ status: 'none' })
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toEqual({ status: 'none' })
    expect(await readdir(dir)).toEqual([])
  })

  it('when nothing at all can be written, clear says so', async () => {
    await saved()
    expect(await vaultWith(faultyFs('EPERM', { rm: 99, write: true, signedOut: true })).clear()).toBe('failed')
  })

  it('a credential saved after a recorded sign-out is used as usual', async () => {
    await saved()
    await vaultWith(faultyFs('EBUSY', { rm: 99, write: true })).clear()
    const later = new TokenVault(dir, createStandInEncryptor(), { now: () => Date.now() + 1_000 })
    expect(await later.save(TOKEN, meta, false)).toMatchObject({ persisted: true })
    expect(await later.load(false)).toMatchObject({ status: 'loaded', token: TOKEN })
    expect(await readdir(dir)).toEqual([VAULT_FILE])
  })

  it.each(['EACCES', 'EBUSY', 'EPERM'])('a file unreadable right now (%s) is left alone, not discarded', async (code) => {
    await saved()
    expect(await vaultWith(faultyFs(code, { read: true })).load(false)).toEqual({ status: 'unreadable', code })
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toMatchObject({ status: 'loaded', token: TOKEN })
  })

  it('a corrupt file whose removal fails still loads as discarded, without throwing', async () => {
    await writeFile(join(dir, VAULT_FILE), '{"version":')
    expect(await vaultWith(faultyFs('EBUSY', { rm: 99, write: true, signedOut: true })).load(false)).toEqual({ status: 'discarded', reason: 'corrupt' })
  })
})
