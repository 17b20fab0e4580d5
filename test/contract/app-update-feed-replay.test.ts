// What a Linux feed signature binds (docs/releases.md "Updates"), against
// electron-updater's DebUpdater set up as the app sets it up
// (support/app-updater.ts), on an https host with the test certificate. Each
// file here is genuinely signed by the trusted key; what the host does is
// serve it where, or when, it does not belong: a beta or arm64 channel file
// as latest-linux.yml, a pre-release on the stable channel, an old signed file
// after a newer one was seen (a replay to hold an update back), and one whose
// signature has expired.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { trustedKey } from '../../src/main/features/app-update/feed-signature'
import { installerPair, makeUpdateFeedOrThrow, temporaryFolder } from './support/app-update-feed'
import { appUpdater } from './support/app-updater'
import { type HttpsFeed, startHttpsFeed, TLS_CA } from './support/https-feed'

const SIGNING = join(import.meta.dirname, '../fixtures/update-signing')
const trusted = [trustedKey(readFileSync(join(SIGNING, 'test-key.pub'), 'utf8').trim())]
const DAY = 24 * 60 * 60_000
const folder = temporaryFolder('update-feed-replay')
const deb = installerPair(2).next
let front: HttpsFeed
/** When the feeds were signed relative to. */
let signedFrom = 0

/** A signed Linux feed in its own folder: `channel` and `arch` name its channel file. */
function signedFeed(
  label: string,
  version: string,
  options: { channel?: string; arch?: string; signedAt?: Date; validDays?: number } = {}
): string {
  const out = join(folder(), label)
  const installer = join(folder(), `platform-desktop-${version}-linux-amd64.deb`)
  mkdirSync(out, { recursive: true })
  writeFileSync(installer, deb)
  const dated = [
    ...(options.signedAt ? ['--signed-at', options.signedAt.toISOString()] : []),
    ...(options.validDays ? ['--valid-days', String(options.validDays)] : [])
  ]
  makeUpdateFeedOrThrow(
    ...[
      '--version',
      version,
      '--platform',
      'linux',
      '--arch',
      options.arch ?? 'x64',
      '--channel',
      options.channel ?? 'latest'
    ],
    ...['--sign-key', join(SIGNING, 'test-key.pem'), ...dated, '--out', out, installer]
  )
  return out
}

let feeds: Record<'old' | 'current' | 'beta' | 'arm64' | 'prerelease' | 'expired', { dir: string; channelFile: string }>

/** The host serves `channelFile` of `feed` (and its .sig) as /desktop/latest-linux.yml, and its other files as named. */
function serve(feed: { dir: string; channelFile: string }): void {
  front.answer((path) => {
    const name = path.replace(/^\/desktop\//, '')
    if (name === 'latest-linux.yml') return { file: join(feed.dir, feed.channelFile) }
    if (name === 'latest-linux.yml.sig') return { file: join(feed.dir, `${feed.channelFile}.sig`) }
    return /^[\w.-]+$/.test(name) ? { file: join(feed.dir, name) } : { status: 404 }
  })
}

/** A DebUpdater as the app sets it up, at home in `home` (where the newest feed seen is kept). */
async function debUpdater(home: string, channel?: string) {
  // Provider.getChannelFilePrefix: the arch from here before process.arch.
  vi.stubEnv('TEST_UPDATER_ARCH', 'x64')
  const run = await appUpdater({
    home,
    platform: 'linux',
    builtInFeed: `${front.origin}/desktop`,
    channel,
    ca: TLS_CA,
    trustedKeys: trusted
  })
  expect(run.secured, run.warnings.join('\n')).toBe(true)
  return run
}

const check = async (home: string, channel?: string) =>
  (await (await debUpdater(home, channel)).updater.checkForUpdates())?.updateInfo.version
const freshHome = (name: string) => {
  const home = join(folder(), `home-${name}`)
  mkdirSync(home, { recursive: true })
  return home
}

beforeAll(async () => {
  front = await startHttpsFeed()
  const now = Date.now()
  signedFrom = now
  feeds = {
    old: { dir: signedFeed('old', '0.2.0', { signedAt: new Date(now - 20 * DAY) }), channelFile: 'latest-linux.yml' },
    current: {
      dir: signedFeed('current', '0.2.1', { signedAt: new Date(now - DAY) }),
      channelFile: 'latest-linux.yml'
    },
    beta: { dir: signedFeed('beta', '0.3.0-beta.1', { channel: 'beta' }), channelFile: 'beta-linux.yml' },
    arm64: { dir: signedFeed('arm64', '0.2.1', { arch: 'arm64' }), channelFile: 'latest-linux-arm64.yml' },
    prerelease: { dir: signedFeed('prerelease', '0.3.0-beta.1'), channelFile: 'latest-linux.yml' },
    expired: {
      dir: signedFeed('expired', '0.2.1', { signedAt: new Date(now - 200 * DAY), validDays: 120 }),
      channelFile: 'latest-linux.yml'
    }
  }
})

afterAll(() => front.close())

beforeEach(() => {
  vi.unstubAllEnvs()
  front.requests.length = 0
})

describe('a Linux channel file is accepted only as the file it was signed as', () => {
  it('a signed beta-linux.yml served as latest-linux.yml is refused', async () => {
    serve(feeds.beta)
    await expect(check(freshHome('beta'))).rejects.toThrow(
      'Update refused: the update feed served a file signed as beta-linux.yml in place of latest-linux.yml, so it cannot be trusted.'
    )
    expect(front.requests).toEqual(['GET /desktop/latest-linux.yml', 'GET /desktop/latest-linux.yml.sig'])
  })

  it('a signed latest-linux-arm64.yml (an arm64 deb) served to x64 as latest-linux.yml is refused', async () => {
    serve(feeds.arm64)
    await expect(check(freshHome('arm64'))).rejects.toThrow(
      /signed as latest-linux-arm64\.yml in place of latest-linux\.yml/
    )
  })

  it('a pre-release signed for the stable channel is refused there', async () => {
    serve(feeds.prerelease)
    await expect(check(freshHome('prerelease'))).rejects.toThrow(
      'Update refused: latest-linux.yml offers the pre-release 0.3.0-beta.1 on the stable channel.'
    )
  })

  it('on the beta channel, its own signed file and its pre-release are accepted', async () => {
    front.answer((path) =>
      path.startsWith('/desktop/beta-linux.yml')
        ? { file: join(feeds.beta.dir, path.replace('/desktop/', '')) }
        : { status: 404 }
    )
    expect(await check(freshHome('on-beta'), 'beta')).toBe('0.3.0-beta.1')
  })
})

describe('a Linux channel file counts only while it is the newest this computer has seen, and not after it expires', () => {
  it('an older signed file served after a newer one was accepted is refused, on this run and after a restart', async () => {
    const home = freshHome('replay')
    serve(feeds.old)
    expect(await check(home)).toBe('0.2.0')
    serve(feeds.current)
    expect(await check(home)).toBe('0.2.1')
    const kept = JSON.parse(readFileSync(join(home, 'user-data', 'update-feed.json'), 'utf8')) as {
      newest: Record<string, string>
    }
    expect(Object.keys(kept.newest)).toEqual(['latest-linux.yml'])
    serve(feeds.old)
    const day = (offset: number) => new Date(signedFrom - offset * DAY).toISOString().slice(0, 10)
    // A new updater, as after a restart: what was seen is read from disk.
    await expect(check(home)).rejects.toThrow(
      `Update refused: latest-linux.yml was signed on ${day(20)}, before the one this computer already saw from ${day(1)}, so the update feed may be holding back an update.`
    )
    // The newer one still counts.
    serve(feeds.current)
    expect(await check(home)).toBe('0.2.1')
  })

  it('a record that cannot be written is said, and the update still goes ahead', async () => {
    const home = freshHome('unwritable')
    // A folder where the record's file goes: neither read nor replaced.
    mkdirSync(join(home, 'user-data', 'update-feed.json'), { recursive: true })
    serve(feeds.current)
    const run = await debUpdater(home)
    expect((await run.updater.checkForUpdates())?.updateInfo.version).toBe('0.2.1')
    expect(run.warnings).toEqual([
      expect.stringMatching(/^The update feed's signing time could not be kept: .*update-feed\.json/)
    ])
  })

  it('a signature past its expiry is refused, and one judged by a clock before it is not', async () => {
    serve(feeds.expired)
    await expect(check(freshHome('expired'))).rejects.toThrow(
      /^Update refused: the signature of latest-linux\.yml expired on \d{4}-\d{2}-\d{2}, so the update feed is out of date\./
    )
    const run = await appUpdater({
      home: freshHome('expired-then'),
      platform: 'linux',
      builtInFeed: `${front.origin}/desktop`,
      ca: TLS_CA,
      trustedKeys: trusted,
      now: () => Date.now() - 100 * DAY
    })
    vi.stubEnv('TEST_UPDATER_ARCH', 'x64')
    expect((await run.updater.checkForUpdates())?.updateInfo.version).toBe('0.2.1')
  })
})
