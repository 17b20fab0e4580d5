// The authenticated envelope main keeps secrets in on disk: AES-256-GCM under
// a random 32-byte data key, with associated data naming what the record is
// and which file holds it, so a record moved to another file, or with one
// byte changed, fails to open. The data key itself is protected elsewhere
// (by the OS, through the session's Encryptor); this is only the cipher, used
// alike by the credential (features/session/token-vault.ts) and the offline
// cache (features/offline-cache/).

import type { Zod } from '@shared/load-zod'

import { nodeCrypto } from '../node-crypto'

/** A sealed record as its file stores it: all three base64. */
export interface SealedParts {
  nonce: string
  sealed: string
  tag: string
}

/** A sealed file in format `version`: the parts, and `key`, the data key as the OS protected it (base64). `z` is zod (@shared/load-zod). */
export const sealedFileSchema = <V extends number>(z: Zod, version: V) =>
  z.object({
    version: z.literal(version),
    key: z.string().min(1),
    nonce: z.string().min(1),
    sealed: z.string().min(1),
    tag: z.string().min(1)
  })

export const DATA_KEY_BYTES = 32

export const newDataKey = (): Buffer => nodeCrypto().randomBytes(DATA_KEY_BYTES)

/** A cipher under `key` with a new nonce, bound to `associatedData`: what seal and sealInSlices start from. */
function newCipher(key: Buffer, associatedData: string) {
  const nonce = nodeCrypto().randomBytes(12)
  const cipher = nodeCrypto().createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  return { nonce, cipher }
}

/** Seals `plainText` under `key`, bound to `associatedData`. */
export function seal(key: Buffer, plainText: string, associatedData: string): SealedParts {
  const { nonce, cipher } = newCipher(key, associatedData)
  const sealed = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()])
  return {
    nonce: nonce.toString('base64'),
    sealed: sealed.toString('base64'),
    tag: cipher.getAuthTag().toString('base64')
  }
}

/** Text sealed between two pauses (characters), and base64 made between two pauses (bytes: a multiple of 3, so the pieces join). */
export const SEAL_SLICE_CHARS = 256 * 1024
export const BASE64_SLICE_BYTES = 3 * 128 * 1024

/** Sealed in slices: `sealed` is the record's base64 in pieces, which joined are SealedParts' `sealed`. */
export interface SealedPieces {
  nonce: string
  sealed: string[]
  tag: string
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * Seals pieces of text one after the other, a slice at a time, calling `pause` between slices, and gives the base64 in
 * pieces made the same way: a large record (a 50,000-entry list, megabytes) never holds the thread for long, neither
 * to encode and encrypt nor to be turned into text.
 */
export async function sealInSlices(
  key: Buffer,
  pieces: readonly string[],
  associatedData: string,
  pause: () => Promise<void>
): Promise<SealedPieces> {
  const { nonce, cipher } = newCipher(key, associatedData)
  const out: Buffer[] = []
  let sinceLastPause = 0
  for (const piece of pieces) {
    for (let at = 0; at < piece.length;) {
      let end = Math.min(piece.length, at + SEAL_SLICE_CHARS)
      // Never between the halves of a surrogate pair: each half alone would be encoded as U+FFFD.
      if (end < piece.length && isHighSurrogate(piece.charCodeAt(end - 1))) end--
      out.push(cipher.update(at === 0 && end === piece.length ? piece : piece.slice(at, end), 'utf8'))
      sinceLastPause += end - at
      at = end
      if (sinceLastPause >= SEAL_SLICE_CHARS) {
        sinceLastPause = 0
        await pause()
      }
    }
  }
  out.push(cipher.final())
  const sealed = Buffer.concat(out)
  const text: string[] = []
  for (let at = 0; at < sealed.length; at += BASE64_SLICE_BYTES) {
    text.push(sealed.subarray(at, at + BASE64_SLICE_BYTES).toString('base64'))
    if (at + BASE64_SLICE_BYTES < sealed.length) await pause()
  }
  return { nonce: nonce.toString('base64'), sealed: text, tag: cipher.getAuthTag().toString('base64') }
}

/** The record's text, or null when it fails authentication (a changed byte, another key, another file's record). */
export function open(key: Buffer, parts: SealedParts, associatedData: string): string | null {
  try {
    const tag = Buffer.from(parts.tag, 'base64')
    // GCM would take a shortened tag, which is easier to forge: only the full one is accepted.
    if (key.length !== DATA_KEY_BYTES || tag.length !== 16) return null
    const decipher = nodeCrypto().createDecipheriv('aes-256-gcm', key, Buffer.from(parts.nonce, 'base64'))
    decipher.setAAD(Buffer.from(associatedData, 'utf8'))
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(Buffer.from(parts.sealed, 'base64')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
