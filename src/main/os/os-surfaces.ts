// The OS pieces main talks to, as small interfaces (DESIGN.md §4a). Their
// Electron adapters live in src/main/electron/; tests and the e2e harness
// pass recording stand-ins; what they show is computed by pure functions.
import type { TrayModel } from '../tray/tray-model'

export interface OsNotification {
  /** Stable per event, so a repeat can be recognised. */
  id: string
  title: string
  body: string
}

export interface OsSurfaces {
  /** Shows an OS notification; `onClick` runs when the person clicks it (the host brings the window forward). */
  notify(notification: OsNotification, onClick: () => void): void
  /** Renders the tray from its model. */
  renderTray(model: TrayModel): void
  /** The unread count on the dock/taskbar/launcher, where the OS has one (0 clears it). */
  setBadgeCount(count: number): void
  /** Start with the session (XDG autostart on Linux). */
  setLaunchAtLogin(enabled: boolean, startHidden: boolean): Promise<void>
  /** Asks where to save a file; null when the person cancels. */
  chooseSavePath(defaultName: string): Promise<string | null>
}

export const quietSurfaces: OsSurfaces = {
  notify: () => undefined,
  renderTray: () => undefined,
  setBadgeCount: () => undefined,
  setLaunchAtLogin: () => Promise.resolve(),
  chooseSavePath: () => Promise.resolve(null)
}

export type PowerEvent = 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen'
