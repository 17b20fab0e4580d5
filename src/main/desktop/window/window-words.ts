// What the window says about itself: the notification the first time
// closing it hides it in the tray, and what is said when its page stops.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const windowMessages = defineMessages({
  stillRunningTitle: {
    id: 'window.stillRunning.title',
    defaultMessage: 'Platform Desktop is still running',
    description: 'Title of the OS notification shown the first time closing the window only hides it in the tray.'
  },
  stillRunningBody: {
    id: 'window.stillRunning.body',
    defaultMessage:
      'It keeps watching the platform from the tray. Quit it from the tray menu, or turn off “Close to tray” in Settings.',
    description:
      'Text of the OS notification shown the first time closing the window only hides it in the tray. “Close to tray” is the name of the setting.'
  },
  reloaded: {
    id: 'window.notice.reloaded',
    defaultMessage: 'The window stopped unexpectedly and was reloaded. Your sign-in and settings are safe.',
    description: 'Notice in the app after its page stopped and was reloaded on its own.'
  },
  keepsStoppingMessage: {
    id: 'window.keepsStopping.message',
    defaultMessage: 'The Platform Desktop window keeps stopping.',
    description: 'Heading of the dialog shown when the page has stopped too often to reload it without asking.'
  },
  keepsStoppingDetail: {
    id: 'window.keepsStopping.detail',
    defaultMessage: 'Your sign-in and settings are safe. Reload the window, or quit and start Platform Desktop again.',
    description: 'Text of the dialog shown when the page has stopped too often, under its heading.'
  },
  keepsStoppingReload: {
    id: 'window.keepsStopping.reload',
    defaultMessage: 'Reload',
    description: 'Button of the “window keeps stopping” dialog: reloads the window.'
  },
  keepsStoppingQuit: {
    id: 'window.keepsStopping.quit',
    defaultMessage: 'Quit',
    description: 'Button of the “window keeps stopping” dialog: quits the app.'
  }
})

/** The first time closing the window only hides it in the tray. */
export const stillRunning = () => ({
  title: say(windowMessages.stillRunningTitle),
  body: say(windowMessages.stillRunningBody)
})
/** The dialog once the page has stopped too often to reload it without asking. */
export const keepsStopping = () => ({
  message: say(windowMessages.keepsStoppingMessage),
  detail: say(windowMessages.keepsStoppingDetail),
  reload: say(windowMessages.keepsStoppingReload),
  quit: say(windowMessages.keepsStoppingQuit)
})
