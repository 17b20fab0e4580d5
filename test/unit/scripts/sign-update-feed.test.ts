// The release workflow's signing step (scripts/sign-update-feed.mjs), run as
// the workflow runs it: the signature it writes is one the app accepts, and it
// stops the release rather than publish a feed the app would refuse.
import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { checkFeedSignature, trustedKey } from '../../../src/main/features/app-update/feed-signature'
import { UpdateRefusal } from '../../../src/main/features/app-update/update-refusal'

const root = resolve(import.meta.dirname, '../../..')
const SIGNING = join(root, 'test/fixtures/update-signing')
const testPem = readFileSync(join(SIGNING, 'test-key.pem'), 'utf8')
const testPublic = readFileSync(join(SIGNING, 'test-key.pub'), 'utf8').trim()
const dir = mkdtempSync(join(tmpdir(), 'sign-update-feed-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const channel = join(dir, 'latest-linux.yml')
writeFileSync(channel, "version: '0.2.0'\nfiles:\n  - url: 'platform-desktop-0.2.0-linux-amd64.deb'\n")
const trustedList = (keys: string[]) => {
  const path = join(dir, `trusted-${keys.length}-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify({ keys: keys.map((publicKey) => ({ publicKey })) }))
  return path
}

/** The refusal's sentence for the written signature, or what it vouched for. */
function verdict(publicKey: string) {
  const checked = checkFeedSignature(
    'latest-linux.yml',
    readFileSync(channel),
    readFileSync(`${channel}.sig`, 'utf8'),
    [trustedKey(publicKey)],
    {
      now: Date.now(),
      newestSeen: null
    }
  )
  return checked instanceof UpdateRefusal ? checked.message : checked
}

function sign(key: string | undefined, ...args: string[]) {
  const env = { ...process.env }
  delete env.UPDATE_SIGNING_KEY
  if (key !== undefined) env.UPDATE_SIGNING_KEY = key
  return spawnSync(process.execPath, ['scripts/sign-update-feed.mjs', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 20_000
  })
}

describe('scripts/sign-update-feed.mjs', () => {
  it('writes a signature the app accepts with the trusted key, naming the file, dated now, valid 120 days unless told', () => {
    const before = Date.now()
    const run = sign(testPem, '--trusted', trustedList([testPublic]), channel)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(
      /Signed .*latest-linux\.yml as latest-linux\.yml with ed0040f72ae42b3c, valid for 120 days/
    )
    const statement = verdict(testPublic)
    if (typeof statement === 'string') throw new Error(statement)
    expect(statement.name).toBe('latest-linux.yml')
    // To the second.
    expect(statement.signedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(statement.signedAt).toBeLessThanOrEqual(Date.now())
    expect(statement.expiresAt - statement.signedAt).toBe(120 * 24 * 60 * 60_000)
    expect(sign(testPem, '--trusted', trustedList([testPublic]), '--valid-days', '7', channel).status).toBe(0)
    expect(
      (verdict(testPublic) as { expiresAt: number; signedAt: number }).expiresAt -
        (verdict(testPublic) as { signedAt: number }).signedAt
    ).toBe(7 * 24 * 60 * 60_000)
    for (const days of ['0', '1.5', 'soon'])
      expect(sign(testPem, '--trusted', trustedList([testPublic]), '--valid-days', days, channel).stderr).toMatch(
        /--valid-days must be a whole number of days from 1 to 3650/
      )
  })

  it('signs with both keys while a key is rotated (two PEM blocks in the secret)', () => {
    const next = generateKeyPairSync('ed25519')
    const nextPublic = next.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
    const run = sign(
      `${testPem}\n${next.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()}`,
      '--trusted',
      trustedList([nextPublic]),
      channel
    )
    expect(run.status).toBe(0)
    const signature = readFileSync(`${channel}.sig`, 'utf8')
    expect(signature.match(/^ed25519 /gm)).toHaveLength(2)
    expect(verdict(testPublic)).toMatchObject({ name: 'latest-linux.yml' })
    expect(verdict(nextPublic)).toMatchObject({ name: 'latest-linux.yml' })
  })

  it('fails clearly when the secret is missing or empty, and writes nothing', () => {
    const unsigned = join(dir, 'latest-linux-arm64.yml')
    writeFileSync(unsigned, "version: '0.2.0'\n")
    for (const key of [undefined, '', '  \n']) {
      const run = sign(key, unsigned)
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(
        /^sign-update-feed: UPDATE_SIGNING_KEY is empty\. Add the Ed25519 private key \(PEM\) that signs update feeds as a repository secret/
      )
    }
    expect(existsSync(`${unsigned}.sig`)).toBe(false)
  })

  it('refuses a key the app built from this commit does not trust, a key of the wrong kind, and a missing channel file', () => {
    const refused = sign(testPem, '--trusted', trustedList([]), channel)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(
      /None of the signing keys \(ed0040f72ae42b3c\) is in .*, so the app built from this commit would refuse the feed/
    )
    // The real list: the test key must never be trusted by a build.
    expect(sign(testPem, channel).stderr).toMatch(
      /None of the signing keys \(ed0040f72ae42b3c\) is in .*trusted-update-keys\.json/
    )
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    expect(sign(rsa, channel).stderr).toMatch(
      /UPDATE_SIGNING_KEY holds a rsa key; update feeds are signed with Ed25519 keys/
    )
    // What bash passes on when dist/latest-linux*.yml matches nothing.
    const missing = sign(testPem, '--trusted', trustedList([testPublic]), join(dir, 'latest-linux*.yml'))
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/latest-linux\*\.yml" is not a file: nothing to sign/)
  })
})
