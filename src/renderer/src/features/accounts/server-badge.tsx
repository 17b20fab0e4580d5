import type { AccountSummary } from '@shared/accounts'
import { serverColorNames } from '@shared/server-color'

import { defineMessages, useIntl } from '../../i18n'
import { ServerMark } from './server-mark'

const messages = defineMessages({
  tooltip: {
    id: 'accounts.serverBadge.tooltip',
    defaultMessage: 'Server: {host} ({color})',
    description:
      'Tooltip of the header’s server badge: {host} is the server of the account on screen (staging.example.com), {color} the colour that marks it (“Teal”).'
  }
})

/** The header's server: the host of the account on screen with its colour, so two accounts named alike on two servers differ at a glance. */
export function ServerBadge({ account }: { account: Pick<AccountSummary, 'host' | 'color'> }) {
  const intl = useIntl()
  const tooltip = intl.formatMessage(messages.tooltip, {
    host: account.host,
    color: intl.formatMessage(serverColorNames[account.color])
  })
  return (
    <span className={`server-badge server-color-${account.color}`} title={tooltip} data-testid="server-badge">
      <ServerMark color={account.color} />
      <span className="server-badge-host" translate="no">
        {account.host}
      </span>
    </span>
  )
}
