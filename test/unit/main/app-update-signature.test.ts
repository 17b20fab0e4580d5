// Linux feed signatures: what the app accepts (src/main/features/app-update/feed-signature.ts)
// from what the release signs (scripts/feed-signature.mjs), key rotation, the
// keys a build trusts, and what a signature binds: the file's name, its bytes
// and its time.
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { signatureFileText, signingKeysFrom } from '../../../scripts/feed-signature.mjs'
import { checkFeedSignature, type FeedClock, trustedKey } from '../../../src/main/features/app-update/feed-signature'
import { trustedUpdateKeys } from '../../../src/main/features/app-update/trusted-update-keys'
import { UpdateRefusal } from '../../../src/main/features/app-update/update-refusal'

const SIGNING = join(import.meta.dirname, '../../fixtures/update-signing')
const testKey = signingKeysFrom(readFileSync(join(SIGNING, 'test-key.pem'), 'utf8'), 'test-key.pem')
const testPublic = trustedKey(readFileSync(join(SIGNING, 'test-key.pub'), 'utf8').trim())
const content = Buffer.from("version: '0.2.0'\nfiles:\n  - url: 'platform-desktop-0.2.0-linux-amd64.deb'\n")
const DAY = 24 * 60 * 60_000
const signedAt = new Date('2026-11-01T09:00:00Z')
const clock: FeedClock = { now: signedAt.getTime() + DAY, newestSeen: null }

function freshKey(): { privateKey: KeyObject; trusted: ReturnType<typeof trustedKey> } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return { privateKey, trusted: trustedKey(publicKey.export({ type: 'spki', format: 'der' }).toString('base64')) }
}

const sig = (
  keys: readonly KeyObject[] = testKey,
  name = 'latest-linux.yml',
  options: Parameters<typeof signatureFileText>[3] = { signedAt }
) => signatureFileText(name, content, keys, options)

/** The refusal's sentence, or null when the signature counts. */
function refusal(
  signatureFile: string | null,
  trusted = [testPublic],
  bytes = content,
  at: FeedClock = clock
): string | null {
  const checked = checkFeedSignature('latest-linux.yml', bytes, signatureFile, trusted, at)
  return checked instanceof UpdateRefusal ? checked.message : null
}

describe('a Linux channel file signature', () => {
  it('is accepted when a trusted key signed these bytes under this name, and says what it vouched for', () => {
    expect(refusal(sig())).toBeNull()
    expect(checkFeedSignature('latest-linux.yml', content, sig(), [testPublic], clock)).toEqual({
      name: 'latest-linux.yml',
      signedAt: signedAt.getTime(),
      expiresAt: signedAt.getTime() + 120 * DAY
    })
  })

  it('is refused when missing, changed, by another key, or unreadable, each with its own sentence', () => {
    const signed = sig()
    expect(refusal(null)).toBe(
      "Update refused: the update feed's latest-linux.yml is not signed, so it cannot be trusted. Install the new version by hand."
    )
    expect(refusal(signed, [testPublic], Buffer.concat([content, Buffer.from(' ')]))).toBe(
      'Update refused: the signature of latest-linux.yml does not match its contents, so the update feed cannot be trusted.'
    )
    const stranger = freshKey()
    expect(refusal(sig([stranger.privateKey]))).toBe(
      `Update refused: latest-linux.yml is signed with key ${stranger.trusted.id}, which this version of Platform Desktop does not trust. Install the new version by hand.`
    )
    const bytesOnly = signed.split('\n').filter((line) => !line.startsWith('statement '))
    for (const unreadable of [
      '',
      '# only a comment\n',
      'ed25519 zz 123',
      `${signed}garbage\n`,
      signed.replace('ed25519 ', 'rsa '),
      bytesOnly.join('\n')
    ])
      expect(refusal(unreadable)).toBe(
        'Update refused: latest-linux.yml.sig is not a signature Platform Desktop can read, so the update feed cannot be trusted.'
      )
  })

  it("another key's signature under a trusted key's id does not pass", () => {
    const stranger = freshKey()
    const forged = sig([stranger.privateKey]).replace(stranger.trusted.id, testPublic.id)
    expect(refusal(forged)).toMatch(/does not match its contents/)
  })

  it('binds the name: a signed beta or arm64 file served as latest-linux.yml is refused, and so is an edited statement', () => {
    expect(refusal(sig(testKey, 'beta-linux.yml'))).toBe(
      'Update refused: the update feed served a file signed as beta-linux.yml in place of latest-linux.yml, so it cannot be trusted.'
    )
    expect(refusal(sig(testKey, 'latest-linux-arm64.yml'))).toMatch(
      /signed as latest-linux-arm64\.yml in place of latest-linux\.yml/
    )
    // Renaming inside the statement breaks the signature of the statement.
    const renamed = sig(testKey, 'beta-linux.yml').replace(/^(statement \S+) beta-linux\.yml /m, '$1 latest-linux.yml ')
    expect(refusal(renamed)).toMatch(/does not match its contents/)
  })

  it('binds the time: refused once expired, or when older than one this computer already accepted', () => {
    const signature = sig(testKey, 'latest-linux.yml', { signedAt, validDays: 30 })
    expect(
      refusal(signature, [testPublic], content, { now: signedAt.getTime() + 29 * DAY, newestSeen: null })
    ).toBeNull()
    expect(refusal(signature, [testPublic], content, { now: signedAt.getTime() + 30 * DAY, newestSeen: null })).toBe(
      "Update refused: the signature of latest-linux.yml expired on 2026-12-01, so the update feed is out of date. If this computer's date is right, install the new version by hand."
    )
    expect(refusal(signature, [testPublic], content, { now: clock.now, newestSeen: signedAt.getTime() + DAY })).toBe(
      'Update refused: latest-linux.yml was signed on 2026-11-01, before the one this computer already saw from 2026-11-02, so the update feed may be holding back an update.'
    )
    // The same file again, or a newer one, is fine.
    expect(refusal(signature, [testPublic], content, { now: clock.now, newestSeen: signedAt.getTime() })).toBeNull()
    expect(
      refusal(signature, [testPublic], content, { now: clock.now, newestSeen: signedAt.getTime() - DAY })
    ).toBeNull()
    // Moving the dates in the statement breaks its signature.
    expect(refusal(signature.replace('2026-12-01T09:00:00Z', '2036-12-01T09:00:00Z'))).toMatch(
      /does not match its contents/
    )
  })

  it('carries one line per key while a key is rotated, and either key alone accepts it', () => {
    const next = freshKey()
    const both = sig([...testKey, next.privateKey])
    expect(both.split('\n').filter((line) => line.startsWith('ed25519 '))).toHaveLength(2)
    expect(refusal(both, [testPublic])).toBeNull()
    expect(refusal(both, [next.trusted])).toBeNull()
    // A build trusting old and new accepts a feed signed by either.
    expect(refusal(sig([next.privateKey]), [testPublic, next.trusted])).toBeNull()
  })

  it('is written with the key id the app derives from the public key, and refuses to sign a name that is not a file name', () => {
    expect(sig()).toContain(`ed25519 ${testPublic.id} `)
    expect(testPublic.id).toBe('ed0040f72ae42b3c')
    expect(() => sig(testKey, 'latest linux.yml')).toThrow(/is not a channel file name/)
  })
})

describe('the keys a build trusts (src/main/features/app-update/trusted-update-keys.json)', () => {
  it('are Ed25519 public keys, and never the test key', () => {
    const keys = trustedUpdateKeys()
    for (const key of keys) expect(key.key.asymmetricKeyType).toBe('ed25519')
    expect(keys.map((key) => key.id)).not.toContain(testPublic.id)
  })

  it('refuse anything but an Ed25519 key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'der' })
      .toString('base64')
    expect(() => trustedKey(rsa)).toThrow(/is rsa, not Ed25519/)
  })
})
