// The app's reading of Electron's async safeStorage (encryptorFromSafeStorage):
// what protected a cipher, and which rejections keep a file and which remove it.
import { describe, expect, it } from 'vitest'

import { type AsyncSafeStorage, encryptorFromSafeStorage } from '../../../src/main/features/session/async-safe-storage'
import { createSafeStorageStandIn } from '../../support/safe-storage-stand-in'

/** safeStorage whose decrypt rejects with `message`, as Electron's does. */
const rejecting = (message: string): AsyncSafeStorage => ({
  isAsyncEncryptionAvailable: () => Promise.resolve(true),
  encryptStringAsync: () => Promise.resolve(Buffer.from('v11data')),
  decryptStringAsync: () => Promise.reject(new Error(message))
})

describe('encryptorFromSafeStorage', () => {
  it.each([
    ['secret-service', 'secret_service'],
    ['portal', 'secret_portal'],
    // Electron says encryption is available and encrypts under Chromium's published key.
    ['unavailable', 'basic_text']
  ] as const)('Linux, %s: the cipher says what protected it (%s)', async (store, backend) => {
    const encryptor = encryptorFromSafeStorage(createSafeStorageStandIn({ store }), 'linux')
    expect(await encryptor.isAvailable()).toBe(true)
    expect(await encryptor.backend()).toBe(backend)
    const sealed = await encryptor.encrypt('hello')
    expect(sealed.backend).toBe(backend)
    expect(await encryptor.decrypt(sealed.cipher)).toEqual({
      status: 'decrypted',
      plainText: 'hello',
      backend,
      shouldReEncrypt: false
    })
  })

  it('Linux: a cipher with a tag no keyring uses counts as weak', async () => {
    const storage: AsyncSafeStorage = {
      ...rejecting(''),
      decryptStringAsync: () => Promise.resolve({ shouldReEncrypt: false, result: 'x' })
    }
    expect(await encryptorFromSafeStorage(storage, 'linux').decrypt(Buffer.from('zzzdata'))).toMatchObject({
      backend: 'basic_text'
    })
    expect(await encryptorFromSafeStorage(storage, 'linux').decrypt(Buffer.from('v11data'))).toMatchObject({
      backend: 'secret_service'
    })
  })

  it.each([
    ['darwin', 'keychain'],
    ['win32', 'dpapi']
  ])('%s: one OS-protected key, whatever the tag (%s)', async (platform, backend) => {
    expect(await encryptorFromSafeStorage(rejecting(''), platform).backend()).toBe(backend)
  })

  // electron/electron shell/browser/api/electron_api_safe_storage.cc, SafeStorage::decryptStringAsync.
  it.each([
    ['safeStorage.decryptStringAsync is temporarily unavailable. Please try again.', 'unavailable'],
    ['safeStorage cannot be used before app is ready', 'unavailable'],
    ['Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.', 'failed']
  ])('"%s" is %s', async (message, status) => {
    expect(await encryptorFromSafeStorage(rejecting(message), 'linux').decrypt(Buffer.from('v11data'))).toEqual({
      status,
      detail: message
    })
  })
})
