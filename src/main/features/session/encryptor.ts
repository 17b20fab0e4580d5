/**
 * What the vault needs from the OS: Electron's safeStorage in the app
 * (src/main/features/session/async-safe-storage.ts), a stand-in of it in tests and
 * the e2e harness.
 */
export interface Encryptor {
  isAvailable(): Promise<boolean>
  /**
   * The backend that protects what is encrypted now, learned from what the
   * OS actually did rather than from a guess: 'keychain' (macOS), 'dpapi'
   * (Windows), 'secret_portal' or 'secret_service' (Linux), or WEAK_BACKEND
   * when the key is one everybody knows. Rejects when nothing can encrypt.
   */
  backend(): Promise<string>
  /** Rejects when the OS will not encrypt. */
  encrypt(plainText: string): Promise<Sealed>
  /** Never rejects: every way a decrypt can end is an outcome the vault acts on. */
  decrypt(cipher: Uint8Array): Promise<DecryptOutcome>
}

export interface Sealed {
  cipher: Uint8Array
  /** What protected this cipher, named as backend() names it. */
  backend: string
}

export type DecryptOutcome =
  | {
      status: 'decrypted'
      plainText: string
      /** What protected the cipher that was read. */
      backend: string
      /** The OS would protect it differently now (a rotated key, or a keyring that has appeared): write it again. */
      shouldReEncrypt: boolean
    }
  /** The key is not there yet (a locked keyring, a dismissed prompt, access denied): the data may well be fine. */
  | { status: 'unavailable'; detail: string }
  /** The data does not decrypt with the key that should open it: garbage, or a failed integrity check. */
  | { status: 'failed'; detail: string }

/** A key anyone can know: Chromium's fixed Linux fallback key, which is not a keyring. */
export const WEAK_BACKEND = 'basic_text'
