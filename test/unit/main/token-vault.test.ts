import { createDecipheriv, pbkdf2Sync } from 'node:crypto'
import * as fs from 'node:fs/promises'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { Encryptor } from '../../../src/main/features/session/encryptor'
import {
  type CredentialMeta,
  SIGNED_OUT_FILE,
  TokenVault,
  VAULT_FILE,
  type VaultFs
} from '../../../src/main/features/session/token-vault'
import { sealedFileText } from '../../support/sealed-file'
import { createStandInEncryptor } from '../../support/stand-in-encryptor'

const TOKEN = 'tok_9f8e7d6c5b4a39281706'
const meta: CredentialMeta = {
  baseUrl: 'https://platform.example.com',
  username: 'demo',
  userId: '1',
  expiresAt: null,
  method: 'password'
}
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The record's data key in the credential file, as Electron's safeStorage encrypted it (the record itself is sealed under that key). */
async function cipherOnDisk(): Promise<Buffer> {
  return Buffer.from((JSON.parse(await readFile(join(dir, VAULT_FILE), 'utf8')) as { key: string }).key, 'base64')
}

/** Whether anybody can open the record: its data key opens with Chromium's fallback key, derived from a password in its public source. */
function tokenReadableWithPublicKey(cipher: Buffer): boolean {
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      pbkdf2Sync('peanuts', 'saltysalt', 1, 16, 'sha1'),
      Buffer.alloc(16, ' ')
    )
    const key = Buffer.from(
      Buffer.concat([decipher.update(cipher.subarray(3)), decipher.final()]).toString('utf8'),
      'base64'
    )
    return key.length === 32
  } catch {
    return false
  }
}

async function filesContaining(text: string): Promise<string[]> {
  const hits: string[] = []
  for (const name of await readdir(dir)) if ((await readFile(join(dir, name), 'utf8')).includes(text)) hits.push(name)
  return hits
}

describe('TokenVault', () => {
  it('encrypted backend: saves owner-only, never in plain text, and loads back', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ store: 'secret-service' }))
    expect(await vault.save(TOKEN, meta, false)).toEqual({ persisted: true, persistence: 'encrypted' })
    expect(await filesContaining(TOKEN)).toEqual([])
    // Only the format, the sealed record and its sealed key are in plain text: not even who, or for which server.
    expect(Object.keys(JSON.parse(await readFile(join(dir, VAULT_FILE), 'utf8')) as object)).toEqual([
      'version',
      'key',
      'nonce',
      'sealed',
      'tag'
    ])
    expect(await filesContaining(meta.baseUrl)).toEqual([])
    expect(await filesContaining('"demo"')).toEqual([])
    if (process.platform !== 'win32') expect((await stat(join(dir, VAULT_FILE))).mode & 0o777).toBe(0o600)
    expect(await vault.load(false)).toEqual({ status: 'loaded', token: TOKEN, meta, persistence: 'encrypted' })
  })

  it('a keyring that gives no key leaves only the public fallback key: nothing is written without consent', async () => {
    // Electron still says encryption is available, and would encrypt under Chromium's PosixKeyProvider.
    const encryptor = createStandInEncryptor({ store: 'unavailable' })
    expect(await encryptor.isAvailable()).toBe(true)
    const vault = new TokenVault(dir, encryptor)
    expect(await vault.save(TOKEN, meta, false)).toEqual({ persisted: false, reason: 'weak-backend' })
    expect(await readdir(dir)).toEqual([])
  })

  it('with consent, a sign-in under the public fallback key is stored and called weak, never encrypted — anyone can open it', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' }))
    expect(await vault.save(TOKEN, meta, true)).toEqual({ persisted: true, persistence: 'weak' })
    expect(tokenReadableWithPublicKey(await cipherOnDisk())).toBe(true)
    expect(await vault.load(true)).toMatchObject({ status: 'loaded', persistence: 'weak', token: TOKEN })
  })

  it('a keyring-protected save cannot be read with the public key', async () => {
    await new TokenVault(dir, createStandInEncryptor()).save(TOKEN, meta, false)
    expect(tokenReadableWithPublicKey(await cipherOnDisk())).toBe(false)
  })

  it('a weakly stored token is discarded once consent is withdrawn', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' }))
    await vault.save(TOKEN, meta, true)
    expect(await vault.load(false)).toEqual({ status: 'discarded', reason: 'weak-not-allowed' })
    expect(await readdir(dir)).toEqual([])
  })

  it('encryption unavailable: nothing is written', async () => {
    const unavailable: Encryptor = { ...createStandInEncryptor(), isAvailable: () => Promise.resolve(false) }
    const vault = new TokenVault(dir, unavailable)
    expect(await vault.save(TOKEN, meta, true)).toEqual({ persisted: false, reason: 'unavailable' })
    expect(await readdir(dir)).toEqual([])
  })

  it('a key that does not open the file (the keyring changed): the file is removed', async () => {
    await new TokenVault(dir, createStandInEncryptor({ keyring: 'old' })).save(TOKEN, meta, false)
    const vault = new TokenVault(dir, createStandInEncryptor({ keyring: 'new' }))
    // AES-CBC, as Chromium's v11 key uses it: a wrong key usually fails the padding check, and rarely yields garbage that is no record.
    expect(await vault.load(false)).toEqual({
      status: 'discarded',
      reason: expect.stringMatching(/^(undecryptable|corrupt)$/) as string
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('a cipher that fails its integrity check is removed', async () => {
    const portal = () => createStandInEncryptor({ store: 'portal' })
    await new TokenVault(dir, portal()).save(TOKEN, meta, false)
    const cipher = await cipherOnDisk()
    // One bit of the GCM tag of safeStorage's cipher (the data key) flipped.
    cipher.writeUInt8(cipher.readUInt8(cipher.length - 1) ^ 0x01, cipher.length - 1)
    const file = JSON.parse(await readFile(join(dir, VAULT_FILE), 'utf8')) as Record<string, string>
    await writeFile(join(dir, VAULT_FILE), JSON.stringify({ ...file, key: cipher.toString('base64') }))
    expect(await new TokenVault(dir, portal()).load(false)).toEqual({ status: 'discarded', reason: 'undecryptable' })
    expect(await readdir(dir)).toEqual([])
  })

  it('a keyring that is not there yet (locked, prompt dismissed, no daemon) keeps the file, which opens once it is back', async () => {
    await new TokenVault(dir, createStandInEncryptor()).save(TOKEN, meta, false)
    const before = await readFile(join(dir, VAULT_FILE), 'utf8')
    expect(await new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' })).load(false)).toEqual({
      status: 'locked'
    })
    expect(await readFile(join(dir, VAULT_FILE), 'utf8')).toBe(before)
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toMatchObject({
      status: 'loaded',
      token: TOKEN,
      persistence: 'encrypted'
    })
  })

  it('shouldReEncrypt: a weak save is written again under the keyring once there is one, and is then keyring-protected', async () => {
    await new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' })).save(TOKEN, meta, true)
    const encryptor = createStandInEncryptor()
    expect(await new TokenVault(dir, encryptor).load(true)).toEqual({
      status: 'loaded',
      token: TOKEN,
      meta,
      persistence: 'encrypted'
    })
    expect((await cipherOnDisk()).subarray(0, 3).toString()).toBe('v11')
    expect(tokenReadableWithPublicKey(await cipherOnDisk())).toBe(false)
    // Now what the keyring protects: kept even without consent to weak storage, and not written again.
    const writes = encryptor.calls.filter((call) => call.op === 'encrypt').length
    expect(await new TokenVault(dir, encryptor).load(false)).toMatchObject({
      status: 'loaded',
      persistence: 'encrypted'
    })
    expect(encryptor.calls.filter((call) => call.op === 'encrypt').length).toBe(writes)
  })

  it('shouldReEncrypt never moves a keyring-protected record down to the public key', async () => {
    await new TokenVault(dir, createStandInEncryptor()).save(TOKEN, meta, false)
    const before = await readFile(join(dir, VAULT_FILE), 'utf8')
    // Chromium asks for re-encryption when OSCrypt's fallback read a keyring cipher while its public key encrypts
    // (components/os_crypt/async/common/encryptor.cc, Encryptor::DecryptData).
    const stillKeyring = createStandInEncryptor()
    const fallbackEncrypting: Encryptor = {
      ...stillKeyring,
      backend: () => Promise.resolve('basic_text'),
      decrypt: async (cipher) => {
        const outcome = await stillKeyring.decrypt(cipher)
        return outcome.status === 'decrypted' ? { ...outcome, shouldReEncrypt: true } : outcome
      }
    }
    expect(await new TokenVault(dir, fallbackEncrypting).load(false)).toMatchObject({
      status: 'loaded',
      persistence: 'encrypted'
    })
    expect(await readFile(join(dir, VAULT_FILE), 'utf8')).toBe(before)
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
    expect((await readdir(dir)).sort()).toEqual([VAULT_FILE, SIGNED_OUT_FILE])
  })
})

/** The real file system, except that the named operations on the credential file fail with `code`. */
function faultyFs(
  code: string,
  fail: { rm?: number; write?: boolean; read?: boolean; signedOut?: boolean }
): VaultFs & { rmCalls: number } {
  const isVault = (path: unknown) => String(path).endsWith(`/${VAULT_FILE}`)
  const error = () => Object.assign(new Error(`${code}: resource busy or locked`), { code })
  const wrapped = {
    rmCalls: 0,
    readFile: ((path: string, options: unknown) =>
      fail.read && isVault(path)
        ? Promise.reject(error())
        : fs.readFile(path, options as 'utf8')) as VaultFs['readFile'],
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
  const vaultWith = (fsImpl: VaultFs) =>
    new TokenVault(dir, createStandInEncryptor(), { fs: fsImpl, retryDelaysMs: [1, 1] })

  it('a lock that passes (EBUSY twice) is waited out and the file removed', async () => {
    await saved()
    const fsImpl = faultyFs('EBUSY', { rm: 2 })
    expect(await vaultWith(fsImpl).clear()).toBe('removed')
    expect(fsImpl.rmCalls).toBe(3)
    // The sign-out is recorded every time: a copy of the file put back later stays dead.
    expect(await readdir(dir)).toEqual([SIGNED_OUT_FILE])
  })

  it('a file that cannot be deleted (EPERM) is emptied and recorded as signed out; the next start removes it quietly', async () => {
    await saved()
    expect(await vaultWith(faultyFs('EPERM', { rm: 99 })).clear()).toBe('neutralised')
    expect(await readFile(join(dir, VAULT_FILE), 'utf8')).toBe('')
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toEqual({ status: 'none' })
    expect(await readdir(dir)).toEqual([SIGNED_OUT_FILE])
  })

  it('a file that can be neither deleted nor overwritten is recorded as signed out, and the next start ignores it even if still locked', async () => {
    await saved()
    const before = await readFile(join(dir, VAULT_FILE), 'utf8')
    expect(await vaultWith(faultyFs('EBUSY', { rm: 99, write: true })).clear()).toBe('neutralised')
    expect(await readFile(join(dir, VAULT_FILE), 'utf8')).toBe(before)
    expect(await vaultWith(faultyFs('EBUSY', { rm: 99 })).load(false)).toEqual({ status: 'none' })
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toEqual({ status: 'none' })
    expect(await readdir(dir)).toEqual([SIGNED_OUT_FILE])
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
    expect((await readdir(dir)).sort()).toEqual([VAULT_FILE, SIGNED_OUT_FILE])
  })

  it.each(['EACCES', 'EBUSY', 'EPERM'])(
    'a file unreadable right now (%s) is left alone, not discarded',
    async (code) => {
      await saved()
      expect(await vaultWith(faultyFs(code, { read: true })).load(false)).toEqual({ status: 'unreadable', code })
      expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toMatchObject({
        status: 'loaded',
        token: TOKEN
      })
    }
  )

  it('a corrupt file whose removal fails still loads as discarded, without throwing', async () => {
    await writeFile(join(dir, VAULT_FILE), '{"version":')
    expect(await vaultWith(faultyFs('EBUSY', { rm: 99, write: true, signedOut: true })).load(false)).toEqual({
      status: 'discarded',
      reason: 'corrupt'
    })
  })
})

describe('TokenVault: everything a decision uses is sealed with the token', () => {
  const OTHER = 'https://elsewhere.example'
  const vaultPath = () => join(dir, VAULT_FILE)
  /** What a process that can edit the file but not decrypt it can do: change or add plain fields. */
  const editPlain = async (edit: (record: Record<string, unknown>) => void) => {
    const record = JSON.parse(await readFile(vaultPath(), 'utf8')) as Record<string, unknown>
    edit(record)
    await writeFile(vaultPath(), JSON.stringify(record))
  }
  const withMeta = (record: Record<string, unknown>, over: Partial<CredentialMeta>) => {
    record.meta = { ...meta, ...(record.meta as object | undefined), ...over }
  }
  const sealedFile = async (encryptor: ReturnType<typeof createStandInEncryptor>, plainText: string) =>
    writeFile(vaultPath(), await sealedFileText(encryptor, plainText, VAULT_FILE))

  it.each<[string, (record: Record<string, unknown>) => void]>([
    ['the server', (record) => withMeta(record, { baseUrl: OTHER })],
    ['the account', (record) => withMeta(record, { userId: '666', username: 'mallory' })],
    ['the sign-in method', (record) => withMeta(record, { method: 'api-key' })],
    ['the expiry', (record) => withMeta(record, { expiresAt: '2000-01-01T00:00:00.000Z' })],
    ['the backend', (record) => (record.backend = 'basic_text')],
    ['the time it was saved', (record) => (record.savedAt = '2000-01-01T00:00:00.000Z')]
  ])('%s edited in plain text changes nothing', async (_name, edit) => {
    const vault = new TokenVault(dir, createStandInEncryptor())
    await vault.save(TOKEN, meta, false)
    await editPlain(edit)
    expect(await vault.load(false)).toEqual({ status: 'loaded', token: TOKEN, meta, persistence: 'encrypted' })
  })

  it('the weak-storage rule reads the sealed backend: a plain "keyring" does not keep a weakly stored token', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' }))
    await vault.save(TOKEN, meta, true)
    await editPlain((record) => (record.backend = 'gnome_libsecret'))
    expect(await vault.load(false)).toEqual({ status: 'discarded', reason: 'weak-not-allowed' })
    expect(await readdir(dir)).toEqual([])
  })

  it('a credential saved before a recorded sign-out stays dead when its plain save time is moved later', async () => {
    const start = Date.parse('2030-01-01T00:00:00.000Z')
    await new TokenVault(dir, createStandInEncryptor(), { now: () => start }).save(TOKEN, meta, false)
    await writeFile(join(dir, SIGNED_OUT_FILE), JSON.stringify({ signedOutAt: new Date(start + 1_000).toISOString() }))
    await editPlain((record) => (record.savedAt = new Date(start + 5_000).toISOString()))
    expect(await new TokenVault(dir, createStandInEncryptor()).load(false)).toEqual({ status: 'none' })
    expect(await readdir(dir)).toEqual([SIGNED_OUT_FILE])
  })

  it.each([
    ['an unreleased build’s version 1', { version: 1, backend: 'gnome_libsecret', cipher: 'AAAA', meta }],
    ['an unreleased build’s version 2', { version: 2, sealed: 'AAAA' }]
  ])('a file in another format (%s) is removed as corrupt, without being decrypted', async (_name, file) => {
    const encryptor = createStandInEncryptor()
    await writeFile(vaultPath(), JSON.stringify(file))
    expect(await new TokenVault(dir, encryptor).load(false)).toEqual({ status: 'discarded', reason: 'corrupt' })
    expect(encryptor.calls.filter((call) => call.op === 'decrypt')).toEqual([])
    expect(await readdir(dir)).toEqual([])
  })

  const sealedFields = { token: TOKEN, ...meta, backend: 'gnome_libsecret', savedAt: '2030-01-01T00:00:00.000Z' }
  it.each<[string, string]>([
    ['not JSON', TOKEN],
    ['no server', JSON.stringify({ ...sealedFields, baseUrl: undefined })],
    ['a server that is not a web address', JSON.stringify({ ...sealedFields, baseUrl: 'not a server' })],
    ['no sign-in method', JSON.stringify({ ...sealedFields, method: undefined })],
    ['a token with spaces in it', JSON.stringify({ ...sealedFields, token: 'not a token' })],
    ['a save time that is not a time', JSON.stringify({ ...sealedFields, savedAt: 'yesterday' })]
  ])('a record that decrypts but is not a sealed credential (%s) is removed as corrupt', async (_name, plainText) => {
    const encryptor = createStandInEncryptor()
    await sealedFile(encryptor, plainText)
    expect(await new TokenVault(dir, encryptor).load(false)).toEqual({ status: 'discarded', reason: 'corrupt' })
    expect(await readdir(dir)).toEqual([])
  })

  it('a record moved to another account’s file fails authentication: removed, and said so', async () => {
    const encryptor = createStandInEncryptor()
    await new TokenVault(dir, encryptor, { file: 'credentials.a0000000000000001.json' }).save(TOKEN, meta, false)
    await writeFile(
      join(dir, 'credentials.a0000000000000002.json'),
      await readFile(join(dir, 'credentials.a0000000000000001.json'))
    )
    expect(await new TokenVault(dir, encryptor, { file: 'credentials.a0000000000000002.json' }).load(false)).toEqual({
      status: 'discarded',
      reason: 'corrupt'
    })
    expect(
      await new TokenVault(dir, encryptor, { file: 'credentials.a0000000000000001.json' }).load(false)
    ).toMatchObject({ status: 'loaded', token: TOKEN })
  })

  it('a copy of the file taken before a sign-out and put back after is refused, and removed', async () => {
    const encryptor = createStandInEncryptor()
    const vault = new TokenVault(dir, encryptor)
    await vault.save(TOKEN, meta, false)
    const copy = await readFile(vaultPath())
    expect(await vault.clear()).toBe('removed')
    await writeFile(vaultPath(), copy)
    expect(await new TokenVault(dir, encryptor).load(false)).toEqual({ status: 'none' })
    expect(await readdir(dir)).toEqual([SIGNED_OUT_FILE])
    // A sign-in after the sign-out is kept, even within its millisecond (here: a clock that reads earlier still).
    const sameMoment = new TokenVault(dir, encryptor, { now: () => 0 })
    expect(await sameMoment.save(TOKEN, meta, false)).toMatchObject({ persisted: true })
    expect(await new TokenVault(dir, encryptor).load(false)).toMatchObject({ status: 'loaded', token: TOKEN })
  })

  it('a credential that the next start would reject is not written at all', async () => {
    const vault = new TokenVault(dir, createStandInEncryptor())
    expect(await vault.save(TOKEN, { ...meta, baseUrl: 'not a server' }, false)).toEqual({
      persisted: false,
      reason: 'write-failed'
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('a well-formed sealed record loads exactly what was sealed', async () => {
    const encryptor = createStandInEncryptor()
    await sealedFile(encryptor, JSON.stringify({ ...sealedFields, baseUrl: OTHER }))
    expect(await new TokenVault(dir, encryptor).load(false)).toEqual({
      status: 'loaded',
      token: TOKEN,
      meta: { ...meta, baseUrl: OTHER },
      persistence: 'encrypted'
    })
  })

  it('a record under the public key that claims a keyring is weak all the same: removed without consent', async () => {
    // What any process can write: Chromium's fallback key is public.
    await sealedFile(createStandInEncryptor({ store: 'unavailable' }), JSON.stringify(sealedFields))
    expect(await new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' })).load(false)).toEqual({
      status: 'discarded',
      reason: 'weak-not-allowed'
    })
    expect(await readdir(dir)).toEqual([])
  })

  it('with a sign-out recorded and the keyring locked, a credential that cannot prove it is newer is removed quietly', async () => {
    await new TokenVault(dir, createStandInEncryptor()).save(TOKEN, meta, false)
    await writeFile(
      join(dir, SIGNED_OUT_FILE),
      JSON.stringify({ signedOutAt: new Date(Date.now() + 1_000).toISOString() })
    )
    expect(await new TokenVault(dir, createStandInEncryptor({ store: 'unavailable' })).load(false)).toEqual({
      status: 'none'
    })
    expect(await readdir(dir)).toEqual([SIGNED_OUT_FILE])
  })
})
