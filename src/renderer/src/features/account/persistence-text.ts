import type { Persistence } from '@shared/session'

export const persistenceText: Record<Persistence, string> = {
  encrypted: 'Encrypted by your system keychain',
  weak: 'Not protected by a keyring: stored under a key other programs can know (weak protection)',
  memory: 'Kept in memory only; you will need to sign in again after quitting'
}
