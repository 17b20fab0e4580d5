// What the Status view says before the list: one line for the whole platform,
// and the services worst first. What counts as a problem, and how bad each
// state is, comes from the header's health (platform-health.ts), so the dot
// in the header, the navigation and this line never disagree.
import type { ServiceState, ServiceStatusView, StatusSnapshot } from '@shared/status'

import { platformHealth, severity } from '../navigation/platform-health'

export interface StatusSummary {
  /** The worst state now; picks the line's icon and colour. */
  state: ServiceState
  /** "All systems operational", "1 service has a problem", "2 services have problems". */
  headline: string
  /** Which problems, from the header's health: "1 service down, 1 under maintenance"; null when all is well. */
  detail: string | null
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The line at the top of Status; null while there are no services to sum up (the empty state says why). */
export function statusSummary(snapshot: StatusSnapshot): StatusSummary | null {
  if (snapshot.services.length === 0) return null
  const health = platformHealth(snapshot)
  const problems = snapshot.services.filter((service) => service.state !== 'operational').length
  if (problems === 0) return { state: 'operational', headline: 'All systems operational', detail: null }
  const headline = problems === 1 ? '1 service has a problem' : `${problems} services have problems`
  return { state: health.state, headline, detail: `${capitalize(health.summary)}.` }
}

/** Worst first (down, degraded, maintenance, unknown, operational); the platform's order within a state. */
export function bySeverity(services: readonly ServiceStatusView[]): ServiceStatusView[] {
  const rank = (service: ServiceStatusView) => severity.indexOf(service.state)
  // Array.prototype.sort is stable, so services of one state keep the platform's order.
  return [...services].sort((a, b) => rank(a) - rank(b))
}
