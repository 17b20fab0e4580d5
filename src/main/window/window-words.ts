// What the window says about itself: the notification the first time
// closing it hides it in the tray, and what is said when its page stops.

/** The first time closing the window only hides it in the tray. */
export const STILL_RUNNING = {
  title: 'Platform Desktop is still running',
  body: 'It keeps watching the platform from the tray. Quit it from the tray menu, or turn off “Close to tray” in Settings.'
} as const
/** A notice after the page stopped and was reloaded on its own. */
export const WINDOW_RELOADED = 'The window stopped unexpectedly and was reloaded. Your sign-in and settings are safe.'
/** The dialog once the page has stopped too often to reload it without asking. */
export const KEEPS_STOPPING = {
  message: 'The Platform Desktop window keeps stopping.',
  detail: 'Your sign-in and settings are safe. Reload the window, or quit and start Platform Desktop again.',
  reload: 'Reload',
  quit: 'Quit'
} as const
