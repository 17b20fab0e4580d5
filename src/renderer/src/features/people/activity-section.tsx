import { useQuery } from '@tanstack/react-query'
import {
  Activity,
  BookMarked,
  FolderKanban,
  GitPullRequest,
  Inbox,
  type LucideIcon,
  MessageSquare,
  Star
} from 'lucide-react'
import { createElement } from 'react'

import type { ActivityGroup, ActivityModel } from '@shared/people'

import { defineMessages, useIntl } from '../../i18n'
import { bridgeQuery } from '../../ui/bridge-query'
import { EmptyState } from '../../ui/empty-state'
import { ExternalLink } from '../../ui/external-link'
import { DateText, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'

const messages = defineMessages({
  heading: {
    id: 'people.activity.heading',
    defaultMessage: 'Activity',
    description: 'Profile: the heading of the person’s activity.'
  },
  what: {
    id: 'people.activity.what',
    defaultMessage: 'the activity',
    description:
      'Profile: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the activity: …”).'
  },
  none: {
    id: 'people.activity.none',
    defaultMessage: 'No activity yet.',
    description: 'Profile › Activity: shown when there is none.'
  },
  other: {
    id: 'people.activity.other',
    defaultMessage: 'Other activity',
    description: 'Profile › Activity: the heading over what the platform sent besides its groups, shown as sent.'
  },
  group: {
    id: 'people.activity.group',
    defaultMessage: '{label} ({count, number})',
    description:
      'Profile › Activity: a card’s accessible name; {label} is the kind as the platform names it (e.g. “Repositories”), {count} how many there are.'
  },
  noItems: {
    id: 'people.activity.noItems',
    defaultMessage: 'None.',
    description: 'Profile › Activity: a card with no items.'
  },
  showing: {
    id: 'people.activity.showing',
    defaultMessage: 'Showing {shown, number} of {total, number}.',
    description:
      'Profile › Activity: under a card listing only the latest items; {shown} is how many are listed, {total} how many there are.'
  }
})

/** A picture for the kinds of activity platforms commonly name; anything else gets the general one. */
const GROUP_ICONS: [RegExp, LucideIcon][] = [
  [/repo/i, BookMarked],
  [/project/i, FolderKanban],
  [/pull|merge|review/i, GitPullRequest],
  [/comment|discussion|message|post/i, MessageSquare],
  [/star|favou?rite/i, Star]
]

const groupIcon = (group: ActivityGroup): LucideIcon =>
  GROUP_ICONS.find(([pattern]) => pattern.test(group.key) || pattern.test(group.label))?.[1] ?? Activity

/** Decorative: the card's title names the kind. */
function GroupIcon({ group }: { group: ActivityGroup }) {
  return createElement(groupIcon(group), { className: 'activity-card-icon', 'aria-hidden': true, focusable: 'false' })
}

export function ActivitySection({ userId }: { userId: string }) {
  const intl = useIntl()
  const query = useQuery(bridgeQuery('people:activity', { userId }))
  return (
    <section className="activity" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{intl.formatMessage(messages.heading)}</h2>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(activity) => <ActivityGroups activity={activity} />}
      </QueryFrame>
    </section>
  )
}

function ActivityGroups({ activity }: { activity: ActivityModel }) {
  const intl = useIntl()
  if (activity.groups.length === 0 && activity.other === null)
    return <EmptyState icon={Inbox}>{intl.formatMessage(messages.none)}</EmptyState>
  return (
    <>
      <div className="activity-cards">
        {activity.groups.map((group) => (
          <ActivityCard key={group.key} group={group} />
        ))}
      </div>
      {activity.other !== null && (
        <>
          <h3>{intl.formatMessage(messages.other)}</h3>
          <GenericValue value={activity.other} />
        </>
      )}
    </>
  )
}

/** One kind of activity as a card: its icon, name and count, then its latest items. */
function ActivityCard({ group }: { group: ActivityGroup }) {
  const intl = useIntl()
  return (
    <section
      className="card activity-card"
      aria-label={intl.formatMessage(messages.group, { label: group.label, count: group.count })}
    >
      <h3 className="activity-card-title">
        <GroupIcon group={group} />
        <span translate="no">{group.label}</span> <span className="count-badge">{intl.formatNumber(group.count)}</span>
      </h3>
      {group.items.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noItems)}</p>
      ) : (
        <ul className="activity-items">
          {group.items.map((item) => (
            <li key={item.key}>
              <span className="item-title">
                {item.url ? (
                  <ExternalLink href={item.url}>
                    <span translate="no">{item.title}</span>
                  </ExternalLink>
                ) : (
                  <span translate="no">{item.title}</span>
                )}
              </span>
              {item.secondary && (
                <span className="muted item-secondary" translate="no">
                  {item.secondary}
                </span>
              )}
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
          {intl.formatMessage(messages.showing, { shown: group.items.length, total: group.count })}
        </p>
      )}
    </section>
  )
}
