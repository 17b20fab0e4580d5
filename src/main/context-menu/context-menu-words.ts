// What the context menus say. The edit items carry the labels Electron gives
// their roles (electron/electron lib/browser/api/menu-item-roles.ts), so the
// recorded model reads as the native menu does; the rest are ours.

export const UNDO = 'Undo'
export const REDO = 'Redo'
export const CUT = 'Cut'
export const COPY = 'Copy'
export const PASTE = 'Paste'
export const SELECT_ALL = 'Select All'
/** A misspelt word with no suggestion from the dictionary. */
export const NO_SUGGESTIONS = 'No spelling suggestions'
export const ADD_TO_DICTIONARY = 'Add to Dictionary'
export const OPEN_LINK = 'Open Link in Browser'
export const COPY_LINK = 'Copy Link Address'
export const COPY_IMAGE = 'Copy Image'
export const OPEN_PROFILE = 'Open Profile'
export const COPY_USERNAME = 'Copy Username'
export const COPY_PROFILE_LINK = 'Copy Profile Link'

/** The page asked for a person's menu with a username that is not one. */
export const notAUsername = (name: string) => `“${name.slice(0, 40)}” is not a username that can be copied: it must be one line of at most 100 characters.`
