// A calm note in Search when the platform's status says its search service
// is under maintenance, degraded or down: results may be incomplete. It
// never stops anyone searching. The status is the snapshot main keeps
// current (status-query.ts); a service is search when its id or name says so.
import { useQuery } from '@tanstack/react-query'
import { Wrench } from 'lucide-react'
import type { IntlShape } from 'react-intl'

import type { ServiceStatusModel, StatusSnapshot } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'
import { statusQuery } from '../status/status-query'

const messages = defineMessages({
  maintenanceUntil: {
    id: 'search.maintenance.until',
    defaultMessage: 'Search is under maintenance until {end}: results may be incomplete.',
    description:
      'Search: a note when the platform says its search service is under maintenance; {end} is when it ends (a time such as 12:00, or a date and time).'
  },
  maintenance: {
    id: 'search.maintenance.now',
    defaultMessage: 'Search is under maintenance: results may be incomplete.',
    description: 'Search: a note when the platform says its search service is under maintenance, with no end given.'
  },
  degraded: {
    id: 'search.maintenance.degraded',
    defaultMessage: 'Search is not working well on the platform right now: results may be incomplete or slow.',
    description: 'Search: a note when the platform says its search service is degraded (working, but badly).'
  },
  down: {
    id: 'search.maintenance.down',
    defaultMessage: 'The platform says its search is down: searching may fail until it is back.',
    description: 'Search: a note when the platform says its search service is down.'
  }
})

/** Worst first: the note speaks of the worst state any search service is in. */
const NOTED: readonly ServiceStatusModel['state'][] = ['down', 'degraded', 'maintenance']

/** The platform's search service that is not fine now (maintenance announced for later is fine until then), or null. */
export function searchTrouble(snapshot: StatusSnapshot | undefined): ServiceStatusModel | null {
  const search = (snapshot?.services ?? []).filter(
    (service) => `${service.id}\n${service.name}`.toLowerCase().includes('search') && !service.upcoming
  )
  for (const state of NOTED) {
    const found = search.find((service) => service.state === state)
    if (found) return found
  }
  return null
}

/** "12:00" the same day, a date and time otherwise; null when the platform's time cannot be read. */
function endText(value: string | null | undefined, intl: IntlShape): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const sameDay = date.toDateString() === new Date().toDateString()
  return sameDay
    ? intl.formatTime(date, { timeStyle: 'short' })
    : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })
}

export function searchTroubleNote(service: ServiceStatusModel, intl: IntlShape): string {
  if (service.state === 'down') return intl.formatMessage(messages.down)
  if (service.state === 'degraded') return intl.formatMessage(messages.degraded)
  const end = endText(service.window?.end, intl)
  return end === null
    ? intl.formatMessage(messages.maintenance)
    : intl.formatMessage(messages.maintenanceUntil, { end })
}

export function SearchMaintenanceNote() {
  const intl = useIntl()
  const trouble = searchTrouble(useQuery(statusQuery).data)
  if (!trouble) return null
  return (
    <p className="search-maintenance">
      <Wrench className="search-option-icon" aria-hidden="true" focusable="false" />
      <span>{searchTroubleNote(trouble, intl)}</span>
    </p>
  )
}
