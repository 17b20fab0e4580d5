// The Electron host: lifecycle, window, menu, IPC, tray and OS events.
// Everything it wires up is built by createMainApp, which runs without
// Electron in tests.
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { app, autoUpdater, BrowserWindow, dialog, net, powerMonitor, session as electronSession, shell } from 'electron'
import ElectronStore from 'electron-store'
import { clientRequestFetch, type ClientRequestLike } from '../api/client-request-fetch'
import { createMainApp, type MainApp } from '../app/main-app'
import { WORKER_HEAP_MB } from '../body/body-reader'
import { HIDDEN_ARG } from '../os/linux-autostart'
import type { PowerEvent } from '../os/os-surfaces'
import { externalUrlAllowed } from '../security/external-url'
import { APP_ORIGIN } from '../security/trusted-origin'
import type { OpenStore } from '../settings/settings-store'
import { installAppMenu } from './app-menu'
import { installDeepLinkHost } from './deep-link-host'
import { hardenAllWebContents, hardenSession } from './harden'
import { electronSurfaces } from './os-surfaces-electron'
import { registerIpc } from './register-ipc'
import { registerRendererScheme, serveRenderer } from './renderer-protocol'
import { createSafeStorageEncryptor } from './safe-storage-encryptor'
import { createElectronUpdater } from './updater-electron'
import { WindowHost } from './window-host'

const API_PARTITION = 'platform-api'
const POWER_EVENTS: readonly PowerEvent[] = ['suspend', 'resume', 'lock-screen', 'unlock-screen']

// electron-store is conf with Electron's paths; its one ipcMain listener answers only its own channel.
const openElectronStore: OpenStore = (options) => new ElectronStore({ ...options, name: options.configName ?? 'settings' })

export function startElectronApp(): void {
  let mainApp: MainApp | null = null
  // Electron's default shows a dialog with the raw stack; we log (scrubbed of
  // secrets) and carry on instead.
  const reportCrash = (error: unknown) => {
    if (mainApp) mainApp.unexpectedError(error)
    else console.error('Platform Desktop: unexpected error during start-up:', error instanceof Error ? error.message : 'unknown error')
  }
  process.on('uncaughtException', reportCrash)
  process.on('unhandledRejection', reportCrash)

  // Tests and portable setups may point the profile elsewhere.
  const userData = process.env.PLATFORM_DESKTOP_USER_DATA
  if (userData) app.setPath('userData', userData)

  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return
  }

  app.enableSandbox()
  registerRendererScheme()
  // Before 'ready': macOS delivers the link that launched the app as an early open-url.
  const deepLinks = installDeepLinkHost()

  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
  const allowedOrigins = [APP_ORIGIN, ...(devUrl ? [new URL(devUrl).origin] : [])]
  let quitting = false
  let quittingForUpdate = false
  let windows: WindowHost | null = null
  const showWindow = () => windows?.show()

  app.on('second-instance', (_event, argv) => {
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
        setOverlay: (image, description) => windows?.window?.setOverlayIcon(image, description),
        window: () => windows?.window ?? null
      })
      mainApp = await createMainApp({
        userDataDir: app.getPath('userData'),
        env: process.env,
        encryptor: createSafeStorageEncryptor(process.platform),
        // Checked again where a link leaves for the OS, whatever the caller did:
        // parsed, https (http on loopback), no credentials (external-url.ts).
        openExternal: (url) => {
          const allowed = externalUrlAllowed(url)
          if (!allowed) return Promise.reject(new Error('Only https:// links can be opened in your browser.'))
          return shell.openExternal(allowed.toString()) // eng-disable OPEN_EXTERNAL_JS_CHECK
        },
        platform: process.platform,
        version: app.getVersion(),
        os: surfaces,
        openSettings: openElectronStore,
        // Built beside this file by electron.vite.config.ts; its heap is capped so a hostile body kills the worker, not the app.
        spawnBodyWorker: () => new Worker(new URL('./body-worker.js', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } }),
        createUpdater: (logger) => createElectronUpdater({ isPackaged: app.isPackaged, env: process.env, logger }),
        // net.request, not net.fetch: our redirect policy must see every redirect (client-request-fetch.ts).
        fetch: clientRequestFetch(
          (options) =>
            net.request({ ...options, session: apiSession, credentials: 'omit', useSessionCookies: false }) as unknown as ClientRequestLike,
          {
            // A proxy asking for credentials: the window comes forward with the question.
            onLogin: (challenge) => {
              if (!mainApp || !challenge.isProxy) return Promise.resolve(null)
              showWindow()
              return mainApp.proxyLogin(challenge)
            }
          }
        )
      })
      const main = mainApp
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
      main.onEvent((event, payload) => host.send(event, payload))
      installAppMenu({
        isMac: process.platform === 'darwin',
        isDev: !app.isPackaged,
        navigate: (route) => host.send('navigate', { route }),
        exportDiagnostics: () => void main.exportDiagnostics().catch(() => undefined)
      })
      for (const event of POWER_EVENTS) powerMonitor.on(event as 'suspend', () => main.powerEvent(event))

      const atLogin = process.argv.includes(HIDDEN_ARG) || (process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin)
      await host.open(!(atLogin && main.settings.get('startHidden')))
      main.startBackground()
      deepLinks.attach((raw) => main.openDeepLink(raw), showWindow)

      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) void host.open()
        else host.show()
      })
      app.on('will-quit', () => surfaces.dispose())
    })
    .catch((error: unknown) => {
      // Without this the process would linger with no window.
      reportCrash(error)
      dialog.showErrorBox(
        'Platform Desktop could not start',
        'Something went wrong while starting Platform Desktop. Please try again; if it keeps happening, the log in the app’s data folder says what failed.'
      )
      app.exit(1)
    })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  // "Restart to update": Electron closes every window, then installs (close-action.ts).
  autoUpdater.on('before-quit-for-update', () => {
    quittingForUpdate = true
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
