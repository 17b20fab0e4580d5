// One notification in the list. One that names a person opens their profile,
// one with a link opens it in the browser: its title is then a button (or a
// link) whose click area covers the whole row (notifications.css), Enter on
// it (or on the row, focused from an OS notification) does the same, and
// opening it marks it read. One that names nothing has no click at all.
import { Check, CircleDot, ExternalLink as LinkIcon, UserRound } from 'lucide-react'
import { type KeyboardEvent, useId } from 'react'

import type { NotificationItem } from '@shared/notifications'

import { defineMessages, useIntl } from '../../i18n'
import { openExternal } from '../../ui/external-link'
import { DateText } from '../../ui/generic-value'
import { IconButton } from '../../ui/icon-button'
import { useNavigate } from '../navigation/navigation-store'

const messages = defineMessages({
  arrived: {
    id: 'notifications.row.arrived',
    defaultMessage: 'New',
    description: 'Notifications: the mark on a notification that arrived since the person last looked at this view.'
  },
  unreadRow: {
    id: 'notifications.row.unread',
    defaultMessage: 'Unread: {title}',
    description:
      'Notifications: a row’s accessible name when it is unread; {title} is the notification’s title from the platform.'
  },
  opensProfile: {
    id: 'notifications.row.opensProfile',
    defaultMessage: 'Opens the profile of the person it is about.',
    description:
      'Notifications: the description screen readers give a notification’s title when a click on it opens the profile of the person it names.'
  },
  opensLink: {
    id: 'notifications.row.opensLink',
    defaultMessage: 'Opens {host} in your browser.',
    description:
      'Notifications: the description screen readers give a notification’s title when a click on it opens its link in the web browser; {host} is the link’s site (e.g. “example.com”).'
  },
  markRead: {
    id: 'notifications.row.markRead',
    defaultMessage: 'Mark “{title}” as read',
    description: 'Notifications: a row’s icon button (its tooltip and name); {title} is the notification’s title.'
  },
  markUnread: {
    id: 'notifications.row.markUnread',
    defaultMessage: 'Mark “{title}” as unread',
    description:
      'Notifications: a read row’s icon button (its tooltip and name) making it unread again; {title} is the notification’s title.'
  }
})

/** What a click on a notification opens: the person it names first, else its link; null when it names neither. */
export type Target = { kind: 'profile'; userId: string } | { kind: 'link'; url: string; host: string }

export function targetOf(item: NotificationItem): Target | null {
  if (item.userId) return { kind: 'profile', userId: item.userId }
  if (!item.url) return null
  try {
    const url = new URL(item.url)
    // Main read it as a link it would open; the page opens nothing else.
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'link', url: item.url, host: url.host }
      : null
  } catch {
    return null
  }
}

export function NotificationRow({
  item,
  highlighted,
  arrived,
  rowRef,
  onMark,
  onOpened
}: {
  item: NotificationItem
  highlighted: boolean
  /** It arrived since the person last looked at the view (arrived-since.ts). */
  arrived: boolean
  rowRef: React.RefObject<HTMLLIElement | null> | undefined
  /** Its button: read (true) or unread (false). */
  onMark: (read: boolean) => void
  /** It was opened while unread: it is read now. */
  onOpened: () => void
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const titleId = useId()
  const hintId = useId()
  const target = targetOf(item)

  const open = (target: Target) => {
    if (!item.read) onOpened()
    if (target.kind === 'profile') navigate({ view: 'profile', userId: target.userId })
    else void openExternal(target.url)
  }
  // The row itself takes focus when an OS notification opened the view at it: Enter there opens it too.
  const onRowKey = (event: KeyboardEvent<HTMLLIElement>) => {
    if (target && event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault()
      open(target)
    }
  }
  const title = <span translate="no">{item.title}</span>
  const Icon = target?.kind === 'profile' ? UserRound : LinkIcon

  return (
    // A read row is named by its title, the platform's words; an unread one by the app's sentence around it.
    <li
      ref={rowRef}
      tabIndex={highlighted ? -1 : undefined}
      className={`notification-row${item.read ? '' : ' unread'}${highlighted ? ' highlighted' : ''}${target ? ' opens' : ''}`}
      aria-labelledby={item.read ? titleId : undefined}
      aria-label={item.read ? undefined : intl.formatMessage(messages.unreadRow, { title: item.title })}
      onKeyDown={onRowKey}
    >
      {/* Unread shows as this dot and a bolder title; the row's name says "Unread:" for screen readers. */}
      <span className="unread-dot" aria-hidden="true" />
      <div className="notification-main">
        <h2 id={titleId}>
          {target === null ? (
            title
          ) : target.kind === 'profile' ? (
            <button type="button" className="notification-open" aria-describedby={hintId} onClick={() => open(target)}>
              {title}
            </button>
          ) : (
            <a
              href={target.url}
              className="notification-open"
              aria-describedby={hintId}
              title={target.url}
              onClick={(event) => {
                // The page never navigates: main opens the browser.
                event.preventDefault()
                open(target)
              }}
            >
              {title}
            </a>
          )}
          {target && (
            <Icon className="notification-open-icon" aria-hidden="true" focusable="false" size={14} strokeWidth={2} />
          )}
        </h2>
        {target && (
          <span id={hintId} hidden>
            {target.kind === 'profile'
              ? intl.formatMessage(messages.opensProfile)
              : intl.formatMessage(messages.opensLink, { host: target.host })}
          </span>
        )}
        {item.body && <p translate="no">{item.body}</p>}
        {(item.date || arrived) && (
          <p className="muted">
            {arrived && <span className="arrived-mark">{intl.formatMessage(messages.arrived)}</span>}
            {item.date && <DateText value={item.date} />}
          </p>
        )}
      </div>
      <div className="notification-actions">
        {/* Shown on hover and on focus within the row (notifications.css), but only ever hidden from sight: Tab and screen readers reach it always. */}
        {item.read ? (
          <IconButton
            className="mark-read"
            icon={CircleDot}
            label={intl.formatMessage(messages.markUnread, { title: item.title })}
            onClick={() => onMark(false)}
          />
        ) : (
          <IconButton
            className="mark-read"
            icon={Check}
            label={intl.formatMessage(messages.markRead, { title: item.title })}
            onClick={() => onMark(true)}
          />
        )}
      </div>
    </li>
  )
}
