// What the Status view says before the list: one line for the whole platform,
// and the services worst first. What counts as a problem, and how bad each
// state is, comes from the header's health (platform-health.ts), so the dot
// in the header, the navigation and this line never disagree.
import type { ServiceState, ServiceStatusModel, StatusSnapshot } from '@shared/status'

import { currentIntl, defineMessages } from '../../i18n'
import { platformHealth, severity } from '../navigation/platform-health'

const messages = defineMessages({
  allOperational: {
    id: 'status.summary.allOperational',
    defaultMessage: 'All systems operational',
    description: 'Status: the line at the top when every service works.'
  },
  problems: {
    id: 'status.summary.problems',
    defaultMessage: '{count, plural, one {# service has a problem} other {# services have problems}}',
    description: 'Status: the line at the top when services have problems; {count} is how many.'
  },
  detail: {
    id: 'status.summary.detail',
    defaultMessage: '{problems}.',
    description:
      'Status: the sentence under the top line; {problems} lists them as the header does (e.g. “1 service down, 1 under maintenance”), its first letter capitalised.'
  }
})

export interface StatusSummary {
  /** The worst state now; picks the line's icon and colour. */
  state: ServiceState
  /** "All systems operational", "1 service has a problem", "2 services have problems". */
  headline: string
  /** Which problems, from the header's health: "1 service down, 1 under maintenance"; null when all is well. */
  detail: string | null
}

const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

/** The line at the top of Status; null while there are no services to sum up (the empty state says why). */
export function statusSummary(snapshot: StatusSnapshot): StatusSummary | null {
  if (snapshot.services.length === 0) return null
  const intl = currentIntl()
  const health = platformHealth(snapshot)
  const problems = snapshot.services.filter((service) => service.state !== 'operational').length
  if (problems === 0)
    return { state: 'operational', headline: intl.formatMessage(messages.allOperational), detail: null }
  const headline = intl.formatMessage(messages.problems, { count: problems })
  return {
    state: health.state,
    headline,
    detail: intl.formatMessage(messages.detail, { problems: capitalize(health.summary, intl.locale) })
  }
}

/** Worst first (down, degraded, maintenance, unknown, operational); the platform's order within a state. */
export function bySeverity(services: readonly ServiceStatusModel[]): ServiceStatusModel[] {
  const rank = (service: ServiceStatusModel) => severity.indexOf(service.state)
  // Array.prototype.sort is stable, so services of one state keep the platform's order.
  return [...services].sort((a, b) => rank(a) - rank(b))
}
