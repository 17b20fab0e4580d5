import './status.css'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'

import { DEFAULT_PLATFORM_UPDATES_LIMIT, MAX_PLATFORM_UPDATES_LIMIT } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'
import { bridgeQuery } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { UpdatesAnswer, updatesMessages } from './updates-timeline'
import { updatesUnseenQuery } from './updates-unseen-query'
import { useSeenUpdates } from './use-seen-updates'

const clamp = (value: number) => Math.min(MAX_PLATFORM_UPDATES_LIMIT, Math.max(1, Math.round(value)))

const messages = defineMessages({
  title: {
    id: 'status.updates.view.title',
    defaultMessage: 'Updates',
    description: 'Updates: the view’s title (the news the platform publishes, not updates of the app).'
  },
  intro: {
    id: 'status.updates.view.intro',
    defaultMessage:
      'What the platform has published, newest first. Updates that arrived since you last looked here are marked New.',
    description: 'Updates: the sentence under the title. “New” is the mark status.updates.new.'
  },
  howMany: {
    id: 'status.updates.howMany',
    defaultMessage: 'How many to show (1–{max, number})',
    description: 'Updates: the label of the number field; {max} is the most that can be shown.'
  },
  show: { id: 'status.updates.show', defaultMessage: 'Show', description: 'Updates: the button applying the number.' }
})

/**
 * The platform's updates (its news) in a view of their own: a timeline,
 * newest first, with as many as the person asks for, and "New" on those
 * that arrived since they last looked here (main keeps what each account
 * has seen). Seen once they have been on screen a moment (use-seen-updates.ts).
 */
export function UpdatesView() {
  const intl = useIntl()
  const [limit, setLimit] = useState(DEFAULT_PLATFORM_UPDATES_LIMIT)
  const [typed, setTyped] = useState(String(DEFAULT_PLATFORM_UPDATES_LIMIT))
  const query = useQuery(bridgeQuery('status:platform-updates', { limit }))
  const inputId = useId()
  useSeenUpdates(query.data?.items)
  useNewArrivals(query.refetch)
  const apply = () => {
    const value = Number(typed)
    const next = Number.isFinite(value) && typed.trim() !== '' ? clamp(value) : DEFAULT_PLATFORM_UPDATES_LIMIT
    setLimit(next)
    setTyped(String(next))
  }
  return (
    <div className="view">
      <ViewTitleBar channels={['status:platform-updates']}>{intl.formatMessage(messages.title)}</ViewTitleBar>
      <div className="updates-head">
        <p className="hint">{intl.formatMessage(messages.intro)}</p>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault()
            apply()
          }}
        >
          <label htmlFor={inputId}>{intl.formatMessage(messages.howMany, { max: MAX_PLATFORM_UPDATES_LIMIT })}</label>
          <input
            id={inputId}
            type="number"
            min={1}
            max={MAX_PLATFORM_UPDATES_LIMIT}
            step={1}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={apply}
          />
          <Button type="submit">{intl.formatMessage(messages.show)}</Button>
        </form>
      </div>
      <QueryFrame query={query} what={intl.formatMessage(updatesMessages.what)}>
        {(updates) => <UpdatesAnswer items={updates.items} other={updates.other} level={2} />}
      </QueryFrame>
    </div>
  )
}

/** Main's background check found more new updates while the view is open: the list is read again, so they show (and get seen). */
function useNewArrivals(refetch: () => unknown): void {
  const unseen = useQuery(updatesUnseenQuery).data?.unseen ?? 0
  const before = useRef(unseen)
  useEffect(() => {
    if (unseen > before.current) void refetch()
    before.current = unseen
  }, [unseen, refetch])
}
