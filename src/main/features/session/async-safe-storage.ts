// Electron's asynchronous safeStorage as the vault's Encryptor. Plain Node:
// the Electron adapter hands in the real safeStorage, tests a stand-in that
// models it, so what decides "protected or not" and "keep or remove" runs
// under vitest too.
import { cipherBackend } from './cipher-backend'
import type { DecryptOutcome, Encryptor } from './encryptor'

/** The part of Electron's safeStorage the app uses (electron.d.ts, SafeStorage). */
export interface AsyncSafeStorage {
  isAsyncEncryptionAvailable(): Promise<boolean>
  encryptStringAsync(plainText: string): Promise<Buffer>
  decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }>
}

/** Encrypted only to read its tag; it never leaves this module. */
const PROBE = 'platform-desktop: which key protects this?'

/**
 * How decryptStringAsync says the key is not there right now, rather than
 * that the data is bad (electron/electron shell/browser/api/electron_api_safe_storage.cc,
 * SafeStorage::decryptStringAsync and OnOsCryptReady: "is temporarily
 * unavailable" when Chromium sets DecryptFlags::temporarily_unavailable, e.g.
 * a locked keyring, a dismissed prompt or a Keychain that said no; "cannot be
 * used before app is ready" before 'ready'). Every other rejection ("Error
 * while decrypting the ciphertext…") is Chromium's permanent failure: the
 * key that should open the data is there and the data does not decrypt
 * (components/os_crypt/async/common/encryptor.cc, Encryptor::DecryptData).
 */
const NOT_YET = /temporarily unavailable|before app is ready/i

export function encryptorFromSafeStorage(storage: AsyncSafeStorage, platform: string): Encryptor {
  const encrypt = async (plainText: string) => {
    const cipher = await storage.encryptStringAsync(plainText)
    return { cipher: new Uint8Array(cipher), backend: cipherBackend(cipher, platform) }
  }
  return {
    isAvailable: () => storage.isAsyncEncryptionAvailable(),
    backend: async () => (await encrypt(PROBE)).backend,
    encrypt,
    decrypt: async (cipher): Promise<DecryptOutcome> => {
      try {
        const { result, shouldReEncrypt } = await storage.decryptStringAsync(Buffer.from(cipher))
        return { status: 'decrypted', plainText: result, backend: cipherBackend(cipher, platform), shouldReEncrypt }
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error)
        return { status: NOT_YET.test(detail) ? 'unavailable' : 'failed', detail }
      }
    }
  }
}
