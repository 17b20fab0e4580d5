import { closeToTrayDefault } from '../../shared/settings'

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
}

/**
 * What closing the window does: with "Close to tray" on (the default on
 * Windows and Linux) it hides, and the first time it also says the app is
 * still running; quitting, for an update too, always closes.
 */
export function closeAction(state: CloseState): CloseAction {
  if (state.quitting || state.quittingForUpdate || !(state.closeToTray ?? closeToTrayDefault(state.platform))) return 'close'
  return state.explained ? 'hide' : 'hide-and-explain'
}
