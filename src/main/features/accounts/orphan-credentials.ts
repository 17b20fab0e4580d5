// A credential file whose account is not in the list is one nothing will ever
// read, and nothing else would remove: "Sign out of all accounts" only ends
// the accounts it lists. An account can leave the list without its file (a
// list that could not be saved, an entry dropped as invalid), and that file
// may hold a live token. So at start, before any account can sign in, every
// account file of an id the list does not name is removed.
//
// Run it only while no account is being added: a new account's file is
// written at its first sign-in, before it is listed.
import { join } from 'node:path'

import { ACCOUNT_ID } from '@shared/accounts'

import { signedOutFileOf, vaultFileOf } from '../session/token-vault'

export interface OrphanCredentialsDeps {
  /** The user-data folder the vault files are in. */
  dir: string
  fs: {
    readdir(dir: string): Promise<string[]>
    rm(path: string, opts: { force: true }): Promise<void>
  }
  /** The ids of every account the app holds: those in the settings file, and any it is adding. */
  listed: ReadonlySet<string>
  logger?: { warn(obj: object, msg: string): void }
}

// What TokenVault's #write leaves behind when it stops between writing and
// renaming: `<file>.<12 hex digits>.tmp`, the whole sealed credential.
const TEMP_SUFFIX = /^\.[0-9a-f]{12}\.tmp$/

type Kind = 'credential' | 'temp' | 'signed-out'

/** Which account a file is, and what of it, when it is exactly a name the vault gives an account's file; null for any other file. */
function accountFileOf(name: string): { id: string; kind: Kind } | null {
  const id = name.split('.')[1] ?? ''
  // VAULT_FILE ("credentials.json", no account's) has no id here, so it is never taken.
  if (!ACCOUNT_ID.test(id)) return null
  const file = vaultFileOf(id)
  if (name === file) return { id, kind: 'credential' }
  if (name === signedOutFileOf(file)) return { id, kind: 'signed-out' }
  if (name.startsWith(file) && TEMP_SUFFIX.test(name.slice(file.length))) return { id, kind: 'temp' }
  return null
}

const codeOf = (error: unknown): string => String((error as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN')

/**
 * Removes the files of every account not in `listed`; returns the ids whose
 * files are all gone. Never throws: a file the OS will not let go of is
 * logged and left for the next start.
 */
export async function removeOrphanCredentials(deps: OrphanCredentialsDeps): Promise<string[]> {
  const { dir, fs, listed, logger } = deps
  let names: string[]
  try {
    names = await fs.readdir(dir)
  } catch (error) {
    if (codeOf(error) !== 'ENOENT')
      logger?.warn({ code: codeOf(error) }, 'could not look for credential files of unlisted accounts')
    return []
  }
  const orphans = new Map<string, { name: string; kind: Kind }[]>()
  for (const name of names) {
    const file = accountFileOf(name)
    if (file === null || listed.has(file.id)) continue
    orphans.set(file.id, [...(orphans.get(file.id) ?? []), { name, kind: file.kind }])
  }
  const remove = async (name: string): Promise<boolean> => {
    try {
      await fs.rm(join(dir, name), { force: true })
      return true
    } catch (error) {
      logger?.warn({ file: name, code: codeOf(error) }, 'could not remove the credential file of an unlisted account')
      return false
    }
  }
  const removed: string[] = []
  for (const [id, files] of orphans) {
    let gone = true
    for (const { name } of files.filter(({ kind }) => kind !== 'signed-out')) gone = (await remove(name)) && gone
    // A recorded sign-out keeps a credential that could not be removed from ever being used: it goes only after the credential.
    if (gone)
      for (const { name } of files.filter(({ kind }) => kind === 'signed-out')) gone = (await remove(name)) && gone
    if (gone) removed.push(id)
  }
  return removed
}
