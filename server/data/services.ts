import { hoursAfterEpoch, hoursBeforeEpoch } from './demo-epoch'
import type { ServiceStatus } from './types'

// One service per maintenance state, so every state is visible in demo mode.
// Numeric ids are the 1-based position, as the seed shows numeric ids too.
export const SERVICES: readonly ServiceStatus[] = [
  {
    id: 'api',
    numericId: 1,
    name: 'API',
    state: 'operational',
    message: 'All systems operational.',
    since: hoursBeforeEpoch(240)
  },
  {
    id: 'web',
    numericId: 2,
    name: 'Website',
    state: 'operational',
    message: 'All systems operational.',
    since: hoursBeforeEpoch(72)
  },
  {
    id: 'git',
    numericId: 3,
    name: 'Git hosting',
    state: 'scheduled',
    message: 'Storage upgrade scheduled; pushes may be rejected for up to two hours.',
    since: hoursBeforeEpoch(20),
    scheduledStart: hoursAfterEpoch(48),
    scheduledEnd: hoursAfterEpoch(50)
  },
  {
    id: 'search',
    numericId: 4,
    name: 'Search',
    state: 'maintenance',
    message: 'The search index is being rebuilt; results may be incomplete.',
    since: hoursBeforeEpoch(2),
    scheduledStart: hoursBeforeEpoch(2),
    scheduledEnd: hoursAfterEpoch(3)
  },
  {
    id: 'notifications',
    numericId: 5,
    name: 'Notifications',
    state: 'degraded',
    message: 'Notifications are delayed by up to 15 minutes.',
    since: hoursBeforeEpoch(6)
  },
  {
    id: 'pages',
    numericId: 6,
    name: 'Pages',
    state: 'operational',
    message: 'All systems operational.',
    since: hoursBeforeEpoch(500)
  }
]

/** A service by its name id (any case) or its numeric id, both as strings. */
export function findService(id: string, services: readonly ServiceStatus[] = SERVICES): ServiceStatus | undefined {
  const key = id.toLowerCase()
  return services.find((service) => service.id === key || String(service.numericId) === key)
}
