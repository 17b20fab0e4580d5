/**
 * What the vault needs from the OS: Electron's safeStorage in the app, a
 * recorded stand-in in tests and the e2e harness.
 */
export interface Encryptor {
  isAvailable(): Promise<boolean>
  /**
   * Which backend encrypts: 'keychain' (macOS), 'dpapi' (Windows), a Linux
   * secret store name, or 'basic_text' when Linux has no keyring and the
   * "encryption" uses a hard-coded key.
   */
  backend(): string
  encrypt(plainText: string): Promise<Uint8Array>
  decrypt(cipher: Uint8Array): Promise<string>
}

export const WEAK_BACKEND = 'basic_text'
