import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'

import { shortcutOf, viewCommands, withShortcut } from '@shared/commands'
import { type ViewId, viewIds, views } from '@shared/views'

import { useAppStore } from '../../app/app-store'
import { defineMessages, useIntl } from '../../i18n'
import { CountBadge } from '../../ui/count-badge'
import { StatusDot } from '../../ui/status-dot'
import { notificationsQuery } from '../notifications/notifications-query'
import { useOwnUserId } from '../people/use-own-user-id'
import { updatesUnseenQuery } from '../status/updates-unseen-query'
import { selectCurrentRoute, useNavigationStore } from './navigation-store'
import { usePlatformHealth } from './platform-health'
import { viewIcon } from './view-icons'

const messages = defineMessages({
  label: {
    id: 'navigation.main.label',
    defaultMessage: 'Main',
    description: 'The accessible name of the sidebar navigation between views (screen readers say “Main navigation”).'
  },
  unread: {
    id: 'navigation.main.unread',
    defaultMessage: '{count, number} unread',
    description:
      'Said by screen readers after “Notifications” in the navigation: how many notifications are unread ({count}, more than 0).'
  },
  newUpdates: {
    id: 'navigation.main.newUpdates',
    defaultMessage: '{count, number} new',
    description:
      'Said by screen readers after “Updates” in the navigation: how many of the platform’s updates arrived since the person last looked ({count}, more than 0).'
  }
})

export function MainNav() {
  const intl = useIntl()
  const route = useNavigationStore(selectCurrentRoute)
  const own = useOwnUserId()
  // Profile in the navigation is your own: another person's profile is where a link took you, not that item.
  const current = route.view === 'profile' && route.userId !== undefined && route.userId !== own ? null : route.view
  const navigate = useNavigationStore((s) => s.navigate)
  const platform = useAppStore((s) => s.platform)
  // Both kept current by main's events ('notifications:changed', 'status:changed'; bootstrap.ts puts them in the cache,
  // listening from before the first render). The count only reads that cache: asking here too would double the
  // platform traffic of main's notifications job, and defeat its back-off when the platform fails.
  const unread = useQuery({ ...notificationsQuery, enabled: false }).data?.unread ?? 0
  const unreadWords = intl.formatMessage(messages.unread, { count: unread })
  // Main's count (no request to the platform), kept current by 'status:updates-changed' (bootstrap.ts).
  const unseen = useQuery(updatesUnseenQuery).data?.unseen ?? 0
  const unseenWords = intl.formatMessage(messages.newUpdates, { count: unseen })
  const health = usePlatformHealth()
  const idPrefix = useId()

  /** What sits after a view's name: the unread count on Notifications, the platform's health on Status, the new updates on Updates; and the same in words. */
  const extraOf = (view: ViewId): { visual: ReactNode; words: string } | null => {
    if (view === 'notifications' && unread > 0)
      return { visual: <CountBadge count={unread} phrase={unreadWords} />, words: unreadWords }
    if (view === 'updates' && unseen > 0)
      return { visual: <CountBadge count={unseen} phrase={unseenWords} />, words: unseenWords }
    if (view === 'status')
      return { visual: <StatusDot state={health.state} label={health.summary} />, words: health.summary }
    return null
  }

  return (
    <nav aria-label={intl.formatMessage(messages.label)} className="main-nav">
      <ul>
        {viewIds.map((view) => {
          const Icon = viewIcon(view)
          const extraId = `${idPrefix}-${view}`
          const extra = extraOf(view)
          const label = intl.formatMessage(views[view].label)
          return (
            <li key={view}>
              <button
                type="button"
                className="main-nav-item"
                aria-current={view === current ? 'page' : undefined}
                // The name is the view's alone, so "Notifications" stays findable by name; the count or the health is its description.
                aria-label={label}
                aria-describedby={extra ? extraId : undefined}
                // The Go menu's shortcut for this view (Ctrl/Cmd+1…8), from the same table as the menu.
                aria-keyshortcuts={shortcutOf(viewCommands[view], platform)?.aria}
                // Also the only visible name when the window is narrow and the navigation shows icons alone.
                title={withShortcut(label, viewCommands[view], platform)}
                onClick={() => navigate({ view })}
              >
                <Icon className="main-nav-icon" aria-hidden="true" focusable="false" size={18} />
                <span className="main-nav-label" data-label={label}>
                  {label}
                </span>
                {extra?.visual}
              </button>
              {/* The item's description, outside it so its name and text stay the view's alone; hidden, read only through aria-describedby. */}
              {extra && (
                <span id={extraId} hidden>
                  {extra.words}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
