import type { Persistence } from '../../../../shared/session'

export const persistenceText: Record<Persistence, string> = {
  encrypted: 'Encrypted by your system keychain',
  weak: 'Stored with weak protection (no keyring)',
  memory: 'Kept in memory only; you will need to sign in again after quitting'
}
