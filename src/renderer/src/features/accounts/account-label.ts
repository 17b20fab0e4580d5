import type { IntlShape } from 'react-intl'

import type { AccountSummary } from '@shared/accounts'

import { defineMessages } from '../../i18n'

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
