import './notifications.css'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BellOff, Check, CheckCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'

import type { NotificationItem, NotificationsView as NotificationsData } from '@shared/notifications'

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
              Mark all as read
            </Button>
          )
        }
      >
        Notifications
      </ViewTitleBar>
      <ErrorText>{mark.isError ? appErrorOf(mark.error).message : null}</ErrorText>
      <QueryFrame query={query} what="the notifications">
        {(data) => <NotificationList data={data} focusKey={item} onRead={(key) => mark.mutate([key])} busy={mark.isPending} />}
      </QueryFrame>
    </div>
  )
}

function NotificationList({ data, focusKey, onRead, busy }: { data: NotificationsData; focusKey: string | undefined; onRead: (key: string) => void; busy: boolean }) {
  const focused = useRef<HTMLLIElement>(null)

  // Opened from an OS notification: bring that one into view and focus it.
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' })
    focused.current?.focus()
  }, [focusKey])

  if (data.items.length === 0) return <EmptyState icon={BellOff}>No notifications.</EmptyState>
  return (
    <>
      <p role="status" className="unread-count">
        {data.unread === 0 ? 'All read.' : `${data.unread} unread.`}
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
  const navigate = useNavigate()
  return (
    <li
      ref={rowRef}
      tabIndex={highlighted ? -1 : undefined}
      className={`notification-row${item.read ? '' : ' unread'}${highlighted ? ' highlighted' : ''}`}
      aria-label={`${item.read ? '' : 'Unread: '}${item.title}`}
    >
      {/* Unread shows as this dot and a bolder title; the row's name says "Unread:" for screen readers. */}
      <span className="unread-dot" aria-hidden="true" />
      <div className="notification-main">
        <h2>{item.title}</h2>
        {item.body && <p>{item.body}</p>}
        {item.date && (
          <p className="muted">
            <DateText value={item.date} />
          </p>
        )}
      </div>
      <div className="notification-actions">
        {item.userId && (
          <Button variant="quiet" size="sm" onClick={() => item.userId && navigate({ view: 'profile', userId: item.userId })}>
            Open profile
          </Button>
        )}
        {/* Shown on hover and on focus within the row (notifications.css), but only ever hidden from sight: Tab and screen readers reach it always. */}
        {!item.read && <IconButton className="mark-read" icon={Check} label={`Mark “${item.title}” as read`} onClick={onRead} />}
      </div>
    </li>
  )
}
