// Ed25519 signatures for update channel files, the writing half of
// src/main/app-update/feed-signature.ts (docs/releases.md "Updates" describes the format):
// `<channel file>.sig` holds one line per signing key,
//
//   ed25519 <key id> <base64 signature of the channel file's exact bytes>
//
// where the key id is the first 16 hex digits of the SHA-256 of the public
// key's DER (SubjectPublicKeyInfo). Node's crypto does the signing.
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto'

const PEM_BLOCK = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/g

/** Every private key in PEM text (one, or two while a key is rotated); each must be Ed25519. */
export function signingKeysFrom(pemText, source) {
  const blocks = pemText.match(PEM_BLOCK) ?? []
  if (blocks.length === 0) throw new Error(`${source} holds no PEM private key (-----BEGIN PRIVATE KEY-----).`)
  return blocks.map((block) => {
    let key
    try {
      key = createPrivateKey(block)
    } catch (error) {
      throw new Error(`${source} holds a private key that cannot be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${source} holds a ${key.asymmetricKeyType} key; update feeds are signed with Ed25519 keys.`)
    return key
  })
}

/** The key id of a private or public key. */
export function keyIdOf(key) {
  const der = createPublicKey(key).export({ type: 'spki', format: 'der' })
  return createHash('sha256').update(der).digest('hex').slice(0, 16)
}

/** The key id of a public key as the trusted key list stores it (base64 DER). */
export function keyIdOfListed(spkiBase64) {
  return createHash('sha256').update(Buffer.from(spkiBase64, 'base64')).digest('hex').slice(0, 16)
}

/** The text of `<name>.sig` for a channel file's bytes. */
export function signatureFileText(name, bytes, keys) {
  const lines = keys.map((key) => `ed25519 ${keyIdOf(key)} ${sign(null, bytes, key).toString('base64')}`)
  return [`# Ed25519 signature of ${name} (docs/releases.md "Updates")`, ...lines, ''].join('\n')
}
