// electron-updater's platform updaters set up as the app sets up its own
// (src/main/electron/updater-electron.ts: SignedBuildNsisUpdater on Windows,
// and secureUpdater), without Electron: an AppAdapter in
// place of Electron's `app` (the seam electron-updater's own tests use), and
// the app's UpdateHttpExecutor with Electron's net.request replaced by a
// stand-in that behaves as Electron's does (net-request-stand-in.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, RequestOptions } from 'node:http'
import { join } from 'node:path'

import type { AppAdapter } from 'electron-updater/out/AppAdapter.js'
import { DebUpdater } from 'electron-updater/out/DebUpdater.js'
import type { ProviderPlatform } from 'electron-updater/out/providers/Provider.js'

import { fileFeedRecord } from '../../../src/main/features/app-update/feed-record'
import type { TrustedKey } from '../../../src/main/features/app-update/feed-signature'
import { secureUpdater } from '../../../src/main/features/app-update/secure-updater'
import { SignedBuildNsisUpdater } from '../../../src/main/features/app-update/signed-build-nsis-updater'
import { UpdateHttpExecutor } from '../../../src/main/features/app-update/update-http-executor'
import { recordingLogger } from './app-update-feed'
import { NetRequestStandIn } from './net-request-stand-in'

/** The app's executor over the stand-in for Electron's net (the one part that needs Electron). */
export class StandInUpdateExecutor extends UpdateHttpExecutor {
  readonly #ca: Buffer | undefined

  constructor(ca?: Buffer) {
    super()
    this.#ca = ca
  }

  protected override openRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void
  ): ReturnType<UpdateHttpExecutor['createRequest']> {
    // ElectronHttpExecutor.createRequest hands the response to the callback the same way.
    const request = new NetRequestStandIn(options, this.#ca)
    request.on('response', callback)
    return request as unknown as ReturnType<UpdateHttpExecutor['createRequest']>
  }
}

export interface AppUpdaterSetup {
  /** A fresh folder for app-update.yml, the updater's cache and user data. */
  home: string
  platform: Extract<ProviderPlatform, 'win32' | 'linux'>
  /** The feed app-update.yml names (electron-builder.yml `publish`); https. */
  builtInFeed?: string
  /** PLATFORM_UPDATE_URL. */
  feedOverride?: string
  channel?: string | undefined
  /** Written into app-update.yml as electron-builder does for a signed Windows build. */
  publisherName?: string
  /** NSIS: the installer the running version was installed from (what a differential download patches). */
  installedInstaller?: Buffer
  trustedKeys?: readonly TrustedKey[]
  /** The clock signatures are judged by (Date.now unless set). */
  now?: () => number
  /** The certificate authority the stand-in trusts for https. */
  ca?: Buffer
}

export interface AppUpdaterRun {
  updater: SignedBuildNsisUpdater | DebUpdater
  /** Every line electron-updater logged. */
  lines: string[]
  /** What secureUpdater warned about. */
  warnings: string[]
  /** NSIS: each call of the code-signature check, as [publisher names, file]. */
  signatureChecks: Array<[string[], string]>
  /** false when secureUpdater found no feed to use. */
  secured: boolean
}

const CACHE_DIR = 'platform-desktop-updater'

/** Electron's `app` for electron-updater, at home in `home`. */
export function appAdapter(home: string): AppAdapter {
  return {
    version: '0.1.0',
    name: 'Platform Desktop',
    isPackaged: true,
    appUpdateConfigPath: join(home, 'app-update.yml'),
    userDataPath: join(home, 'user-data'),
    baseCachePath: join(home, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined
  }
}

export async function appUpdater(setup: AppUpdaterSetup): Promise<AppUpdaterRun> {
  const { home } = setup
  mkdirSync(join(home, 'cache', CACHE_DIR), { recursive: true })
  mkdirSync(join(home, 'user-data'), { recursive: true })
  const app = appAdapter(home)
  // What electron-builder packs into resources/ for a generic publish config.
  const config = [
    'provider: generic',
    `url: ${setup.builtInFeed ?? 'https://updates.platform-desktop.example/desktop'}`,
    `updaterCacheDirName: ${CACHE_DIR}`,
    ...(setup.channel ? [`channel: ${setup.channel}`] : []),
    ...(setup.publisherName ? ['publisherName:', `  - ${setup.publisherName}`] : [])
  ]
  writeFileSync(app.appUpdateConfigPath, `${config.join('\n')}\n`)
  if (setup.installedInstaller) writeFileSync(join(home, 'cache', CACHE_DIR, 'installer.exe'), setup.installedInstaller)
  const updater = setup.platform === 'win32' ? new SignedBuildNsisUpdater(null, app) : new DebUpdater(null, app)
  const logger = recordingLogger()
  updater.logger = logger
  updater.autoDownload = false
  updater.autoInstallOnAppQuit = false
  // The platform electron-updater would take from process.platform (the
  // channel file's name, private in its typings), whatever this host is; the
  // executor is read when the provider is made, as AppUpdater does.
  Object.assign(updater, {
    createProviderRuntimeOptions: () => ({
      isUseMultipleRangeRequest: true,
      platform: setup.platform,
      executor: (updater as unknown as { httpExecutor: unknown }).httpExecutor
    })
  })
  const signatureChecks: Array<[string[], string]> = []
  if (updater instanceof SignedBuildNsisUpdater) {
    // Windows' Authenticode check (windowsExecutableCodeSignatureVerifier.ts
    // runs PowerShell's Get-AuthenticodeSignature) through electron-updater's
    // public hook: it answers null for "signed by one of these publishers".
    updater.verifyUpdateCodeSignature = (publisherNames, path) => {
      signatureChecks.push([publisherNames, path])
      return Promise.resolve(null)
    }
  }
  const warnings: string[] = []
  const secured = await secureUpdater(updater, {
    executor: new StandInUpdateExecutor(setup.ca),
    feedOverride: setup.feedOverride,
    trustedKeys: setup.trustedKeys ?? [],
    // Where the app keeps it: in its user data (updater-electron.ts).
    record: fileFeedRecord(join(home, 'user-data', 'update-feed.json')),
    ...(setup.now ? { now: setup.now } : {}),
    warn: (message) => warnings.push(message)
  })
  return { updater, lines: logger.lines, warnings, signatureChecks, secured }
}
