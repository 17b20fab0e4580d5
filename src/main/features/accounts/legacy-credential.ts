// The one remembered sign-in of the versions before several accounts
// (credentials.json) moves to the first account's own file, unread: the
// sealed record inside says which server it belongs to, not the name of the
// file. A sign-out recorded beside it (token-vault.ts) still holds, so it
// moves first, and if it cannot, nothing moves.
import { join } from 'node:path'

import { signedOutFileOf, VAULT_FILE, type VaultFs } from '../session/token-vault'

/**
 * 'moved': both are the account's now; 'none': there was nothing to move;
 * otherwise the error code of a file the OS held (EBUSY, EPERM…): everything
 * is as it was, to be tried again.
 */
export async function moveLegacyCredential(
  fs: Pick<VaultFs, 'rename'>,
  dir: string,
  file: string
): Promise<'moved' | 'none' | (string & {})> {
  const move = async (from: string, to: string): Promise<string> => {
    try {
      await fs.rename(join(dir, from), join(dir, to))
      return 'moved'
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN')
      return code === 'ENOENT' ? 'none' : code
    }
  }
  const record = await move(signedOutFileOf(VAULT_FILE), signedOutFileOf(file))
  const moved = record === 'moved' || record === 'none' ? await move(VAULT_FILE, file) : record
  // The record goes back where it was when its credential stays.
  if (moved !== 'moved' && record === 'moved') await move(signedOutFileOf(file), signedOutFileOf(VAULT_FILE))
  return moved
}
