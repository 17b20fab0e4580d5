import type { ServiceState } from '@shared/status'

import { stateIcons } from './state-icons'

export const stateWords: Record<ServiceState, string> = {
  operational: 'Operational',
  maintenance: 'Under maintenance',
  degraded: 'Degraded',
  down: 'Down',
  unknown: 'Unknown'
}

/** The state in words, with an icon of its own shape: colour is never the only signal. */
export function StateBadge({ state }: { state: ServiceState }) {
  const Icon = stateIcons[state]
  return (
    <span className={`state-badge state-${state}`}>
      <Icon className="state-icon" aria-hidden="true" focusable="false" /> {stateWords[state]}
    </span>
  )
}
