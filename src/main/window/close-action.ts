import { closeToTrayDefault } from '../../shared/settings'

export type CloseAction = 'close' | 'hide' | 'hide-and-explain'

/**
 * What closing the window does: with "Close to tray" on (the default on
 * Windows and Linux) it hides, and the first time it also says the app is
 * still running; quitting always closes.
 */
export function closeAction(options: { closeToTray: boolean | null; explained: boolean; platform: string; quitting: boolean }): CloseAction {
  if (options.quitting || !(options.closeToTray ?? closeToTrayDefault(options.platform))) return 'close'
  return options.explained ? 'hide' : 'hide-and-explain'
}
