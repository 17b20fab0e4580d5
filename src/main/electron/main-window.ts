import { BrowserWindow, screen } from 'electron'

import { fitBounds } from '../desktop/window/fit-bounds'
import type { SettingsStore, WindowBounds } from '../features/settings/settings-store'

/** Windows to maximize when first shown (their saved bounds were maximized). */
const maximizeOnShow = new WeakSet<BrowserWindow>()

/** Shows the window, maximized first if it was saved so and has not been shown since. */
export function showMainWindow(window: BrowserWindow): void {
  // maximize() shows it too; show() then gives it focus, keeping it maximized (native_window_views.cc, Show → GetRestoredState).
  if (maximizeOnShow.delete(window)) window.maximize()
  window.show()
}

export function createMainWindow(options: {
  preload: string
  settings: SettingsStore
  title: string
  /** The page's background in the theme it will show (os/theme.ts): no flash of the other theme before it paints. */
  backgroundColor: string
  showWhenReady: boolean
}): BrowserWindow {
  const saved = options.settings.get('windowBounds')
  const bounds = fitBounds(
    saved,
    screen.getAllDisplays().map((display) => display.workArea)
  )
  // A middle click on a link asks for a new window through the window-open
  // handler (harden.ts), which denies every one, so Auxclick needs no blink switch.
  const window = new BrowserWindow({
    ...bounds,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: options.title,
    backgroundColor: options.backgroundColor,
    // Set explicitly, never left to defaults (docs/architecture.md, Security rules), and written out
    // here so the security lint and a reader see them where the window is made.
    webPreferences: {
      // Our own bridge (src/preload): one contextBridge function per contract
      // channel, no Node and no logic; main checks every call's sender and argument.
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true
    }
  })
  // Maximized when it is first shown, never now: maximize() shows a hidden
  // window on every OS (electron/electron shell/browser/native_window_views.cc
  // and native_window_mac.mm, Maximize; electron/electron docs/api/base-window.md), which would
  // show it before its page has painted, and show it at all when it starts hidden.
  if (bounds.maximized) maximizeOnShow.add(window)
  // Started hidden (at login, with "Start hidden"), the window waits in the tray until asked for.
  if (options.showWhenReady) window.once('ready-to-show', () => showMainWindow(window))

  let timer: NodeJS.Timeout | undefined
  const remember = () => {
    if (window.isDestroyed() || window.isMinimized()) return
    const normal = window.getNormalBounds()
    // Never shown yet: it is still as it was saved.
    const next: WindowBounds = { ...normal, maximized: maximizeOnShow.has(window) || window.isMaximized() }
    try {
      options.settings.set('windowBounds', next)
    } catch {
      // Losing a window position is not worth bothering anyone about.
    }
  }
  const later = () => {
    clearTimeout(timer)
    timer = setTimeout(remember, 500)
  }
  window.on('resize', later)
  window.on('move', later)
  window.on('close', () => {
    clearTimeout(timer)
    remember()
  })
  // Windows logging off terminates the process after this, with no 'close' (native_window_views_win.cc, WM_ENDSESSION).
  window.on('session-end', () => {
    clearTimeout(timer)
    remember()
  })
  return window
}
