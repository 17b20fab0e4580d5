import { useQuery } from '@tanstack/react-query'

import type { AccountSummary } from '@shared/accounts'

import { clientOf } from '../../app/main-cache'
import { defineMessages, useIntl } from '../../i18n'
import { CountBadge } from '../../ui/count-badge'
import { StatusDot } from '../../ui/status-dot'
import { platformHealth } from '../navigation/platform-health'
import { notificationsQuery } from '../notifications/notifications-query'
import { statusQuery } from '../status/status-query'

const messages = defineMessages({
  unread: {
    id: 'accounts.facts.unread',
    defaultMessage: '{count, number} unread',
    description:
      'Said by screen readers after an account in the account switcher: how many of its notifications are unread ({count}, more than 0).'
  }
})

/**
 * What the switcher shows beside an account: its server's status as a dot and
 * its unread count, read from that account's own cache (app/main-cache.ts),
 * which main's background checks keep current for every signed-in account.
 * Nothing is asked for here: a cache with nothing yet shows nothing.
 */
export function AccountFacts({ account }: { account: AccountSummary }) {
  const intl = useIntl()
  const client = clientOf(account.id)
  const status = useQuery({ ...statusQuery, enabled: false }, client).data
  const unread = useQuery({ ...notificationsQuery, enabled: false }, client).data?.unread ?? 0
  const health = status && status.services.length > 0 ? platformHealth(status, intl) : null
  return (
    <span className="account-facts">
      {health && <StatusDot state={health.state} label={health.label} />}
      {account.signedIn && (
        <CountBadge count={unread} phrase={intl.formatMessage(messages.unread, { count: unread })} />
      )}
    </span>
  )
}
