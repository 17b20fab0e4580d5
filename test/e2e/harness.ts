// The e2e harness. launchApp opens the built renderer with `window.platform`
// bound to the real main-process handlers (createMainApp) running in this
// test process (preview/page-host.ts, which `npm run demo`'s browser preview
// shares). Only OS pieces are stand-ins, and they are recorded. In the
// "electron" Playwright project the same call launches the real app instead.
// API traffic goes through the app's own Electron network adapter
// (client-request-fetch.ts) over a stand-in of net.ClientRequest, so every
// spec exercises the code that ships, not Node's fetch.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { _electron, type Browser, chromium, type Page, test } from '@playwright/test'

import { apiFetch, bindPage, rendererBuilt, serveStatic } from '../../preview/page-host'
import { createMainApp, type MainApp } from '../../src/main/app/main-app'
import type { ApiClientOptions } from '../../src/main/core/api/api-client'
import type { PowerEvent } from '../../src/main/desktop/os/os-surfaces'
import type { CommandId } from '../../src/shared/commands'
import { spawnSourceBodyWorker } from '../support/body-worker'
import { chromiumExecutable, e2eChromiumArgs } from '../support/chromium-path'
import { electronBinary, rootSandboxArgs } from '../support/electron-binary'
import type { FakeUpdaterScript } from '../support/fake-updater'
import type { StandInEncryptorOptions } from '../support/stand-in-encryptor'
import { installContextMenuStandIn } from './context-menu-stand-in'
import { chooseMenuItem, createStandIns, recordedSurfaces, type StandIns } from './recorded-surfaces'

const ROOT = resolve(import.meta.dirname, '../..')

export interface LaunchOptions {
  baseUrl?: string
  userDataDir?: string
  env?: Record<string, string>
  /** The OS keyring stand-in (browser target only). */
  encryption?: StandInEncryptorOptions
  /** An update feed for the fake updater (browser target only): electron-updater's events, timed. */
  updater?: FakeUpdaterScript
  /** The HTTP client's timeout and retries (browser target only); fault tests use a short timeout to stay fast. */
  http?: Pick<ApiClientOptions, 'timeoutMs' | 'retryDelayMs' | 'maxRetries'>
  /**
   * How main's native confirmation dialogs are answered (browser target only):
   * at once, or held until the test calls `answer` on the recorded one.
   * Refused by default, as with no one to ask (quietSurfaces).
   */
  confirm?: 'accept' | 'refuse' | 'hold'
  /** A platform-desktop:// link the app is launched with, as on its command line: there before the page asks. */
  deepLink?: string
  /** The computer's preferred languages, most preferred first (app.getPreferredSystemLanguages(); browser target only). None: English. */
  languages?: string[]
}

/** An error nobody handled: in main (this process, while the app ran) or in the page. */
export interface CollectedError {
  source: 'main' | 'renderer'
  kind: 'unhandledRejection' | 'uncaughtException' | 'pageerror' | 'console' | 'crash'
  message: string
}

export type { RecordedConfirmation, RecordedContextMenu, RecordedNotification, StandIns } from './recorded-surfaces'

export interface LaunchedApp {
  page: Page
  close(): Promise<void>
  userDataDir: string
  target: 'browser' | 'electron'
  /** Browser target only: the recorded OS stand-ins and the main app itself. */
  standIns: StandIns | null
  main: MainApp | null
  /** Delivers a link as the OS would (open-url / a second instance's argv). */
  deepLink(url: string): Promise<void>
  /** Chooses an application menu item as a person would; fails when the menu shown has no such item or it is disabled. */
  menu(id: CommandId): Promise<void>
  /** Browser target only: an OS power event (suspend, resume, screen lock, unlock). */
  power(event: PowerEvent): void
  /**
   * Unhandled errors so far: page errors and console errors in the renderer,
   * and (browser target) unhandled rejections and uncaught exceptions in main.
   * The `launch` fixture expects none once it has closed the app.
   */
  errors(): CollectedError[]
}

let sharedBrowser: Promise<Browser> | null = null
/** Playwright's own Chromium when no path is given. */
const withExecutable = (path: string | undefined) => (path === undefined ? {} : { executablePath: path })
function browser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ ...withExecutable(chromiumExecutable()), args: e2eChromiumArgs })
  return sharedBrowser
}

export async function launchApp(options: LaunchOptions = {}): Promise<LaunchedApp> {
  if (!rendererBuilt()) throw new Error('The renderer is not built: run `npm run build` first.')
  const ownsDir = !options.userDataDir
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'platform-desktop-e2e-')))
  const env = { ...(options.baseUrl ? { PLATFORM_BASE_URL: options.baseUrl } : {}), ...options.env }
  const cleanup = async () => {
    if (ownsDir) await rm(userDataDir, { recursive: true, force: true })
  }
  const target = test.info().project.name === 'electron' ? 'electron' : 'browser'
  const errors: CollectedError[] = []
  // From before main is created: restoring a session can go wrong unhandled too.
  const stopWatchingMain = target === 'browser' ? watchMainProcess(errors) : () => undefined
  try {
    return await (target === 'electron'
      ? launchElectron(userDataDir, env, options.deepLink, errors, cleanup)
      : launchInBrowser(userDataDir, env, options, { errors, stopWatchingMain }, cleanup))
  } catch (error) {
    stopWatchingMain()
    await cleanup()
    throw error
  }
}

async function launchInBrowser(
  userDataDir: string,
  env: Record<string, string>,
  options: LaunchOptions,
  { errors, stopWatchingMain }: { errors: CollectedError[]; stopWatchingMain: () => void },
  cleanup: () => Promise<void>
): Promise<LaunchedApp> {
  const standIns = createStandIns(options)
  const main = await createMainApp({
    userDataDir,
    env,
    encryptor: standIns.encryptor,
    openExternal: (url) => {
      standIns.openedExternal.push(url)
      return Promise.resolve()
    },
    platform: process.platform,
    version: '0.0.0-e2e',
    http: { retryDelayMs: 20, timeoutMs: 5_000, ...options.http },
    fetch: apiFetch(),
    spawnBodyWorker: () => spawnSourceBodyWorker(),
    createUpdater: () => standIns.updater,
    os: {
      ...recordedSurfaces(standIns, options.confirm ?? 'refuse'),
      preferredLanguages: () => options.languages ?? []
    }
  })
  const site = await serveStatic(undefined, (html) => main.startPage(html)).catch(async (error: unknown) => {
    await main.dispose()
    throw error
  })
  // Reduced motion: a loading skeleton's pulse (the one endless animation) would
  // otherwise draw frames for as long as it shows. No spec looks at motion; the
  // Electron project runs with the system's setting.
  const context = await (await browser()).newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  collectRendererErrors(page, errors)

  const unsubscribe = await bindPage(page, main, site.url)
  await installContextMenuStandIn(page, main, standIns)
  // A link the app was launched with is in main before the page asks (Electron's host may hand it over later, as a live navigate: the link wins either way).
  if (options.deepLink) main.openDeepLink(options.deepLink)
  await page.goto(`${site.url}/index.html`)
  // As the Electron host does once its window is up.
  main.startBackgroundOnceStarted()

  return {
    page,
    userDataDir,
    target: 'browser',
    standIns,
    main,
    deepLink: (url) => {
      main.openDeepLink(url)
      return Promise.resolve()
    },
    menu: (id) => chooseMenuItem(standIns, main, id),
    power: (event) => main.powerEvent(event),
    errors: () => [...errors],
    close: once(async () => {
      unsubscribe()
      try {
        await context.close()
        await site.close()
      } finally {
        await main.dispose()
        // Requests aborted by dispose settle a moment later: their rejections still belong to this app.
        await new Promise((resolve) => setTimeout(resolve, 50))
        stopWatchingMain()
        await cleanup()
      }
    })
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`
  try {
    return `Non-error value: ${JSON.stringify(error)}`
  } catch {
    return `Non-error value: ${String(error)}`
  }
}

/**
 * Console errors Chromium logs on every load that say nothing about the code:
 * it asks any http page for /favicon.ico, which the harness's static server
 * does not have.
 */
const LOAD_NOISE: ((text: string, url: string) => boolean)[] = [
  (text, url) => /status of 404/.test(text) && url.endsWith('/favicon.ico')
]

/** The page's own errors: what it threw, what it logged as an error, and a crash of the tab. */
function collectRendererErrors(page: Page, errors: CollectedError[]): void {
  page.on('pageerror', (error) => errors.push({ source: 'renderer', kind: 'pageerror', message: describeError(error) }))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    const url = message.location().url
    if (!LOAD_NOISE.some((noise) => noise(text, url)))
      errors.push({ source: 'renderer', kind: 'console', message: `${text} (${url})` })
  })
  page.on('crash', () => errors.push({ source: 'renderer', kind: 'crash', message: 'The page crashed.' }))
}

/**
 * Main runs in this test process, so its unhandled errors are this process's.
 * The listeners live exactly as long as the app (Playwright's own stay
 * installed and still fail the test); anything unhandled in this process
 * while the app runs is counted against it, since the test itself awaits
 * everything it starts.
 */
function watchMainProcess(errors: CollectedError[]): () => void {
  const onRejection = (reason: unknown) =>
    errors.push({ source: 'main', kind: 'unhandledRejection', message: describeError(reason) })
  const onException = (error: Error) =>
    errors.push({ source: 'main', kind: 'uncaughtException', message: describeError(error) })
  process.on('unhandledRejection', onRejection)
  process.on('uncaughtException', onException)
  return () => {
    process.off('unhandledRejection', onRejection)
    process.off('uncaughtException', onException)
  }
}

/** Closing twice (a test, then its fixture) does the work once. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  return () => (running ??= work())
}

/** The test runner's environment minus what would change the app's behaviour, as in the browser target. */
function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('PLATFORM_')) env[key] = value
  return env
}

async function launchElectron(
  userDataDir: string,
  env: Record<string, string>,
  deepLink: string | undefined,
  errors: CollectedError[],
  cleanup: () => Promise<void>
): Promise<LaunchedApp> {
  const binary = electronBinary()
  if (binary.path === null) throw new Error(`No Electron binary: ${binary.reason}`)
  const app = await _electron.launch({
    executablePath: binary.path,
    // A link on the command line is this process's own argv (deep-link-host.ts reads it at start).
    args: [...rootSandboxArgs(), join(ROOT, 'out/main/index.cjs'), ...(deepLink ? [deepLink] : [])],
    env: { ...inheritedEnv(), ...env, PLATFORM_DESKTOP_USER_DATA: userDataDir }
  })
  const page = await app.firstWindow()
  // Main runs in Electron's own process here, out of reach of listeners in this one: the renderer's errors only.
  collectRendererErrors(page, errors)
  await page.waitForLoadState('domcontentloaded')
  return {
    page,
    userDataDir,
    target: 'electron',
    standIns: null,
    main: null,
    power: () => {
      throw new Error('Power events are sent through the browser target only.')
    },
    errors: () => [...errors],
    menu: async (id) => {
      // The menu Electron really shows (app-menu.ts gives each command item its id).
      await app.evaluate(({ Menu }, itemId) => {
        const item = Menu.getApplicationMenu()?.getMenuItemById(itemId)
        if (!item?.enabled) throw new Error(`No enabled menu item ${itemId}`)
        // Electron types it as Function; it takes (event, window, webContents), none of which the app's items read.
        ;(item.click as () => void)()
      }, id)
    },
    deepLink: async (url) => {
      // The app's own open-url handler takes it from here, on every OS.
      await app.evaluate(
        ({ app: electronApp }, link) => electronApp.emit('open-url', { preventDefault: () => undefined }, link),
        url
      )
    },
    close: once(async () => {
      await app.close()
      await cleanup()
    })
  }
}
