// A credential file no listed account owns is one nothing reads and nothing
// else removes, not even "Sign out of all accounts": at start it goes, and
// only it — never the legacy file, a listed account's, or anything else.
import * as nodeFs from 'node:fs/promises'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { removeOrphanCredentials } from '../../../src/main/features/accounts/orphan-credentials'
import {
  type CredentialMeta,
  SIGNED_OUT_FILE,
  signedOutFileOf,
  TokenVault,
  VAULT_FILE,
  vaultFileOf,
  type VaultFs
} from '../../../src/main/features/session/token-vault'
import { createStandInEncryptor } from '../../support/stand-in-encryptor'

const LISTED = 'a0123456789abcdef'
const ORPHAN = 'afedcba9876543210'
const OTHER_ORPHAN = 'a00000000000000ff'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orphans-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const fs = {
  readdir: (path: string) => nodeFs.readdir(path),
  rm: (path: string, opts: { force: true }) => nodeFs.rm(path, opts)
}
const put = (name: string) => writeFile(join(dir, name), '{"version":2,"sealed":"x"}')
const names = async () => (await readdir(dir)).sort()

describe('removeOrphanCredentials', () => {
  it('removes the credential file of every unlisted account, and only those', async () => {
    const kept = [
      VAULT_FILE,
      SIGNED_OUT_FILE,
      `${VAULT_FILE}.0123456789ab.tmp`,
      vaultFileOf(LISTED),
      signedOutFileOf(vaultFileOf(LISTED)),
      `${vaultFileOf(LISTED)}.0123456789ab.tmp`,
      'settings.json',
      // Near misses: not a name the vault gives any account's file.
      'credentials.A0123456789ABCDEF.json',
      'credentials.a0123456789abcde.json',
      `credentials.${ORPHAN}.json.bak`,
      `credentials.${ORPHAN}.json.0123.tmp`,
      `credentials.${ORPHAN}.json.0123456789AB.tmp`,
      `x${vaultFileOf(ORPHAN)}`,
      `credentials.${ORPHAN}.txt`
    ]
    for (const name of kept) await put(name)
    await put(vaultFileOf(ORPHAN))
    await put(vaultFileOf(OTHER_ORPHAN))
    const removed = await removeOrphanCredentials({ dir, fs, listed: new Set([LISTED]) })
    expect(removed.sort()).toEqual([OTHER_ORPHAN, ORPHAN].sort())
    expect(await names()).toEqual([...kept].sort())
  })

  it('removes what the vault left of an unlisted account: a half-written file and a recorded sign-out', async () => {
    await put(vaultFileOf(ORPHAN))
    await put(`${vaultFileOf(ORPHAN)}.a1b2c3d4e5f6.tmp`)
    await put(signedOutFileOf(vaultFileOf(ORPHAN)))
    // Only a half-written file left of this one: its id counts as removed too.
    await put(`${vaultFileOf(OTHER_ORPHAN)}.000000000000.tmp`)
    expect((await removeOrphanCredentials({ dir, fs, listed: new Set() })).sort()).toEqual(
      [OTHER_ORPHAN, ORPHAN].sort()
    )
    expect(await names()).toEqual([])
  })

  it('the temporary file a real vault leaves when it stops between writing and renaming is recognised', async () => {
    const stuck: VaultFs = {
      ...nodeFs,
      rename: () => Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })),
      rm: () => Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' }))
    }
    const meta: CredentialMeta = {
      baseUrl: 'https://platform.example.com',
      username: 'demo',
      userId: '1',
      expiresAt: null,
      method: 'password'
    }
    const vault = new TokenVault(dir, createStandInEncryptor({ store: 'secret-service' }), {
      file: vaultFileOf(ORPHAN),
      fs: stuck
    })
    expect(await vault.save('tok_9f8e7d6c5b4a39281706', meta, false)).toEqual({
      persisted: false,
      reason: 'write-failed'
    })
    const left = await names()
    expect(left).toHaveLength(1)
    expect(left[0]?.startsWith(vaultFileOf(ORPHAN))).toBe(true)
    expect(await removeOrphanCredentials({ dir, fs, listed: new Set([LISTED]) })).toEqual([ORPHAN])
    expect(await names()).toEqual([])
  })

  it('a folder that does not exist has nothing to remove', async () => {
    expect(await removeOrphanCredentials({ dir: join(dir, 'gone'), fs, listed: new Set() })).toEqual([])
  })

  it('a folder that cannot be read is logged, never thrown', async () => {
    const warn = vi.fn()
    const failing = { ...fs, readdir: () => Promise.reject(Object.assign(new Error('denied'), { code: 'EACCES' })) }
    expect(await removeOrphanCredentials({ dir, fs: failing, listed: new Set(), logger: { warn } })).toEqual([])
    expect(warn).toHaveBeenCalledWith({ code: 'EACCES' }, expect.any(String))
  })

  it('a file the OS will not let go of is logged and skipped; the others still go; nothing throws', async () => {
    await put(vaultFileOf(ORPHAN))
    await put(signedOutFileOf(vaultFileOf(ORPHAN)))
    await put(vaultFileOf(OTHER_ORPHAN))
    const warn = vi.fn()
    const held = join(dir, vaultFileOf(ORPHAN))
    const failing = {
      ...fs,
      rm: (path: string, opts: { force: true }) =>
        path === held ? Promise.reject(Object.assign(new Error('busy'), { code: 'EBUSY' })) : fs.rm(path, opts)
    }
    expect(await removeOrphanCredentials({ dir, fs: failing, listed: new Set(), logger: { warn } })).toEqual([
      OTHER_ORPHAN
    ])
    expect(warn).toHaveBeenCalledWith({ file: vaultFileOf(ORPHAN), code: 'EBUSY' }, expect.any(String))
    // Its recorded sign-out stays with it: it keeps the credential from ever being used.
    expect(await names()).toEqual([vaultFileOf(ORPHAN), signedOutFileOf(vaultFileOf(ORPHAN))].sort())
  })

  it('without a logger a failure is still swallowed', async () => {
    await put(vaultFileOf(ORPHAN))
    const failing = { ...fs, rm: () => Promise.reject(new Error('nope')) }
    expect(await removeOrphanCredentials({ dir, fs: failing, listed: new Set() })).toEqual([])
  })

  it('a folder named like a credential file is not removed and does not stop the rest', async () => {
    await mkdir(join(dir, vaultFileOf(ORPHAN)))
    await put(vaultFileOf(OTHER_ORPHAN))
    const warn = vi.fn()
    expect(await removeOrphanCredentials({ dir, fs, listed: new Set(), logger: { warn } })).toEqual([OTHER_ORPHAN])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(await names()).toEqual([vaultFileOf(ORPHAN)])
  })
})
