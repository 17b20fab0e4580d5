// The Electron host: lifecycle, window, menu, IPC, tray and OS events.
// Everything it wires up is built by createMainApp, which runs without
// Electron in tests.
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

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

import { onlyHttpsLinks, startFailedDetail, startFailedTitle } from '../app/app-words'
import { createMainApp, type MainApp } from '../app/main-app'
import { clientRequestFetch, type ClientRequestLike } from '../core/api/client-request-fetch'
import { WORKER_HEAP_MB } from '../core/body/body-reader'
import { APP_ORIGIN } from '../core/security/trusted-origin'
import { appUserModelId } from '../desktop/os/app-identity'
import { HIDDEN_ARG } from '../desktop/os/linux-autostart'
import type { LaunchChoice } from '../desktop/os/login-item'
import type { PowerEvent } from '../desktop/os/os-surfaces'
import type { OpenStore } from '../features/settings/settings-store'
import { savedLanguage } from './chromium-locale'
import { installDeepLinkHost } from './deep-link-host'
import { hardenAllWebContents, hardenSession, refuseClientCertificates } from './harden'
import { electronLoginItem } from './login-item-electron'
import { openAllowedExternal } from './open-external'
import { electronSurfaces } from './os-surfaces-electron'
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

export function startElectronApp(): void {
  let mainApp: MainApp | null = null
  // Electron's default shows a dialog with the raw stack; we log (scrubbed of
  // secrets) and carry on instead.
  const reportCrash = (error: unknown) => {
    if (mainApp) mainApp.unexpectedError(error)
    else
      console.error(
        'Platform Desktop: unexpected error during start-up:',
        error instanceof Error ? error.message : 'unknown error'
      )
  }
  process.on('uncaughtException', reportCrash)
  process.on('unhandledRejection', reportCrash)

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
    return
  }

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
  refuseClientCertificates((host, offered, fromPage) => {
    const detail = { host, offered, from: fromPage ? 'page' : 'main' }
    if (mainApp) mainApp.logger.warn(detail, 'a server asked for a client certificate; none was sent')
    else
      console.warn('Platform Desktop: a server asked for a client certificate during start-up; none was sent', detail)
  })
  registerRendererScheme()
  // Before 'ready': macOS delivers the link that launched the app as an early open-url.
  const deepLinks = installDeepLinkHost()

  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
  const allowedOrigins = [APP_ORIGIN, ...(devUrl ? [new URL(devUrl).origin] : [])]
  let quitting = false
  let quittingForUpdate = false
  let windows: WindowHost | null = null
  const showWindow = () => windows?.show()
  const launchChoice = (main: MainApp): LaunchChoice => ({
    launchAtLogin: main.settings.get('launchAtLogin'),
    startHidden: main.settings.get('startHidden')
  })
  const loginItem = electronLoginItem((message, error) => mainApp?.logger.warn({ err: error }, message))

  // Before 'ready' too: the GPU process can go while the app starts.
  app.on('child-process-gone', (_event, details) => {
    if (mainApp) mainApp.childProcessGone(details)
    else console.error('Platform Desktop: a child process went away during start-up:', details.type, details.reason)
  })

  app.on('second-instance', (_event, argv) => {
    // A process on its way out does not come back for a newcomer.
    if (quitting || quittingForUpdate) return
    deepLinks.fromArgv(argv)
    showWindow()
  })

  void app
    .whenReady()
    .then(async () => {
      // API traffic goes through its own in-memory session: the system proxy and
      // certificate store apply, but no cookie a platform sets is written to disk.
      const apiSession = electronSession.fromPartition(API_PARTITION)
      hardenSession(electronSession.defaultSession)
      hardenSession(apiSession)
      serveRenderer(join(import.meta.dirname, '../renderer'))

      const surfaces = electronSurfaces({
        resourcesDir: app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'resources'),
        show: showWindow,
        quit: () => app.quit(),
        trayAction: (action) => void mainApp?.trayAction(action),
        menuCommand: (id) => void mainApp?.menuCommand(id),
        setOverlay: (image, description) => windows?.window?.setOverlayIcon(image, description),
        window: () => windows?.window ?? null
      })
      mainApp = await createMainApp({
        userDataDir: app.getPath('userData'),
        crashDumpsDir: app.getPath('crashDumps'),
        env: process.env,
        encryptor: createSafeStorageEncryptor(process.platform),
        // Checked again where a link leaves for the OS, whatever the caller did.
        openExternal: (url) => openAllowedExternal(url) ?? Promise.reject(new Error(onlyHttpsLinks())),
        platform: process.platform,
        version: app.getVersion(),
        os: surfaces,
        openSettings: openElectronStore,
        // Built beside this file by electron.vite.config.ts; its heap is capped so a hostile body kills the worker, not the app.
        spawnBodyWorker: () =>
          new Worker(new URL('./body-worker.cjs', import.meta.url), {
            resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }
          }),
        createUpdater: (logger) =>
          createElectronUpdater({
            isPackaged: app.isPackaged,
            env: process.env,
            userDataDir: app.getPath('userData'),
            logger,
            proxyLogin: (challenge) => mainApp?.proxyLogin(challenge, 'updater') ?? Promise.resolve(null),
            appImageMoved: (path) => {
              if (mainApp) loginItem.appImageMoved(path, launchChoice(mainApp))
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
            onLogin: (challenge) => mainApp?.proxyLogin(challenge, 'api') ?? Promise.resolve(null)
          }
        )
      })
      const main = mainApp
      loginItem.checkAtStart(launchChoice(main))
      hardenAllWebContents(allowedOrigins, main.logger)
      registerIpc(main.dispatch, allowedOrigins)
      windows = new WindowHost({
        app: main,
        os: surfaces,
        preload: join(import.meta.dirname, '../preload/index.cjs'),
        url: devUrl ?? `${APP_ORIGIN}/index.html`,
        title: app.getName(),
        platform: process.platform,
        isQuitting: () => quitting,
        isQuittingForUpdate: () => quittingForUpdate,
        quit: () => app.quit()
      })
      const host = windows
      main.onEvent((event, payload) => {
        // A proxy asking for credentials: the window comes forward with the question.
        if (event === 'proxy:login-required') host.show()
        host.send(event, payload)
      })
      for (const event of POWER_EVENTS) powerMonitor.on(event as 'suspend', () => main.powerEvent(event))

      // macOS passes no arguments to a login item, so it says itself: wasOpenedAtLogin comes from the launch's
      // Apple event (keyAELaunchedAsLogInItem, electron/electron shell/browser/electron_application_delegate.mm),
      // also for SMAppService items on macOS 13+ (restored in Electron 31, electron#42411), and is read after 'ready'.
      const atLogin =
        process.argv.includes(HIDDEN_ARG) ||
        (process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin)
      const hidden = atLogin && main.settings.get('startHidden')
      // Starting hidden needs to know a tray icon can bring the window back; a visible start does not wait for the OS's answer.
      if (hidden) await main.trayFound
      await host.open(!hidden)
      // Quit while the first page was loading: nothing more to start.
      if (quitting) return
      main.startBackground()
      deepLinks.attach((raw) => main.openDeepLink(raw), showWindow)
      if (deepLinks.registration === 'refused')
        main.logger.warn(
          { scheme: 'platform-desktop', appImage: Boolean(process.env.APPIMAGE) },
          'the OS did not make this copy the handler of platform-desktop:// links: it has no installed desktop entry (an AppImage). Links open the app when it is installed from the .deb package'
        )

      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) void host.open()
        else host.show()
      })
      app.on('will-quit', () => surfaces.dispose())
    })
    .catch((error: unknown) => {
      // Without this the process would linger with no window.
      reportCrash(error)
      dialog.showErrorBox(startFailedTitle(), startFailedDetail())
      app.exit(1)
    })

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
    quittingForUpdate = true
    app.releaseSingleInstanceLock()
  })

  app.on('before-quit', (event) => {
    if (quitting || !mainApp) {
      quitting = true
      return
    }
    // Flush logs before the process goes; a second pass lets the quit through.
    event.preventDefault()
    quitting = true
    void mainApp.dispose().finally(() => app.quit())
  })
}
