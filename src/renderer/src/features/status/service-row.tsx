import type { ServiceStatusView } from '@shared/status'

import { DateText, GenericValue } from '../../ui/generic-value'
import { StateBadge } from './state-badge'

export function ServiceRow({ service }: { service: ServiceStatusView }) {
  const { window } = service
  return (
    <li className="service-row" aria-label={service.name}>
      <div className="service-head">
        <h3>{service.name}</h3>
        <StateBadge state={service.state} />
      </div>
      {service.problem && <p className="muted">{service.problem}</p>}
      {service.message && <p>{service.message}</p>}
      {window && (window.start || window.end) && (
        <p className="muted">
          {service.upcoming ? 'Maintenance planned' : service.state === 'maintenance' ? 'Maintenance' : 'Window'}
          {window.start && (
            <>
              {' '}
              from <DateText value={window.start} />
            </>
          )}
          {window.end && (
            <>
              {' '}
              until <DateText value={window.end} />
            </>
          )}
        </p>
      )}
      {service.raw !== null && (
        <details>
          <summary>Details from the platform</summary>
          <GenericValue value={service.raw} />
        </details>
      )}
    </li>
  )
}
