// What the app as a whole says: notices about main itself and the dialog shown when it cannot start.

/** The log file cannot be written; `problem` is the OS's reason. */
export const logFileProblem = (problem: string) =>
  `Platform Desktop cannot write its log file (${problem}), so problems are not recorded this time. Check the logs folder in the app’s data folder.`
/** Something in main threw where nobody caught it (said at most once a minute). */
export const UNEXPECTED_ERROR = 'Something went wrong inside Platform Desktop. It keeps running; if something looks wrong, restart it. The log has the details.'
export const ONLY_HTTPS_LINKS = 'Only https:// links can be opened in your browser.'
/** The error box shown when start-up fails before the window exists. */
export const START_FAILED_TITLE = 'Platform Desktop could not start'
export const START_FAILED_DETAIL =
  'Something went wrong while starting Platform Desktop. Please try again; if it keeps happening, the log in the app’s data folder says what failed.'
