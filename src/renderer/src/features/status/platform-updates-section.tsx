// Status's glance at the platform's updates: the newest few, and the way to
// all of them in the Updates view (its own place in the navigation and the
// Go menu). Seeing them here does not count as seen: that is the Updates view's.
import { useQuery } from '@tanstack/react-query'
import { Newspaper } from 'lucide-react'
import { useId } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { bridgeQuery } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { QueryFrame } from '../../ui/query-frame'
import { useShortcut } from '../commands/use-shortcut'
import { useNavigate } from '../navigation/navigation-store'
import { UpdatesAnswer, updatesMessages } from './updates-timeline'

/** How many Status shows: a glance, not the list. */
export const NEWEST_ON_STATUS = 3

const messages = defineMessages({
  heading: {
    id: 'status.updates.heading',
    defaultMessage: 'Latest updates',
    description: 'Status: the heading of the newest few of the platform’s updates (its news).'
  },
  seeAll: {
    id: 'status.updates.seeAll',
    defaultMessage: 'See all updates',
    description:
      'Status › Latest updates: the button opening the Updates view, where all of the platform’s updates are.'
  }
})

export function PlatformUpdatesSection() {
  const intl = useIntl()
  const navigate = useNavigate()
  const query = useQuery(bridgeQuery('status:platform-updates', { limit: NEWEST_ON_STATUS }))
  const headingId = useId()
  const seeAll = intl.formatMessage(messages.seeAll)
  const shortcut = useShortcut('go:updates', seeAll)
  return (
    <section aria-labelledby={headingId} className="updates">
      <div className="updates-head">
        <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
        <Button
          variant="quiet"
          icon={Newspaper}
          title={shortcut.title}
          aria-keyshortcuts={shortcut.aria}
          onClick={() => navigate({ view: 'updates' })}
        >
          {seeAll}
        </Button>
      </div>
      <QueryFrame query={query} what={intl.formatMessage(updatesMessages.what)}>
        {/* No "New" here: only the Updates view says what is new, and only it sees them. */}
        {(updates) => (
          <UpdatesAnswer
            items={updates.items.map((item) => ({ ...item, fresh: false }))}
            other={updates.other}
            level={3}
          />
        )}
      </QueryFrame>
    </section>
  )
}
