import { BrowserWindow, screen, type WebPreferences } from 'electron'
import type { SettingsStore, WindowBounds } from '../settings/settings-store'
import { fitBounds } from '../window/fit-bounds'

/** Set explicitly, never left to defaults (DESIGN.md §3). */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
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
}

export function createMainWindow(options: { preload: string; settings: SettingsStore; title: string; showWhenReady: boolean }): BrowserWindow {
  const saved = options.settings.get('windowBounds')
  const bounds = fitBounds(saved, screen.getAllDisplays().map((display) => display.workArea))
  const window = new BrowserWindow({
    ...bounds,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: options.title,
    backgroundColor: '#1e1f22',
    webPreferences: secureWebPreferences(options.preload)
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
