// A credential file in the vault's format 3 (src/main/features/session/token-vault.ts) sealing any text, written
// here rather than by the vault: what a record the vault never wrote, or one naming another server, looks like.
import { createCipheriv, randomBytes } from 'node:crypto'

import type { Encryptor } from '../../src/main/features/session/encryptor'

export async function sealedFileText(encryptor: Encryptor, plainText: string, fileName: string): Promise<string> {
  const dataKey = randomBytes(32)
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce)
  cipher.setAAD(Buffer.from(`platform-desktop credential\nformat 3\nfile ${fileName}`, 'utf8'))
  const sealed = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()])
  const key = Buffer.from((await encryptor.encrypt(dataKey.toString('base64'))).cipher).toString('base64')
  const base64 = (bytes: Buffer) => bytes.toString('base64')
  return JSON.stringify({
    version: 3,
    key,
    nonce: base64(nonce),
    sealed: base64(sealed),
    tag: base64(cipher.getAuthTag())
  })
}
