import './status.css'

import { useQuery } from '@tanstack/react-query'

import { call } from '../../ui/bridge-query'
import { DateText } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'
import { ViewHeading } from '../../ui/view-heading'
import { PlatformUpdatesSection } from './platform-updates-section'
import { ServiceRow } from './service-row'
import { statusQuery } from './status-query'

/** The snapshot main keeps; new ones arrive as 'status:changed' events (bootstrap.ts puts them in the cache). */

export function StatusView() {
  const query = useQuery(statusQuery)
  return (
    <div className="view">
      <ViewHeading>Status</ViewHeading>
      <QueryFrame query={query} what="the status">
        {(snapshot) => (
          <section aria-label="Services" className="services">
            <div className="freshness">
              <span className="muted" role="status">
                {snapshot.checking ? (
                  'Checking…'
                ) : snapshot.checkedAt ? (
                  <>
                    Checked <DateText value={snapshot.checkedAt} />
                  </>
                ) : (
                  'Not checked yet.'
                )}
              </span>
              <button type="button" className="button-secondary" disabled={snapshot.checking} onClick={() => void call('status:check-now', undefined)}>
                Check now
              </button>
            </div>
            {snapshot.listProblem && <p className="hint">The list of services could not be read: {snapshot.listProblem}</p>}
            {snapshot.services.length === 0 ? (
              <p className="muted">{snapshot.checking ? 'Checking the platform…' : 'No services to show yet.'}</p>
            ) : (
              <ul className="service-list">
                {snapshot.services.map((service) => (
                  <ServiceRow key={service.id} service={service} />
                ))}
              </ul>
            )}
          </section>
        )}
      </QueryFrame>
      <PlatformUpdatesSection />
    </div>
  )
}
