// How every server-backed view shows its state: a calm delayed "Loading…",
// an error sentence with Retry, or the data with "Updated N minutes ago" —
// and when a refresh fails, the last good data stays with a notice and Retry.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { appErrorOf } from './bridge-query'
import { ErrorText } from './error-text'
import { formatRelative } from './format-time'
import { useDelayedFlag } from './use-delayed-flag'
import { useNow } from './use-now'

interface Props<T> {
  query: UseQueryResult<T>
  /** What is loading, for the status text: "the profile". */
  what: string
  children: (data: T) => ReactNode
}

export function QueryFrame<T>({ query, what, children }: Props<T>) {
  const now = useNow()
  const slow = useDelayedFlag(query.isPending && query.isFetching)
  const retry = () => void query.refetch()

  if (query.data === undefined) {
    if (query.isError)
      return (
        <div className="query-error">
          <ErrorText>{appErrorOf(query.error).message}</ErrorText>
          <button type="button" className="button-secondary" onClick={retry}>
            Retry
          </button>
        </div>
      )
    return (
      <p role="status" className="muted loading-text">
        {slow ? `Loading ${what}…` : ''}
      </p>
    )
  }

  const updated = query.dataUpdatedAt > 0 ? formatRelative(new Date(query.dataUpdatedAt), Math.max(now, query.dataUpdatedAt)) : null
  return (
    <>
      {query.isError && (
        <div className="offline-notice" role="alert">
          <p>
            Could not refresh {what}: {appErrorOf(query.error).message} Showing what was loaded {updated ?? 'earlier'}.
          </p>
          <button type="button" className="button-secondary" onClick={retry} disabled={query.isFetching}>
            Retry
          </button>
        </div>
      )}
      <div className="freshness">
        <span className="muted" role="status">
          {query.isFetching ? 'Refreshing…' : updated ? `Updated ${updated}` : ''}
        </span>
        {!query.isError && (
          <button type="button" className="button-quiet" onClick={retry} disabled={query.isFetching}>
            Refresh
          </button>
        )}
      </div>
      {children(query.data)}
    </>
  )
}
