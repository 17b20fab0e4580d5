import { closeToTrayDefault } from '@shared/settings'

import type { TrayPresence } from '../os/os-surfaces'

export type CloseAction = 'close' | 'hide' | 'hide-and-explain'

export interface CloseState {
  closeToTray: boolean | null
  explained: boolean
  platform: string
  /** The app's 'before-quit' came. */
  quitting: boolean
  /**
   * autoUpdater.quitAndInstall() began ('before-quit-for-update'). Electron
   * then closes every window and installs only once none is left, without
   * 'before-quit' first (electron/electron
   * shell/browser/api/electron_api_auto_updater.cc, AutoUpdater::QuitAndInstall),
   * so a window hidden to the tray would stop the update.
   */
  quittingForUpdate: boolean
  /** Whether a status-notifier host (Linux) shows the tray icon; 'unknown' counts as none. */
  tray: TrayPresence
}

/**
 * What closing the window does: with "Close to tray" on (the default on
 * Windows and Linux) it hides, and the first time it also says the app is
 * still running; quitting, for an update too, always closes. The last
 * window is never hidden into a tray nobody can see (a Linux desktop
 * without a status-notifier host), nor while nobody knows whether there is one.
 */
export function closeAction(state: CloseState): CloseAction {
  if (
    state.quitting ||
    state.quittingForUpdate ||
    state.tray !== 'visible' ||
    !(state.closeToTray ?? closeToTrayDefault(state.platform))
  )
    return 'close'
  return state.explained ? 'hide' : 'hide-and-explain'
}

/** Whether a window asked to start hidden (at login, with "Start hidden") may stay hidden: only into a tray that can be seen. */
export const mayStartHidden = (tray: TrayPresence): boolean => tray === 'visible'
