import './notifications.css'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BellOff, CheckCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { IntlShape } from 'react-intl'

import type { NotificationsModel } from '@shared/notifications'

import { defineMessages, useIntl } from '../../i18n'
import { appErrorOf, call } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ErrorText } from '../../ui/error-text'
import { useOfflineReason } from '../../ui/offline-reason'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { useAccountsStore } from '../accounts/accounts-store'
import { useNoticesStore } from '../notices/notices-store'
import { useArrivedSince } from './arrived-since'
import { NotificationRow } from './notification-row'
import { notificationsQuery } from './notifications-query'

const messages = defineMessages({
  arrived: {
    id: 'notifications.view.arrived',
    defaultMessage: '{count, number} arrived since your last visit.',
    description:
      'Notifications: after the unread count, how many notifications arrived since the person last looked at this view (those are marked “New”).'
  },
  title: {
    id: 'notifications.view.title',
    defaultMessage: 'Notifications',
    description: 'Notifications: the view’s title.'
  },
  markAll: {
    id: 'notifications.view.markAll',
    defaultMessage: 'Mark all as read',
    description: 'Notifications: the title bar’s button.'
  },
  what: {
    id: 'notifications.view.what',
    defaultMessage: 'the notifications',
    description:
      'Notifications: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the notifications: …”).'
  },
  none: {
    id: 'notifications.view.none',
    defaultMessage: 'No notifications.',
    description: 'Notifications: the empty list.'
  },
  unread: {
    id: 'notifications.view.unread',
    defaultMessage: '{count, plural, =0 {All read.} one {# unread.} other {# unread.}}',
    description: 'Notifications: above the list, how many are unread; {count} is the number.'
  },
  markedAll: {
    id: 'notifications.undo.markedAll',
    defaultMessage: '{count, plural, one {# notification marked as read.} other {# notifications marked as read.}}',
    description:
      'Notifications: the notice after Mark all as read, beside its Undo button; {count} is how many were unread and are now read.'
  },
  undo: {
    id: 'notifications.undo.button',
    defaultMessage: 'Undo',
    description:
      'Notifications: the button in the notice after Mark all as read that makes those notifications unread again.'
  }
})

/** How long Undo is offered after Mark all as read. */
export const UNDO_MS = 10_000

let undoCounter = 0

/**
 * After Mark all as read: a notice saying how many, with Undo for UNDO_MS,
 * which asks main to mark exactly those unread again (notices-region.tsx).
 * A newer Mark all as read replaces it.
 */
function offerUndo(intl: IntlShape, marked: string[], account: string | null): void {
  const notices = useNoticesStore.getState()
  notices.drop((notice) => notice.action?.kind === 'mark-unread')
  if (marked.length === 0) return
  const id = `notifications-undo-${++undoCounter}`
  notices.add({
    id,
    level: 'info',
    message: intl.formatMessage(messages.markedAll, { count: marked.length }),
    action: {
      kind: 'mark-unread',
      label: intl.formatMessage(messages.undo),
      keys: marked,
      ...(account === null ? {} : { account })
    }
  })
  setTimeout(() => useNoticesStore.getState().dismiss(id), UNDO_MS)
}

type Marking = { keys: string[]; read: boolean } | 'all'

/** Marking read or unread, one or all: main answers with the list as it now is; a failure is said under the title. */
function useMark() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (marking: Marking) => {
      if (marking !== 'all')
        return {
          view: await call(marking.read ? 'notifications:mark-read' : 'notifications:mark-unread', {
            keys: marking.keys
          }),
          undo: null,
          marking
        }
      // The account the call is for, taken when it is sent: Undo is for it, whichever account is on screen by then.
      const account = useAccountsStore.getState().view.active
      const { marked, ...view } = await call('notifications:mark-all-read', undefined)
      return { view, undo: { marked, account }, marking: null }
    },
    onSuccess: ({ view, undo, marking }) => {
      const shown = queryClient.getQueryData(notificationsQuery.queryKey)
      // Main has no list yet this run (the platform is out of reach; the one shown was kept from before): the mark
      // is kept in main and applies to the next list, so it is shown on the list on screen meanwhile.
      if (marking && view.items.length === 0 && shown && shown.items.length > 0) {
        const items = shown.items.map((item) =>
          marking.keys.includes(item.key) ? { ...item, read: marking.read } : item
        )
        queryClient.setQueryData(notificationsQuery.queryKey, {
          ...shown,
          items,
          unread: items.filter((item) => !item.read).length
        })
      } else queryClient.setQueryData(notificationsQuery.queryKey, view)
      if (undo) offerUndo(intl, undo.marked, undo.account)
    }
  })
}

export function NotificationsView({ item }: { item?: string | undefined }) {
  const intl = useIntl()
  const query = useQuery(notificationsQuery)
  const mark = useMark()
  const offline = useOfflineReason()
  const data = query.data
  return (
    <div className="view">
      <ViewTitleBar
        channels={['notifications:list']}
        actions={
          data !== undefined &&
          data.items.length > 0 && (
            <Button
              icon={CheckCheck}
              disabled={data.unread === 0 || offline !== null}
              title={offline ?? undefined}
              busy={mark.isPending}
              onClick={() => mark.mutate('all')}
            >
              {intl.formatMessage(messages.markAll)}
            </Button>
          )
        }
      >
        {intl.formatMessage(messages.title)}
      </ViewTitleBar>
      {offline !== null && data !== undefined && data.unread > 0 && <p className="hint">{offline}</p>}
      <ErrorText>{mark.isError ? appErrorOf(mark.error).message : null}</ErrorText>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(data) => (
          <NotificationList
            data={data}
            focusKey={item}
            // A button pressed again while main answers sends nothing twice; opening one marks it read whatever else is under way.
            onMark={(key, read) => {
              if (!mark.isPending) mark.mutate({ keys: [key], read })
            }}
            onOpened={(key) => mark.mutate({ keys: [key], read: true })}
          />
        )}
      </QueryFrame>
    </div>
  )
}

function NotificationList({
  data,
  focusKey,
  onMark,
  onOpened
}: {
  data: NotificationsModel
  focusKey: string | undefined
  onMark: (key: string, read: boolean) => void
  onOpened: (key: string) => void
}) {
  const intl = useIntl()
  const focused = useRef<HTMLLIElement>(null)
  const arrived = useArrivedSince(data.items)

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
        {arrived.size > 0 && (
          <span className="arrived-count">{intl.formatMessage(messages.arrived, { count: arrived.size })}</span>
        )}
      </p>
      <ul className="notification-list">
        {data.items.map((item) => (
          <NotificationRow
            key={item.key}
            item={item}
            highlighted={item.key === focusKey}
            arrived={arrived.has(item.key)}
            rowRef={item.key === focusKey ? focused : undefined}
            onMark={(read) => onMark(item.key, read)}
            onOpened={() => onOpened(item.key)}
          />
        ))}
      </ul>
    </>
  )
}
