// The Electron host: lifecycle, window, menu, IPC, tray and OS events.
// Everything it wires up is built by createMainApp, which runs without
// Electron in tests.
import { join } from 'node:path'

import {
  app,
  autoUpdater,
  BrowserWindow,
  crashReporter,
  dialog,
  net,
  powerMonitor,
  session as electronSession
} from 'electron'
import ElectronStore from 'electron-store'

import { appMessages } from '../app/app-words'
import { createMainApp, type MainApp, type MainAppDeps } from '../app/main-app'
import { clientRequestFetch, type ClientRequestLike } from '../core/api/client-request-fetch'
import { WORKER_HEAP_MB } from '../core/body/body-reader'
import { say } from '../core/i18n'
import { APP_ORIGIN } from '../core/security/trusted-origin'
import { appUserModelId } from '../desktop/os/app-identity'
import { HIDDEN_ARG } from '../desktop/os/linux-autostart'
import type { LaunchChoice, LoginItem } from '../desktop/os/login-item'
import type { PowerEvent } from '../desktop/os/os-surfaces'
import type { OpenStore } from '../features/settings/settings-store'
import { savedLanguage } from './chromium-locale'
import { watchCodeCache } from './code-cache-run'
import { type DeepLinkHost, installDeepLinkHost } from './deep-link-host'
import { hardenAllWebContents, hardenSession, refuseClientCertificates } from './harden'
import { electronLoginItem } from './login-item-electron'
import { openAllowedExternal } from './open-external'
import { type ElectronSurfaces, electronSurfaces, type ElectronSurfacesOptions } from './os-surfaces-electron'
import { registerIpc } from './register-ipc'
import { registerRendererScheme, serveRenderer } from './renderer-protocol'
import { createSafeStorageEncryptor } from './safe-storage-encryptor'
import { applySpellcheck } from './spellcheck-electron'
import { createElectronUpdater } from './updater-electron'
import { WindowHost } from './window-host'

const API_PARTITION = 'platform-api'
const POWER_EVENTS: readonly PowerEvent[] = ['suspend', 'resume', 'lock-screen', 'unlock-screen']

// electron-store is conf with Electron's paths; its one ipcMain listener answers only its own channel.
const openElectronStore: OpenStore = (options) =>
  new ElectronStore({ ...options, name: options.configName ?? 'settings' })

/**
 * What the host learns as it starts, for the handlers that need it before it exists. Electron's process and app
 * events come from before 'ready' to the end, the main app is built only after 'ready', and the window host only
 * after the main app, whose OS surfaces already draw on the window: an order Electron's life imposes, not one to
 * resolve. So those handlers ask here, where null means "not yet".
 */
class HostState {
  mainApp: MainApp | null = null
  windows: WindowHost | null = null
  quitting = false
  quittingForUpdate = false
  readonly showWindow = (): void => this.windows?.show()
  // Electron's default shows a dialog with the raw stack; we log (scrubbed of
  // secrets) and carry on instead.
  readonly reportCrash = (error: unknown): void => {
    if (this.mainApp) this.mainApp.unexpectedError(error)
    else
      console.error(
        'Platform Desktop: unexpected error during start-up:',
        error instanceof Error ? error.message : 'unknown error'
      )
  }
  /** What the login item is to be, from the settings (null before the main app exists). */
  launchChoice(): LaunchChoice | null {
    return this.mainApp && launchChoiceOf(this.mainApp)
  }
}

export function startElectronApp(): void {
  const host = new HostState()
  reportCrashes(host)
  if (!claimProfile()) return
  prepareBeforeReady(host)
  // Before 'ready': macOS delivers the link that launched the app as an early open-url.
  const deepLinks = installDeepLinkHost()
  const origins = pageOrigins()
  const loginItem = electronLoginItem((message, error) => host.mainApp?.logger.warn({ err: error }, message))
  watchEarlyEvents(host, deepLinks)
  void app
    .whenReady()
    .then(() => startWhenReady({ host, deepLinks, loginItem, origins }))
    .catch((error: unknown) => {
      // Without this the process would linger with no window.
      host.reportCrash(error)
      dialog.showErrorBox(say(appMessages.startFailedTitle), say(appMessages.startFailedDetail))
      app.exit(1)
    })
  watchQuit(host)
}

function reportCrashes(host: HostState): void {
  process.on('uncaughtException', host.reportCrash)
  process.on('unhandledRejection', host.reportCrash)
}

/** The profile, Chromium's language and the app's id, then the single-instance lock: false when another copy runs. */
function claimProfile(): boolean {
  // Tests and portable setups may point the profile elsewhere.
  const userData = process.env.PLATFORM_DESKTOP_USER_DATA
  if (userData) app.setPath('userData', userData)
  // Chromium's locale is fixed before 'ready' (chromium-locale.ts): the saved language, or the OS's.
  const language = savedLanguage(app.getPath('userData'))
  if (language) app.commandLine.appendSwitch('lang', language)
  // The id the installer's shortcuts carry, set before anything that shows
  // the app to Windows (taskbar, notifications). Without it Electron adopts
  // "electron.app.Platform Desktop" and rewrites the Start-menu shortcut to
  // match at the first notification (shell/browser/notifications/win/
  // windows_toast_activator.cc, EnsureShortcut). A no-op elsewhere
  // (lib/browser/api/app.ts).
  app.setAppUserModelId(appUserModelId(app.isPackaged))

  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  return true
}

/** What must be in place before 'ready': crash dumps, the sandbox, every session hardened, the app:// scheme. */
function prepareBeforeReady(host: HostState): void {
  // Crashpad writes a dump when any of the app's processes crashes, into
  // app.getPath('crashDumps') (<userData>/Crashpad unless set), and with
  // uploadToServer false sends it nowhere, so no submitURL is needed
  // (electron/electron lib/browser/api/crash-reporter.ts, CrashReporter.start).
  // Before 'ready', after userData is set: a process started earlier is not
  // watched (electron/electron docs/api/crash-reporter.md). Diagnostics name
  // the dumps; nothing uploads them.
  crashReporter.start({ uploadToServer: false })

  app.enableSandbox()
  // Every session, those a library opens too (electron-updater's own), denies
  // permissions; the two the app uses are also hardened by name below.
  app.on('session-created', (created) => {
    hardenSession(created)
    // Private until the setting is read: no dictionary download may start meanwhile (spellcheck-electron.ts).
    applySpellcheck(created, process.platform, false)
  })
  refuseClientCertificates((server, offered, fromPage) => {
    const detail = { host: server, offered, from: fromPage ? 'page' : 'main' }
    if (host.mainApp) host.mainApp.logger.warn(detail, 'a server asked for a client certificate; none was sent')
    else
      console.warn('Platform Desktop: a server asked for a client certificate during start-up; none was sent', detail)
  })
  registerRendererScheme()
}

function watchEarlyEvents(host: HostState, deepLinks: DeepLinkHost): void {
  // Before 'ready' too: the GPU process can go while the app starts.
  app.on('child-process-gone', (_event, details) => {
    if (host.mainApp) host.mainApp.childProcessGone(details)
    else console.error('Platform Desktop: a child process went away during start-up:', details.type, details.reason)
  })

  app.on('second-instance', (_event, argv) => {
    // A process on its way out does not come back for a newcomer.
    if (host.quitting || host.quittingForUpdate) return
    deepLinks.fromArgv(argv)
    host.showWindow()
  })
}

/** What the host made before 'ready'. */
interface BeforeReady {
  host: HostState
  deepLinks: DeepLinkHost
  loginItem: LoginItem
  origins: PageOrigins
}

async function startWhenReady({ host, deepLinks, loginItem, origins }: BeforeReady): Promise<void> {
  const apiSession = prepareSessions(host)
  const surfaces = electronSurfaces(surfaceOptions(host))
  const main = await createMainApp(mainAppDeps(host, apiSession, surfaces, loginItem))
  host.mainApp = main
  secureMainApp(main, loginItem, origins.allowed)
  const windows = openWindowHost(host, main, surfaces, origins.devUrl)
  host.windows = windows
  forwardEvents(main, windows)
  await showFirstWindow(main, windows)
  // Quit while the first page was loading: nothing more to start.
  if (host.quitting) return
  startRunning(host, main, deepLinks)
  watchAppEvents(windows, surfaces)
}

/** API traffic goes through its own in-memory session: the system proxy and certificate store apply, but no cookie a platform sets is written to disk. */
function prepareSessions(host: HostState): Electron.Session {
  const apiSession = electronSession.fromPartition(API_PARTITION)
  hardenSession(electronSession.defaultSession)
  hardenSession(apiSession)
  // The page is asked for once the window opens, after main is made; without it the HTML goes as it is.
  serveRenderer(
    join(import.meta.dirname, '../renderer'),
    (html) => host.mainApp?.startPage(html) ?? Promise.resolve(html)
  )
  return apiSession
}

function surfaceOptions(host: HostState): ElectronSurfacesOptions {
  return {
    resourcesDir: app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'resources'),
    show: host.showWindow,
    quit: () => app.quit(),
    trayAction: (action) => void host.mainApp?.trayAction(action),
    menuCommand: (id) => void host.mainApp?.menuCommand(id),
    setOverlay: (image, description) => host.windows?.window?.setOverlayIcon(image, description),
    window: () => host.windows?.window ?? null
  }
}

function mainAppDeps(
  host: HostState,
  apiSession: Electron.Session,
  surfaces: ElectronSurfaces,
  loginItem: LoginItem
): MainAppDeps {
  return {
    userDataDir: app.getPath('userData'),
    crashDumpsDir: app.getPath('crashDumps'),
    env: process.env,
    encryptor: createSafeStorageEncryptor(process.platform),
    // Checked again where a link leaves for the OS, whatever the caller did.
    openExternal: (url) => openAllowedExternal(url) ?? Promise.reject(new Error(say(appMessages.onlyHttpsLinks))),
    platform: process.platform,
    version: app.getVersion(),
    os: surfaces,
    openSettings: openElectronStore,
    // Built beside this file by electron.vite.config.ts; its heap is capped so a hostile body kills the worker, not the app.
    // worker_threads is loaded at the first large body, not at start (docs/performance.md, main.startupRatio).
    spawnBodyWorker: () =>
      new (process.getBuiltinModule('node:worker_threads').Worker)(new URL('./body-worker.cjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }
      }),
    createUpdater: (logger) =>
      createElectronUpdater({
        isPackaged: app.isPackaged,
        env: process.env,
        userDataDir: app.getPath('userData'),
        logger,
        proxyLogin: (challenge) => host.mainApp?.proxyLogin(challenge, 'updater') ?? Promise.resolve(null),
        appImageMoved: (path) => {
          const choice = host.launchChoice()
          if (choice) loginItem.appImageMoved(path, choice)
        }
      }),
    // The AppImage's AppRun adds it where the sandbox cannot work (sandbox-notice.ts).
    noSandbox: app.commandLine.hasSwitch('no-sandbox'),
    devTools: !app.isPackaged,
    // net.request, not net.fetch: our redirect policy must see every redirect (client-request-fetch.ts).
    fetch: clientRequestFetch(
      (options) =>
        net.request({
          ...options,
          session: apiSession,
          credentials: 'omit',
          useSessionCookies: false
        }) as unknown as ClientRequestLike,
      {
        onLogin: (challenge) => host.mainApp?.proxyLogin(challenge, 'api') ?? Promise.resolve(null)
      }
    )
  }
}

interface PageOrigins {
  /** The dev server's address in development; undefined in a packaged app. */
  devUrl: string | undefined
  /** The origins a page may be from: the app's own, and the dev server's in development. */
  allowed: string[]
}

function pageOrigins(): PageOrigins {
  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
  return { devUrl, allowed: [APP_ORIGIN, ...(devUrl ? [new URL(devUrl).origin] : [])] }
}

function secureMainApp(main: MainApp, loginItem: LoginItem, allowedOrigins: string[]): void {
  loginItem.checkAtStart(launchChoiceOf(main))
  hardenAllWebContents(allowedOrigins, main.logger)
  registerIpc(main.dispatch, allowedOrigins)
}

function openWindowHost(
  host: HostState,
  main: MainApp,
  surfaces: ElectronSurfaces,
  devUrl: string | undefined
): WindowHost {
  return new WindowHost({
    app: main,
    os: surfaces,
    preload: join(import.meta.dirname, '../preload/index.cjs'),
    url: devUrl ?? `${APP_ORIGIN}/index.html`,
    title: app.getName(),
    platform: process.platform,
    isQuitting: () => host.quitting,
    isQuittingForUpdate: () => host.quittingForUpdate,
    quit: () => app.quit()
  })
}

/** Main's events go to the window; the OS's power events to main. */
function forwardEvents(main: MainApp, windows: WindowHost): void {
  main.onEvent((event, payload) => {
    // A proxy asking for credentials: the window comes forward with the question.
    if (event === 'proxy:login-required') windows.show()
    windows.send(event, payload)
  })
  for (const event of POWER_EVENTS) powerMonitor.on(event as 'suspend', () => main.powerEvent(event))
}

async function showFirstWindow(main: MainApp, windows: WindowHost): Promise<void> {
  // macOS passes no arguments to a login item, so it says itself: wasOpenedAtLogin comes from the launch's
  // Apple event (keyAELaunchedAsLogInItem, electron/electron shell/browser/electron_application_delegate.mm),
  // also for SMAppService items on macOS 13+ (restored in Electron 31, electron#42411), and is read after 'ready'.
  const atLogin =
    process.argv.includes(HIDDEN_ARG) || (process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin)
  const hidden = atLogin && main.settings.get('startHidden')
  // Starting hidden needs to know a tray icon can bring the window back; a visible start does not wait for the OS's answer.
  if (hidden) await main.findTray()
  await windows.open(!hidden)
}

/** The background jobs, and the links that waited for the window. */
function startRunning(host: HostState, main: MainApp, deepLinks: DeepLinkHost): void {
  main.startBackgroundOnceStarted()
  watchCodeCache(main)
  deepLinks.attach((raw) => main.openDeepLink(raw), host.showWindow)
  if (deepLinks.registration === 'refused')
    main.logger.warn(
      { scheme: 'platform-desktop', appImage: Boolean(process.env.APPIMAGE) },
      'the OS did not make this copy the handler of platform-desktop:// links: it has no installed desktop entry (an AppImage). Links open the app when it is installed from the .deb package'
    )
}

function watchAppEvents(windows: WindowHost, surfaces: ElectronSurfaces): void {
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void windows.open()
    else windows.show()
  })
  app.on('will-quit', () => surfaces.dispose())
}

function watchQuit(host: HostState): void {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  // "Restart to update": Electron closes every window, then installs (close-action.ts).
  // On Linux electron-updater has already started the new AppImage, which asks
  // for the single-instance lock while this process still holds it (until its
  // 'quit', after our before-quit's dispose): let go now, or the new one quits
  // (electron-updater out/BaseUpdater.js quitAndInstall; electron/electron
  // shell/browser/api/electron_api_app.cc, OnQuit releases it only then).
  autoUpdater.on('before-quit-for-update', () => {
    host.quittingForUpdate = true
    app.releaseSingleInstanceLock()
  })

  app.on('before-quit', (event) => {
    const main = host.mainApp
    if (host.quitting || !main) {
      host.quitting = true
      return
    }
    // Flush logs before the process goes; a second pass lets the quit through.
    event.preventDefault()
    host.quitting = true
    void main.dispose().finally(() => app.quit())
  })
}

function launchChoiceOf(main: MainApp): LaunchChoice {
  return { launchAtLogin: main.settings.get('launchAtLogin'), startHidden: main.settings.get('startHidden') }
}
