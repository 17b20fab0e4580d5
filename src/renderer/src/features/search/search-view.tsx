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

import { invoke } from '../../platform'
import { appErrorOf, bridgeQuery, call } from '../../ui/bridge-query'
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

const SEARCH_CHANNELS = ['search:query'] as const

export const SEARCH_DEBOUNCE_MS = 200

type Option = { kind: 'result'; item: SearchItem; group: string } | { kind: 'recent'; text: string }

const typedInPasswordField = () => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'password'

export function SearchView() {
  const text = useSearchStore((s) => s.text)
  const setText = useSearchStore((s) => s.setText)
  const focusRequest = useSearchStore((s) => s.focusRequest)
  const recentOn = useSettingsStore((s) => s.settings?.recentSearchesEnabled ?? false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  // The placeholder says the field's shortcut the way the tooltip of any control would.
  const shortcut = useShortcut('go:find', 'Search users, projects and repositories')

  const trimmed = text.trim()
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS)
  // No title bar (no freshness to tell), but Go → Refresh this view runs the search again.
  useRefreshableChannels(SEARCH_CHANNELS)
  const results = useQuery({
    queryKey: ['search:query', debounced],
    queryFn: async () => {
      const view = await call('search:query', { query: debounced, remember: !typedInPasswordField() })
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
      <ViewHeading>Search</ViewHeading>
      <div className="search-box">
        <Search className="search-box-icon" aria-hidden="true" focusable="false" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search"
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
            label="Clear search"
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
              Retry
            </button>
          </div>
        ))}
      <div
        id={listId}
        role="listbox"
        aria-label={trimmed === '' ? 'Recent searches' : 'Search results'}
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
          Clear recent searches
        </button>
      )}
      {data && data.other !== null && trimmed !== '' && !shownError && (
        <section aria-label="Other results">
          <h2>Other results</h2>
          <GenericValue value={data.other} />
        </section>
      )}
    </div>
  )
}

function statusText(trimmed: string, data: SearchData | null, searching: boolean, slow: boolean, failed: boolean): string {
  if (trimmed === '' || failed) return ''
  if (searching && (slow || !data)) return slow ? 'Searching…' : ''
  if (!data) return ''
  if (data.total === 0 && data.other !== null) return `The platform answered “${data.query}” without a list of results; what it sent is below.`
  if (data.total === 0) return `No results for “${data.query}”.`
  return `${data.total.toLocaleString()} result${data.total === 1 ? '' : 's'} for “${data.query}”.`
}

interface OptionsProps {
  activeIndex: number
  optionId: (index: number) => string
  onOpen: (option: Option) => void
}

function RecentOptions({ options, activeIndex, optionId, onOpen }: OptionsProps & { options: Option[] }) {
  if (options.length === 0) return null
  return (
    // A listbox owns only groups and options: the group is named by aria-label, its visible title is decoration.
    <div role="group" aria-label="Recent searches">
      <div className="group-title" aria-hidden="true">
        Recent searches
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
  let index = 0
  return (
    <>
      {data.groups
        .filter((group) => group.items.length > 0)
        .map((group) => {
          const KindIcon = kindIcon(group)
          return (
            <div key={group.key} role="group" aria-label={`${group.label} (${group.count.toLocaleString()})`} className="search-group">
              <div className="group-title" aria-hidden="true">
                <KindIcon className="group-title-icon" focusable="false" />
                {group.label} <span className="count-badge">{group.count.toLocaleString()}</span>
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
                      <span className="item-title">
                        <Highlight text={item.title} query={data.query} />
                      </span>
                      {item.secondary && (
                        <span className="muted item-secondary">
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
