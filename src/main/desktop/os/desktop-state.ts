// What main has learned about the desktop it runs on while it runs: whether a
// tray icon can be seen (asked once at start), whether the OS refused a
// notification, and the login item's state. Settings shows it in words
// (desktop-words.ts); the window host asks it before hiding the window.
import type { DesktopModel } from '@shared/settings'

import type { Logger } from '../../core/logging/logger'
import { loginItemProblem, notificationsProblem, trayProblem } from './desktop-words'
import type { LoginItemStatus, OsSurfaces, TrayPresence } from './os-surfaces'

/** The longest OS reason written to the log. */
const REASON_CHARS = 300

export interface DesktopStateDeps {
  platform: string
  os: Pick<OsSurfaces, 'trayPresence' | 'loginItemStatus' | 'watchNotificationFailures'>
  logger: Pick<Logger, 'warn'>
  /** Something Settings shows changed. */
  changed: () => void
}

export class DesktopState {
  // Until the OS answers, nothing is hidden into a tray that may not be there.
  #tray: TrayPresence = 'unknown'
  #notificationsFailed = false
  readonly #deps: DesktopStateDeps

  constructor(deps: DesktopStateDeps) {
    this.#deps = deps
    deps.os.watchNotificationFailures((reason) => this.#notificationFailed(reason))
  }

  get trayPresence(): TrayPresence {
    return this.#tray
  }

  /**
   * Asks once whether a tray icon can be seen; a question that fails leaves
   * the answer 'unknown'. Settings is told once it is known: nobody waits
   * for the answer but a start-hidden window.
   */
  async findTray(): Promise<void> {
    try {
      this.#tray = await this.#deps.os.trayPresence()
    } catch {
      this.#tray = 'unknown'
    }
    this.#deps.changed()
  }

  view(launchAtLogin: boolean): DesktopModel {
    let status: LoginItemStatus | null = null
    try {
      status = this.#deps.os.loginItemStatus()
    } catch {
      // An OS that cannot say has nothing to tell the person either.
    }
    return {
      trayProblem: trayProblem(this.#tray),
      notificationsProblem: this.#notificationsFailed ? notificationsProblem(this.#deps.platform) : null,
      loginItemProblem: loginItemProblem(status, launchAtLogin)
    }
  }

  #notificationFailed(reason: string): void {
    // Every failure is logged; Settings says it once.
    this.#deps.logger.warn({ reason: String(reason).slice(0, REASON_CHARS) }, 'the OS did not show a notification')
    if (this.#notificationsFailed) return
    this.#notificationsFailed = true
    this.#deps.changed()
  }
}
