// What the app as a whole says: notices about main itself and the dialog shown when it cannot start.
import { defineMessages } from '@shared/i18n/messages'

export const appMessages = defineMessages({
  logFileProblem: {
    id: 'app.notice.logFileProblem',
    defaultMessage:
      'Platform Desktop cannot write its log file ({problem}), so problems are not recorded this time. Check the logs folder in the app’s data folder.',
    description:
      'Notice in the app when the log file cannot be written. {problem} is the operating system’s reason (e.g. “EACCES: permission denied”).'
  },
  unexpectedError: {
    id: 'app.notice.unexpectedError',
    defaultMessage:
      'Something went wrong inside Platform Desktop. It keeps running; if something looks wrong, restart it. The log has the details.',
    description:
      'Notice in the app when an error nobody expected happened in the background (shown at most once a minute).'
  },
  onlyHttpsLinks: {
    id: 'app.error.onlyHttpsLinks',
    defaultMessage: 'Only https:// links can be opened in your browser.',
    description: 'Error when the app was asked to open a link that is not an https:// address in the browser.'
  },
  startFailedTitle: {
    id: 'app.startFailed.title',
    defaultMessage: 'Platform Desktop could not start',
    description: 'Title of the error box shown when the app fails while starting, before its window exists.'
  },
  startFailedDetail: {
    id: 'app.startFailed.detail',
    defaultMessage:
      'Something went wrong while starting Platform Desktop. Please try again; if it keeps happening, the log in the app’s data folder says what failed.',
    description: 'Text of the error box shown when the app fails while starting, under its title.'
  }
})
