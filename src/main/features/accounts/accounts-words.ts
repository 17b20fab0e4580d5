// What the accounts say: refusals of Add account and switching, and the
// notice when an account the views do not show loses its session.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const accountsMessages = defineMessages({
  tooMany: {
    id: 'accounts.tooMany',
    defaultMessage: 'Platform Desktop holds at most {max, number} accounts. Remove one in Settings → Accounts first.',
    description:
      'Add account refused: the app already holds the most accounts it can. “Platform Desktop” is the app’s name; “Settings → Accounts” names the place in the app.'
  },
  noSuchAccount: {
    id: 'accounts.noSuchAccount',
    defaultMessage: 'That account is no longer here. It may have been removed in another window.',
    description: 'A request named an account the app no longer holds (removed meanwhile).'
  },
  aboutAccount: {
    id: 'accounts.aboutAccount',
    defaultMessage: '{name} on {host}: {message}',
    description:
      'A notice about one account’s saved sign-in while several accounts are held: {name} is the username, {host} the server, {message} the notice’s own sentence.'
  },
  addMessage: {
    id: 'accounts.add.message',
    defaultMessage: 'Add an account on {host}?',
    description:
      'The question main asks in its own dialog before Add account contacts a server; {host} is the server’s host name.'
  },
  addDetail: {
    id: 'accounts.add.detail',
    defaultMessage:
      'Platform Desktop will contact {host}, and the password you type next will be sent there. Add it only if you trust it.',
    description:
      'The detail of the Add account dialog; {host} is the server’s host name. “Platform Desktop” is the app’s name.'
  },
  addConfirm: {
    id: 'accounts.add.confirm',
    defaultMessage: 'Add account',
    description: 'The button that agrees to add an account on the named server.'
  },
  addDeclined: {
    id: 'accounts.add.declined',
    defaultMessage: 'No account was added.',
    description: 'Add account was declined in the dialog; nothing was contacted.'
  },
  alreadyAsking: {
    id: 'accounts.add.alreadyAsking',
    defaultMessage: 'Platform Desktop is already asking whether to add an account. Answer that question first.',
    description: 'Add account was asked again while its dialog was still open. “Platform Desktop” is the app’s name.'
  },
  otherSessionEnded: {
    id: 'accounts.otherSessionEnded',
    defaultMessage: 'Your session as {name} on {host} has ended. Switch to that account to sign in again.',
    description:
      'A notice when the platform ended the session of an account other than the one on screen; {name} is the username, {host} the server.'
  }
})

/** Asked in main's own dialog before Add account contacts `host`. */
export const addAccountQuestion = (host: string) => ({
  message: say(accountsMessages.addMessage, { host }),
  detail: say(accountsMessages.addDetail, { host }),
  confirmLabel: say(accountsMessages.addConfirm)
})
