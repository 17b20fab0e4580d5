// "Open user…" finds people through the platform's search: the Search
// view's channel (search:query, GET /v1/search?input=…), its readers and its
// cancellation, keeping only what the readers marked as a person. Main runs
// one search per window, so a newer name aborts the older request; each
// answer is cached under the name it is for, so an old answer never shows
// under a newer name.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'

import { ID_PATTERN } from '@shared/ids'
import type { AppError } from '@shared/result'
import type { SearchModel } from '@shared/search'

import { invoke } from '../../platform'
import { appErrorOf, bridgeQuery } from '../../ui/bridge-query'
import { useDebounced } from '../../ui/use-debounced'
import { SEARCH_DEBOUNCE_MS } from '../search/search-view'

/** Someone the platform's search found: what the list shows and the id it opens. */
export interface PersonMatch {
  key: string
  userId: string
  name: string
  secondary: string | null
}

/** Enough to pick from while typing; more of the name narrows it. */
export const MAX_PEOPLE_SHOWN = 8

const NO_ONE: PersonMatch[] = []

/** All digits: an id, opened as typed and never searched for. */
export const isTypedId = (text: string): boolean => /^\d+$/.test(text)

/** A typed id the app can put into a path (ID_PATTERN: at most 64 characters). */
export const isOpenableId = (text: string): boolean => isTypedId(text) && ID_PATTERN.test(text)

/** The people in a search answer, in its order, each once, at most MAX_PEOPLE_SHOWN. */
export function peopleIn(view: SearchModel): PersonMatch[] {
  const seen = new Set<string>()
  const found: PersonMatch[] = []
  for (const group of view.groups) {
    for (const item of group.items) {
      if (item.userId === undefined || seen.has(item.userId)) continue
      seen.add(item.userId)
      found.push({ key: `${group.key}:${item.key}`, userId: item.userId, name: item.title, secondary: item.secondary })
      if (found.length === MAX_PEOPLE_SHOWN) return found
    }
  }
  return found
}

export interface PeopleSearch {
  /** The name being looked for (trimmed), or '' for an empty field or an id. */
  name: string
  /** The people shown: the answer for `name`, or the previous name's while it is asked. */
  people: PersonMatch[]
  /** The answer shown is for exactly `name`. */
  settled: boolean
  searching: boolean
  /** The search for `name` failed (never a superseded one). */
  error: AppError | null
  retry: () => void
}

/** People matching `text` as it is typed: debounced, one request per pause, the superseded one aborted by main. */
export function usePeopleSearch(text: string): PeopleSearch {
  const trimmed = text.trim()
  const name = isTypedId(trimmed) ? '' : trimmed
  const debounced = useDebounced(name, SEARCH_DEBOUNCE_MS)
  // Not remembered: Recent searches are what was typed in Search.
  const query = useQuery({
    ...bridgeQuery('search:query', { query: debounced, remember: false }),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000
  })

  // Closing the control, or opening someone, while a search runs ends that request.
  const fetching = useRef(false)
  useEffect(() => {
    fetching.current = query.isFetching
  }, [query.isFetching])
  useEffect(
    () => () => {
      if (fetching.current) void invoke('search:cancel')
    },
    []
  )

  const data = name === '' ? undefined : query.data
  const people = useMemo(() => (data ? peopleIn(data) : NO_ONE), [data])
  const searching = name !== '' && (debounced !== name || query.isFetching)
  const failed =
    name !== '' && debounced === name && query.isError && !query.isFetching ? appErrorOf(query.error) : null
  return {
    name,
    people: failed ? NO_ONE : people,
    settled: data !== undefined && data.query === name && !query.isPlaceholderData && !searching,
    searching,
    error: failed && failed.kind !== 'cancelled' ? failed : null,
    retry: () => void query.refetch()
  }
}
