// Search as a desktop user expects it: type-ahead (debounced 200 ms), the
// field keeps focus (a combobox whose listbox holds the results, grouped by
// kind), Up/Down across groups, Enter opens the active option or submits the
// query (use-remember-search.ts), Escape clears and cancels. Main aborts the
// superseded request; the answer shown is always for the query it names, so
// an old answer can never replace a newer one.
import './search.css'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Search, X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { SearchModel } from '@shared/search'

import { currentIntl, defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { accountOfMeta, appErrorOf, bridgeQuery, call } from '../../ui/bridge-query'
import { ErrorText } from '../../ui/error-text'
import { GenericValue } from '../../ui/generic-value'
import { IconButton } from '../../ui/icon-button'
import { useOfflineReason } from '../../ui/offline-reason'
import { useDebounced } from '../../ui/use-debounced'
import { useDelayedFlag } from '../../ui/use-delayed-flag'
import { ViewHeading } from '../../ui/view-heading'
import { useShortcut } from '../commands/use-shortcut'
import { useRefreshableChannels } from '../commands/view-channels'
import { useNavigate } from '../navigation/navigation-store'
import { useSettingsStore } from '../settings/settings-store'
import { SearchMaintenanceNote } from './search-maintenance'
import { type Option, optionKey, recentMessage, RecentOptions, ResultGroups } from './search-results'
import { useSearchStore } from './search-store'
import { useRememberSearch } from './use-remember-search'

const messages = defineMessages({
  placeholder: {
    id: 'search.field.placeholder',
    defaultMessage: 'Search users, projects and repositories',
    description: 'Search: the field’s placeholder (followed by its shortcut) and the shortcut’s tooltip.'
  },
  heading: { id: 'search.view.heading', defaultMessage: 'Search', description: 'Search: the view’s heading.' },
  field: {
    id: 'search.field.label',
    defaultMessage: 'Search',
    description: 'Search: the accessible name of the search field.'
  },
  clear: {
    id: 'search.field.clear',
    defaultMessage: 'Clear search',
    description: 'Search: the icon button emptying the field.'
  },
  retry: {
    id: 'search.view.retry',
    defaultMessage: 'Retry',
    description: 'Search: the button running the search again after an error.'
  },
  results: {
    id: 'search.results.label',
    defaultMessage: 'Search results',
    description: 'Search: the accessible name of the list of results.'
  },
  clearRecent: {
    id: 'search.recent.clear',
    defaultMessage: 'Clear recent searches',
    description: 'Search: the button forgetting the recent searches.'
  },
  other: {
    id: 'search.results.other',
    defaultMessage: 'Other results',
    description: 'Search: the heading over what the platform sent besides a list, shown as sent.'
  },
  searching: {
    id: 'search.status.searching',
    defaultMessage: 'Searching…',
    description: 'Search: the status line while a slow search runs.'
  },
  noList: {
    id: 'search.status.noList',
    defaultMessage: 'The platform answered “{query}” without a list of results; what it sent is below.',
    description: 'Search: the status line when the answer held no list; {query} is the search text.'
  },
  none: {
    id: 'search.status.none',
    defaultMessage: 'No results for “{query}”.',
    description: 'Search: the status line when nothing was found; {query} is the search text.'
  },
  count: {
    id: 'search.status.count',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”.',
    description: 'Search: the status line with how many were found; {count} is the number, {query} the search text.'
  },
  noLink: {
    id: 'search.results.noLink',
    defaultMessage: 'No link from the platform: “{title}” has no page to open.',
    description:
      'Search: said when the person chooses a result (a project, a repository…) the platform sent without a web address; {title} is its name.'
  }
})

const SEARCH_CHANNELS = ['search:query'] as const

export const SEARCH_DEBOUNCE_MS = 200

export function SearchView() {
  const intl = useIntl()
  const text = useSearchStore((s) => s.text)
  const setText = useSearchStore((s) => s.setText)
  const focusRequest = useSearchStore((s) => s.focusRequest)
  const recentOn = useSettingsStore((s) => s.settings?.recentSearchesEnabled ?? false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  // The placeholder says the field's shortcut the way the tooltip of any control would.
  const shortcut = useShortcut('go:find', intl.formatMessage(messages.placeholder))

  const trimmed = text.trim()
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS)
  // Searching needs the platform: while it is out of reach the field is disabled and says why.
  const offline = useOfflineReason()
  // No title bar (no freshness to tell), but Go → Refresh this view runs the search again.
  useRefreshableChannels(SEARCH_CHANNELS)
  const results = useQuery({
    queryKey: ['search:query', debounced],
    // Type-ahead: what is sent as the person types is never remembered as such (use-remember-search.ts).
    queryFn: ({ meta }) => call('search:query', { query: debounced, remember: false }, accountOfMeta(meta)),
    enabled: debounced !== '' && offline === null,
    placeholderData: keepPreviousData,
    staleTime: 60_000
  })
  const recent = useQuery({ ...bridgeQuery('search:recent', undefined), enabled: recentOn && trimmed === '' })

  // Focus the field on arrival and on every Ctrl/Cmd+K.
  useEffect(() => {
    inputRef.current?.focus()
  }, [focusRequest])

  const data = trimmed === '' ? null : (results.data ?? null)
  const { submit } = useRememberSearch(
    trimmed,
    data && debounced === trimmed && !results.isFetching ? data : null,
    recentOn
  )
  // Why choosing a result opened nothing (no link, or main refused the link); gone with the next keystroke.
  const [openNote, setOpenNote] = useState<{ text: string; note: string } | null>(null)
  const note = openNote?.text === text ? openNote.note : null
  // Two lists, each kept as long as what it comes from: a change to the recent searches (one was just remembered)
  // leaves the results' list, and the option active in it, alone.
  const recentOptions: Option[] = useMemo(
    () => (recentOn ? (recent.data ?? []).map((entry) => ({ kind: 'recent', text: entry })) : []),
    [recentOn, recent.data]
  )
  const resultOptions: Option[] = useMemo(
    () =>
      (data?.groups ?? []).flatMap((group) =>
        group.items.map((item) => ({ kind: 'result' as const, item, group: group.key }))
      ),
    [data]
  )
  const options = trimmed === '' ? recentOptions : resultOptions
  const [activeIndex, setActiveIndex] = useState(-1)
  const [activeFor, setActiveFor] = useState(options)
  // A new list of options (the full query's results replacing a shorter one's, a refresh) keeps the option the
  // person moved to when it is still there, so Enter opens what is highlighted; else nothing is active. State
  // adjusted during render, not in an effect.
  if (activeFor !== options) {
    const was = activeFor[activeIndex]
    setActiveFor(options)
    setActiveIndex(was ? options.findIndex((option) => optionKey(option) === optionKey(was)) : -1)
  }

  const open = (option: Option) => {
    if (option.kind === 'recent') {
      setText(option.text)
      return
    }
    const { item } = option
    if (item.userId) {
      submit()
      navigate({ view: 'profile', userId: item.userId })
    } else if (item.url) {
      submit()
      setOpenNote(null)
      // Main opens only https (and http to this computer) in the browser; a refusal is said here.
      void invoke('shell:open-external', { url: item.url }).then((result) => {
        if (!result.ok) setOpenNote({ text, note: result.error.message })
      })
    } else setOpenNote({ text, note: intl.formatMessage(messages.noLink, { title: item.title }) })
  }

  const clear = () => {
    setText('')
    void invoke('search:cancel')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (text === '') return
      event.preventDefault()
      clear()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex(
        (current) => (current + step + options.length + (current === -1 && step === -1 ? 1 : 0)) % options.length
      )
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = options[activeIndex]
      // Enter on the field itself submits the query: it is remembered once its results are in.
      if (option) open(option)
      else submit()
    }
  }

  // Keep the active option in view as the arrows move through a long list.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex, listId])

  const searching = trimmed !== '' && (debounced !== trimmed || results.isFetching)
  const slow = useDelayedFlag(searching)
  const error = trimmed !== '' && results.isError && !results.isFetching ? appErrorOf(results.error) : null
  const shownError = error && error.kind !== 'cancelled' ? error : null
  const optionId = (index: number) => `${listId}-${index}`

  return (
    <div className="view view-wide search-view">
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <div className="search-box">
        <Search className="search-box-icon" aria-hidden="true" focusable="false" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={intl.formatMessage(messages.field)}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-keyshortcuts={shortcut.aria}
          aria-describedby={`${listId}-status`}
          placeholder={shortcut.title}
          autoComplete="off"
          spellCheck={false}
          disabled={offline !== null}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <IconButton
            icon={X}
            label={intl.formatMessage(messages.clear)}
            className="search-clear"
            onClick={() => {
              clear()
              inputRef.current?.focus()
            }}
          />
        )}
      </div>
      <SearchMaintenanceNote />
      {offline !== null && <p className="hint">{offline}</p>}
      <p id={`${listId}-status`} role="status" className="muted search-status">
        {statusText(trimmed, data, searching, slow, shownError !== null)}
      </p>
      <p role="status" className="hint search-open-note">
        {note}
      </p>
      {shownError &&
        (shownError.kind === 'invalid-input' ? (
          <p className="hint">{shownError.message}</p>
        ) : (
          <div className="query-error">
            <ErrorText>{shownError.message}</ErrorText>
            <button type="button" className="button-secondary" onClick={() => void results.refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        ))}
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(trimmed === '' ? recentMessage : messages.results)}
        className={`search-results${data && data.query !== trimmed ? ' search-stale' : ''}`}
        aria-busy={searching}
      >
        {trimmed === '' ? (
          <RecentOptions options={options} activeIndex={activeIndex} optionId={optionId} onOpen={open} />
        ) : (
          data &&
          !shownError && <ResultGroups data={data} activeIndex={activeIndex} optionId={optionId} onOpen={open} />
        )}
      </div>
      {trimmed === '' && recentOn && options.length > 0 && (
        <button
          type="button"
          className="button-quiet"
          onClick={() => {
            void invoke('search:clear-recent')
              .then(() => queryClient.invalidateQueries({ queryKey: ['search:recent'] }))
              .then(() => inputRef.current?.focus())
          }}
        >
          {intl.formatMessage(messages.clearRecent)}
        </button>
      )}
      {data && data.other !== null && trimmed !== '' && !shownError && (
        <section aria-label={intl.formatMessage(messages.other)}>
          <h2>{intl.formatMessage(messages.other)}</h2>
          <GenericValue value={data.other} />
        </section>
      )}
    </div>
  )
}

function statusText(
  trimmed: string,
  data: SearchModel | null,
  searching: boolean,
  slow: boolean,
  failed: boolean
): string {
  const intl = currentIntl()
  if (trimmed === '' || failed) return ''
  if (searching && (slow || !data)) return slow ? intl.formatMessage(messages.searching) : ''
  if (!data) return ''
  if (data.total === 0 && data.other !== null) return intl.formatMessage(messages.noList, { query: data.query })
  if (data.total === 0) return intl.formatMessage(messages.none, { query: data.query })
  return intl.formatMessage(messages.count, { count: data.total, query: data.query })
}
