// The signature beside a Linux channel file (latest-linux.yml.sig), checked
// with Node's own Ed25519 before electron-updater reads the file: the sha512
// it then checks the AppImage or deb against is only as trustworthy as the
// file that names it, and a deb installs as root. Written by
// scripts/feed-signature.mjs; the format is in docs/releases.md "Updates":
//
//   # any comment
//   statement platform-desktop-update-feed/2 <file name> <signed at> <expires at> sha512-<base64>
//   ed25519 <key id> <base64 signature of the statement line>
//
// A signature binds the bytes to the file name they were signed as and to a
// time, so a signed beta or arm64 file cannot stand in for latest-linux.yml,
// and an old one neither outlives its expiry nor replaces a newer one already
// seen. One ed25519 line per signing key, so a feed can carry the old and the
// new key's signature while a key is rotated. The key id is the first 16 hex
// digits of the SHA-256 of the public key's DER (SubjectPublicKeyInfo).
import { createHash, createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto'

import { say } from '../../core/i18n'
import { UpdateRefusal } from './update-refusal'
import { updateMessages } from './update-words'

export interface TrustedKey {
  readonly id: string
  readonly key: KeyObject
}

/** What a trusted key vouched for. Times are epoch milliseconds. */
export interface FeedStatement {
  readonly name: string
  readonly signedAt: number
  readonly expiresAt: number
}

/** When the check runs, and the newest signing time this computer has accepted for the file. */
export interface FeedClock {
  readonly now: number
  readonly newestSeen: number | null
}

const DATE = String.raw`(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)`
const STATEMENT = new RegExp(
  String.raw`^statement platform-desktop-update-feed/2 ([A-Za-z0-9._-]{1,100}) ${DATE} ${DATE} sha512-([A-Za-z0-9+/]{86}==)$`
)
const SIGNATURE_LINE = /^ed25519 ([0-9a-f]{16}) ([A-Za-z0-9+/]{86}==)$/

/** A public key as `openssl pkey -pubout -outform DER | base64` prints it. */
export function trustedKey(spkiBase64: string): TrustedKey {
  const der = Buffer.from(spkiBase64, 'base64')
  const key = createPublicKey({ key: der, format: 'der', type: 'spki' })
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(
      `The update signing key ${spkiBase64.slice(0, 24)}… is ${key.asymmetricKeyType ?? 'of no known type'}, not Ed25519.`
    )
  return { id: createHash('sha256').update(der).digest('hex').slice(0, 16), key }
}

/** The day of a time, as the refusals say it (unambiguous in every language). */
const day = (time: number) => new Date(time).toISOString().slice(0, 10)

interface ParsedSignature {
  readonly statementLine: string
  readonly statement: FeedStatement
  readonly digest: Buffer
  readonly signatures: ReadonlyArray<{ readonly id: string; readonly signature: Buffer }>
}

function parse(signatureFile: string): ParsedSignature | null {
  const lines = signatureFile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const [statementLine, ...rest] = lines
  const statement = STATEMENT.exec(statementLine ?? '')
  const signatures = rest.map((line) => SIGNATURE_LINE.exec(line))
  if (!statementLine || !statement || signatures.length === 0 || signatures.some((match) => match === null)) return null
  const [, name = '', signed = '', expires = '', digest = ''] = statement
  const signedAt = Date.parse(signed)
  const expiresAt = Date.parse(expires)
  if (Number.isNaN(signedAt) || Number.isNaN(expiresAt) || expiresAt <= signedAt) return null
  return {
    statementLine,
    statement: { name, signedAt, expiresAt },
    digest: Buffer.from(digest, 'base64'),
    signatures: (signatures as RegExpExecArray[]).map(([, id = '', signature = '']) => ({
      id,
      signature: Buffer.from(signature, 'base64')
    }))
  }
}

/**
 * What a trusted key signed for the channel file `name` with exactly these
 * bytes, if it still counts at `clock`; otherwise why the file is refused.
 * `signatureFile` is null when the feed has none.
 */
export function checkFeedSignature(
  name: string,
  content: Buffer,
  signatureFile: string | null,
  trusted: readonly TrustedKey[],
  clock: FeedClock
): FeedStatement | UpdateRefusal {
  if (signatureFile === null) return new UpdateRefusal(say(updateMessages.feedNotSigned, { name }))
  const parsed = parse(signatureFile)
  if (!parsed) return new UpdateRefusal(say(updateMessages.signatureUnreadable, { name }))
  const known = parsed.signatures.filter(({ id }) => trusted.some((key) => key.id === id))
  if (known.length === 0)
    return new UpdateRefusal(
      say(updateMessages.untrustedKey, { name, ids: parsed.signatures.map(({ id }) => id).join(', ') })
    )
  const statementBytes = Buffer.from(parsed.statementLine, 'utf8')
  const vouched = known.some(({ id, signature }) =>
    trusted.some((key) => key.id === id && verify(null, statementBytes, key.key, signature))
  )
  const digest = createHash('sha512').update(content).digest()
  if (!vouched || !timingSafeEqual(digest, parsed.digest))
    return new UpdateRefusal(say(updateMessages.signatureMismatch, { name }))
  const { statement } = parsed
  if (statement.name !== name)
    return new UpdateRefusal(say(updateMessages.feedMisnamed, { name, signedAs: statement.name }))
  if (clock.now >= statement.expiresAt)
    return new UpdateRefusal(say(updateMessages.feedExpired, { name, date: day(statement.expiresAt) }))
  if (clock.newestSeen !== null && statement.signedAt < clock.newestSeen)
    return new UpdateRefusal(
      say(updateMessages.feedRolledBack, { name, signed: day(statement.signedAt), seen: day(clock.newestSeen) })
    )
  return statement
}
