import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { formatRelative } from '../../ui/format-time'
import { useNow } from '../../ui/use-now'
import { pingQuery } from './ping-query'

const messages = defineMessages({
  seen: {
    id: 'account.lastSeen.seen',
    defaultMessage: 'Last seen by the platform: {when}',
    description: 'Account: beside the card’s title; {when} is a relative time (e.g. “2 minutes ago”).'
  },
  seenFailed: {
    id: 'account.lastSeen.seenFailed',
    defaultMessage: 'Last seen by the platform: {when} <muted>— the last attempt failed: {error}</muted>',
    description:
      'Account: beside the card’s title; {when} is a relative time, {error} a sentence from main saying why the latest attempt failed.'
  },
  notYet: {
    id: 'account.lastSeen.notYet',
    defaultMessage: 'Last seen by the platform: <muted>not yet</muted>',
    description: 'Account: beside the card’s title, before the platform has been told the app is here.'
  },
  notYetFailed: {
    id: 'account.lastSeen.notYetFailed',
    defaultMessage:
      'Last seen by the platform: <muted>not yet</muted> <muted>— the last attempt failed: {error}</muted>',
    description:
      'Account: beside the card’s title, when no attempt has worked yet; {error} is a sentence from main saying why the latest failed.'
  }
})

const muted = (chunks: ReactNode[]) => <span className="muted">{chunks}</span>

/** When the platform last saw this app, from the ping's state; new ones arrive as 'ping:changed' events (bootstrap.ts puts them in the cache). */
export function LastSeen() {
  const intl = useIntl()
  const query = useQuery(pingQuery)
  const now = useNow()
  const state = query.data
  if (!state) return null
  const at = state.lastSuccessAt ? new Date(state.lastSuccessAt) : null
  const when = at && (
    <time
      dateTime={at.toISOString()}
      title={intl.formatDate(at, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric'
      })}
    >
      {formatRelative(at, Math.max(now, at.getTime()))}
    </time>
  )
  const failed = state.lastError
  const message = when
    ? failed
      ? messages.seenFailed
      : messages.seen
    : failed
      ? messages.notYetFailed
      : messages.notYet
  return (
    <p className="last-seen" role="status">
      {intl.formatMessage(message, { when, error: failed, muted })}
    </p>
  )
}
