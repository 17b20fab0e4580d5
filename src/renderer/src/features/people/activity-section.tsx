import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'

import type { ActivityView } from '@shared/people'

import { bridgeQuery } from '../../ui/bridge-query'
import { EmptyState } from '../../ui/empty-state'
import { ExternalLink } from '../../ui/external-link'
import { DateText, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'

export function ActivitySection({ userId }: { userId: string }) {
  const query = useQuery(bridgeQuery('people:activity', { userId }))
  return (
    <section className="activity" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      <QueryFrame query={query} what="the activity">
        {(activity) => <ActivityGroups activity={activity} />}
      </QueryFrame>
    </section>
  )
}

function ActivityGroups({ activity }: { activity: ActivityView }) {
  if (activity.groups.length === 0 && activity.other === null) return <EmptyState icon={Inbox}>No activity yet.</EmptyState>
  return (
    <>
      {activity.groups.map((group) => (
        <section key={group.key} className="activity-group" aria-label={`${group.label} (${group.count})`}>
          <h3>
            {group.label} <span className="count-badge">{group.count.toLocaleString()}</span>
          </h3>
          {group.items.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <ul className="item-list">
              {group.items.map((item) => (
                <li key={item.key}>
                  <span className="item-title">{item.url ? <ExternalLink href={item.url}>{item.title}</ExternalLink> : item.title}</span>
                  {item.secondary && <span className="muted item-secondary">{item.secondary}</span>}
                  {item.date && (
                    <span className="muted item-date">
                      <DateText value={item.date} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {group.items.length < group.count && (
            <p className="muted">
              Showing {group.items.length.toLocaleString()} of {group.count.toLocaleString()}.
            </p>
          )}
        </section>
      ))}
      {activity.other !== null && (
        <>
          <h3>Other activity</h3>
          <GenericValue value={activity.other} />
        </>
      )}
    </>
  )
}
