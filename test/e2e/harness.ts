// The e2e harness. launchApp opens the built renderer with `window.platform`
// bound to the real main-process handlers (createMainApp) running in this
// test process. Only OS pieces are stand-ins, and they are recorded. In the
// "electron" Playwright project the same call launches the real app instead.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron, chromium, test, type Browser, type Page } from '@playwright/test'
import { channelNames, eventNames, type PlatformBridge } from '../../src/shared/ipc'
import { createMainApp, type MainApp } from '../../src/main/app/main-app'
import type { PowerEvent } from '../../src/main/os/os-surfaces'
import type { TrayModel } from '../../src/main/tray/tray-model'
import { chromiumArgs, chromiumExecutable } from '../support/chromium-path'
import { electronBinary } from '../support/electron-binary'
import { FakeUpdater, type FakeUpdaterScript } from '../support/fake-updater'
import { createStandInEncryptor, type RecordedEncryptor, type StandInEncryptorOptions } from '../support/stand-in-encryptor'
import { serveStatic } from './static-server'

const ROOT = resolve(import.meta.dirname, '../..')
const RENDERER = join(ROOT, 'out/renderer')

export interface LaunchOptions {
  baseUrl?: string
  userDataDir?: string
  env?: Record<string, string>
  /** The OS keyring stand-in (browser target only). */
  encryption?: StandInEncryptorOptions
  /** An update feed for the fake updater (browser target only): electron-updater's events, timed. */
  updater?: FakeUpdaterScript
}

export interface RecordedNotification {
  id: string
  title: string
  body: string
  /** What a click on the OS notification does. */
  click(): void
}

export interface StandIns {
  encryptor: RecordedEncryptor
  openedExternal: string[]
  /** OS notifications shown, in order. */
  notifications: RecordedNotification[]
  /** Every tray model rendered, in order (the last is what the tray shows). */
  trayModels: TrayModel[]
  badgeCounts: number[]
  loginItem: { enabled: boolean; startHidden: boolean }[]
  /** The fake electron-updater, when the launch asked for one. */
  updater: FakeUpdater | null
}

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
  /** Browser target only: an OS power event (suspend, resume, screen lock, unlock). */
  power(event: PowerEvent): void
}

declare global {
  interface Window {
    platform: PlatformBridge
    __platformEmit?: (event: string, payload: unknown) => void
  }
}

let sharedBrowser: Promise<Browser> | null = null
function browser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
  return sharedBrowser
}

export async function launchApp(options: LaunchOptions = {}): Promise<LaunchedApp> {
  if (!existsSync(join(RENDERER, 'index.html'))) throw new Error('The renderer is not built: run `npm run build` first.')
  const ownsDir = !options.userDataDir
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'platform-desktop-e2e-')))
  const env = { ...(options.baseUrl ? { PLATFORM_BASE_URL: options.baseUrl } : {}), ...options.env }
  const cleanup = async () => {
    if (ownsDir) await rm(userDataDir, { recursive: true, force: true })
  }
  const target = test.info().project.name === 'electron' ? 'electron' : 'browser'
  try {
    return await (target === 'electron' ? launchElectron(userDataDir, env, cleanup) : launchInBrowser(userDataDir, env, options, cleanup))
  } catch (error) {
    await cleanup()
    throw error
  }
}

async function launchInBrowser(
  userDataDir: string,
  env: Record<string, string>,
  options: LaunchOptions,
  cleanup: () => Promise<void>
): Promise<LaunchedApp> {
  const standIns: StandIns = {
    encryptor: createStandInEncryptor(options.encryption),
    openedExternal: [],
    notifications: [],
    trayModels: [],
    badgeCounts: [],
    loginItem: [],
    updater: options.updater ? new FakeUpdater({ chunkDelayMs: 150, ...options.updater }) : null
  }
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
    http: { retryDelayMs: 20, timeoutMs: 5_000 },
    createUpdater: () => standIns.updater,
    os: {
      notify: (notification, onClick) => standIns.notifications.push({ ...notification, click: onClick }),
      renderTray: (model) => standIns.trayModels.push(model),
      setBadgeCount: (count) => standIns.badgeCounts.push(count),
      setLaunchAtLogin: (enabled, startHidden) => {
        standIns.loginItem.push({ enabled, startHidden })
        return Promise.resolve()
      }
    }
  })
  const site = await serveStatic(RENDERER).catch(async (error: unknown) => {
    await main.dispose()
    throw error
  })
  const context = await (await browser()).newContext()
  const page = await context.newPage()

  await page.exposeBinding('__platformInvoke', ({ frame }, channel: unknown, request: unknown) => {
    // The harness's version of register-ipc's sender check.
    if (frame !== page.mainFrame() || new URL(frame.url()).origin !== new URL(site.url).origin)
      return { ok: false, error: { kind: 'forbidden', message: 'Not our page.' } }
    return main.dispatch(channel, request)
  })
  await page.addInitScript(
    ({ channels, events }) => {
      type Listener = (payload: unknown) => void
      const listeners = new Map<string, Set<Listener>>()
      const invoke = (window as unknown as { __platformInvoke: (c: string, r: unknown) => Promise<unknown> }).__platformInvoke
      const bridge: Record<string, unknown> = {}
      for (const channel of channels) bridge[channel] = (request?: unknown) => invoke(channel, request)
      bridge.on = (event: string, listener: Listener) => {
        if (!events.includes(event)) throw new Error(`Unknown event: ${event}`)
        const set = listeners.get(event) ?? new Set<Listener>()
        set.add(listener)
        listeners.set(event, set)
        return () => set.delete(listener)
      }
      Object.defineProperty(window, 'platform', { value: Object.freeze(bridge), configurable: false, writable: false })
      window.__platformEmit = (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload))
    },
    { channels: [...channelNames] as string[], events: [...eventNames] as string[] }
  )
  const unsubscribe = main.onEvent((event, payload) => {
    void page.evaluate(([e, p]) => window.__platformEmit?.(e, p), [event, payload] as const).catch(() => undefined)
  })
  await page.goto(`${site.url}/index.html`)
  // As the Electron host does once its window is up.
  main.startBackground()

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
    power: (event) => main.powerEvent(event),
    close: once(async () => {
      unsubscribe()
      try {
        await context.close()
        await site.close()
      } finally {
        await main.dispose()
        await cleanup()
      }
    })
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
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !key.startsWith('PLATFORM_')) env[key] = value
  return env
}

async function launchElectron(userDataDir: string, env: Record<string, string>, cleanup: () => Promise<void>): Promise<LaunchedApp> {
  const binary = electronBinary()
  if (binary.path === null) throw new Error(`No Electron binary: ${binary.reason}`)
  const app = await _electron.launch({
    executablePath: binary.path,
    // Chromium refuses to start as root without this (containers, CI); never in the shipped app.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), join(ROOT, 'out/main/index.js')],
    env: { ...inheritedEnv(), ...env, PLATFORM_DESKTOP_USER_DATA: userDataDir }
  })
  const page = await app.firstWindow()
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
    deepLink: async (url) => {
      // The app's own open-url handler takes it from here, on every OS.
      await app.evaluate(({ app: electronApp }, link) => electronApp.emit('open-url', { preventDefault: () => undefined }, link), url)
    },
    close: once(async () => {
      await app.close()
      await cleanup()
    })
  }
}
