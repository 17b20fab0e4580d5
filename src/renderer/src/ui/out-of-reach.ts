// The one connectivity state, as the page reads it: main decides whether the
// account's server can be reached (src/main/core/connectivity/reachability.ts) and
// says so in the status snapshot it pushes. Read from the cache only: asking
// for it would be one more request to a server that is not there.
import { useQuery } from '@tanstack/react-query'

import type { StatusSnapshot } from '@shared/status'

import { bridgeQuery } from './bridge-query'

export type OutOfReach = NonNullable<StatusSnapshot['unreachable']>

/** Whether an error is the connection's (said once, by the band), not the platform's answer. */
export const isConnectionError = (kind: string): boolean => kind === 'unreachable' || kind === 'timeout'

/** Null while the server on screen can be reached. */
export function useOutOfReach(): OutOfReach | null {
  const { data } = useQuery({ ...bridgeQuery('status:get', undefined), enabled: false })
  return data?.unreachable ?? null
}
