// The OS pieces main talks to, as small interfaces (docs/architecture.md, OS surfaces). Their
// Electron adapters live in src/main/electron/; tests and the e2e harness
// pass recording stand-ins; what they show is computed by pure functions.
import type { ThemePreference } from '@shared/settings'

import type { AboutInfo } from '../menu/about'
import type { AppMenu } from '../menu/app-menu-model'
import type { ContextMenuCommand, ContextMenuModel } from '../menu/context-menu-model'
import type { TrayModel } from '../tray/tray-model'

export interface OsNotification {
  /** Stable per event, so a repeat can be recognised. */
  id: string
  title: string
  body: string
}

/** A question main asks in a native dialog, never in the page (a compromised page could answer its own). */
export interface ConfirmRequest {
  /** The question: "Switch to platform.example.com?" */
  message: string
  /** What going ahead does: "You will be signed out of old.example.com." */
  detail: string
  /** The button that goes ahead. The other is Cancel, the default, and what Escape or closing the dialog chooses. */
  confirmLabel: string
}

/**
 * Whether a tray icon can be seen. 'none': a Linux desktop with no
 * status-notifier host (stock GNOME); 'unknown': nobody could tell. Only
 * 'visible' lets the app hide its last window into the tray.
 */
export type TrayPresence = 'visible' | 'none' | 'unknown'

/** macOS 13+: the login item's state as the OS reports it (electron.d.ts LoginItemSettings.status). */
export type LoginItemStatus = 'not-registered' | 'enabled' | 'requires-approval' | 'not-found'

/** How the next run starts (Electron's RelaunchOptions): `execPath` absent runs this executable again. */
export interface RelaunchOptions {
  execPath?: string
  args: string[]
}

export interface OsSurfaces {
  /** Shows an OS notification; `onClick` runs when the person clicks it (the host brings the window forward). */
  notify(notification: OsNotification, onClick: () => void): void
  /** `listener` hears each notification the OS could not show (not supported, not allowed, unsigned app), with the OS's reason. */
  watchNotificationFailures(listener: (reason: string) => void): void
  /** Asked once per run: can a tray icon be seen on this desktop? */
  trayPresence(): Promise<TrayPresence>
  /** macOS: the login item's state; null where the OS does not say. */
  loginItemStatus(): LoginItemStatus | null
  /** Renders the tray from its model. */
  renderTray(model: TrayModel): void
  /** Renders the application menu from its model (the menu bar, or macOS's menu at the top of the screen). */
  renderAppMenu(model: AppMenu[]): void
  /** Help → About: macOS's About panel or a dialog elsewhere, with the app's and the runtime's versions. */
  showAbout(about: AboutInfo): void
  /** Shows a file or folder, selected, in the OS file manager (shell.showItemInFolder). */
  showInFolder(path: string): void
  /** The unread count on the dock/taskbar/launcher, where the OS has one (0 clears it). */
  setBadgeCount(count: number): void
  /** Start with the session (XDG autostart on Linux). */
  setLaunchAtLogin(enabled: boolean, startHidden: boolean): Promise<void>
  /** Asks where to save a file; null when the person cancels. */
  chooseSavePath(defaultName: string): Promise<string | null>
  /** Asks in a dialog attached to the window; true only when the person chose `confirmLabel`. */
  confirm(request: ConfirmRequest): Promise<boolean>
  /** Native menus, dialogs, scrollbars and the page's `prefers-color-scheme` follow this (nativeTheme.themeSource). */
  setThemeSource(source: ThemePreference): void
  /** Whether the page's `prefers-color-scheme` is dark now: the OS's answer under 'system', else the forced one. */
  prefersDark(): boolean
  /** The bar on the taskbar button or dock icon: a fraction from 0 to 1, or null to clear it. */
  setProgress(fraction: number | null): void
  /** Draws the eye once: the taskbar button flashes (Windows, Linux) or the dock icon bounces (macOS). */
  requestAttention(): void
  /** Pops up a native context menu at the pointer; `run` gets the command the person chose (edit roles act by themselves). Never called with an empty model. */
  showContextMenu(model: ContextMenuModel, run: (command: ContextMenuCommand) => void): void
  /** Puts plain text on the OS clipboard (the page's own clipboard access is denied: harden.ts). */
  copyText(text: string): Promise<void>
  /** Which spelling languages every session uses (spellcheck-plan.ts); false keeps Linux from downloading dictionaries. */
  setSpellcheck(downloadDictionaries: boolean): void
  /**
   * The languages the person prefers, most preferred first, as BCP 47 tags
   * ("fr-CA", "en-US", "zh-Hans-CN", "fi"): Electron's
   * app.getPreferredSystemLanguages(). Empty when the OS names none (Linux
   * with only the "C" locale).
   */
  preferredLanguages(): readonly string[]
  /** Quits, and starts the app again once this run has ended (app.relaunch, then the host's quit). */
  relaunch(how: RelaunchOptions): void
}

export const quietSurfaces: OsSurfaces = {
  notify: () => undefined,
  watchNotificationFailures: () => undefined,
  // Tests and the harness model a desktop with a tray unless they say otherwise.
  trayPresence: () => Promise.resolve('visible'),
  loginItemStatus: () => null,
  renderTray: () => undefined,
  renderAppMenu: () => undefined,
  showAbout: () => undefined,
  showInFolder: () => undefined,
  setBadgeCount: () => undefined,
  setLaunchAtLogin: () => Promise.resolve(),
  chooseSavePath: () => Promise.resolve(null),
  // Nobody to ask: the safe answer is no.
  confirm: () => Promise.resolve(false),
  setThemeSource: () => undefined,
  // A page in a browser with no emulated scheme: light.
  prefersDark: () => false,
  setProgress: () => undefined,
  requestAttention: () => undefined,
  showContextMenu: () => undefined,
  copyText: () => Promise.resolve(),
  setSpellcheck: () => undefined,
  // Nothing preferred: English.
  preferredLanguages: () => [],
  // Nobody to restart: the run goes on.
  relaunch: () => undefined
}

export type PowerEvent = 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen'
