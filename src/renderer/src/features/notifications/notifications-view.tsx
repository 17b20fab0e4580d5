import './notifications.css'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BellOff, Check, CheckCheck } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

import type { NotificationItem, NotificationsView as NotificationsData } from '@shared/notifications'

import { defineMessages, useIntl } from '../../i18n'
import { appErrorOf, call } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ErrorText } from '../../ui/error-text'
import { DateText } from '../../ui/generic-value'
import { IconButton } from '../../ui/icon-button'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { useNavigate } from '../navigation/navigation-store'
import { notificationsQuery } from './notifications-query'

const messages = defineMessages({
  title: { id: 'notifications.view.title', defaultMessage: 'Notifications', description: 'Notifications: the view’s title.' },
  markAll: { id: 'notifications.view.markAll', defaultMessage: 'Mark all as read', description: 'Notifications: the title bar’s button.' },
  what: {
    id: 'notifications.view.what',
    defaultMessage: 'the notifications',
    description: 'Notifications: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the notifications: …”).'
  },
  none: { id: 'notifications.view.none', defaultMessage: 'No notifications.', description: 'Notifications: the empty list.' },
  unread: {
    id: 'notifications.view.unread',
    defaultMessage: '{count, plural, =0 {All read.} one {# unread.} other {# unread.}}',
    description: 'Notifications: above the list, how many are unread; {count} is the number.'
  },
  unreadRow: {
    id: 'notifications.row.unread',
    defaultMessage: 'Unread: {title}',
    description: 'Notifications: a row’s accessible name when it is unread; {title} is the notification’s title from the platform.'
  },
  openProfile: { id: 'notifications.row.openProfile', defaultMessage: 'Open profile', description: 'Notifications: a row’s button opening the profile of the person it is about.' },
  markRead: {
    id: 'notifications.row.markRead',
    defaultMessage: 'Mark “{title}” as read',
    description: 'Notifications: a row’s icon button (its tooltip and name); {title} is the notification’s title.'
  }
})

/** Main's list; new ones arrive as 'notifications:changed' events (bootstrap.ts puts them in the cache). */

/** Marking read, one or all: main answers with the list as it now is; a failure is said under the title, and nothing is sent twice meanwhile. */
function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (keys: string[] | 'all') => (keys === 'all' ? call('notifications:mark-all-read', undefined) : call('notifications:mark-read', { keys })),
    onSuccess: (next) => queryClient.setQueryData(notificationsQuery.queryKey, next)
  })
}

export function NotificationsView({ item }: { item?: string | undefined }) {
  const intl = useIntl()
  const query = useQuery(notificationsQuery)
  const mark = useMarkRead()
  const data = query.data
  return (
    <div className="view">
      <ViewTitleBar
        channels={['notifications:list']}
        actions={
          data !== undefined &&
          data.items.length > 0 && (
            <Button icon={CheckCheck} disabled={data.unread === 0} busy={mark.isPending} onClick={() => mark.mutate('all')}>
              {intl.formatMessage(messages.markAll)}
            </Button>
          )
        }
      >
        {intl.formatMessage(messages.title)}
      </ViewTitleBar>
      <ErrorText>{mark.isError ? appErrorOf(mark.error).message : null}</ErrorText>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(data) => <NotificationList data={data} focusKey={item} onRead={(key) => mark.mutate([key])} busy={mark.isPending} />}
      </QueryFrame>
    </div>
  )
}

function NotificationList({ data, focusKey, onRead, busy }: { data: NotificationsData; focusKey: string | undefined; onRead: (key: string) => void; busy: boolean }) {
  const intl = useIntl()
  const focused = useRef<HTMLLIElement>(null)

  // Opened from an OS notification: bring that one into view and focus it.
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' })
    focused.current?.focus()
  }, [focusKey])

  if (data.items.length === 0) return <EmptyState icon={BellOff}>{intl.formatMessage(messages.none)}</EmptyState>
  return (
    <>
      <p role="status" className="unread-count">
        {intl.formatMessage(messages.unread, { count: data.unread })}
      </p>
      <ul className="notification-list">
        {data.items.map((item) => (
          <NotificationRow
            key={item.key}
            item={item}
            highlighted={item.key === focusKey}
            rowRef={item.key === focusKey ? focused : undefined}
            onRead={() => {
              if (!busy) onRead(item.key)
            }}
          />
        ))}
      </ul>
    </>
  )
}

function NotificationRow({
  item,
  highlighted,
  rowRef,
  onRead
}: {
  item: NotificationItem
  highlighted: boolean
  rowRef: React.RefObject<HTMLLIElement | null> | undefined
  onRead: () => void
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const titleId = useId()
  return (
    // A read row is named by its title, the platform's words (translate="no"); an unread one by the app's sentence around it.
    <li
      ref={rowRef}
      tabIndex={highlighted ? -1 : undefined}
      className={`notification-row${item.read ? '' : ' unread'}${highlighted ? ' highlighted' : ''}`}
      aria-labelledby={item.read ? titleId : undefined}
      aria-label={item.read ? undefined : intl.formatMessage(messages.unreadRow, { title: item.title })}
    >
      {/* Unread shows as this dot and a bolder title; the row's name says "Unread:" for screen readers. */}
      <span className="unread-dot" aria-hidden="true" />
      <div className="notification-main">
        <h2 id={titleId} translate="no">
          {item.title}
        </h2>
        {item.body && <p translate="no">{item.body}</p>}
        {item.date && (
          <p className="muted">
            <DateText value={item.date} />
          </p>
        )}
      </div>
      <div className="notification-actions">
        {item.userId && (
          <Button variant="quiet" size="sm" onClick={() => item.userId && navigate({ view: 'profile', userId: item.userId })}>
            {intl.formatMessage(messages.openProfile)}
          </Button>
        )}
        {/* Shown on hover and on focus within the row (notifications.css), but only ever hidden from sight: Tab and screen readers reach it always. */}
        {!item.read && <IconButton className="mark-read" icon={Check} label={intl.formatMessage(messages.markRead, { title: item.title })} onClick={onRead} />}
      </div>
    </li>
  )
}
