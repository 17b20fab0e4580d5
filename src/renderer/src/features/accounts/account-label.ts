import type { IntlShape } from 'react-intl'

import type { AccountSummary } from '@shared/accounts'

import { defineMessages } from '../../i18n'

/** Words every list of accounts uses (the switcher, the sign-in form's other accounts, Settings → Accounts). */
export const accountWords = defineMessages({
  signedOut: {
    id: 'accounts.signedOut',
    defaultMessage: 'signed out',
    description: 'Beside an account in a list of accounts: it is not signed in now.'
  },
  switchTo: {
    id: 'accounts.switchTo',
    defaultMessage: 'Switch to {account}',
    description: 'The accessible name of a button that shows another account; {account} is “username · host”.'
  }
})

const messages = defineMessages({
  label: {
    id: 'accounts.label',
    defaultMessage: '{name} · {host}',
    description:
      'How an account is named in the account switcher and lists: {name} is the username, {host} the server (platform.example.com). Keep the middle dot or use your language’s separator.'
  }
})

/** "ada · platform.example.com"; the host alone before the account's first sign-in named anyone. */
export const accountLabel = (intl: IntlShape, account: Pick<AccountSummary, 'username' | 'host'>): string =>
  account.username ? intl.formatMessage(messages.label, { name: account.username, host: account.host }) : account.host
