import { BrowserWindow, screen } from 'electron'

import type { SettingsStore, WindowBounds } from '../settings/settings-store'
import { fitBounds } from '../window/fit-bounds'

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
  if (bounds.maximized) window.maximize()
  // Started hidden (at login, with "Start hidden"), the window waits in the tray until asked for.
  if (options.showWhenReady) window.once('ready-to-show', () => window.show())

  let timer: NodeJS.Timeout | undefined
  const remember = () => {
    if (window.isDestroyed() || window.isMinimized()) return
    const normal = window.getNormalBounds()
    const next: WindowBounds = { ...normal, maximized: window.isMaximized() }
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
  return window
}
