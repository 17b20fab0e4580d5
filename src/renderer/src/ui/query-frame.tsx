// How every server-backed part of a view shows its state: placeholder rows
// and a calm delayed "Loading…", an error sentence with Retry, or the data —
// and when a refresh fails, the last good data stays with a notice and Retry.
// When the data was loaded, and the view's Refresh, are the view's title
// bar's (view-title-bar.tsx), once for all its parts.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { appErrorOf } from './bridge-query'
import { Button } from './button'
import { ErrorText } from './error-text'
import { formatRelative } from './format-time'
import { SkeletonRows } from './skeleton-rows'
import { useNow } from './use-now'

interface Props<T> {
  query: UseQueryResult<T>
  /** What is loading, for the status text: "the profile". */
  what: string
  /** How many placeholder rows stand in for the data while it loads. */
  rows?: number | undefined
  children: (data: T) => ReactNode
}

export function QueryFrame<T>({ query, what, rows, children }: Props<T>) {
  const now = useNow()
  const retry = () => void query.refetch()

  if (query.data === undefined) {
    if (query.isError)
      return (
        <div className="query-error">
          <ErrorText>{appErrorOf(query.error).message}</ErrorText>
          <Button onClick={retry}>Retry</Button>
        </div>
      )
    return <SkeletonRows what={what} rows={rows} active={query.isPending && query.isFetching} />
  }

  const updated = query.dataUpdatedAt > 0 ? formatRelative(new Date(query.dataUpdatedAt), Math.max(now, query.dataUpdatedAt)) : null
  return (
    <>
      {query.isError && (
        <div className="offline-notice" role="alert">
          <p>
            Could not refresh {what}: {appErrorOf(query.error).message} Showing what was loaded {updated ?? 'earlier'}.
          </p>
          <Button onClick={retry} disabled={query.isFetching}>
            Retry
          </Button>
        </div>
      )}
      {children(query.data)}
    </>
  )
}
