import { safeStorage } from 'electron'

import { encryptorFromSafeStorage } from '../features/session/async-safe-storage'
import type { Encryptor } from '../features/session/encryptor'

/**
 * safeStorage's asynchronous API only: it reports a key that is not there
 * yet apart from bad data, and asks for re-encryption when the key changes;
 * the synchronous one does neither and is deprecated in Electron 45
 * (electron.d.ts, SafeStorage.decryptString).
 */
export function createSafeStorageEncryptor(platform: NodeJS.Platform): Encryptor {
  return encryptorFromSafeStorage(safeStorage, platform)
}
