// The signature beside a Linux channel file (latest-linux.yml.sig), checked
// with Node's own Ed25519 before electron-updater reads the file: the sha512
// it then checks the AppImage or deb against is only as trustworthy as the
// file that names it, and a deb installs as root. Written by
// scripts/feed-signature.mjs; the format is in docs/releases.md "Updates":
//
//   # any comment
//   ed25519 <key id> <base64 signature of the channel file's exact bytes>
//
// one line per signing key, so a feed can carry the old and the new key's
// signature while a key is rotated. The key id is the first 16 hex digits of
// the SHA-256 of the public key's DER (SubjectPublicKeyInfo).
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto'

import { UpdateRefusal } from './update-refusal'
import { feedNotSigned, signatureMismatch, signatureUnreadable, untrustedKey } from './update-words'

export interface TrustedKey {
  readonly id: string
  readonly key: KeyObject
}

const SIGNATURE_LINE = /^ed25519 ([0-9a-f]{16}) ([A-Za-z0-9+/]{86}==)$/

/** A public key as `openssl pkey -pubout -outform DER | base64` prints it. */
export function trustedKey(spkiBase64: string): TrustedKey {
  const der = Buffer.from(spkiBase64, 'base64')
  const key = createPublicKey({ key: der, format: 'der', type: 'spki' })
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`The update signing key ${spkiBase64.slice(0, 24)}… is ${key.asymmetricKeyType ?? 'of no known type'}, not Ed25519.`)
  return { id: createHash('sha256').update(der).digest('hex').slice(0, 16), key }
}

/**
 * null when a trusted key signed exactly these bytes; otherwise why the
 * channel file `name` is refused. `signatureFile` is null when the feed has
 * none.
 */
export function signatureRefusal(name: string, content: Buffer, signatureFile: string | null, trusted: readonly TrustedKey[]): UpdateRefusal | null {
  if (signatureFile === null) return new UpdateRefusal(feedNotSigned(name))
  const lines = signatureFile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const signatures = lines.map((line) => SIGNATURE_LINE.exec(line))
  if (signatures.length === 0 || signatures.some((match) => match === null)) return new UpdateRefusal(signatureUnreadable(name))
  let signedByTrustedKey = false
  for (const [, id, signature] of signatures as RegExpExecArray[]) {
    const key = trusted.find((candidate) => candidate.id === id)
    if (!key) continue
    signedByTrustedKey = true
    if (verify(null, content, key.key, Buffer.from(signature ?? '', 'base64'))) return null
  }
  if (signedByTrustedKey) return new UpdateRefusal(signatureMismatch(name))
  const ids = signatures.map((match) => match?.[1]).join(', ')
  return new UpdateRefusal(untrustedKey(name, ids))
}
