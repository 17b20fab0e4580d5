// A small, recorded stand-in for Electron's safeStorage. It really encrypts
// (AES-256-GCM with a key derived from a "keyring" name), so ciphertext on disk
// never contains the token, and changing the keyring makes old data
// undecryptable — like a real keyring change.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Encryptor } from '../../src/main/auth/encryptor'

export interface StandInEncryptorOptions {
  backend?: string
  available?: boolean
  keyring?: string
}

export interface RecordedEncryptor extends Encryptor {
  calls: { op: 'encrypt' | 'decrypt'; ok: boolean }[]
}

export function createStandInEncryptor(options: StandInEncryptorOptions = {}): RecordedEncryptor {
  const key = createHash('sha256').update(`stand-in-keyring:${options.keyring ?? 'default'}`).digest()
  const calls: RecordedEncryptor['calls'] = []
  return {
    calls,
    isAvailable: () => Promise.resolve(options.available ?? true),
    backend: () => options.backend ?? 'gnome_libsecret',
    encrypt: (plainText) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()])
      calls.push({ op: 'encrypt', ok: true })
      return Promise.resolve(Buffer.concat([iv, cipher.getAuthTag(), body]))
    },
    decrypt: (data) => {
      try {
        const buffer = Buffer.from(data)
        const decipher = createDecipheriv('aes-256-gcm', key, buffer.subarray(0, 12))
        decipher.setAuthTag(buffer.subarray(12, 28))
        const text = Buffer.concat([decipher.update(buffer.subarray(28)), decipher.final()]).toString('utf8')
        calls.push({ op: 'decrypt', ok: true })
        return Promise.resolve(text)
      } catch {
        calls.push({ op: 'decrypt', ok: false })
        return Promise.reject(new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.'))
      }
    }
  }
}
