import './status.css'

import { useQuery } from '@tanstack/react-query'
import { Activity, LoaderCircle } from 'lucide-react'
import { useId } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { EmptyState } from '../../ui/empty-state'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { PlatformUpdatesSection } from './platform-updates-section'
import { ServiceRow } from './service-row'
import { SinceLastLook, useSinceLastLook } from './since-last-look'
import { statusQuery } from './status-query'
import { bySeverity, statusSummary } from './status-summary'
import { SummaryLine } from './summary-line'

const messages = defineMessages({
  title: { id: 'status.view.title', defaultMessage: 'Status', description: 'Status: the view’s title.' },
  checking: {
    id: 'status.view.checking',
    defaultMessage: 'Checking…',
    description: 'Status: shown in the title bar while main checks the platform.'
  },
  checkNow: {
    id: 'status.view.checkNow',
    defaultMessage: 'Check now',
    description: 'Status: the title bar’s button checking the platform again.'
  },
  what: {
    id: 'status.view.what',
    defaultMessage: 'the status',
    description:
      'Status: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the status: …”).'
  },
  services: {
    id: 'status.view.services',
    defaultMessage: 'Services',
    description: 'Status: the heading of the list of services.'
  },
  listProblem: {
    id: 'status.view.listProblem',
    defaultMessage: 'The list of services could not be read: {problem}',
    description:
      'Status: under Services when the platform’s list failed; {problem} is the reason, a sentence from main.'
  },
  checkingPlatform: {
    id: 'status.view.checkingPlatform',
    defaultMessage: 'Checking the platform…',
    description: 'Status: the empty list while the first check runs.'
  },
  noServices: {
    id: 'status.view.noServices',
    defaultMessage: 'No services to show yet.',
    description: 'Status: the empty list after a check found none.'
  }
})

/** The snapshot main keeps; new ones arrive as 'status:changed' events (bootstrap.ts puts them in the cache). */

export function StatusView() {
  const intl = useIntl()
  const query = useQuery(statusQuery)
  const snapshot = query.data
  const headingId = useId()
  const sinceLastLook = useSinceLastLook()
  const checkedAt = snapshot?.checkedAt ? Date.parse(snapshot.checkedAt) : null
  return (
    <div className="view">
      {/* One "Check now" for the view: a new check by main and the latest updates read again (refreshView). */}
      <ViewTitleBar
        channels={['status:get', 'status:platform-updates']}
        madeAt={{ 'status:get': Number.isNaN(checkedAt) ? null : checkedAt }}
        busy={snapshot?.checking ? intl.formatMessage(messages.checking) : null}
        refreshLabel={intl.formatMessage(messages.checkNow)}
      >
        {intl.formatMessage(messages.title)}
      </ViewTitleBar>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(snapshot) => {
          const summary = statusSummary(snapshot)
          return (
            <>
              {summary && <SummaryLine summary={summary} />}
              {sinceLastLook && <SinceLastLook changes={sinceLastLook} snapshot={snapshot} />}
              <section aria-labelledby={headingId} className="services">
                <h2 id={headingId}>{intl.formatMessage(messages.services)}</h2>
                {snapshot.listProblem && (
                  <p className="hint">{intl.formatMessage(messages.listProblem, { problem: snapshot.listProblem })}</p>
                )}
                {snapshot.services.length === 0 ? (
                  <EmptyState icon={snapshot.checking ? LoaderCircle : Activity}>
                    {intl.formatMessage(snapshot.checking ? messages.checkingPlatform : messages.noServices)}
                  </EmptyState>
                ) : (
                  <ul className="service-list">
                    {bySeverity(snapshot.services).map((service) => (
                      <ServiceRow key={service.id} service={service} history={snapshot.history?.[service.id]} />
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
