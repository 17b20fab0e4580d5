import '../styles/status-colors.css'

import type { ServiceState } from '@shared/status'

/**
 * A coloured dot for a service state: a picture whose text alternative is
 * `label` ("2 services down"). The control it sits in says the same in its
 * name or tooltip, so colour is never the only signal.
 */
export function StatusDot({ state, label }: { state: ServiceState; label: string }) {
  return <span role="img" aria-label={label} className={`status-dot status-dot-${state}`} data-state={state} />
}
