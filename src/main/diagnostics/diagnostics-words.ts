// What exporting diagnostics says: the save dialog, and the notice that
// tells how it went (the menu has no other way to answer).

export const SAVE_DIALOG_TITLE = 'Export diagnostics'
/** The save dialog's name for the .txt filter. */
export const TEXT_FILES = 'Text'
export const diagnosticsSaved = (path: string) => `Diagnostics saved to ${path}. They hold no password or token; look them over before you send them.`
/** `code` is the OS's error code (EACCES…). */
export const diagnosticsNotSaved = (code: string) => `The diagnostics could not be saved there (${code}). Choose another folder.`
