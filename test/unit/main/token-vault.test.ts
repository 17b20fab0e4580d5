import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TokenVault, VAULT_FILE, type CredentialMeta } from '../../../src/main/auth/token-vault'
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
})
