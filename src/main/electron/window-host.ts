// The main window's life: created on demand, shown and focused on request,
// hidden instead of closed when "Close to tray" is on (saying so once), and
// created hidden when the app was started at login with "Start hidden" —
// both only where a tray icon can be seen.
import { type BrowserWindow, dialog, nativeTheme } from 'electron'

import type { EventName, IpcEvents } from '@shared/ipc'

import type { MainApp } from '../app/main-app'
import { windowBackground } from '../desktop/os/theme'
import { closeAction, mayStartHidden } from '../desktop/window/close-action'
import { keepsStopping, stillRunning } from '../desktop/window/window-words'
import { watchContextMenu } from './context-menu-electron'
import { createMainWindow, showMainWindow } from './main-window'
import type { ElectronSurfaces } from './os-surfaces-electron'

export interface WindowHostOptions {
  app: MainApp
  os: Pick<ElectronSurfaces, 'notify' | 'windowShown'>
  preload: string
  url: string
  title: string
  platform: string
  isQuitting: () => boolean
  /** autoUpdater's 'before-quit-for-update' came: Electron is closing every window to install. */
  isQuittingForUpdate: () => boolean
  quit: () => void
}

/** A crashed renderer is reloaded once on its own; after that the person decides. */
export const AUTOMATIC_RELOADS = 1

export class WindowHost {
  #window: BrowserWindow | null = null
  #reloads = 0
  readonly #options: WindowHostOptions

  constructor(options: WindowHostOptions) {
    this.#options = options
  }

  get window(): BrowserWindow | null {
    return this.#window
  }

  send<E extends EventName>(event: E, payload: IpcEvents[E]): void {
    const window = this.#window
    if (window && !window.isDestroyed()) window.webContents.send(event, payload)
  }

  /** Creates the window if there is none; `visible: false` leaves it in the tray, where there is one to see. */
  async open(visible = true): Promise<void> {
    if (this.#window) return
    const { app, os, preload, url, title } = this.#options
    // Main set nativeTheme.themeSource from the setting at start, so for 'system' this is the OS's answer.
    const backgroundColor = windowBackground(app.settings.get('theme'), nativeTheme.shouldUseDarkColors)
    const window = createMainWindow({
      preload,
      settings: app.settings,
      title,
      backgroundColor,
      showWhenReady: visible || !mayStartHidden(app.trayPresence())
    })
    this.#window = window
    // What the OS keeps per taskbar button (the Windows overlay and progress) is lost with the
    // button: a new window, and a hidden one shown again, get them back.
    window.on('show', () => os.windowShown())
    window.on('restore', () => os.windowShown())
    window.on('close', (event) => this.#onClose(event))
    // Windows logging off: no 'close' or 'before-quit' follows (main-app-types.ts, loggingOff).
    window.on('session-end', () => app.loggingOff())
    watchContextMenu(window, app)
    window.webContents.on('render-process-gone', (_event, details) => void this.#onRendererGone(details))
    // Read now: after 'closed' the web contents is gone. It is the IPC sender id (register-ipc.ts).
    const sender = String(window.webContents.id)
    window.on('closed', () => {
      this.#window = null
      app.rendererClosed(sender)
    })
    try {
      await window.loadURL(url)
    } catch (error) {
      // Closed while the page was still loading (Cmd+W, Quit from the tray):
      // the load is abandoned, nothing failed. The web contents goes first,
      // and its 'destroyed' rejects the load (lib/browser/api/web-contents.ts,
      // _awaitNextLoad) before the window is marked destroyed
      // (shell/browser/api/electron_api_browser_window.cc, WebContentsDestroyed).
      if (!window.isDestroyed() && !window.webContents.isDestroyed()) throw error
      app.logger.info('the window was closed before its page had loaded')
    }
  }

  show(): void {
    const window = this.#window
    if (!window) {
      void this.open()
      return
    }
    if (window.isMinimized()) window.restore()
    showMainWindow(window)
    window.focus()
  }

  async #onRendererGone({ reason, exitCode }: Electron.RenderProcessGoneDetails): Promise<void> {
    const window = this.#window
    const { app, isQuitting } = this.#options
    if (!window || reason === 'clean-exit' || isQuitting()) return
    app.logger.error({ reason, exitCode }, 'the window’s renderer process went away')
    if (this.#reloads >= AUTOMATIC_RELOADS) {
      const words = keepsStopping()
      const choice = await dialog.showMessageBox(window, {
        type: 'error',
        message: words.message,
        detail: words.detail,
        buttons: [words.reload, words.quit],
        defaultId: 0,
        cancelId: 1
      })
      if (choice.response === 1) {
        this.#options.quit()
        return
      }
    }
    this.#reloads++
    app.rendererRestarted()
    window.webContents.reload()
  }

  #onClose(event: Electron.Event): void {
    const { app, os, platform, isQuitting, isQuittingForUpdate } = this.#options
    const action = closeAction({
      closeToTray: app.settings.get('closeToTray'),
      explained: app.settings.get('closeToTrayExplained'),
      platform,
      quitting: isQuitting(),
      quittingForUpdate: isQuittingForUpdate(),
      tray: app.trayPresence()
    })
    if (action === 'close') return
    event.preventDefault()
    this.#window?.hide()
    if (action === 'hide-and-explain') {
      os.notify({ id: 'close-to-tray', ...stillRunning() }, () => this.show())
      try {
        app.settings.set('closeToTrayExplained', true)
      } catch {
        // Saying it twice is better than failing to close.
      }
    }
  }
}
