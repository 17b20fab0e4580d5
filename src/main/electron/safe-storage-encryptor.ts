import { safeStorage } from 'electron'
import type { Encryptor } from '../auth/encryptor'

type MaybeAsyncSafeStorage = typeof safeStorage & {
  isAsyncEncryptionAvailable?: () => Promise<boolean>
  encryptStringAsync?: (plainText: string) => Promise<Buffer>
  decryptStringAsync?: (cipher: Buffer) => Promise<string | { result: string }>
}

/** safeStorage, preferring the asynchronous API where this Electron has it. */
export function createSafeStorageEncryptor(platform: NodeJS.Platform): Encryptor {
  const storage = safeStorage as MaybeAsyncSafeStorage
  return {
    isAvailable: async () =>
      storage.isAsyncEncryptionAvailable ? storage.isAsyncEncryptionAvailable() : storage.isEncryptionAvailable(),
    backend: () => {
      if (platform === 'darwin') return 'keychain'
      if (platform === 'win32') return 'dpapi'
      return storage.getSelectedStorageBackend()
    },
    encrypt: async (plainText) =>
      storage.encryptStringAsync ? storage.encryptStringAsync(plainText) : storage.encryptString(plainText),
    decrypt: async (cipher) => {
      if (storage.decryptStringAsync) {
        const out = await storage.decryptStringAsync(Buffer.from(cipher))
        return typeof out === 'string' ? out : out.result
      }
      return storage.decryptString(Buffer.from(cipher))
    }
  }
}
