// Where a profile keeps its credentials: each account has its own file,
// `credentials.<id>.json` (`credentials.json` is a vault's default name, which
// tests of the vault alone use). A test that looks for "the credential file"
// asks here instead of naming one.
import { readdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'

/** A credential file's name, an account's or a vault's default; not the signed-out records beside them. */
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
