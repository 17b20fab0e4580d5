import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'

import type { Channel } from '@shared/ipc'

import { refreshView } from '../features/commands/page-commands'
import { useShortcut } from '../features/commands/use-shortcut'
import { useRefreshableChannels } from '../features/commands/view-channels'
import { defineMessages, useIntl } from '../i18n'
import { Button } from './button'
import { formatRelative } from './format-time'
import { type MadeAt, useFreshness } from './use-freshness'
import { useNow } from './use-now'
import { ViewHeading } from './view-heading'

const messages = defineMessages({
  refresh: {
    id: 'ui.titleBar.refresh',
    defaultMessage: 'Refresh',
    description: 'A view’s title bar: the button that loads the view’s data again.'
  },
  refreshing: {
    id: 'ui.titleBar.refreshing',
    defaultMessage: 'Refreshing…',
    description: 'A view’s title bar: said while the view’s data is loaded again.'
  },
  asOf: {
    id: 'ui.titleBar.asOf',
    defaultMessage: 'As of {time}',
    description:
      'A view’s title bar when it shows what the app kept from an earlier run (before the platform has answered, or while it cannot be reached); {time} is when that data was loaded (“10:42” today, else a date and time).'
  },
  updated: {
    id: 'ui.titleBar.updated',
    defaultMessage: 'Updated {time}',
    description:
      'A view’s title bar: when its data was loaded; {time} is a relative time (e.g. “2 minutes ago”, “just now”).'
  }
})

/** "10:42" today, else a date and time. */
function clockTime(at: Date, now: number, intl: ReturnType<typeof useIntl>): string {
  return at.toDateString() === new Date(now).toDateString()
    ? intl.formatTime(at, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })
}

interface Props {
  /** The view's name, its h1. */
  children: ReactNode
  /** The channels whose data the view shows: the bar says when the freshest of it was loaded. */
  channels: readonly Channel[]
  /** Where the data says when it was made, that time instead of when the page loaded it. */
  madeAt?: MadeAt
  /** What main is doing instead, said in place of the time ("Checking…"); Refresh waits meanwhile. */
  busy?: string | null
  /** The Refresh button's words: what it does in this view ("Check now" on Status). */
  refreshLabel?: string
  /** The view's other actions that concern all of it (Mark all as read). */
  actions?: ReactNode
}

/**
 * The one place a view says how fresh it is: its heading, "Updated 2
 * minutes ago" and the view's one Refresh, which does what the menu's
 * "Refresh this view" does (the same function), and shows that shortcut.
 */
export function ViewTitleBar({
  children,
  channels,
  madeAt,
  busy = null,
  refreshLabel: givenRefreshLabel,
  actions
}: Props) {
  const intl = useIntl()
  const refreshLabel = givenRefreshLabel ?? intl.formatMessage(messages.refresh)
  const shortcut = useShortcut('view:refresh', refreshLabel)
  const now = useNow()
  const { updatedAt, fetching, keptAt } = useFreshness(channels, madeAt)
  useRefreshableChannels(channels)
  const said =
    busy ??
    // Kept from an earlier run: how old it is, while it refreshes behind (and while the platform is out of reach).
    (keptAt !== null
      ? intl.formatMessage(messages.asOf, { time: clockTime(new Date(keptAt), now, intl) })
      : fetching && updatedAt !== null
        ? intl.formatMessage(messages.refreshing)
        : updatedAt !== null
          ? intl.formatMessage(messages.updated, {
              time: formatRelative(new Date(updatedAt), Math.max(now, updatedAt), intl)
            })
          : '')
  return (
    <div className="view-title-bar">
      <ViewHeading>{children}</ViewHeading>
      <span className="freshness" role="status">
        {said}
      </span>
      <div className="toolbar">
        {actions}
        <Button
          variant="quiet"
          icon={RefreshCw}
          disabled={fetching || busy !== null}
          title={shortcut.title}
          aria-keyshortcuts={shortcut.aria}
          onClick={() => void refreshView()}
        >
          {refreshLabel}
        </Button>
      </div>
    </div>
  )
}
