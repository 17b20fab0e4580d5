import type { ServiceState } from '@shared/status'

export const stateWords: Record<ServiceState, string> = {
  operational: 'Operational',
  maintenance: 'Under maintenance',
  degraded: 'Degraded',
  down: 'Down',
  unknown: 'Unknown'
}

// A shape per state as well as a colour, so colour is never the only signal.
const glyphs: Record<ServiceState, string> = { operational: '✓', maintenance: '⚒', degraded: '!', down: '✕', unknown: '?' }

export function StateBadge({ state }: { state: ServiceState }) {
  return (
    <span className={`state-badge state-${state}`}>
      <span aria-hidden="true">{glyphs[state]}</span> {stateWords[state]}
    </span>
  )
}
