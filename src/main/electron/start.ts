// The Electron host: lifecycle, window, menu, IPC. Everything it wires up is
// built by createMainApp, which runs without Electron in tests.
import { join } from 'node:path'
import { app, BrowserWindow, dialog, net, session as electronSession, shell } from 'electron'
import type { EventName, IpcEvents } from '../../shared/ipc'
import { clientRequestFetch, type ClientRequestLike } from '../api/client-request-fetch'
import { createMainApp, type MainApp } from '../app/main-app'
import { APP_ORIGIN } from '../security/trusted-origin'
import { installAppMenu } from './app-menu'
import { hardenAllWebContents, hardenSession } from './harden'
import { installDeepLinkHost } from './deep-link-host'
import { createMainWindow } from './main-window'
import { registerIpc } from './register-ipc'
import { registerRendererScheme, serveRenderer } from './renderer-protocol'
import { createSafeStorageEncryptor } from './safe-storage-encryptor'

const API_PARTITION = 'platform-api'

export function startElectronApp(): void {
  let mainApp: MainApp | null = null
  // Electron's default shows a dialog with the raw stack; we log (scrubbed of
  // secrets) and carry on instead.
  const reportCrash = (error: unknown) => {
    if (mainApp) mainApp.logger.error({ err: error }, 'uncaught error in main')
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
  let window: BrowserWindow | null = null

  const send = <E extends EventName>(event: E, payload: IpcEvents[E]) => {
    if (window && !window.isDestroyed()) window.webContents.send(event, payload)
  }

  const showWindow = () => {
    if (!window) {
      void openWindow()
      return
    }
    if (window.isMinimized()) window.restore()
    window.show()
    window.focus()
  }
  app.on('second-instance', (_event, argv) => {
    deepLinks.fromArgv(argv)
    showWindow()
  })

  const openWindow = async () => {
    if (!mainApp) return
    window = createMainWindow({ preload: join(import.meta.dirname, '../preload/index.cjs'), settings: mainApp.settings, title: app.getName() })
    window.on('closed', () => {
      window = null
      mainApp?.rendererClosed()
    })
    if (devUrl) await window.loadURL(devUrl)
    else await window.loadURL(`${APP_ORIGIN}/index.html`)
  }

  void app.whenReady().then(async () => {
    // API traffic goes through its own in-memory session: the system proxy and
    // certificate store apply, but no cookie a platform sets is written to disk.
    const apiSession = electronSession.fromPartition(API_PARTITION)
    hardenSession(electronSession.defaultSession)
    hardenSession(apiSession)
    serveRenderer(join(import.meta.dirname, '../renderer'))

    mainApp = await createMainApp({
      userDataDir: app.getPath('userData'),
      env: process.env,
      encryptor: createSafeStorageEncryptor(process.platform),
      openExternal: (url) => shell.openExternal(url),
      platform: process.platform,
      version: app.getVersion(),
      // net.request, not net.fetch: our redirect policy must see every redirect (client-request-fetch.ts).
      fetch: clientRequestFetch(
        (options) =>
          net.request({ ...options, session: apiSession, credentials: 'omit', useSessionCookies: false }) as unknown as ClientRequestLike
      )
    })
    hardenAllWebContents(allowedOrigins, mainApp.logger)
    registerIpc(mainApp.dispatch, allowedOrigins)
    mainApp.onEvent(send)
    installAppMenu({
      isMac: process.platform === 'darwin',
      isDev: !app.isPackaged,
      navigate: (route) => send('navigate', { route })
    })
    await openWindow()
    deepLinks.attach((raw) => mainApp?.openDeepLink(raw) ?? false, showWindow)

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) void openWindow()
    })
  }).catch((error: unknown) => {
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

  let quitting = false
  app.on('before-quit', (event) => {
    if (quitting || !mainApp) return
    // Flush logs before the process goes; a second pass lets the quit through.
    event.preventDefault()
    quitting = true
    void mainApp.dispose().finally(() => app.quit())
  })
}
