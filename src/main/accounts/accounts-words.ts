// What the accounts say: refusals of Add account and switching, and the
// notice when an account the views do not show loses its session.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../i18n'

const m = defineMessages({
  tooMany: {
    id: 'accounts.tooMany',
    defaultMessage: 'Platform Desktop holds at most {max, number} accounts. Remove one in Settings → Accounts first.',
    description: 'Add account refused: the app already holds the most accounts it can. “Platform Desktop” is the app’s name; “Settings → Accounts” names the place in the app.'
  },
  noSuchAccount: {
    id: 'accounts.noSuchAccount',
    defaultMessage: 'That account is no longer here. It may have been removed in another window.',
    description: 'A request named an account the app no longer holds (removed meanwhile).'
  },
  aboutAccount: {
    id: 'accounts.aboutAccount',
    defaultMessage: '{name} on {host}: {message}',
    description: 'A notice about one account’s saved sign-in while several accounts are held: {name} is the username, {host} the server, {message} the notice’s own sentence.'
  },
  otherSessionEnded: {
    id: 'accounts.otherSessionEnded',
    defaultMessage: 'Your session as {name} on {host} has ended. Switch to that account to sign in again.',
    description: 'A notice when the platform ended the session of an account other than the one on screen; {name} is the username, {host} the server.'
  }
})

export const tooManyAccounts = (max: number) => say(m.tooMany, { max })
export const noSuchAccount = () => say(m.noSuchAccount)
export const aboutAccount = (name: string, host: string, message: string) => say(m.aboutAccount, { name, host, message })
export const otherSessionEnded = (name: string, host: string) => say(m.otherSessionEnded, { name, host })
