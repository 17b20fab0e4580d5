// Search as a desktop user expects it: type-ahead (debounced 200 ms), the
// field keeps focus (a combobox whose listbox holds the results, grouped by
// kind), Up/Down across groups, Enter opens, Escape clears and cancels. Main
// aborts the superseded request; the answer shown is always for the query it
// names, so an old answer can never replace a newer one.
import './search.css'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { History, Search, X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { SearchItem, SearchView as SearchData } from '@shared/search'

import { currentIntl, defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { accountOfMeta, appErrorOf, bridgeQuery, call } from '../../ui/bridge-query'
import { ErrorText } from '../../ui/error-text'
import { GenericValue } from '../../ui/generic-value'
import { IconButton } from '../../ui/icon-button'
import { useDebounced } from '../../ui/use-debounced'
import { useDelayedFlag } from '../../ui/use-delayed-flag'
import { ViewHeading } from '../../ui/view-heading'
import { useShortcut } from '../commands/use-shortcut'
import { useRefreshableChannels } from '../commands/view-channels'
import { showPersonMenu } from '../context-menu/person-menu'
import { useNavigate } from '../navigation/navigation-store'
import { InitialsAvatar } from '../people/avatar'
import { useSettingsStore } from '../settings/settings-store'
import { Highlight } from './highlight'
import { kindIcon } from './kind-icon'
import { useSearchStore } from './search-store'

const messages = defineMessages({
  placeholder: {
    id: 'search.field.placeholder',
    defaultMessage: 'Search users, projects and repositories',
    description: 'Search: the field’s placeholder (followed by its shortcut) and the shortcut’s tooltip.'
  },
  heading: { id: 'search.view.heading', defaultMessage: 'Search', description: 'Search: the view’s heading.' },
  field: { id: 'search.field.label', defaultMessage: 'Search', description: 'Search: the accessible name of the search field.' },
  clear: { id: 'search.field.clear', defaultMessage: 'Clear search', description: 'Search: the icon button emptying the field.' },
  retry: { id: 'search.view.retry', defaultMessage: 'Retry', description: 'Search: the button running the search again after an error.' },
  recent: { id: 'search.recent.title', defaultMessage: 'Recent searches', description: 'Search: the name of the list of recent searches, shown when the field is empty.' },
  results: { id: 'search.results.label', defaultMessage: 'Search results', description: 'Search: the accessible name of the list of results.' },
  clearRecent: { id: 'search.recent.clear', defaultMessage: 'Clear recent searches', description: 'Search: the button forgetting the recent searches.' },
  other: { id: 'search.results.other', defaultMessage: 'Other results', description: 'Search: the heading over what the platform sent besides a list, shown as sent.' },
  searching: { id: 'search.status.searching', defaultMessage: 'Searching…', description: 'Search: the status line while a slow search runs.' },
  noList: {
    id: 'search.status.noList',
    defaultMessage: 'The platform answered “{query}” without a list of results; what it sent is below.',
    description: 'Search: the status line when the answer held no list; {query} is the search text.'
  },
  none: { id: 'search.status.none', defaultMessage: 'No results for “{query}”.', description: 'Search: the status line when nothing was found; {query} is the search text.' },
  count: {
    id: 'search.status.count',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”.',
    description: 'Search: the status line with how many were found; {count} is the number, {query} the search text.'
  },
  group: {
    id: 'search.results.group',
    defaultMessage: '{label} ({count, number})',
    description: 'Search: the accessible name of a group of results; {label} is the kind as the platform names it (e.g. “Repositories”), {count} how many it found.'
  }
})

const SEARCH_CHANNELS = ['search:query'] as const

export const SEARCH_DEBOUNCE_MS = 200

type Option = { kind: 'result'; item: SearchItem; group: string } | { kind: 'recent'; text: string }

const typedInPasswordField = () => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'password'

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
  // No title bar (no freshness to tell), but Go → Refresh this view runs the search again.
  useRefreshableChannels(SEARCH_CHANNELS)
  const results = useQuery({
    queryKey: ['search:query', debounced],
    queryFn: async ({ meta }) => {
      const view = await call('search:query', { query: debounced, remember: !typedInPasswordField() }, accountOfMeta(meta))
      void queryClient.invalidateQueries({ queryKey: ['search:recent'] })
      return view
    },
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000
  })
  const recent = useQuery({ ...bridgeQuery('search:recent', undefined), enabled: recentOn && trimmed === '' })

  // Focus the field on arrival and on every Ctrl/Cmd+K.
  useEffect(() => {
    inputRef.current?.focus()
  }, [focusRequest])

  const data = trimmed === '' ? null : (results.data ?? null)
  const options: Option[] = useMemo(() => {
    if (trimmed === '') return recentOn ? (recent.data ?? []).map((entry) => ({ kind: 'recent', text: entry })) : []
    return (data?.groups ?? []).flatMap((group) => group.items.map((item) => ({ kind: 'result' as const, item, group: group.key })))
  }, [trimmed, recentOn, recent.data, data])
  const [activeIndex, setActiveIndex] = useState(-1)
  const [activeFor, setActiveFor] = useState(options)
  // A new list of options starts with nothing active (state reset during render, not in an effect).
  if (activeFor !== options) {
    setActiveFor(options)
    setActiveIndex(-1)
  }

  const open = (option: Option) => {
    if (option.kind === 'recent') {
      setText(option.text)
      return
    }
    if (option.item.userId) navigate({ view: 'profile', userId: option.item.userId })
    else if (option.item.url) void invoke('shell:open-external', { url: option.item.url })
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
      setActiveIndex((current) => (current + step + options.length + (current === -1 && step === -1 ? 1 : 0)) % options.length)
    } else if (event.key === 'Enter') {
      const option = options[activeIndex]
      if (!option) return
      event.preventDefault()
      open(option)
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
      <p id={`${listId}-status`} role="status" className="muted search-status">
        {statusText(trimmed, data, searching, slow, shownError !== null)}
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
        aria-label={intl.formatMessage(trimmed === '' ? messages.recent : messages.results)}
        className={`search-results${data && data.query !== trimmed ? ' search-stale' : ''}`}
        aria-busy={searching}
      >
        {trimmed === '' ? (
          <RecentOptions options={options} activeIndex={activeIndex} optionId={optionId} onOpen={open} />
        ) : (
          data && !shownError && <ResultGroups data={data} activeIndex={activeIndex} optionId={optionId} onOpen={open} />
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

function statusText(trimmed: string, data: SearchData | null, searching: boolean, slow: boolean, failed: boolean): string {
  const intl = currentIntl()
  if (trimmed === '' || failed) return ''
  if (searching && (slow || !data)) return slow ? intl.formatMessage(messages.searching) : ''
  if (!data) return ''
  if (data.total === 0 && data.other !== null) return intl.formatMessage(messages.noList, { query: data.query })
  if (data.total === 0) return intl.formatMessage(messages.none, { query: data.query })
  return intl.formatMessage(messages.count, { count: data.total, query: data.query })
}

interface OptionsProps {
  activeIndex: number
  optionId: (index: number) => string
  onOpen: (option: Option) => void
}

function RecentOptions({ options, activeIndex, optionId, onOpen }: OptionsProps & { options: Option[] }) {
  const intl = useIntl()
  if (options.length === 0) return null
  return (
    // A listbox owns only groups and options: the group is named by aria-label, its visible title is decoration.
    <div role="group" aria-label={intl.formatMessage(messages.recent)}>
      <div className="group-title" aria-hidden="true">
        {intl.formatMessage(messages.recent)}
      </div>
      {options.map((option, index) =>
        option.kind === 'recent' ? (
          <div key={option.text} id={optionId(index)} role="option" aria-selected={index === activeIndex} className="search-option" onClick={() => onOpen(option)}>
            <History className="search-option-icon" aria-hidden="true" focusable="false" />
            <span>{option.text}</span>
          </div>
        ) : null
      )}
    </div>
  )
}

function ResultGroups({ data, activeIndex, optionId, onOpen }: OptionsProps & { data: SearchData }) {
  const intl = useIntl()
  let index = 0
  return (
    <>
      {data.groups
        .filter((group) => group.items.length > 0)
        .map((group) => {
          const KindIcon = kindIcon(group)
          return (
            <div key={group.key} role="group" aria-label={intl.formatMessage(messages.group, { label: group.label, count: group.count })} className="search-group">
              <div className="group-title" aria-hidden="true">
                <KindIcon className="group-title-icon" focusable="false" />
                <span translate="no">{group.label}</span> <span className="count-badge">{intl.formatNumber(group.count)}</span>
              </div>
              {group.items.map((item) => {
                const at = index++
                const opens = item.userId !== undefined || item.url !== undefined
                const userId = item.userId
                return (
                  <div
                    key={item.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === activeIndex}
                    aria-disabled={opens ? undefined : true}
                    className="search-option"
                    onClick={() => onOpen({ kind: 'result', item, group: group.key })}
                    onContextMenu={userId === undefined ? undefined : (event) => showPersonMenu(event, { userId, username: item.username })}
                  >
                    {/* A person gets a face (initials: results name no picture); anything else the picture of its kind. */}
                    {userId !== undefined ? (
                      <InitialsAvatar name={item.title} size="sm" />
                    ) : (
                      <span className="search-kind" aria-hidden="true">
                        <KindIcon focusable="false" />
                      </span>
                    )}
                    <span className="search-option-text">
                      <span className="item-title" translate="no">
                        <Highlight text={item.title} query={data.query} />
                      </span>
                      {item.secondary && (
                        <span className="muted item-secondary" translate="no">
                          <Highlight text={item.secondary} query={data.query} />
                        </span>
                      )}
                    </span>
                  </div>
                )
              })}
            </div>
          )
        })}
    </>
  )
}
