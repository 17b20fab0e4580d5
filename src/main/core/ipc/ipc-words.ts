// What the IPC boundary answers when a request cannot reach a handler, or
// the handler failed in a way nobody worded.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../i18n'

const m = defineMessages({
  unknownRequest: {
    id: 'ipc.error.unknownRequest',
    defaultMessage: 'Platform Desktop received a request it does not know.',
    description: 'Error when the app’s window asked for something the app has no handler for.'
  },
  malformedRequest: {
    id: 'ipc.error.malformedRequest',
    defaultMessage: 'That request was not in the expected form, so it was not sent.',
    description: 'Error when a request from the app’s window did not have the expected shape.'
  },
  internalError: {
    id: 'ipc.error.internal',
    defaultMessage: 'Something went wrong inside Platform Desktop. Please try again.',
    description: 'Error when handling a request failed in an unexpected way.'
  },
  appWideCall: {
    id: 'ipc.error.appWideCall',
    defaultMessage: 'That request is for the whole app, not one account, so it was not carried out.',
    description:
      'Error when the app’s window asked for an app-wide change (server, accounts, diagnostics) while naming one account.'
  },
  notOurWindow: {
    id: 'ipc.error.notOurWindow',
    defaultMessage: 'This request did not come from Platform Desktop’s own window.',
    description: 'Error when a request came from a page or frame that is not the app’s own window.'
  }
})

export const unknownRequest = () => say(m.unknownRequest)
/** The request did not match its channel's schema. */
export const malformedRequest = () => say(m.malformedRequest)
/** A handler threw something other than an AppFailure. */
export const internalError = () => say(m.internalError)
/** An app-wide channel was called naming an account (dispatch.ts). */
export const appWideCall = () => say(m.appWideCall)
/** A frame other than our own top-level page called (register-ipc.ts). */
export const notOurWindow = () => say(m.notOurWindow)
