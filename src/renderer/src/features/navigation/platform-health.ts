// The platform's health at a glance, for the header's dot and the Status
// item in the navigation: the worst state among the watched services and a
// phrase that says how many are affected.
import { useQuery } from '@tanstack/react-query'
import type { IntlShape } from 'react-intl'

import { clauseListOptions } from '@shared/i18n/clause-list'
import type { ServiceState, StatusSnapshot } from '@shared/status'

import { currentIntl, defineMessages, type Message, useIntl } from '../../i18n'
import { statusQuery } from '../status/status-query'

/** Worst first. Unknown (could not check) ranks below what a service said about itself. */
export const severity: readonly ServiceState[] = ['down', 'degraded', 'maintenance', 'unknown', 'operational']

const messages = defineMessages({
  checking: {
    id: 'navigation.health.checking',
    defaultMessage: 'checking…',
    description:
      'The platform’s health while its first check runs; in the navigation and after “Platform status:”. Lower case: it follows a colon.'
  },
  notChecked: {
    id: 'navigation.health.notCheckedYet',
    defaultMessage: 'not checked yet',
    description:
      'The platform’s health before any check; in the navigation and after “Platform status:”. Lower case: it follows a colon.'
  },
  allOperational: {
    id: 'navigation.health.allOperational',
    defaultMessage: 'all services operational',
    description:
      'The platform’s health when every service works; in the navigation and after “Platform status:”. Lower case: it follows a colon.'
  },
  // The first group names the noun ("2 services down"); the others leave it out ("1 degraded").
  firstDown: {
    id: 'navigation.health.first.down',
    defaultMessage: '{count, plural, one {# service down} other {# services down}}',
    description:
      'The platform’s health, the first (worst) group: {count} services down. Lower case; further groups follow in a list, e.g. “2 services down, 1 degraded”.'
  },
  firstDegraded: {
    id: 'navigation.health.first.degraded',
    defaultMessage: '{count, plural, one {# service degraded} other {# services degraded}}',
    description:
      'The platform’s health, the first (worst) group: {count} services degraded (working, but badly). Lower case; further groups follow in a list, e.g. “2 services down, 1 degraded”.'
  },
  laterDegraded: {
    id: 'navigation.health.later.degraded',
    defaultMessage: '{count, number} degraded',
    description:
      'The platform’s health, a group after the first (which names the services): {count} services degraded (working, but badly), e.g. the “1 degraded” in “2 services down, 1 degraded”.'
  },
  firstMaintenance: {
    id: 'navigation.health.first.maintenance',
    defaultMessage: '{count, plural, one {# service under maintenance} other {# services under maintenance}}',
    description:
      'The platform’s health, the first (worst) group: {count} services under maintenance. Lower case; further groups follow in a list, e.g. “2 services down, 1 degraded”.'
  },
  laterMaintenance: {
    id: 'navigation.health.later.maintenance',
    defaultMessage: '{count, number} under maintenance',
    description:
      'The platform’s health, a group after the first (which names the services): {count} services under maintenance, e.g. the “1 under maintenance” in “2 services down, 1 under maintenance”.'
  },
  firstUnknown: {
    id: 'navigation.health.first.unknown',
    defaultMessage: '{count, plural, one {# service not checked} other {# services not checked}}',
    description:
      'The platform’s health, the first (worst) group: {count} services not checked (could not be checked). Lower case; further groups follow in a list, e.g. “2 services down, 1 degraded”.'
  },
  laterUnknown: {
    id: 'navigation.health.later.unknown',
    defaultMessage: '{count, number} not checked',
    description:
      'The platform’s health, a group after the first (which names the services): {count} services not checked (could not be checked), e.g. the “1 not checked” in “2 services down, 1 not checked”.'
  },
  label: {
    id: 'navigation.health.label',
    defaultMessage: 'Platform status: {summary}',
    description:
      'The name of the header’s status dot (which opens Status); {summary} is the platform’s health, e.g. “2 services down, 1 degraded”.'
  }
})

type Problem = Exclude<ServiceState, 'operational'>
const firstGroup: Record<Problem, Message> = {
  down: messages.firstDown,
  degraded: messages.firstDegraded,
  maintenance: messages.firstMaintenance,
  unknown: messages.firstUnknown
}
// Down is the worst state, so it is always the first group when there is one.
const laterGroup: Record<Exclude<Problem, 'down'>, Message> = {
  degraded: messages.laterDegraded,
  maintenance: messages.laterMaintenance,
  unknown: messages.laterUnknown
}

export interface PlatformHealth {
  state: ServiceState
  /** "all services operational", "2 services down, 1 degraded". */
  summary: string
  /** "Platform status: 2 services down, 1 degraded": the name of a control that shows it. */
  label: string
}

function summaryOf(snapshot: StatusSnapshot | undefined, intl: IntlShape): { state: ServiceState; summary: string } {
  if (!snapshot || snapshot.services.length === 0)
    return {
      state: 'unknown',
      summary: intl.formatMessage(snapshot?.checking ? messages.checking : messages.notChecked)
    }
  const counts = new Map<ServiceState, number>()
  // Maintenance announced for later already reads 'operational' (main's read-service-status.ts sets it with `upcoming`).
  for (const service of snapshot.services) counts.set(service.state, (counts.get(service.state) ?? 0) + 1)
  const state = severity.find((s) => counts.has(s)) ?? 'unknown'
  if (state === 'operational') return { state, summary: intl.formatMessage(messages.allOperational) }
  const parts = severity
    .filter((s): s is Problem => s !== 'operational' && counts.has(s))
    // "2 services down, 1 degraded": the noun once, on the first group.
    .map((s, i) =>
      intl.formatMessage(i === 0 || s === 'down' ? firstGroup[s] : laterGroup[s], { count: counts.get(s) ?? 0 })
    )
  // The locale's separator with no "and" ("2 services down, 1 degraded"; Japanese: 、).
  return { state, summary: intl.formatList(parts, clauseListOptions(intl.locale)) }
}

export function platformHealth(snapshot: StatusSnapshot | undefined, intl: IntlShape = currentIntl()): PlatformHealth {
  const { state, summary } = summaryOf(snapshot, intl)
  return { state, summary, label: intl.formatMessage(messages.label, { summary }) }
}

/** The status snapshot main keeps current ('status:changed', put in the cache by bootstrap.ts), read as health. */
export function usePlatformHealth(): PlatformHealth {
  const intl = useIntl()
  const query = useQuery(statusQuery)
  return platformHealth(query.data, intl)
}
