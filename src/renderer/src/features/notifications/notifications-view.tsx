import './notifications.css'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import type { NotificationItem, NotificationsView as NotificationsData } from '@shared/notifications'

import { call } from '../../ui/bridge-query'
import { DateText } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'
import { ViewHeading } from '../../ui/view-heading'
import { useNavigate } from '../navigation/navigation-store'
import { notificationsQuery } from './notifications-query'

/** Main's list; new ones arrive as 'notifications:changed' events (bootstrap.ts puts them in the cache). */

export function NotificationsView({ item }: { item?: string | undefined }) {
  const query = useQuery(notificationsQuery)
  return (
    <div className="view">
      <ViewHeading>Notifications</ViewHeading>
      <QueryFrame query={query} what="the notifications">
        {(data) => <NotificationList data={data} focusKey={item} />}
      </QueryFrame>
    </div>
  )
}

function NotificationList({ data, focusKey }: { data: NotificationsData; focusKey: string | undefined }) {
  const queryClient = useQueryClient()
  const focused = useRef<HTMLLIElement>(null)
  const update = (next: NotificationsData) => queryClient.setQueryData(notificationsQuery.queryKey, next)
  const markRead = (keys: string[]) => void call('notifications:mark-read', { keys }).then(update)
  const markAll = () => void call('notifications:mark-all-read', undefined).then(update)

  // Opened from an OS notification: bring that one into view and focus it.
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' })
    focused.current?.focus()
  }, [focusKey])

  if (data.items.length === 0) return <p className="muted">No notifications.</p>
  return (
    <>
      <div className="freshness">
        <span role="status">{data.unread === 0 ? 'All read.' : `${data.unread} unread.`}</span>
        <button type="button" className="button-secondary" disabled={data.unread === 0} onClick={markAll}>
          Mark all as read
        </button>
      </div>
      <ul className="notification-list">
        {data.items.map((item) => (
          <NotificationRow
            key={item.key}
            item={item}
            highlighted={item.key === focusKey}
            rowRef={item.key === focusKey ? focused : undefined}
            onRead={() => markRead([item.key])}
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
      <div className="notification-head">
        <h2>{item.title}</h2>
        {!item.read && <span className="count-badge">New</span>}
      </div>
      {item.body && <p>{item.body}</p>}
      {item.date && (
        <p className="muted">
          <DateText value={item.date} />
        </p>
      )}
      <div className="actions">
        {!item.read && (
          <button type="button" className="button-quiet" onClick={onRead}>
            Mark as read
          </button>
        )}
        {item.userId && (
          <button type="button" className="button-quiet" onClick={() => item.userId && navigate({ view: 'profile', userId: item.userId })}>
            Open profile
          </button>
        )}
      </div>
    </li>
  )
}
