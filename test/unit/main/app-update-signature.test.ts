// Linux feed signatures: what the app accepts (src/main/app-update/feed-signature.ts)
// from what the release signs (scripts/feed-signature.mjs), key rotation, and
// the keys a build trusts.
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { signatureFileText, signingKeysFrom } from '../../../scripts/feed-signature.mjs'
import { signatureRefusal, trustedKey } from '../../../src/main/app-update/feed-signature'
import { trustedUpdateKeys } from '../../../src/main/app-update/trusted-update-keys'

const SIGNING = join(import.meta.dirname, '../../fixtures/update-signing')
const testKey = signingKeysFrom(readFileSync(join(SIGNING, 'test-key.pem'), 'utf8'), 'test-key.pem')
const testPublic = trustedKey(readFileSync(join(SIGNING, 'test-key.pub'), 'utf8').trim())
const content = Buffer.from("version: '0.2.0'\nfiles:\n  - url: 'platform-desktop-0.2.0-linux-amd64.deb'\n")

function freshKey(): { privateKey: KeyObject; trusted: ReturnType<typeof trustedKey> } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return { privateKey, trusted: trustedKey(publicKey.export({ type: 'spki', format: 'der' }).toString('base64')) }
}

const refusal = (signatureFile: string | null, trusted = [testPublic], bytes = content) => signatureRefusal('latest-linux.yml', bytes, signatureFile, trusted)?.message ?? null

describe('a Linux channel file signature', () => {
  it('is accepted when a trusted key signed exactly these bytes', () => {
    expect(refusal(signatureFileText('latest-linux.yml', content, testKey))).toBeNull()
  })

  it('is refused when missing, changed, by another key, or unreadable, each with its own sentence', () => {
    const signed = signatureFileText('latest-linux.yml', content, testKey)
    expect(refusal(null)).toBe("Update refused: the update feed's latest-linux.yml is not signed, so it cannot be trusted. Install the new version by hand.")
    expect(refusal(signed, [testPublic], Buffer.concat([content, Buffer.from(' ')]))).toBe(
      'Update refused: the signature of latest-linux.yml does not match its contents, so the update feed cannot be trusted.'
    )
    const stranger = freshKey()
    expect(refusal(signatureFileText('latest-linux.yml', content, [stranger.privateKey]))).toBe(
      `Update refused: latest-linux.yml is signed with key ${stranger.trusted.id}, which this version of Platform Desktop does not trust. Install the new version by hand.`
    )
    for (const unreadable of ['', '# only a comment\n', 'ed25519 zz 123', `${signed}garbage\n`, signed.replace('ed25519 ', 'rsa ')])
      expect(refusal(unreadable)).toBe('Update refused: latest-linux.yml.sig is not a signature Platform Desktop can read, so the update feed cannot be trusted.')
  })

  it("another key's signature under a trusted key's id does not pass", () => {
    const stranger = freshKey()
    const forged = signatureFileText('latest-linux.yml', content, [stranger.privateKey]).replace(stranger.trusted.id, testPublic.id)
    expect(refusal(forged)).toMatch(/does not match its contents/)
  })

  it('carries one line per key while a key is rotated, and either key alone accepts it', () => {
    const next = freshKey()
    const both = signatureFileText('latest-linux.yml', content, [...testKey, next.privateKey])
    expect(both.split('\n').filter((line) => line.startsWith('ed25519 '))).toHaveLength(2)
    expect(refusal(both, [testPublic])).toBeNull()
    expect(refusal(both, [next.trusted])).toBeNull()
    // A build trusting old and new accepts a feed signed by either.
    expect(refusal(signatureFileText('latest-linux.yml', content, [next.privateKey]), [testPublic, next.trusted])).toBeNull()
  })

  it('is written with the key id the app derives from the public key', () => {
    expect(signatureFileText('latest-linux.yml', content, testKey)).toContain(`ed25519 ${testPublic.id} `)
    expect(testPublic.id).toBe('ed0040f72ae42b3c')
  })
})

describe('the keys a build trusts (src/main/app-update/trusted-update-keys.json)', () => {
  it('are Ed25519 public keys, and never the test key', () => {
    const keys = trustedUpdateKeys()
    for (const key of keys) expect(key.key.asymmetricKeyType).toBe('ed25519')
    expect(keys.map((key) => key.id)).not.toContain(testPublic.id)
  })

  it('refuse anything but an Ed25519 key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
    expect(() => trustedKey(rsa)).toThrow(/is rsa, not Ed25519/)
  })
})
