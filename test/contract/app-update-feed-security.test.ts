// The app's update rules (docs/releases.md "Updates") against electron-updater's own
// code: NsisUpdater and DebUpdater set up as the app sets up its updater
// (support/app-updater.ts), over loopback — the reference server's feed on
// http (allowed only as PLATFORM_UPDATE_URL on this computer) and https hosts
// with the test certificate. Each case is one an attacker or a mistake could
// produce: a redirect off the feed's origin, a channel file naming a file
// elsewhere, an unsigned Windows build, a Linux feed without a valid
// signature by a trusted key.
import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { CancellationToken } from 'builder-util-runtime'
import { GenericDifferentialDownloader } from 'electron-updater/out/differentialDownloader/GenericDifferentialDownloader.js'
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import { trustedKey } from '../../src/main/features/app-update/feed-signature'
import { SignedBuildNsisUpdater } from '../../src/main/features/app-update/signed-build-nsis-updater'
import {
  blockMapFile,
  blockMapOf,
  installerPair,
  makeUpdateFeedOrThrow,
  recordingLogger,
  sha512Base64,
  temporaryFolder
} from './support/app-update-feed'
import { appAdapter, appUpdater, type AppUpdaterSetup, StandInUpdateExecutor } from './support/app-updater'
import { type HttpsFeed, startHttpsFeed, TLS_CA } from './support/https-feed'
import { waitFor } from './support/wait'

const EXE = 'platform-desktop-0.2.0-win-setup.exe'
const OLD_EXE = 'platform-desktop-0.1.0-win-setup.exe'
const DEB = 'platform-desktop-0.2.0-linux-amd64.deb'
const PUBLISHER = 'Platform Desktop Test'
const SIGNING = join(import.meta.dirname, '../fixtures/update-signing')
const TEST_KEY = join(SIGNING, 'test-key.pem')
const trusted = [trustedKey(readFileSync(join(SIGNING, 'test-key.pub'), 'utf8').trim())]

const folder = temporaryFolder('update-feed-security')
const windows = installerPair()
const deb = installerPair(4).next
let feed: string
let server: RunningServer
let front: HttpsFeed
let elsewhere: HttpsFeed

/** A fresh home (app-update.yml, caches) for each updater. */
const home = () => mkdtempSync(join(folder(), 'home-'))

/** Windows feed, and one Linux feed per channel: signed, unsigned, tampered with after signing, signed by a key nobody trusts. */
function writeFeed(root: string): string {
  const dist = join(root, 'dist')
  const out = join(root, 'feed')
  mkdirSync(dist)
  writeFileSync(join(dist, EXE), windows.next)
  writeFileSync(join(dist, `${EXE}.blockmap`), blockMapFile(windows.next))
  writeFileSync(join(dist, `${OLD_EXE}.blockmap`), blockMapFile(windows.old))
  writeFileSync(join(dist, DEB), deb)
  makeUpdateFeedOrThrow(
    '--version',
    '0.2.0',
    '--out',
    out,
    '--platform',
    'win',
    '--extra',
    join(dist, `${OLD_EXE}.blockmap`),
    join(dist, EXE)
  )
  const linux = (channel: string, ...signing: string[]) =>
    makeUpdateFeedOrThrow(
      '--version',
      '0.2.0',
      '--out',
      out,
      '--platform',
      'linux',
      '--arch',
      'x64',
      '--channel',
      channel,
      ...signing,
      join(dist, DEB)
    )
  linux('latest', '--sign-key', TEST_KEY)
  linux('unsigned')
  linux('tampered', '--sign-key', TEST_KEY)
  const tampered = join(out, 'tampered-linux.yml')
  writeFileSync(tampered, readFileSync(tampered, 'utf8').replace("version: '0.2.0'", "version: '0.2.1'"))
  const stranger = join(root, 'stranger.pem')
  writeFileSync(stranger, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }))
  linux('untrusted', '--sign-key', stranger)
  return out
}

beforeAll(async () => {
  feed = writeFeed(folder())
  ;[server, front, elsewhere] = await Promise.all([
    startServer({ port: 0, appUpdateFeedDir: feed }),
    startHttpsFeed(),
    startHttpsFeed()
  ])
})

afterAll(async () => {
  await Promise.all([server.close(), front.close(), elsewhere.close()])
})

afterEach(() => {
  vi.unstubAllEnvs()
  server.controls.clearRequests()
  front.requests.length = 0
  elsewhere.requests.length = 0
  front.answer(() => ({ status: 404 }))
})

/** The reference server's feed requests as "METHOD decoded-path", once all have finished. */
async function plainRequests(): Promise<string[]> {
  const entries = await waitFor(() => {
    const all = server.controls.requests().filter((entry) => entry.path.startsWith('/updates/'))
    return all.every((entry) => entry.status !== null) && all
  }, 'finished feed requests')
  return entries.map((entry) => `${entry.method} ${decodeURIComponent(entry.path)}`)
}

/** An updater as the app sets up, with its 'error' events. */
async function updaterFor(setup: Omit<AppUpdaterSetup, 'home'>) {
  const run = await appUpdater({ home: home(), ...setup })
  expect(run.secured, run.warnings.join('\n')).toBe(true)
  const errors: Error[] = []
  run.updater.on('error', (error) => errors.push(error))
  return { ...run, errors }
}

/** A signed Windows build whose app-update.yml names the https host `front`. */
const signedWindowsOnFront = () =>
  updaterFor({ platform: 'win32', builtInFeed: `${front.origin}/desktop`, publisherName: PUBLISHER, ca: TLS_CA })

describe('the feed the app reads', () => {
  it("is the build's own https feed when PLATFORM_UPDATE_URL is http off this computer", async () => {
    front.answer((path) => (path === '/desktop/latest.yml' ? { file: join(feed, 'latest.yml') } : { status: 404 }))
    const run = await appUpdater({
      home: home(),
      platform: 'win32',
      builtInFeed: `${front.origin}/desktop`,
      feedOverride: 'http://updates.example/desktop',
      ca: TLS_CA
    })
    expect(run.warnings).toEqual([
      'PLATFORM_UPDATE_URL ignored: an update feed must use https:// (http only on this computer)'
    ])
    expect((await run.updater.checkForUpdates())?.updateInfo.version).toBe('0.2.0')
    expect(front.requests).toEqual(['GET /desktop/latest.yml'])
  })

  it('is never an http one named by the build itself, even on this computer: that is for PLATFORM_UPDATE_URL while testing', async () => {
    const run = await appUpdater({ home: home(), platform: 'linux', builtInFeed: server.appUpdateFeedUrl ?? '' })
    expect(run.secured).toBe(false)
    expect(run.warnings).toEqual([
      'auto-update is off: this build names no https update feed (app-update.yml, from electron-builder.yml "publish")'
    ])
  })
})

describe('redirects never leave the origin of the request they answer', () => {
  const refused = (to: string) =>
    `Update stopped: the update server ${front.origin} redirected to ${to}; updates are only taken from ${front.origin}.`

  it('an https feed redirecting the channel file to http is refused, and nothing is fetched over http', async () => {
    front.answer((path) =>
      path === '/desktop/latest.yml' ? { redirect: `${server.url}/updates/latest.yml` } : { status: 404 }
    )
    const { updater, errors } = await signedWindowsOnFront()
    await expect(updater.checkForUpdates()).rejects.toThrow(refused(server.url))
    expect(errors.map((error) => error.message)).toEqual([refused(server.url)])
    expect(front.requests).toEqual(['GET /desktop/latest.yml'])
    expect(await plainRequests()).toEqual([])
  })

  it('an https feed redirecting the installer and its block maps to http downloads nothing, over http or at all', async () => {
    front.answer((path) =>
      path === '/desktop/latest.yml'
        ? { file: join(feed, 'latest.yml') }
        : { redirect: `${server.url}/updates/${path.slice('/desktop/'.length)}` }
    )
    const { updater, errors, signatureChecks } = await signedWindowsOnFront()
    expect((await updater.checkForUpdates())?.updateInfo.version).toBe('0.2.0')
    await expect(updater.downloadUpdate()).rejects.toThrow(refused(server.url))
    expect(errors.at(-1)?.message).toBe(refused(server.url))
    // The block map (differential download), then the installer (the full download it falls back to): each refused.
    expect(front.requests).toEqual(['GET /desktop/latest.yml', `GET /desktop/${EXE}.blockmap`, `GET /desktop/${EXE}`])
    expect(await plainRequests()).toEqual([])
    expect(signatureChecks).toEqual([])
  })

  it('a redirect to another https host, such as a CDN, is refused too', async () => {
    front.answer(() => ({ redirect: `${elsewhere.origin}/desktop/latest.yml` }))
    elsewhere.answer(() => ({ file: join(feed, 'latest.yml') }))
    const { updater } = await signedWindowsOnFront()
    await expect(updater.checkForUpdates()).rejects.toThrow(refused(elsewhere.origin))
    expect(elsewhere.requests).toEqual([])
  })

  it.each([
    ['several ranges per request', true],
    ['one range per request', false]
  ])('each range of a differential download is held to it too (%s)', async (_case, isUseMultipleRangeRequest) => {
    // The differential downloaders make their requests themselves, through the executor's createRequest.
    front.answer(() => ({ redirect: `${server.url}/updates/${EXE}` }))
    const home = mkdtempSync(join(folder(), 'ranges-'))
    writeFileSync(join(home, 'old.exe'), windows.old)
    const downloader = new GenericDifferentialDownloader(
      { sha512: sha512Base64(windows.next), size: windows.next.length },
      new StandInUpdateExecutor(TLS_CA),
      {
        newUrl: new URL(`${front.origin}/desktop/${EXE}`),
        oldFile: join(home, 'old.exe'),
        newFile: join(home, 'new.exe'),
        logger: recordingLogger(),
        requestHeaders: null,
        isUseMultipleRangeRequest,
        cancellationToken: new CancellationToken()
      }
    )
    await expect(downloader.download(blockMapOf(windows.old), blockMapOf(windows.next))).rejects.toThrow(
      refused(server.url)
    )
    expect(front.requests).toEqual([`GET /desktop/${EXE}`])
    expect(await plainRequests()).toEqual([])
  })

  it("a redirect within the feed's origin is followed, for the channel file and for the installer", async () => {
    front.answer((path) => {
      if (path === '/desktop/latest.yml') return { redirect: '/desktop/current/latest.yml' }
      if (path === `/desktop/${EXE}`) return { redirect: `${front.origin}/desktop/current/${EXE}` }
      if (path.startsWith('/desktop/current/')) return { file: join(feed, path.slice('/desktop/current/'.length)) }
      return { status: 404 }
    })
    const { updater, signatureChecks } = await signedWindowsOnFront()
    expect((await updater.checkForUpdates())?.updateInfo.version).toBe('0.2.0')
    const [file] = await updater.downloadUpdate()
    expect(readFileSync(file ?? '').equals(windows.next)).toBe(true)
    expect(signatureChecks).toEqual([[[PUBLISHER], expect.stringContaining('temp-')]])
  })
})

describe("every file the channel file names is on the feed's origin", () => {
  const elsewhereChannel = (channel: string, url: string) =>
    writeFileSync(
      join(feed, `${channel}.yml`),
      readFileSync(join(feed, 'latest.yml'), 'utf8').replaceAll(`'${EXE}'`, `'${url}'`)
    )

  it.each([
    ['another host', () => `http://localhost:${new URL(server.url).port}`],
    ['another scheme and port', () => front.origin]
  ])('a channel file naming a file on %s is refused when it is read', async (_case, origin) => {
    const channel = `elsewhere-${origin().split(':')[0] ?? ''}`
    elsewhereChannel(channel, `${origin()}/updates/${EXE}`)
    front.answer(() => ({ file: join(feed, EXE) }))
    const { updater, errors } = await updaterFor({
      platform: 'win32',
      feedOverride: server.appUpdateFeedUrl ?? '',
      channel,
      publisherName: PUBLISHER,
      ca: TLS_CA
    })
    const sentence = `Update stopped: the update feed names a file on ${origin()}; updates are only taken from ${server.url}.`
    await expect(updater.checkForUpdates()).rejects.toThrow(sentence)
    expect(errors.map((error) => error.message)).toEqual([sentence])
    expect(await plainRequests()).toEqual([`GET /updates/${channel}.yml`])
    expect(front.requests).toEqual([])
  })
})

describe("every block map is on the feed's origin", () => {
  it('an old block map from elsewhere (previousBlockmapBaseUrlOverride) is not fetched: the download is made in full instead', async () => {
    const { updater, lines } = await updaterFor({
      platform: 'win32',
      feedOverride: server.appUpdateFeedUrl ?? '',
      publisherName: PUBLISHER,
      installedInstaller: windows.old,
      ca: TLS_CA
    })
    updater.previousBlockmapBaseUrlOverride = `${front.origin}/desktop/`
    await updater.checkForUpdates()
    const [file] = await updater.downloadUpdate()
    expect(readFileSync(file ?? '').equals(windows.next)).toBe(true)
    expect(lines.join('\n')).toContain(
      `Cannot download differentially, fallback to full download: UpdateRefusal: Update stopped: the update feed names a file on ${front.origin}`
    )
    expect(front.requests).toEqual([])
    expect(await plainRequests()).toEqual(['GET /updates/latest.yml', `GET /updates/${EXE}`])
  })
})

describe('Windows: only a build that can check the installer’s code signature downloads an update', () => {
  it('without publisherName (an unsigned build) nothing is downloaded, and the reason says updates need a signed build', async () => {
    const { updater, errors, signatureChecks } = await updaterFor({
      platform: 'win32',
      feedOverride: server.appUpdateFeedUrl ?? '',
      installedInstaller: windows.old
    })
    expect((await updater.checkForUpdates())?.updateInfo.version).toBe('0.2.0')
    const sentence =
      'Updates need a signed build: this copy of Platform Desktop is not code-signed, so it cannot verify version 0.2.0. Install it by hand.'
    await expect(updater.downloadUpdate()).rejects.toThrow(sentence)
    expect(errors.map((error) => error.message)).toEqual([sentence])
    expect(await plainRequests()).toEqual(['GET /updates/latest.yml'])
    expect(signatureChecks).toEqual([])
  })

  it('with publisherName it downloads differentially and has the signature checked against that publisher', async () => {
    const { updater, signatureChecks, lines } = await updaterFor({
      platform: 'win32',
      feedOverride: server.appUpdateFeedUrl ?? '',
      publisherName: PUBLISHER,
      installedInstaller: windows.old
    })
    await updater.checkForUpdates()
    const [file] = await updater.downloadUpdate()
    expect(readFileSync(file ?? '').equals(windows.next), lines.join('\n')).toBe(true)
    expect(await plainRequests()).toEqual([
      'GET /updates/latest.yml',
      `GET /updates/${EXE}.blockmap`,
      `GET /updates/${OLD_EXE}.blockmap`,
      `GET /updates/${EXE}`
    ])
    expect(signatureChecks).toEqual([[[PUBLISHER], expect.stringContaining('temp-')]])
  })
})

describe('Linux: the channel file counts only with a signature by a key the build trusts', () => {
  const debUpdater = (channel?: string) => {
    // Provider.getChannelFilePrefix: the arch from here before process.arch.
    vi.stubEnv('TEST_UPDATER_ARCH', 'x64')
    return updaterFor({ platform: 'linux', feedOverride: server.appUpdateFeedUrl ?? '', channel, trustedKeys: trusted })
  }

  it('a signed feed is read, and the deb it names is downloaded', async () => {
    const { updater } = await debUpdater()
    expect((await updater.checkForUpdates())?.updateInfo.version).toBe('0.2.0')
    const [file] = await updater.downloadUpdate()
    expect(readFileSync(file ?? '').equals(deb)).toBe(true)
    expect(await plainRequests()).toEqual([
      'GET /updates/latest-linux.yml',
      'GET /updates/latest-linux.yml.sig',
      `GET /updates/${DEB}`
    ])
  })

  it.each([
    [
      'unsigned',
      "Update refused: the update feed's unsigned-linux.yml is not signed, so it cannot be trusted. Install the new version by hand."
    ],
    [
      'tampered',
      'Update refused: the signature of tampered-linux.yml does not match its contents, so the update feed cannot be trusted.'
    ],
    [
      'untrusted',
      /^Update refused: untrusted-linux\.yml is signed with key [0-9a-f]{16}, which this version of Platform Desktop does not trust\. Install the new version by hand\.$/
    ]
  ])('a %s feed is refused before anything is downloaded', async (channel, sentence) => {
    const { updater, errors } = await debUpdater(channel)
    await expect(updater.checkForUpdates()).rejects.toThrow(sentence)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(sentence)
    expect(await plainRequests()).toEqual([
      `GET /updates/${channel}-linux.yml`,
      `GET /updates/${channel}-linux.yml.sig`
    ])
  })
})

describe('what the app relies on inside electron-updater (an upgrade that changes it fails here)', () => {
  it('AppUpdater keeps its HTTP client in httpExecutor and hands that to the providers it makes', () => {
    const updater = new SignedBuildNsisUpdater(null, appAdapter(home()))
    expect(Object.hasOwn(updater, 'httpExecutor')).toBe(true)
    const executor = new StandInUpdateExecutor()
    Object.assign(updater, { httpExecutor: executor })
    expect(
      (updater as unknown as { createProviderRuntimeOptions(): { executor: unknown } }).createProviderRuntimeOptions()
        .executor
    ).toBe(executor)
  })

  it('ElectronHttpExecutor follows redirects through addRedirectHandlers, which the app overrides', () => {
    expect(ElectronHttpExecutor.prototype).toHaveProperty('addRedirectHandlers')
    expect(ElectronHttpExecutor.prototype).toHaveProperty('createRequest')
  })
})
