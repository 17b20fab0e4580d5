// Which key protected a cipher Electron's async safeStorage wrote. Chromium
// puts the tag of the key provider that encrypted the data in front of it
// (components/os_crypt/async/common/encryptor.cc, Encryptor::EncryptString:
// "This adds the provider prefix on the start of the data"), so the cipher
// itself says what protected it. Nothing else Electron offers does:
// isAsyncEncryptionAvailable() resolves true whatever key was found
// (electron/electron shell/browser/api/electron_api_safe_storage.cc,
// SafeStorage::OnOsCryptReady, lines 88-99), and getSelectedStorageBackend()
// is a guess from the desktop environment made at start-up, before any
// keyring was asked (shell/browser/electron_browser_main_parts.cc, lines
// 583-589, os_crypt::SelectBackend).
import { WEAK_BACKEND } from './encryptor'

/**
 * The Linux key providers Electron registers (shell/browser/browser_process_impl.cc,
 * BrowserProcessImpl::CreateOSCryptAsync, lines 485-520) and their tags:
 * the Secret portal (components/os_crypt/async/browser/secret_portal_key_provider.h,
 * kKeyTag), the Secret Service (freedesktop_secret_key_provider.cc, kEncryptionTag)
 * and the fallback PosixKeyProvider, whose "v10" key is derived from the
 * password "peanuts" in Chromium's public source (posix_key_provider.cc, kV10Key).
 */
const LINUX_TAGS: readonly (readonly [tag: string, backend: string])[] = [
  ['v12', 'secret_portal'],
  ['v11', 'secret_service']
]

export function cipherBackend(cipher: Uint8Array, platform: string): string {
  // One provider each, both OS-protected: the Keychain's key (keychain_key_provider.mm,
  // or OSCrypt's Keychain password) and the DPAPI-wrapped key (dpapi_key_provider.cc).
  if (platform === 'darwin') return 'keychain'
  if (platform === 'win32') return 'dpapi'
  const prefix = Buffer.from(cipher.subarray(0, 3)).toString('latin1')
  // "v10" and anything unrecognised: not shown to be protected by a keyring, so weak.
  return LINUX_TAGS.find(([tag]) => tag === prefix)?.[1] ?? WEAK_BACKEND
}
