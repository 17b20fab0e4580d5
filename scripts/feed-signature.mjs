// Ed25519 signatures for update channel files, the writing half of
// src/main/features/app-update/feed-signature.ts (docs/releases.md "Updates" describes the format).
// `<channel file>.sig` holds a statement naming what is signed, and one
// signature of that statement per signing key:
//
//   statement platform-desktop-update-feed/2 <file name> <signed at> <expires at> sha512-<base64 of the bytes' SHA-512>
//   ed25519 <key id> <base64 signature of the statement line's UTF-8 bytes>
//
// Dates are UTC to the second (2026-11-29T06:00:00Z). The key id is the first
// 16 hex digits of the SHA-256 of the public key's DER (SubjectPublicKeyInfo).
// Node's crypto does the signing.
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto'

const PEM_BLOCK = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/g
const DAY_MS = 24 * 60 * 60_000

/** How long a signature counts unless told otherwise: a feed not signed again within it stops updating copies. */
export const DEFAULT_VALID_DAYS = 120

/** Every private key in PEM text (one, or two while a key is rotated); each must be Ed25519. */
export function signingKeysFrom(pemText, source) {
  const blocks = pemText.match(PEM_BLOCK) ?? []
  if (blocks.length === 0) throw new Error(`${source} holds no PEM private key (-----BEGIN PRIVATE KEY-----).`)
  return blocks.map((block) => {
    let key
    try {
      key = createPrivateKey(block)
    } catch (error) {
      throw new Error(
        `${source} holds a private key that cannot be read: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error }
      )
    }
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`${source} holds a ${key.asymmetricKeyType} key; update feeds are signed with Ed25519 keys.`)
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

/** A date as the statement writes it: UTC, to the second. */
export function statementDate(date) {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new Error('A signing date must be a valid date.')
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** A positive whole number of days, from a command line. */
export function validDaysFrom(text, option) {
  const days = Number(text)
  if (!/^\d+$/.test(String(text)) || days < 1 || days > 3650)
    throw new Error(`${option} must be a whole number of days from 1 to 3650, not "${text}".`)
  return days
}

/**
 * The text of `<name>.sig` for a channel file's bytes: signed at `signedAt`
 * (now unless given) and counting for `validDays` days.
 */
export function signatureFileText(name, bytes, keys, { signedAt = new Date(), validDays = DEFAULT_VALID_DAYS } = {}) {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(name)) throw new Error(`"${name}" is not a channel file name that can be signed.`)
  const expiresAt = new Date(signedAt.getTime() + validDays * DAY_MS)
  const digest = createHash('sha512').update(bytes).digest('base64')
  const statement = `statement platform-desktop-update-feed/2 ${name} ${statementDate(signedAt)} ${statementDate(expiresAt)} sha512-${digest}`
  const lines = keys.map(
    (key) => `ed25519 ${keyIdOf(key)} ${sign(null, Buffer.from(statement, 'utf8'), key).toString('base64')}`
  )
  return [
    `# Signature of ${name} for Platform Desktop's updater (docs/releases.md "Updates")`,
    statement,
    ...lines,
    ''
  ].join('\n')
}
