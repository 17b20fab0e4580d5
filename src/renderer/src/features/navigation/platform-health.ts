// The platform's health at a glance, for the header's dot and the Status
// item in the navigation: the worst state among the watched services and a
// phrase that says how many are affected.
import { useQuery } from '@tanstack/react-query'

import type { ServiceState, StatusSnapshot } from '@shared/status'

import { statusQuery } from '../status/status-query'

/** Worst first. Unknown (could not check) ranks below what a service said about itself. */
export const severity: readonly ServiceState[] = ['down', 'degraded', 'maintenance', 'unknown', 'operational']

const phrases: Record<Exclude<ServiceState, 'operational'>, string> = {
  down: 'down',
  degraded: 'degraded',
  maintenance: 'under maintenance',
  unknown: 'not checked'
}

export interface PlatformHealth {
  state: ServiceState
  /** "all services operational", "2 services down, 1 degraded". */
  summary: string
  /** "Platform status: 2 services down, 1 degraded": the name of a control that shows it. */
  label: string
}

function summaryOf(snapshot: StatusSnapshot | undefined): { state: ServiceState; summary: string } {
  if (!snapshot || snapshot.services.length === 0) return { state: 'unknown', summary: snapshot?.checking ? 'checking…' : 'not checked yet' }
  const counts = new Map<ServiceState, number>()
  // Maintenance announced for later already reads 'operational' (main's read-service-status.ts sets it with `upcoming`).
  for (const service of snapshot.services) counts.set(service.state, (counts.get(service.state) ?? 0) + 1)
  const state = severity.find((s) => counts.has(s)) ?? 'unknown'
  if (state === 'operational') return { state, summary: 'all services operational' }
  const parts = severity
    .filter((s): s is keyof typeof phrases => s !== 'operational' && counts.has(s))
    .map((s, i) => {
      const n = counts.get(s) ?? 0
      // "2 services down, 1 degraded": the noun once, on the first group.
      return i === 0 ? `${n} ${n === 1 ? 'service' : 'services'} ${phrases[s]}` : `${n} ${phrases[s]}`
    })
  return { state, summary: parts.join(', ') }
}

export function platformHealth(snapshot: StatusSnapshot | undefined): PlatformHealth {
  const { state, summary } = summaryOf(snapshot)
  return { state, summary, label: `Platform status: ${summary}` }
}

/** The status snapshot main keeps current ('status:changed', put in the cache by bootstrap.ts), read as health. */
export function usePlatformHealth(): PlatformHealth {
  const query = useQuery(statusQuery)
  return platformHealth(query.data)
}
