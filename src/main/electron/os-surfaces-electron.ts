// The Electron side of main's OS surfaces: notifications, the tray, the
// application menu, the badge, the theme, progress, attention and the login item. What they show comes from main (pure models);
// this file only renders it.
import { join } from 'node:path'

import {
  app,
  type BrowserWindow,
  clipboard,
  dialog,
  Menu,
  type MenuItemConstructorOptions,
  nativeImage,
  nativeTheme,
  Notification,
  session,
  shell,
  Tray
} from 'electron'

import type { CommandId } from '@shared/commands'

import { say } from '../core/i18n'
import { aboutInfo, runtimeVersions } from '../desktop/menu/about'
import type { ContextMenuItem } from '../desktop/menu/context-menu-model'
import { desktopMessages } from '../desktop/os/desktop-words'
import { type CloseDetails, closeEndsNotification, NotificationKeeper } from '../desktop/os/notification-keeper'
import type { OsSurfaces, TrayPresence } from '../desktop/os/os-surfaces'
import { statusNotifierHost } from '../desktop/os/status-notifier-host'
import { trayIcon } from '../desktop/tray/tray-icons'
import { clickShowsWindow, type TrayAction, type TrayModel } from '../desktop/tray/tray-model'
import { diagnosticsMessages } from '../features/diagnostics/diagnostics-words'
import { renderAppMenu, setAboutPanel, showAbout, showMessageBox } from './app-menu'
import { electronLoginItem } from './login-item-electron'
import { applySpellcheck } from './spellcheck-electron'

/** How long after 'show' Windows has made the window's new taskbar button (a guess no API answers: its "TaskbarButtonCreated" message is not seen from JavaScript). */
const TASKBAR_SETTLE_MS = 250

export interface ElectronSurfacesOptions {
  resourcesDir: string
  show: () => void
  quit: () => void
  trayAction: (action: TrayAction) => void
  /** An application menu item was chosen. */
  menuCommand: (id: CommandId) => void
  /** Windows has no badge: an overlay icon on the taskbar button stands in. */
  setOverlay: (image: Electron.NativeImage | null, description: string) => void
  /** The window a question is attached to (a sheet on macOS, modal elsewhere); null asks app-wide. */
  window: () => BrowserWindow | null
  /** process.platform unless told otherwise (tests render each OS's behaviour). */
  platform?: string
  /** Whether a Linux desktop shows tray icons; asks the session bus unless told otherwise. */
  findTray?: () => Promise<TrayPresence>
}

/** The surfaces plus what only the Electron host needs. */
export type ElectronSurfaces = OsSurfaces & {
  /** The window was shown or restored: what the OS keeps per taskbar button goes back on it. */
  windowShown(): void
  dispose(): void
}

/** A 16×16 red dot with a white rim, drawn once in code (BGRA), for the Windows taskbar overlay. */
function overlayDot(): Electron.NativeImage {
  const size = 16
  const pixels = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - 7.5, y - 7.5)
      const at = (y * size + x) * 4
      if (d <= 6) pixels.set([0x1e, 0x26, 0xb3, 0xff], at)
      else if (d <= 7.5) pixels.set([0xff, 0xff, 0xff, 0xff], at)
    }
  return nativeImage.createFromBitmap(pixels, { width: size, height: size })
}

export function electronSurfaces(options: ElectronSurfacesOptions): ElectronSurfaces {
  const platform = options.platform ?? process.platform
  const liveWindow = () => {
    const window = options.window()
    return window && !window.isDestroyed() ? window : null
  }
  const notifications = notificationSurfaces(options.show)
  const tray = new ElectronTray(options, platform)
  const taskbar = new TaskbarMarks(options.setOverlay, platform, liveWindow)
  return {
    ...notifications.surfaces,
    trayPresence: () => tray.presence(),
    renderTray: (model) => tray.render(model),
    setBadgeCount: (count) => taskbar.setBadgeCount(count),
    setProgress: (fraction) => taskbar.setProgress(fraction),
    windowShown: () => taskbar.windowShown(),
    ...systemSurfaces(options, platform, liveWindow),
    ...dialogSurfaces(liveWindow),
    dispose() {
      tray.dispose()
      notifications.clear()
    }
  }
}

/** The live window, or null when there is none (or it was destroyed). */
type LiveWindow = () => BrowserWindow | null

/** Notifications, each held while the OS may still deliver its click, and the OS's refusals told to whoever listens. */
function notificationSurfaces(show: () => void): {
  surfaces: Pick<OsSurfaces, 'notify' | 'watchNotificationFailures'>
  /** Lets go of every notification held. */
  clear: () => void
} {
  // Held while the OS may still deliver a click (notification-keeper.ts): a collected one loses it.
  const kept = new NotificationKeeper<Notification>(Date.now)
  const failureListeners = new Set<(reason: string) => void>()
  const failed = (reason: string) => failureListeners.forEach((listener) => listener(reason))
  const notify: OsSurfaces['notify'] = (notification, onClick) => {
    // electron/electron shell/browser/api/electron_api_notification.cc, IsSupported: no presenter, nothing is shown.
    if (!Notification.isSupported()) {
      failed('This system has no notification service.')
      return
    }
    let native: Notification
    try {
      native = new Notification({ title: notification.title, body: notification.body })
    } catch (error) {
      failed(error instanceof Error ? error.message : 'The notification could not be created.')
      return
    }
    kept.keep(native)
    native.on('click', () => {
      kept.release(native)
      show()
      onClick()
    })
    native.on('close', (details: CloseDetails) => {
      if (closeEndsNotification(details)) kept.release(native)
    })
    // electron/electron docs/api/notification.md, 'failed': e.g. macOS refuses every notification of an unsigned app.
    native.on('failed', (_event, error) => {
      kept.release(native)
      failed(error)
    })
    native.show()
  }
  return {
    surfaces: { notify, watchNotificationFailures: (listener) => void failureListeners.add(listener) },
    clear: () => kept.clear()
  }
}

/** The tray icon, made when the first model is drawn, and whether a tray can be seen at all, asked once. */
class ElectronTray {
  #tray: Tray | null = null
  #found: Promise<TrayPresence> | null = null
  readonly #options: ElectronSurfacesOptions
  readonly #platform: string

  constructor(options: ElectronSurfacesOptions, platform: string) {
    this.#options = options
    this.#platform = platform
  }

  presence(): Promise<TrayPresence> {
    // The Windows notification area and the macOS menu bar are always there; Linux and the BSDs share Electron's freedesktop tray.
    this.#found ??=
      this.#platform === 'win32' || this.#platform === 'darwin'
        ? Promise.resolve('visible')
        : (this.#options.findTray ?? statusNotifierHost)()
    return this.#found
  }

  render(model: TrayModel): void {
    const options = this.#options
    const icon = trayIcon(this.#platform, model.state)
    const image = nativeImage.createFromPath(join(options.resourcesDir, icon.path))
    if (this.#platform === 'darwin') image.setTemplateImage(true)
    if (!this.#tray) {
      this.#tray = new Tray(image)
      // Windows: a left click; Linux: an activation (electron/electron docs/api/tray.md). The menu always has "Open".
      if (clickShowsWindow(this.#platform)) this.#tray.on('click', () => options.show())
    } else this.#tray.setImage(image)
    this.#tray.setToolTip(model.tooltip)
    this.#tray.setContextMenu(Menu.buildFromTemplate(model.items.map((item) => this.#menuItem(item))))
  }

  dispose(): void {
    this.#tray?.destroy()
    this.#tray = null
  }

  #menuItem(item: TrayModel['items'][number]): MenuItemConstructorOptions {
    if (item.type === 'separator') return { type: 'separator' }
    if (item.type === 'info') return { label: item.label, enabled: false }
    const id = item.id
    const options = this.#options
    return {
      label: item.label,
      enabled: item.enabled,
      click: () => (id === 'open' ? options.show() : id === 'quit' ? options.quit() : options.trayAction(id))
    }
  }
}

/** What the OS shows on the app's taskbar button or Dock icon: the unread count and the progress bar. */
class TaskbarMarks {
  #badge = 0
  #progress: number | null = null
  #overlay: Electron.NativeImage | null = null
  readonly #setOverlay: ElectronSurfacesOptions['setOverlay']
  readonly #platform: string
  readonly #liveWindow: LiveWindow

  constructor(setOverlay: ElectronSurfacesOptions['setOverlay'], platform: string, liveWindow: LiveWindow) {
    this.#setOverlay = setOverlay
    this.#platform = platform
    this.#liveWindow = liveWindow
  }

  setBadgeCount(count: number): void {
    this.#badge = count
    if (this.#platform === 'win32') this.#applyOverlay()
    else app.setBadgeCount(count)
  }

  setProgress(fraction: number | null): void {
    this.#progress = fraction
    this.#applyProgress()
  }

  windowShown(): void {
    // The overlay belongs to one window's taskbar button (shell/browser/native_window_views.cc,
    // SetOverlayIcon passes its own HWND), and Windows makes a new, empty button each time a
    // hidden window is shown again (close to tray, then open): Electron re-applies only thumbar
    // buttons (native_window_views_win.cc, on "TaskbarCreated"). So both go back on every show
    // and restore, and once more a moment later, since the button is made after 'show' is said.
    const apply = () => {
      if (this.#platform === 'win32' && this.#badge > 0) this.#applyOverlay()
      if (this.#progress !== null) this.#applyProgress()
    }
    apply()
    if (this.#platform === 'win32') setTimeout(apply, TASKBAR_SETTLE_MS).unref?.()
  }

  // electron/electron docs/api/base-window.md, setProgressBar: a value below 0 removes the bar.
  #applyProgress(): void {
    this.#liveWindow()?.setProgressBar(this.#progress ?? -1)
  }

  #applyOverlay(): void {
    const badge = this.#badge
    this.#overlay ??= overlayDot()
    this.#setOverlay(badge > 0 ? this.#overlay : null, badge > 0 ? `${badge} unread notifications` : '')
  }
}

/** What the app asks of the OS itself: the clipboard, languages, spellcheck, theme, login item, attention, relaunch. */
function systemSurfaces(
  options: Pick<ElectronSurfacesOptions, 'menuCommand' | 'quit'>,
  platform: string,
  liveWindow: LiveWindow
): Pick<
  OsSurfaces,
  | 'copyText'
  | 'preferredLanguages'
  | 'setSpellcheck'
  | 'loginItemStatus'
  | 'renderAppMenu'
  | 'showInFolder'
  | 'setThemeSource'
  | 'prefersDark'
  | 'requestAttention'
  | 'relaunch'
  | 'setLaunchAtLogin'
> {
  return {
    // Asynchronous, as the W3C clipboard API it follows (electron/electron docs/api/clipboard.md, writeText).
    copyText: (text) => clipboard.writeText(text),
    // electron/electron docs/api/app.md, getPreferredSystemLanguages: GlobalizationPreferences (else
    // GetSystemPreferredUILanguages) on Windows, [NSLocale preferredLanguages] on macOS; on Linux
    // shell/common/language_util_linux.cc walks g_get_language_names() (LANGUAGE, LC_ALL, LC_MESSAGES,
    // LANG), leaves out "C" and canonicalises each ("de_DE.UTF-8" → "de-DE"), so it may be empty.
    preferredLanguages: () => app.getPreferredSystemLanguages(),
    setSpellcheck(downloadDictionaries) {
      // The default session hosts the window; the API's in-memory session was given the private plan when it was created (start.ts).
      applySpellcheck(session.defaultSession, platform, downloadDictionaries)
    },
    loginItemStatus() {
      return platform === 'darwin' ? (app.getLoginItemSettings().status ?? null) : null
    },
    renderAppMenu(model) {
      // macOS's About panel (the app menu's 'about' role) says the same as About elsewhere; filled in with the menu, it is in the menu's language, including after a change of language.
      if (process.platform === 'darwin') setAboutPanel(aboutInfo(app.getVersion(), runtimeVersions()))
      renderAppMenu(model, options.menuCommand)
    },
    showInFolder(path) {
      // Shows, never opens: shell.openPath would run whatever program the OS picks (docs/security.md).
      shell.showItemInFolder(path)
    },
    setThemeSource(source) {
      // electron/electron shell/browser/api/electron_api_native_theme.cc, SetThemeSource: Chromium's UI
      // and web themes both take it, so menus, dialogs and prefers-color-scheme follow.
      nativeTheme.themeSource = source
    },
    prefersDark() {
      // electron_api_native_theme.cc, ShouldUseDarkColors: a forced source's answer, else the OS's preferred scheme,
      // which the page's prefers-color-scheme follows (SetThemeSource sets the web theme's source too).
      return nativeTheme.shouldUseDarkColors
    },
    requestAttention() {
      if (platform === 'darwin') {
        // electron/electron docs/api/dock.md, bounce: 'informational' bounces for one second;
        // flashFrame(true) bounces until stopped since Electron 31 (electron/electron docs/breaking-changes.md).
        app.dock?.bounce('informational')
        return
      }
      const window = liveWindow()
      // The person is already here: nothing to draw their eye to.
      if (!window || window.isFocused()) return
      // Windows and Linux flash until flashFrame(false) (electron/electron docs/tutorial/windows-taskbar.md): stop when the person comes.
      window.flashFrame(true)
      window.once('focus', () => {
        if (!window.isDestroyed()) window.flashFrame(false)
      })
    },
    relaunch(how) {
      // electron/electron docs/api/app.md, relaunch: it does not quit ("You have to call app.quit or app.exit");
      // the new run starts once this one has exited (shell/browser/relauncher.h), so the single-instance lock is free.
      app.relaunch(how)
      options.quit()
    },
    setLaunchAtLogin: (enabled, startHidden) => electronLoginItem().set(enabled, startHidden)
  }
}

/** The menus and dialogs shown over the window: the context menu, About, Save as, a question. */
function dialogSurfaces(
  liveWindow: LiveWindow
): Pick<OsSurfaces, 'showContextMenu' | 'showAbout' | 'chooseSavePath' | 'confirm'> {
  return {
    showContextMenu(model, run) {
      const window = liveWindow()
      // Where the pointer is, over the window (electron/electron docs/api/menu.md, popup).
      Menu.buildFromTemplate(model.map((item) => contextItem(item, run))).popup(window ? { window } : {})
    },
    showAbout(about) {
      void showAbout(about, liveWindow())
    },
    async chooseSavePath(defaultName) {
      const result = await dialog.showSaveDialog({
        title: say(diagnosticsMessages.saveDialogTitle),
        defaultPath: join(app.getPath('documents'), defaultName),
        filters: [{ name: say(diagnosticsMessages.textFiles), extensions: ['txt'] }]
      })
      return result.canceled || !result.filePath ? null : result.filePath
    },
    async confirm(request) {
      // Cancel is both the default (Enter) and the cancel button (Escape, closing the dialog).
      const box: Electron.MessageBoxOptions = {
        type: 'question',
        message: request.message,
        detail: request.detail,
        buttons: [request.confirmLabel, say(desktopMessages.cancel)],
        defaultId: 1,
        cancelId: 1,
        noLink: true
      }
      return (await showMessageBox(box, liveWindow())).response === 0
    }
  }
}

function contextItem(
  item: ContextMenuItem,
  run: Parameters<OsSurfaces['showContextMenu']>[1]
): MenuItemConstructorOptions {
  if (item.type === 'separator') return { type: 'separator' }
  // A role carries its own accelerator and action on each OS (electron/electron lib/browser/api/menu-item-roles.ts),
  // but an English label unless given ours (lib/browser/api/menu-item.ts, getDefaultLabel).
  if (item.type === 'role') return { role: item.role, label: item.label, enabled: item.enabled }
  const command = item.command
  return { label: item.label, enabled: item.enabled, click: () => run(command) }
}
