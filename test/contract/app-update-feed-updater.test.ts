// electron-updater's own code against the reference server's update feed,
// in-process and without an Electron binary. Electron is needed only to make
// requests (its `net`) and to install. electron-updater takes an AppAdapter in
// place of Electron's `app` (the seam its own test suite uses) and
// NodeHttpExecutor puts node:http in place of `net`; everything between is
// electron-updater's unchanged code: channel file names, YAML parsing, the
// version comparison, which file to download, sha512 checks, block maps,
// range requests and the fall back to a full download. The NsisUpdater cases
// run it set up as the app sets it up (support/app-updater.ts: the app's
// provider and executor, the latter over a stand-in for Electron's net); the
// app's own update rules are tested in app-update-feed-security.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { CancellationToken } from 'builder-util-runtime'
import type { AppUpdater } from 'electron-updater/out/AppUpdater.js'
import { FileWithEmbeddedBlockMapDifferentialDownloader } from 'electron-updater/out/differentialDownloader/FileWithEmbeddedBlockMapDifferentialDownloader.js'
import { GenericDifferentialDownloader } from 'electron-updater/out/differentialDownloader/GenericDifferentialDownloader.js'
import { MacUpdater } from 'electron-updater/out/MacUpdater.js'
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider.js'
import type { ProviderPlatform } from 'electron-updater/out/providers/Provider.js'
import { findFile } from 'electron-updater/out/providers/Provider.js'
import type { ResolvedUpdateFileInfo } from 'electron-updater/out/types.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import {
  blockMapFile,
  blockMapOf,
  installerPair,
  makeUpdateFeedOrThrow,
  NodeHttpExecutor,
  recordingLogger,
  sha512Base64,
  temporaryFolder,
  withEmbeddedBlockMap
} from './support/app-update-feed'
import { appUpdater } from './support/app-updater'
import { waitFor } from './support/wait'

const EXE = 'Platform Desktop Setup 0.2.0.exe'
const OLD_EXE = 'Platform Desktop Setup 0.1.0.exe'
const APPIMAGE = 'Platform-Desktop-0.2.0.AppImage'
const MAC_ZIP = 'Platform-Desktop-0.2.0-mac.zip'
const MAC_ARM64_ZIP = 'Platform-Desktop-0.2.0-arm64-mac.zip'
const ARM64_APPIMAGE = 'Platform-Desktop-0.2.0-arm64.AppImage'

const folder = temporaryFolder('update-feed-updater')
const windows = installerPair()
const linux = installerPair(12, [0, 7])
const appImage = withEmbeddedBlockMap(linux.next)
const oldAppImage = withEmbeddedBlockMap(linux.old)
const executor = new NodeHttpExecutor()
let server: RunningServer
let plainServer: RunningServer
let dist: string

/** The feed a release would publish: every platform, and block maps for both Windows versions. */
function writeFeeds(root: string): { feed: string; plainFeed: string } {
  dist = join(root, 'dist')
  const old = join(root, 'dist-0.1.0')
  const plain = join(root, 'dist-without-blockmaps')
  for (const dir of [dist, old, plain]) mkdirSync(dir)
  writeFileSync(join(dist, EXE), windows.next)
  writeFileSync(join(dist, `${EXE}.blockmap`), blockMapFile(windows.next))
  writeFileSync(join(old, `${OLD_EXE}.blockmap`), blockMapFile(windows.old))
  writeFileSync(join(plain, EXE), windows.next)
  writeFileSync(join(dist, APPIMAGE), appImage)
  for (const name of [MAC_ZIP, MAC_ARM64_ZIP, 'Platform-Desktop-0.2.0.dmg', ARM64_APPIMAGE])
    writeFileSync(join(dist, name), `${name} bytes`)

  const feed = join(root, 'feed')
  const plainFeed = join(root, 'plain-feed')
  const common = ['--version', '0.2.0', '--out', feed]
  makeUpdateFeedOrThrow(...common, '--platform', 'win', '--extra', join(old, `${OLD_EXE}.blockmap`), join(dist, EXE))
  makeUpdateFeedOrThrow(
    ...common,
    '--platform',
    'mac',
    '--arch',
    'arm64',
    ...[MAC_ZIP, MAC_ARM64_ZIP, 'Platform-Desktop-0.2.0.dmg'].map((name) => join(dist, name))
  )
  makeUpdateFeedOrThrow(...common, '--platform', 'linux', '--arch', 'x64', join(dist, APPIMAGE))
  makeUpdateFeedOrThrow(...common, '--platform', 'linux', '--arch', 'arm64', join(dist, ARM64_APPIMAGE))
  makeUpdateFeedOrThrow('--version', '0.2.0', '--out', plainFeed, '--platform', 'win', join(plain, EXE))
  return { feed, plainFeed }
}

beforeAll(async () => {
  const { feed, plainFeed } = writeFeeds(folder())
  ;[server, plainServer] = await Promise.all([
    startServer({ port: 0, appUpdateFeedDir: feed }),
    startServer({ port: 0, appUpdateFeedDir: plainFeed })
  ])
})

afterAll(async () => {
  await Promise.all([server.close(), plainServer.close()])
})

afterEach(() => {
  vi.unstubAllEnvs()
})

function provider(feedUrl: string, platform: ProviderPlatform): GenericProvider {
  // What GenericProvider reads of the AppUpdater; the app's has no auth
  // headers, so it adds a noCache query to the channel file's URL.
  const updater = { channel: null, isAddNoCacheQuery: true } as unknown as AppUpdater
  return new GenericProvider({ provider: 'generic', url: feedUrl }, updater, {
    platform,
    executor,
    isUseMultipleRangeRequest: true
  })
}

/** The feed's requests as "METHOD decoded-path status", once every response has finished. */
async function feedLog(target: RunningServer, count: number): Promise<string[]> {
  const entries = await waitFor(() => {
    const feed = target.controls.requests().filter((entry) => entry.path.startsWith('/updates/'))
    return feed.length >= count && feed.every((entry) => entry.status !== null) && feed
  }, `${count} finished feed requests`)
  return entries.map((entry) => `${entry.method} ${decodeURIComponent(entry.path)} ${entry.status}`)
}

/** MacUpdater's own choice of zip (protected in the typings), without constructing it: that needs Electron. */
class MacFileChoice extends MacUpdater {
  static zipFor(files: ResolvedUpdateFileInfo[], arm64Mac: boolean): ResolvedUpdateFileInfo | null | undefined {
    return findFile(MacUpdater.filterFilesForArch(files, arm64Mac), 'zip', ['pkg', 'dmg'])
  }
}

describe("GenericProvider reads the channel file the script wrote and picks the updater's file", () => {
  const pickZip = (arm64Mac: boolean) => (files: ResolvedUpdateFileInfo[]) => MacFileChoice.zipFor(files, arm64Mac)
  const cases: Array<
    [
      ProviderPlatform,
      string,
      string,
      (files: ResolvedUpdateFileInfo[]) => ResolvedUpdateFileInfo | null | undefined,
      string
    ]
  > = [
    ['win32', 'x64', 'latest.yml', (files) => findFile(files, 'exe'), EXE],
    ['darwin', 'arm64', 'latest-mac.yml', pickZip(true), MAC_ARM64_ZIP],
    ['darwin', 'x64', 'latest-mac.yml', pickZip(false), MAC_ZIP],
    ['linux', 'x64', 'latest-linux.yml', (files) => findFile(files, 'AppImage', ['rpm', 'deb', 'pacman']), APPIMAGE],
    [
      'linux',
      'arm64',
      'latest-linux-arm64.yml',
      (files) => findFile(files, 'AppImage', ['rpm', 'deb', 'pacman']),
      ARM64_APPIMAGE
    ]
  ]

  it.each(cases)('%s %s: %s', async (platform, arch, channelFile, pick, expected) => {
    // Provider.getChannelFilePrefix reads the arch from here before process.arch.
    vi.stubEnv('TEST_UPDATER_ARCH', arch)
    server.controls.clearRequests()
    const feed = provider(server.appUpdateFeedUrl ?? '', platform)
    const info = await feed.getLatestVersion()
    expect(await feedLog(server, 1)).toEqual([`GET /updates/${channelFile} 200`])
    expect(info.version).toBe('0.2.0')
    // A string, not the Date js-yaml would make of an unquoted timestamp.
    expect(typeof info.releaseDate).toBe('string')
    const file = pick(feed.resolveFiles(info))
    expect(file?.url.href).toBe(new URL(encodeURIComponent(expected), `${server.appUpdateFeedUrl}/`).href)
    const bytes = readFileSync(join(dist, expected))
    expect(file?.info).toMatchObject({ sha512: sha512Base64(bytes), size: bytes.length })
  })
})

describe('NsisUpdater checks and downloads as the app on Windows would', () => {
  /** A signed build (publisherName) installed from the 0.1.0 installer, pointed at `target` with PLATFORM_UPDATE_URL. */
  async function windowsUpdater(target: RunningServer, home: string) {
    const run = await appUpdater({
      home,
      platform: 'win32',
      feedOverride: target.appUpdateFeedUrl ?? '',
      publisherName: 'Platform Desktop Test',
      installedInstaller: windows.old
    })
    return { updater: run.updater, lines: run.lines }
  }

  it('finds 0.2.0 newer than 0.1.0 and downloads it differentially, with one multi-range request', async () => {
    const { updater, lines } = await windowsUpdater(server, join(folder(), 'differential'))
    const result = await updater.checkForUpdates()
    expect(result?.isUpdateAvailable, lines.join('\n')).toBe(true)
    expect(result?.updateInfo.version).toBe('0.2.0')
    server.controls.clearRequests()
    const downloaded = new Promise<{ version: string }>((resolve) => updater.once('update-downloaded', resolve))
    const [file] = await updater.downloadUpdate()
    expect((await downloaded).version).toBe('0.2.0')
    expect(readFileSync(file ?? '').equals(windows.next), lines.join('\n')).toBe(true)
    expect(await feedLog(server, 3)).toEqual([
      `GET /updates/${EXE}.blockmap 200`,
      // Found by putting the running version into the new file's name.
      `GET /updates/${OLD_EXE}.blockmap 200`,
      // Only the changed blocks: one request, answered multipart/byteranges.
      `GET /updates/${EXE} 206`
    ])
    expect(lines.join('\n')).not.toMatch(/fallback/)
  })

  it('falls back to a full download when the feed has no block map', async () => {
    const { updater, lines } = await windowsUpdater(plainServer, join(folder(), 'fallback'))
    await updater.checkForUpdates()
    plainServer.controls.clearRequests()
    const [file] = await updater.downloadUpdate()
    expect(readFileSync(file ?? '').equals(windows.next)).toBe(true)
    expect(await feedLog(plainServer, 2)).toEqual([`GET /updates/${EXE}.blockmap 404`, `GET /updates/${EXE} 200`])
    expect(lines.join('\n')).toMatch(/Cannot download differentially, fallback to full download/)
  })
})

describe("electron-updater's download paths", () => {
  const resolved = async (platform: ProviderPlatform, name: string): Promise<ResolvedUpdateFileInfo> => {
    const feed = provider(server.appUpdateFeedUrl ?? '', platform)
    const file = feed
      .resolveFiles(await feed.getLatestVersion())
      .find((entry) => decodeURIComponent(entry.url.pathname).endsWith(`/${name}`))
    if (!file) throw new Error(`${name} is not in the feed`)
    return file
  }

  it('a full download checks the sha512 of the bytes served', async () => {
    const file = await resolved('win32', EXE)
    const target = join(folder(), 'full.exe')
    await executor.download(file.url, target, { sha512: file.info.sha512, cancellationToken: new CancellationToken() })
    expect(readFileSync(target).equals(windows.next)).toBe(true)
    const wrong = sha512Base64(Buffer.from('another installer'))
    await expect(
      executor.download(file.url, join(folder(), 'wrong.exe'), {
        sha512: wrong,
        cancellationToken: new CancellationToken()
      })
    ).rejects.toThrow(/sha512 checksum mismatch/)
  })

  it('a differential download works one range per request too (what electron-updater does for S3 URLs)', async () => {
    const file = await resolved('win32', EXE)
    const oldFile = join(folder(), 'old-for-single-ranges.exe')
    const newFile = join(folder(), 'new-from-single-ranges.exe')
    writeFileSync(oldFile, windows.old)
    server.controls.clearRequests()
    const downloader = new GenericDifferentialDownloader(file.info, executor, {
      newUrl: file.url,
      oldFile,
      newFile,
      logger: recordingLogger(),
      requestHeaders: null,
      isUseMultipleRangeRequest: false,
      cancellationToken: new CancellationToken()
    })
    await downloader.download(blockMapOf(windows.old), blockMapOf(windows.next))
    expect(readFileSync(newFile).equals(windows.next)).toBe(true)
    // Blocks 3 and 11 changed and one was added: three ranges, three requests.
    expect(await feedLog(server, 3)).toEqual([
      `GET /updates/${EXE} 206`,
      `GET /updates/${EXE} 206`,
      `GET /updates/${EXE} 206`
    ])
  })

  it("an AppImage's embedded block map is found through the blockMapSize the script wrote", async () => {
    const file = await resolved('linux', APPIMAGE)
    expect(file.info.blockMapSize).toBe(appImage.readUInt32BE(appImage.length - 4))
    const oldFile = join(folder(), 'old.AppImage')
    const newFile = join(folder(), 'new.AppImage')
    writeFileSync(oldFile, oldAppImage)
    server.controls.clearRequests()
    await new FileWithEmbeddedBlockMapDifferentialDownloader(file.info, executor, {
      newUrl: file.url,
      oldFile,
      newFile,
      logger: recordingLogger(),
      requestHeaders: null,
      isUseMultipleRangeRequest: true,
      cancellationToken: new CancellationToken()
    }).download()
    expect(readFileSync(newFile).equals(appImage)).toBe(true)
    // The block map from the file's end, then the changed blocks in one request.
    expect(await feedLog(server, 2)).toEqual([`GET /updates/${APPIMAGE} 206`, `GET /updates/${APPIMAGE} 206`])
  })
})
