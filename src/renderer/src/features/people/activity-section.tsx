import { useQuery } from '@tanstack/react-query'
import { Activity, BookMarked, FolderKanban, GitPullRequest, Inbox, type LucideIcon, MessageSquare, Star } from 'lucide-react'
import { createElement } from 'react'

import type { ActivityGroup, ActivityView } from '@shared/people'

import { bridgeQuery } from '../../ui/bridge-query'
import { EmptyState } from '../../ui/empty-state'
import { ExternalLink } from '../../ui/external-link'
import { DateText, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'

/** A picture for the kinds of activity platforms commonly name; anything else gets the general one. */
const GROUP_ICONS: [RegExp, LucideIcon][] = [
  [/repo/i, BookMarked],
  [/project/i, FolderKanban],
  [/pull|merge|review/i, GitPullRequest],
  [/comment|discussion|message|post/i, MessageSquare],
  [/star|favou?rite/i, Star]
]

const groupIcon = (group: ActivityGroup): LucideIcon => GROUP_ICONS.find(([pattern]) => pattern.test(group.key) || pattern.test(group.label))?.[1] ?? Activity

/** Decorative: the card's title names the kind. */
function GroupIcon({ group }: { group: ActivityGroup }) {
  return createElement(groupIcon(group), { className: 'activity-card-icon', 'aria-hidden': true, focusable: 'false' })
}

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
      <div className="activity-cards">
        {activity.groups.map((group) => (
          <ActivityCard key={group.key} group={group} />
        ))}
      </div>
      {activity.other !== null && (
        <>
          <h3>Other activity</h3>
          <GenericValue value={activity.other} />
        </>
      )}
    </>
  )
}

/** One kind of activity as a card: its icon, name and count, then its latest items. */
function ActivityCard({ group }: { group: ActivityGroup }) {
  return (
    <section className="card activity-card" aria-label={`${group.label} (${group.count})`}>
      <h3 className="activity-card-title">
        <GroupIcon group={group} />
        <span>{group.label}</span> <span className="count-badge">{group.count.toLocaleString()}</span>
      </h3>
      {group.items.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="activity-items">
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
        <p className="muted activity-more">
          Showing {group.items.length.toLocaleString()} of {group.count.toLocaleString()}.
        </p>
      )}
    </section>
  )
}
