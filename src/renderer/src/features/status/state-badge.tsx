import type { ServiceState } from '@shared/status'

import { defineMessages, type Message, useIntl } from '../../i18n'
import { stateIcons } from './state-icons'

const stateWords: Record<ServiceState, Message> = defineMessages({
  operational: {
    id: 'status.state.operational',
    defaultMessage: 'Operational',
    description: 'Status: a service’s state badge.'
  },
  maintenance: {
    id: 'status.state.maintenance',
    defaultMessage: 'Under maintenance',
    description: 'Status: a service’s state badge.'
  },
  degraded: {
    id: 'status.state.degraded',
    defaultMessage: 'Degraded',
    description: 'Status: a service’s state badge (working, but badly).'
  },
  down: {
    id: 'status.state.down',
    defaultMessage: 'Down',
    description: 'Status: a service’s state badge (not working).'
  },
  unknown: {
    id: 'status.state.unknown',
    defaultMessage: 'Unknown',
    description: 'Status: a service’s state badge (it could not be checked).'
  }
})

/** The state in words, with an icon of its own shape: colour is never the only signal. */
export function StateBadge({ state }: { state: ServiceState }) {
  const intl = useIntl()
  const Icon = stateIcons[state]
  return (
    <span className={`state-badge state-${state}`}>
      <Icon className="state-icon" aria-hidden="true" focusable="false" /> {intl.formatMessage(stateWords[state])}
    </span>
  )
}
