// What the IPC boundary answers when a request cannot reach a handler, or
// the handler failed in a way nobody worded.

export const UNKNOWN_REQUEST = 'Platform Desktop received a request it does not know.'
/** The request did not match its channel's schema. */
export const MALFORMED_REQUEST = 'That request was not in the expected form, so it was not sent.'
/** A handler threw something other than an AppFailure. */
export const INTERNAL_ERROR = 'Something went wrong inside Platform Desktop. Please try again.'
/** A frame other than our own top-level page called (register-ipc.ts). */
export const NOT_OUR_WINDOW = 'This request did not come from Platform Desktop’s own window.'
