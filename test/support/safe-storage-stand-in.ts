// A stand-in for Electron 45's asynchronous safeStorage on Linux, modelled on
// its source so the vault meets what the real one does:
// - electron/electron shell/browser/api/electron_api_safe_storage.cc (SafeStorage):
//   the encryptor is asked for once per run and kept (EnsureAsyncEncryptorRequested,
//   OnOsCryptReady); calls made before it is ready wait for it; the rejection
//   messages are Electron's own.
// - electron/electron shell/browser/browser_process_impl.cc (CreateOSCryptAsync):
//   on Linux the Secret portal (precedence 15), the Secret Service (10) and
//   Chromium's PosixKeyProvider (5) are all asked.
// - chromium components/os_crypt/async/browser/os_crypt_async.cc (HandleKey):
//   the provider of highest precedence that gave a key encrypts; one whose key
//   is temporarily unavailable stays in the key ring without a key.
// - chromium components/os_crypt/async/common/encryptor.cc (Encryptor::EncryptString,
//   DecryptData): the provider's tag goes in front of the cipher; a tag whose key
//   is missing is a temporary failure, a key that does not open the data a
//   permanent one; shouldReEncrypt when another provider encrypts now.
// - the keys and ciphers: posix_key_provider.cc (v10, the published "peanuts"
//   key, AES-128-CBC), freedesktop_secret_key_provider.cc (v11, PBKDF2 of the
//   keyring's secret, AES-128-CBC), secret_portal_key_provider.cc (v12, HKDF
//   of the portal's secret, AES-256-GCM with the nonce in front).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, pbkdf2Sync, randomBytes } from 'node:crypto'

import type { AsyncSafeStorage } from '../../src/main/features/session/async-safe-storage'

/**
 * What the session's secret store does when Electron first asks it for a key:
 * 'secret-service' answers (GNOME Keyring, KWallet), 'portal' is a sandbox's
 * Secret portal, 'unavailable' gives no key (a locked keyring whose prompt was
 * dismissed, no keyring daemon running, a desktop without one).
 */
export type SecretStore = 'secret-service' | 'portal' | 'unavailable'

export interface SafeStorageStandInOptions {
  store?: SecretStore
  /** The keyring's secret: another name is another keyring, whose key opens nothing saved under this one. */
  keyring?: string
  /** The keyring is prompting when Electron first asks: every call waits until answer() (a prompt nobody has answered yet). */
  prompting?: boolean
}

export interface SafeStorageStandIn extends AsyncSafeStorage {
  /** The person answers the keyring's prompt: unlocks it, or dismisses it ('unavailable'). */
  answer(store: SecretStore): void
  /** Whether a call is waiting for the prompt. */
  readonly waiting: boolean
}

type Tag = 'v10' | 'v11' | 'v12'
interface KeyRing {
  /** A tag mapped to null: that provider's key is temporarily unavailable. */
  keys: Map<Tag, Buffer | null>
  encryptWith: Tag
  /** Whether OSCrypt's synchronous fallback has a keyring key (os_crypt_linux.cc, DeriveV11Key). */
  syncKeyring: boolean
}

const SALT = 'saltysalt'
const CBC_IV = Buffer.alloc(16, ' ')
/** PBKDF2-HMAC-SHA1(1 iteration, "peanuts", "saltysalt"): Chromium's published fallback key. */
const V10_KEY = pbkdf2Sync('peanuts', SALT, 1, 16, 'sha1')

function keyRingFor(store: SecretStore, keyring: string): KeyRing {
  const secret = createHash('sha256').update(`stand-in-keyring:${keyring}`).digest('base64')
  const keys = new Map<Tag, Buffer | null>([['v10', V10_KEY]])
  if (store === 'portal') {
    keys.set('v12', Buffer.from(hkdfSync('sha256', secret, 'fdo_portal_secret_salt', 'HKDF-SHA-256 AES-256-GCM', 32)))
    return { keys, encryptWith: 'v12', syncKeyring: false }
  }
  keys.set('v11', store === 'secret-service' ? pbkdf2Sync(secret, SALT, 1, 16, 'sha1') : null)
  return { keys, encryptWith: store === 'secret-service' ? 'v11' : 'v10', syncKeyring: store === 'secret-service' }
}

function seal(tag: Tag, key: Buffer, plainText: string): Buffer {
  if (tag === 'v12') {
    const nonce = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, nonce)
    const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()])
    return Buffer.concat([Buffer.from(tag), nonce, body, cipher.getAuthTag()])
  }
  const cipher = createCipheriv('aes-128-cbc', key, CBC_IV)
  return Buffer.concat([Buffer.from(tag), cipher.update(plainText, 'utf8'), cipher.final()])
}

/** Null when the key does not open the data (a failed integrity or padding check). */
function open(tag: Tag, key: Buffer, data: Buffer): string | null {
  try {
    if (tag === 'v12') {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12))
      decipher.setAuthTag(data.subarray(data.length - 16))
      return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString('utf8')
    }
    const decipher = createDecipheriv('aes-128-cbc', key, CBC_IV)
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

const TEMPORARILY_UNAVAILABLE = 'safeStorage.decryptStringAsync is temporarily unavailable. Please try again.'
const DECRYPT_FAILED = 'Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.'

export function createSafeStorageStandIn(options: SafeStorageStandInOptions = {}): SafeStorageStandIn {
  const keyring = options.keyring ?? 'default'
  let ready: KeyRing | null = options.prompting ? null : keyRingFor(options.store ?? 'secret-service', keyring)
  const waiting: (() => void)[] = []
  // Electron keeps the first encryptor it gets for the rest of the run.
  const whenReady = (): Promise<KeyRing> =>
    ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(() => resolve(ready as KeyRing)))

  return {
    get waiting() {
      return waiting.length > 0
    },
    answer(store) {
      if (ready) return
      ready = keyRingFor(store, keyring)
      for (const wake of waiting.splice(0)) wake()
    },
    // Resolves true once the encryptor exists, whatever keys it found (SafeStorage::OnOsCryptReady).
    isAsyncEncryptionAvailable: async () => {
      await whenReady()
      return true
    },
    encryptStringAsync: async (plainText) => {
      const ring = await whenReady()
      if (plainText === '') return Buffer.alloc(0)
      return seal(ring.encryptWith, ring.keys.get(ring.encryptWith) as Buffer, plainText)
    },
    decryptStringAsync: async (encrypted) => {
      if (encrypted.length === 0) return { shouldReEncrypt: false, result: '' }
      const ring = await whenReady()
      const tag = encrypted.subarray(0, 3).toString('latin1') as Tag
      const key = ring.keys.get(tag)
      if (key) {
        const plainText = open(tag, key, encrypted.subarray(3))
        if (plainText === null) throw new Error(DECRYPT_FAILED)
        return { shouldReEncrypt: tag !== ring.encryptWith, result: plainText }
      }
      // No key for its tag (or an unknown tag): OSCrypt's fallback cannot open it
      // either, and without a keyring behind OSCrypt that is a temporary failure.
      throw new Error(ring.syncKeyring ? DECRYPT_FAILED : TEMPORARILY_UNAVAILABLE)
    }
  }
}
