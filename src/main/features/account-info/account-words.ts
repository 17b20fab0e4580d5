// What the Account view's requests say when they fail. Each is a message
// put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

const m = defineMessages({
  enterPasswordToCheck: {
    id: 'account.leakCheck.enterPassword',
    defaultMessage: 'Enter the password to check.',
    description: 'Error in the Account view’s password leak check: the password field is empty.'
  },
  leakCheckHttpsOnly: {
    id: 'account.leakCheck.httpsOnly',
    defaultMessage: 'The leak check is only sent to a server that uses https:// (or one on this computer).',
    description:
      'Error in the Account view’s password leak check: the server does not use https and is not on this computer, so the password is not sent.'
  },
  accountUnreadable: {
    id: 'account.error.unreadable',
    defaultMessage:
      'The platform sent your account information in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in the Account view: the answer had nothing the app could read as account information.'
  }
})

export const enterPasswordToCheck = () => say(m.enterPasswordToCheck)
/** The password would travel to a server without https (and not on this computer). */
export const leakCheckHttpsOnly = () => say(m.leakCheckHttpsOnly)
export const accountUnreadable = () => say(m.accountUnreadable)
