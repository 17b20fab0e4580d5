import { useQuery } from '@tanstack/react-query'

import { formatRelative } from '../../ui/format-time'
import { useNow } from '../../ui/use-now'
import { pingQuery } from './ping-query'

/** When the platform last saw this app, from the ping's state; new ones arrive as 'ping:changed' events (bootstrap.ts puts them in the cache). */
export function LastSeen() {
  const query = useQuery(pingQuery)
  const now = useNow()
  const state = query.data
  if (!state) return null
  const at = state.lastSuccessAt ? new Date(state.lastSuccessAt) : null
  return (
    <p className="last-seen" role="status">
      Last seen by the platform:{' '}
      {at ? (
        <time dateTime={at.toISOString()} title={at.toLocaleString()}>
          {formatRelative(at, Math.max(now, at.getTime()))}
        </time>
      ) : (
        <span className="muted">not yet</span>
      )}
      {state.lastError && <span className="muted"> — the last attempt failed: {state.lastError}</span>}
    </p>
  )
}
