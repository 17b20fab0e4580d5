import './people.css'

import { useQuery } from '@tanstack/react-query'
import { SearchX, Users } from 'lucide-react'
import { type KeyboardEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react'

import type { FollowersView as FollowersData, PersonEntry } from '@shared/people'
import type { FollowTab } from '@shared/routes'

import { bridgeQuery } from '../../ui/bridge-query'
import { EmptyState } from '../../ui/empty-state'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { selectCurrentEntry, useNavigationStore } from '../navigation/navigation-store'
import { filterPeople, searchTexts } from './filter-people'
import { PersonList } from './person-list'
import { useOwnUserId } from './use-own-user-id'

const TABS: { id: FollowTab; label: string }[] = [
  { id: 'followers', label: 'Followers' },
  { id: 'following', label: 'Following' }
]

export function FollowersView({ userId, tab }: { userId?: string | undefined; tab: FollowTab }) {
  const own = useOwnUserId()
  const id = userId ?? own
  return (
    <div className="view view-wide">
      <ViewTitleBar channels={['people:followers']}>Followers</ViewTitleBar>
      {id === null ? (
        <p>The platform did not say which user you are signed in as, so your followers cannot be listed. Open a profile by id, then its followers.</p>
      ) : (
        <UserFollowers userId={id} tab={tab} />
      )}
    </div>
  )
}

function UserFollowers({ userId, tab }: { userId: string; tab: FollowTab }) {
  const query = useQuery(bridgeQuery('people:followers', { userId }))
  const profile = useQuery(bridgeQuery('people:profile', { userId }))
  const name = profile.data?.name ?? profile.data?.username ?? `user ${userId}`
  return (
    <>
      <p className="muted">
        People following {name}, and whom {name} follows.
      </p>
      <QueryFrame query={query} what="the followers" rows={6}>
        {(data) => <FollowerTabs data={data} tab={tab} />}
      </QueryFrame>
    </>
  )
}

function FollowerTabs({ data, tab }: { data: FollowersData; tab: FollowTab }) {
  const replace = useNavigationStore((s) => s.replace)
  const route = useNavigationStore((s) => selectCurrentEntry(s).route)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const choose = (next: FollowTab) => {
    if (route.view === 'followers') replace({ ...route, tab: next })
  }
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return
    event.preventDefault()
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length
    const target = TABS[next]
    if (target) choose(target.id)
    tabRefs.current[next]?.focus()
  }
  const counts: Record<FollowTab, number> = { followers: data.followersCount, following: data.followingCount }

  return (
    <>
      <div role="tablist" aria-label="Followers and following" className="tabs">
        {TABS.map((t, index) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={t.id === tab ? 0 : -1}
            className="tab"
            onClick={() => choose(t.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t.label} <span className="count-badge">{counts[t.id].toLocaleString()}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {/* Keyed by tab: each list keeps its own filter and place. */}
        <FilteredPeople key={tab} tab={tab} entries={tab === 'followers' ? data.followers : data.following} total={counts[tab]} />
      </div>
    </>
  )
}

function FilteredPeople({ tab, entries, total }: { tab: FollowTab; entries: PersonEntry[]; total: number }) {
  const navigate = useNavigationStore((s) => s.navigate)
  const remember = useNavigationStore((s) => s.remember)
  // Read once: where this list was when the person last left it (Back restores it).
  const [initial] = useState(() => {
    const memo = selectCurrentEntry(useNavigationStore.getState()).memo[tab] as { filter?: string; scrollTop?: number; active?: number } | undefined
    return { filter: memo?.filter ?? '', scrollTop: memo?.scrollTop ?? 0, active: memo?.active ?? 0 }
  })
  const [filter, setFilter] = useState(initial.filter)
  const place = useRef({ scrollTop: initial.scrollTop, active: initial.active })
  // Typing stays responsive: the list catches up with the filter when React has time.
  const deferred = useDeferredValue(filter)
  const texts = useMemo(() => searchTexts(entries), [entries])
  const shown = useMemo(() => filterPeople(entries, texts, deferred), [entries, texts, deferred])
  const filterId = useId()
  const label = tab === 'followers' ? 'Followers' : 'Following'

  const save = (next: Partial<{ filter: string; scrollTop: number; active: number }>) => {
    place.current = { ...place.current, ...next }
    remember({ [tab]: { filter, ...place.current, ...next } })
  }
  const open = (entry: PersonEntry) => {
    if (entry.id) navigate({ view: 'profile', userId: entry.id })
  }

  return (
    <div className="people">
      <div className="field filter-field">
        <label htmlFor={filterId}>Filter {label.toLowerCase()}</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setFilter(event.target.value)
            // A new filter starts at the top of its results.
            save({ filter: event.target.value, scrollTop: 0, active: 0 })
          }}
        />
      </div>
      <p className="muted" role="status" aria-live="polite">
        {deferred.trim()
          ? `${shown.length.toLocaleString()} of ${entries.length.toLocaleString()} match “${deferred.trim()}”.`
          : entries.length < total
            ? `${entries.length.toLocaleString()} people listed, and ${(total - entries.length).toLocaleString()} more.`
            : `${entries.length.toLocaleString()} ${entries.length === 1 ? 'person' : 'people'}.`}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={entries.length === 0 ? Users : SearchX}>
          {entries.length === 0 ? (tab === 'followers' ? 'No followers yet.' : 'Not following anyone yet.') : 'Nobody matches the filter.'}
        </EmptyState>
      ) : (
        <PersonList key={deferred} label={label} entries={shown} onOpen={open} initial={() => place.current} onPlace={(next) => save(next)} />
      )}
    </div>
  )
}
