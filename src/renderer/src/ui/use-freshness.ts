import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

import type { Channel } from '@shared/ipc'

import { isRestored } from './kept-data-restore'

export interface Freshness {
  /** When the freshest of the data was loaded (ms since the epoch); null before any has been. */
  updatedAt: number | null
  /** True while any of the data on screen is being asked for again. */
  fetching: boolean
  /** When the oldest data on screen that main kept from an earlier run (kept-data.ts) was loaded, until it is refreshed: "As of 10:42". Null: none is. */
  keptAt: number | null
}

/** When a channel's data says it was made (Status: main's last check), in ms; it stands for that channel instead of the time the page loaded it, and null says it was never made (not checked yet). */
export type MadeAt = Partial<Record<Channel, number | null>>

/**
 * When a view's data was last loaded, read from the query cache: the
 * freshest answer among the queries on screen for the given channels (every
 * key of a channel, whatever its arguments), and whether one is in flight.
 */
export function useFreshness(channels: readonly Channel[], madeAt: MadeAt = {}): Freshness {
  const client = useQueryClient()
  const subscribe = useCallback((notify: () => void) => client.getQueryCache().subscribe(notify), [client])
  // A string snapshot, so React sees no change unless the answer changed.
  const snapshot = useSyncExternalStore(subscribe, () => {
    const names = new Set<string>(channels)
    const stamps: Record<string, number | null | undefined> = madeAt
    let updatedAt = 0
    let fetching = false
    let keptAt = 0
    for (const query of client.getQueryCache().getAll()) {
      const channel = String(query.queryKey[0])
      if (!names.has(channel) || query.getObserversCount() === 0) continue
      const stamp = channel in stamps ? stamps[channel] : query.state.dataUpdatedAt
      if (query.state.dataUpdatedAt > 0 && typeof stamp === 'number') updatedAt = Math.max(updatedAt, stamp)
      if (isRestored(client, query))
        keptAt = keptAt === 0 ? query.state.dataUpdatedAt : Math.min(keptAt, query.state.dataUpdatedAt)
      // A first load shows its own placeholder rows; only asking again for data on screen is "Refreshing…".
      fetching ||= query.state.fetchStatus === 'fetching' && query.state.dataUpdatedAt > 0
    }
    return `${updatedAt} ${fetching} ${keptAt}`
  })
  const [at, busy, kept] = snapshot.split(' ')
  return {
    updatedAt: Number(at) > 0 ? Number(at) : null,
    fetching: busy === 'true',
    keptAt: Number(kept) > 0 ? Number(kept) : null
  }
}
