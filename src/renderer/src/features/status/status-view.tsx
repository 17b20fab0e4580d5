import './status.css'

import { useQuery } from '@tanstack/react-query'
import { Activity, LoaderCircle } from 'lucide-react'
import { useId } from 'react'

import { EmptyState } from '../../ui/empty-state'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { PlatformUpdatesSection } from './platform-updates-section'
import { ServiceRow } from './service-row'
import { statusQuery } from './status-query'
import { bySeverity, statusSummary } from './status-summary'
import { SummaryLine } from './summary-line'

/** The snapshot main keeps; new ones arrive as 'status:changed' events (bootstrap.ts puts them in the cache). */

export function StatusView() {
  const query = useQuery(statusQuery)
  const snapshot = query.data
  const headingId = useId()
  const checkedAt = snapshot?.checkedAt ? Date.parse(snapshot.checkedAt) : null
  return (
    <div className="view">
      {/* One "Check now" for the view: a new check by main and the latest updates read again (refreshView). */}
      <ViewTitleBar
        channels={['status:get', 'status:platform-updates']}
        madeAt={{ 'status:get': Number.isNaN(checkedAt) ? null : checkedAt }}
        busy={snapshot?.checking ? 'Checking…' : null}
        refreshLabel="Check now"
      >
        Status
      </ViewTitleBar>
      <QueryFrame query={query} what="the status">
        {(snapshot) => {
          const summary = statusSummary(snapshot)
          return (
            <>
              {summary && <SummaryLine summary={summary} />}
              <section aria-labelledby={headingId} className="services">
                <h2 id={headingId}>Services</h2>
                {snapshot.listProblem && <p className="hint">The list of services could not be read: {snapshot.listProblem}</p>}
                {snapshot.services.length === 0 ? (
                  <EmptyState icon={snapshot.checking ? LoaderCircle : Activity}>{snapshot.checking ? 'Checking the platform…' : 'No services to show yet.'}</EmptyState>
                ) : (
                  <ul className="service-list">
                    {bySeverity(snapshot.services).map((service) => (
                      <ServiceRow key={service.id} service={service} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )
        }}
      </QueryFrame>
      <PlatformUpdatesSection />
    </div>
  )
}
