import { useQuery } from '@tanstack/react-query'
import { Newspaper } from 'lucide-react'
import { useId, useState } from 'react'

import { DEFAULT_PLATFORM_UPDATES_LIMIT, MAX_PLATFORM_UPDATES_LIMIT } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'
import { bridgeQuery } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ExternalLink } from '../../ui/external-link'
import { DateText, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'
import { newestFirst } from './newest-first'

const clamp = (value: number) => Math.min(MAX_PLATFORM_UPDATES_LIMIT, Math.max(1, Math.round(value)))

const messages = defineMessages({
  heading: { id: 'status.updates.heading', defaultMessage: 'Latest updates', description: 'Status: the heading of the platform’s news timeline.' },
  howMany: {
    id: 'status.updates.howMany',
    defaultMessage: 'How many to show (1–{max, number})',
    description: 'Status › Latest updates: the label of the number field; {max} is the most that can be shown.'
  },
  show: { id: 'status.updates.show', defaultMessage: 'Show', description: 'Status › Latest updates: the button applying the number.' },
  what: {
    id: 'status.updates.what',
    defaultMessage: 'the latest updates',
    description: 'Status: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the latest updates: …”).'
  },
  noList: {
    id: 'status.updates.noList',
    defaultMessage: 'The platform answered without a list of updates. What it sent:',
    description: 'Status › Latest updates: above the raw answer when it held no list.'
  },
  none: { id: 'status.updates.none', defaultMessage: 'No updates from the platform.', description: 'Status › Latest updates: the empty timeline.' }
})

export function PlatformUpdatesSection() {
  const intl = useIntl()
  const [limit, setLimit] = useState(DEFAULT_PLATFORM_UPDATES_LIMIT)
  const [typed, setTyped] = useState(String(DEFAULT_PLATFORM_UPDATES_LIMIT))
  const query = useQuery(bridgeQuery('status:platform-updates', { limit }))
  const inputId = useId()
  const apply = () => {
    const value = Number(typed)
    const next = Number.isFinite(value) && typed.trim() !== '' ? clamp(value) : DEFAULT_PLATFORM_UPDATES_LIMIT
    setLimit(next)
    setTyped(String(next))
  }
  return (
    <section aria-labelledby={`${inputId}-heading`} className="updates">
      <div className="updates-head">
        <h2 id={`${inputId}-heading`}>{intl.formatMessage(messages.heading)}</h2>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault()
            apply()
          }}
        >
          <label htmlFor={inputId}>{intl.formatMessage(messages.howMany, { max: MAX_PLATFORM_UPDATES_LIMIT })}</label>
          <input id={inputId} type="number" min={1} max={MAX_PLATFORM_UPDATES_LIMIT} step={1} value={typed} onChange={(event) => setTyped(event.target.value)} onBlur={apply} />
          <Button type="submit">{intl.formatMessage(messages.show)}</Button>
        </form>
      </div>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(updates) =>
          updates.items.length === 0 && updates.other !== null ? (
            <>
              <p className="muted">{intl.formatMessage(messages.noList)}</p>
              <GenericValue value={updates.other} />
            </>
          ) : updates.items.length === 0 ? (
            <EmptyState icon={Newspaper}>{intl.formatMessage(messages.none)}</EmptyState>
          ) : (
            // A timeline, newest first: the line and the marks are drawn by CSS; the list stays a list for screen readers.
            <ol className="update-list timeline">
              {newestFirst(updates.items).map((item) => (
                <li key={item.key}>
                  <h3>
                    {item.url ? (
                      <ExternalLink href={item.url}>
                        <span translate="no">{item.title}</span>
                      </ExternalLink>
                    ) : (
                      <span translate="no">{item.title}</span>
                    )}
                  </h3>
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
      </QueryFrame>
    </section>
  )
}
