import { useId } from 'react'

import type { ServiceHistoryModel, ServiceStatusModel } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'
import { DateText, GenericValue } from '../../ui/generic-value'
import { ServiceHistory } from './service-history'
import { StateBadge } from './state-badge'

const messages = defineMessages({
  plannedBoth: {
    id: 'status.service.plannedBoth',
    defaultMessage: 'Maintenance planned from {start} until {end}',
    description: 'Status: a service’s window (maintenance announced for later); {start} and {end} are dates.'
  },
  plannedFrom: {
    id: 'status.service.plannedFrom',
    defaultMessage: 'Maintenance planned from {start}',
    description: 'Status: a service’s window (maintenance announced for later); {start} is a date.'
  },
  plannedUntil: {
    id: 'status.service.plannedUntil',
    defaultMessage: 'Maintenance planned until {end}',
    description: 'Status: a service’s window (maintenance announced for later); {end} is a date.'
  },
  maintenanceBoth: {
    id: 'status.service.maintenanceBoth',
    defaultMessage: 'Maintenance from {start} until {end}',
    description: 'Status: a service’s window (maintenance now); {start} and {end} are dates.'
  },
  maintenanceFrom: {
    id: 'status.service.maintenanceFrom',
    defaultMessage: 'Maintenance from {start}',
    description: 'Status: a service’s window (maintenance now); {start} is a date.'
  },
  maintenanceUntil: {
    id: 'status.service.maintenanceUntil',
    defaultMessage: 'Maintenance until {end}',
    description: 'Status: a service’s window (maintenance now); {end} is a date.'
  },
  windowBoth: {
    id: 'status.service.windowBoth',
    defaultMessage: 'Window from {start} until {end}',
    description:
      'Status: a service’s window (a window while the service is in another state); {start} and {end} are dates.'
  },
  windowFrom: {
    id: 'status.service.windowFrom',
    defaultMessage: 'Window from {start}',
    description: 'Status: a service’s window (a window while the service is in another state); {start} is a date.'
  },
  windowUntil: {
    id: 'status.service.windowUntil',
    defaultMessage: 'Window until {end}',
    description: 'Status: a service’s window (a window while the service is in another state); {end} is a date.'
  },
  pastBoth: {
    id: 'status.service.pastBoth',
    defaultMessage: 'Past maintenance, from {start} until {end}',
    description: 'Status: a service’s window (maintenance that is over); {start} and {end} are dates.'
  },
  pastUntil: {
    id: 'status.service.pastUntil',
    defaultMessage: 'Maintenance ended {end}',
    description: 'Status: a service’s window (maintenance that is over); {end} is a date.'
  },
  degradedSince: {
    id: 'status.service.degradedSince',
    defaultMessage: 'Degraded since {time}',
    description:
      'Status: since when a service has been degraded (working, but badly); {time} is a time (e.g. 10:42), or a date and time if not today.'
  },
  downSince: {
    id: 'status.service.downSince',
    defaultMessage: 'Down since {time}',
    description:
      'Status: since when a service has been down; {time} is a time (e.g. 10:42), or a date and time if not today.'
  },
  details: {
    id: 'status.service.details',
    defaultMessage: 'Details from the platform',
    description: 'Status: a service’s disclosure showing what the platform sent, as it was sent.'
  }
})

// Whole sentences: what the window is, by when it starts and ends.
const windowWords = {
  planned: { both: messages.plannedBoth, from: messages.plannedFrom, until: messages.plannedUntil },
  maintenance: { both: messages.maintenanceBoth, from: messages.maintenanceFrom, until: messages.maintenanceUntil },
  window: { both: messages.windowBoth, from: messages.windowFrom, until: messages.windowUntil },
  // Over by the time of the check: only a window with an end can be.
  past: { both: messages.pastBoth, from: messages.pastBoth, until: messages.pastUntil }
}
const sinceWords = { degraded: messages.degradedSince, down: messages.downSince }

/** Which words fit the window: announced, on now, over, or a window while in another state. */
function windowKind(service: ServiceStatusModel): keyof typeof windowWords {
  if (service.upcoming) return 'planned'
  if (service.state === 'maintenance') return 'maintenance'
  const end = service.window?.end ? Date.parse(service.window.end) : Number.NaN
  return end <= Date.parse(service.checkedAt) ? 'past' : 'window'
}

/** "10:42" the same day, a date and time otherwise: the page's locale and the person's time zone. */
function SinceTime({ value, checkedAt }: { value: string; checkedAt: string }) {
  const intl = useIntl()
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return <span translate="no">{value}</span>
  const sameDay = date.toDateString() === new Date(checkedAt).toDateString()
  return (
    <time dateTime={date.toISOString()}>
      {sameDay
        ? intl.formatTime(date, { timeStyle: 'short' })
        : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  )
}

export function ServiceRow({
  service,
  history
}: {
  service: ServiceStatusModel
  history?: ServiceHistoryModel | undefined
}) {
  const intl = useIntl()
  const { window } = service
  const nameId = useId()
  return (
    // Named by its heading: the service's name is the platform's (translate="no").
    <li className="service-row" aria-labelledby={nameId}>
      <div className="service-head">
        <h3 id={nameId} translate="no">
          {service.name}
        </h3>
        <StateBadge state={service.state} />
      </div>
      {service.since && (service.state === 'degraded' || service.state === 'down') && (
        <p className="muted">
          {intl.formatMessage(sinceWords[service.state], {
            time: <SinceTime value={service.since} checkedAt={service.checkedAt} />
          })}
        </p>
      )}
      {service.problem && <p className="muted">{service.problem}</p>}
      {service.message && <p translate="no">{service.message}</p>}
      {window && (window.start || window.end) && (
        <p className="muted">
          {intl.formatMessage(
            windowWords[windowKind(service)][window.start && window.end ? 'both' : window.start ? 'from' : 'until'],
            {
              start: window.start && <DateText value={window.start} />,
              end: window.end && <DateText value={window.end} />
            }
          )}
        </p>
      )}
      {history && <ServiceHistory history={history} />}
      {service.raw !== null && (
        <details>
          <summary>{intl.formatMessage(messages.details)}</summary>
          <GenericValue value={service.raw} />
        </details>
      )}
    </li>
  )
}
