// The vault's Encryptor as the app builds it (encryptorFromSafeStorage, the
// code that ships) over a stand-in of Electron's safeStorage that models the
// real one (safe-storage-stand-in.ts), with every encrypt and decrypt recorded.
import { encryptorFromSafeStorage } from '../../src/main/features/session/async-safe-storage'
import type { Encryptor } from '../../src/main/features/session/encryptor'
import {
  createSafeStorageStandIn,
  type SafeStorageStandIn,
  type SafeStorageStandInOptions
} from './safe-storage-stand-in'

export type StandInEncryptorOptions = SafeStorageStandInOptions

export interface RecordedEncryptor extends Encryptor {
  calls: { op: 'encrypt' | 'decrypt'; ok: boolean }[]
  /** The safeStorage stand-in underneath: answer its keyring prompt, watch what waits. */
  safeStorage: SafeStorageStandIn
}

export function createStandInEncryptor(options: StandInEncryptorOptions = {}): RecordedEncryptor {
  const safeStorage = createSafeStorageStandIn(options)
  // Linux: the stand-in models Linux's key providers, whatever OS runs the tests.
  const inner = encryptorFromSafeStorage(safeStorage, 'linux')
  const calls: RecordedEncryptor['calls'] = []
  return {
    calls,
    safeStorage,
    isAvailable: () => inner.isAvailable(),
    backend: () => inner.backend(),
    encrypt: async (plainText) => {
      try {
        const sealed = await inner.encrypt(plainText)
        calls.push({ op: 'encrypt', ok: true })
        return sealed
      } catch (error) {
        calls.push({ op: 'encrypt', ok: false })
        throw error
      }
    },
    decrypt: async (cipher) => {
      const outcome = await inner.decrypt(cipher)
      calls.push({ op: 'decrypt', ok: outcome.status === 'decrypted' })
      return outcome
    }
  }
}
