// The platform's updates as a timeline, newest first: the Updates view's
// list (with "New" on what arrived since the person last looked) and the
// newest few on Status.
import { Newspaper } from 'lucide-react'

import type { PlatformUpdateItem } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'
import { EmptyState } from '../../ui/empty-state'
import { ExternalLink } from '../../ui/external-link'
import { DateText, GenericValue } from '../../ui/generic-value'
import { newestFirst } from './newest-first'

export const updatesMessages = defineMessages({
  what: {
    id: 'status.updates.what',
    defaultMessage: 'the latest updates',
    description:
      'Updates and Status: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the latest updates: …”).'
  },
  noList: {
    id: 'status.updates.noList',
    defaultMessage: 'The platform answered without a list of updates. What it sent:',
    description: 'Updates and Status › Latest updates: above the raw answer when it held no list.'
  },
  none: {
    id: 'status.updates.none',
    defaultMessage: 'No updates from the platform.',
    description: 'Updates and Status › Latest updates: the empty timeline.'
  },
  fresh: {
    id: 'status.updates.new',
    defaultMessage: 'New',
    description:
      'Updates: the mark before the title of an update that arrived since the person last looked at the Updates view (read first by screen readers).'
  }
})

type Item = PlatformUpdateItem & { fresh?: boolean }
/** Each update's heading level: 2 in the Updates view (under its title), 3 on Status (under "Latest updates"). */
type Level = 2 | 3

/** What the platform answered: its updates as a timeline, "none" for an empty list, and what it sent when that held no list. */
export function UpdatesAnswer({ items, other, level }: { items: readonly Item[]; other: unknown; level: Level }) {
  const intl = useIntl()
  if (items.length === 0 && other !== null)
    return (
      <>
        <p className="muted">{intl.formatMessage(updatesMessages.noList)}</p>
        <GenericValue value={other} />
      </>
    )
  if (items.length === 0) return <EmptyState icon={Newspaper}>{intl.formatMessage(updatesMessages.none)}</EmptyState>
  return <UpdatesTimeline items={items} level={level} />
}

function UpdatesTimeline({ items, level }: { items: readonly Item[]; level: Level }) {
  const intl = useIntl()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    // A timeline, newest first: the line and the marks are drawn by CSS; the list stays a list for screen readers.
    <ol className="update-list timeline">
      {newestFirst(items).map((item) => (
        <li key={item.key} className={item.fresh ? 'update-fresh' : undefined}>
          <Heading>
            {/* Part of the heading, so moving by headings says it too: "New Faster search". */}
            {item.fresh && <span className="update-new">{intl.formatMessage(updatesMessages.fresh)}</span>}
            {item.url ? (
              <ExternalLink href={item.url}>
                <span translate="no">{item.title}</span>
              </ExternalLink>
            ) : (
              <span translate="no">{item.title}</span>
            )}
          </Heading>
          {/* After the title for screen readers (a heading starts the entry), above it on screen (status.css). */}
          {item.date && (
            <p className="timeline-date">
              <DateText value={item.date} />
            </p>
          )}
          {item.body && (
            <p className="update-body" translate="no">
              {item.body}
            </p>
          )}
          {item.tags.length > 0 && (
            <p className="muted" translate="no">
              {item.tags.join(' · ')}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
