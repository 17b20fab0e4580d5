// Where a profile keeps its credentials. Since several accounts (issue 24)
// each account has its own file, `credentials.<id>.json`; before, the one
// sign-in was in `credentials.json` (still read in place when no server is
// known, and renamed to the first account's file when one is). A test that
// looks for "the credential file" asks here instead of naming one of them.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'

/** A credential file's name, today's layout or the one before it; not the signed-out records beside them. */
export const VAULT_FILE_NAME = /^credentials(\.a[0-9a-f]{16})?\.json$/

/** For file-system stand-ins: does this path name a credential file (of any account)? */
export const isVaultFile = (path: unknown): boolean => VAULT_FILE_NAME.test(basename(String(path)))

/** Every credential file (or folder of that name) in the profile, as full paths, sorted; none when the folder is gone. */
export async function vaultFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names
    .filter((name) => VAULT_FILE_NAME.test(name))
    .sort()
    .map((name) => join(dir, name))
}

/** The one credential file in the profile; fails the test when there is none, or more than one. */
export async function theVaultFile(dir: string): Promise<string> {
  const files = await vaultFiles(dir)
  if (files.length !== 1)
    throw new Error(
      `expected one credential file in ${dir}, found ${files.length === 0 ? 'none' : files.map((file) => basename(file)).join(', ')}`
    )
  return files[0] as string
}

/** A credential file with something in it is on disk (an emptied one holds no credential). */
export async function credentialOnDisk(dir: string): Promise<boolean> {
  for (const file of await vaultFiles(dir)) {
    const text = await readFile(file, 'utf8').catch(() => '')
    if (text.length > 0) return true
  }
  return false
}

/** What a version-2 credential file sealed: the record, encrypted by safeStorage alone. */
export interface VersionTwoRecord {
  token: string
  baseUrl: string
  username: string
  userId: string | null
  expiresAt: string | null
  method: 'password' | 'api-key'
  backend: string
  savedAt: string
}

/**
 * Writes `file` as the app wrote it before records had their own sealing
 * (token-vault.ts, version 2): the one-account `credentials.json` of an
 * upgrade is always such a file. `encrypt` is the keyring's.
 */
export async function writeVersionTwo(
  path: string,
  encrypt: (plainText: string) => Promise<{ cipher: Uint8Array }>,
  record: VersionTwoRecord
): Promise<void> {
  const sealed = Buffer.from((await encrypt(JSON.stringify(record))).cipher).toString('base64')
  await writeFile(path, JSON.stringify({ version: 2, sealed }), { mode: 0o600 })
}
