// How every server-backed part of a view shows its state: placeholder rows
// and a calm delayed "Loading…", an error sentence with Retry, or the data —
// and when a refresh fails, the last good data stays with a notice and Retry.
// When the data was loaded, and the view's Refresh, are the view's title
// bar's (view-title-bar.tsx), once for all its parts.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { defineMessages, useIntl } from '../i18n'
import { appErrorOf } from './bridge-query'
import { Button } from './button'
import { ErrorText } from './error-text'
import { formatRelative } from './format-time'
import { isConnectionError, useOutOfReach } from './out-of-reach'
import { SkeletonRows } from './skeleton-rows'
import { useNow } from './use-now'

const messages = defineMessages({
  retry: {
    id: 'ui.queryFrame.retry',
    defaultMessage: 'Retry',
    description: 'The button that asks again for data that could not be loaded.'
  },
  refreshFailed: {
    id: 'ui.queryFrame.refreshFailed',
    defaultMessage: 'Could not refresh {what}: {error} Showing what was loaded {updated}.',
    description:
      'A notice above data that could not be refreshed; {what} is what it is, as the view words it (e.g. “the profile”), {error} the reason (a whole sentence), {updated} when the data shown was loaded (e.g. “2 minutes ago”, “just now”).'
  },
  refreshFailedEarlier: {
    id: 'ui.queryFrame.refreshFailedEarlier',
    defaultMessage: 'Could not refresh {what}: {error} Showing what was loaded earlier.',
    description:
      'A notice above data that could not be refreshed, when it is not known when the data shown was loaded; {what} is what it is (e.g. “the profile”), {error} the reason (a whole sentence).'
  }
})

interface Props<T> {
  query: UseQueryResult<T>
  /** What is loading, for the status text: "the profile". */
  what: string
  /** How many placeholder rows stand in for the data while it loads. */
  rows?: number | undefined
  children: (data: T) => ReactNode
}

export function QueryFrame<T>({ query, what, rows, children }: Props<T>) {
  const intl = useIntl()
  const now = useNow()
  const outOfReach = useOutOfReach()
  const retry = () => void query.refetch()

  if (query.data === undefined) {
    if (query.isError)
      return (
        <div className="query-error">
          <ErrorText>{appErrorOf(query.error).message}</ErrorText>
          <Button onClick={retry}>{intl.formatMessage(messages.retry)}</Button>
        </div>
      )
    return <SkeletonRows what={what} rows={rows} active={query.isPending && query.isFetching} />
  }

  const updated =
    query.dataUpdatedAt > 0
      ? formatRelative(new Date(query.dataUpdatedAt), Math.max(now, query.dataUpdatedAt), intl)
      : null
  return (
    <>
      {/* Out of reach, the band above the view says so once, with when the data is from: not again on each part. */}
      {query.isError && !(outOfReach !== null && isConnectionError(appErrorOf(query.error).kind)) && (
        <div className="offline-notice" role="alert">
          <p>
            {updated === null
              ? intl.formatMessage(messages.refreshFailedEarlier, { what, error: appErrorOf(query.error).message })
              : intl.formatMessage(messages.refreshFailed, { what, error: appErrorOf(query.error).message, updated })}
          </p>
          <Button onClick={retry} disabled={query.isFetching}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      )}
      {children(query.data)}
    </>
  )
}
