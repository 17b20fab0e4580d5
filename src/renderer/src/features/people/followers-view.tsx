import './people.css'

import { useQuery } from '@tanstack/react-query'
import { SearchX, Users } from 'lucide-react'
import { type KeyboardEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react'

import type { FollowersModel, PersonEntry } from '@shared/people'
import type { FollowTab } from '@shared/routes'

import { defineMessages, type Message, useIntl } from '../../i18n'
import { bridgeQuery } from '../../ui/bridge-query'
import { EmptyState } from '../../ui/empty-state'
import { QueryFrame } from '../../ui/query-frame'
import { useLastSeen } from '../../ui/use-last-seen'
import { useWhenIdle } from '../../ui/use-when-idle'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { selectCurrentEntry, useNavigationStore } from '../navigation/navigation-store'
import { filterPeople, lazySearchIndex } from './filter-people'
import { type FollowChanges, followChanges } from './follow-changes'
import { PersonList } from './person-list'
import { useOwnUserId } from './use-own-user-id'

const messages = defineMessages({
  title: { id: 'people.followers.title', defaultMessage: 'Followers', description: 'Followers: the view’s title.' },
  noOwnId: {
    id: 'people.followers.noOwnId',
    defaultMessage:
      'The platform did not say which user you are signed in as, so your followers cannot be listed. Open a profile by id, then its followers.',
    description: 'Followers: shown instead of the person’s own followers when the platform did not say who they are.'
  },
  user: {
    id: 'people.followers.user',
    defaultMessage: 'user {id}',
    description:
      'Followers: stands for a person the platform gave no name, in {name} of the line below the title; {id} is the user id.'
  },
  intro: {
    id: 'people.followers.intro',
    defaultMessage: 'People following {name}, and whom {name} follows.',
    description: 'Followers: the line under the title; {name} is the person’s name.'
  },
  what: {
    id: 'people.followers.what',
    defaultMessage: 'the followers',
    description:
      'Followers: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the followers: …”).'
  },
  followersTab: {
    id: 'people.followers.tab.followers',
    defaultMessage: 'Followers',
    description: 'Followers: the tab (and list) of people following this person.'
  },
  followingTab: {
    id: 'people.followers.tab.following',
    defaultMessage: 'Following',
    description: 'Followers: the tab (and list) of people this person follows.'
  },
  tabs: {
    id: 'people.followers.tabs',
    defaultMessage: 'Followers and following',
    description: 'Followers: the accessible name of the two tabs.'
  },
  filterFollowers: {
    id: 'people.followers.filter.followers',
    defaultMessage: 'Filter followers',
    description: 'Followers: the label of the filter field on the Followers tab.'
  },
  filterFollowing: {
    id: 'people.followers.filter.following',
    defaultMessage: 'Filter following',
    description: 'Followers: the label of the filter field on the Following tab.'
  },
  matches: {
    id: 'people.followers.matches',
    defaultMessage:
      '{shown, plural, one {# of {total, number} match “{filter}”.} other {# of {total, number} match “{filter}”.}}',
    description:
      'Followers: the status line while filtering; {shown} is how many match, {total} how many are listed, {filter} the filter text.'
  },
  partial: {
    id: 'people.followers.partial',
    defaultMessage:
      '{listed, plural, one {# people listed, and {more, number} more.} other {# people listed, and {more, number} more.}}',
    description:
      'Followers: the status line when the platform listed only some; {listed} is how many are listed, {more} how many it did not list.'
  },
  count: {
    id: 'people.followers.count',
    defaultMessage: '{count, plural, one {# person.} other {# people.}}',
    description: 'Followers: the status line; {count} is how many people are listed.'
  },
  noFollowers: {
    id: 'people.followers.noFollowers',
    defaultMessage: 'No followers yet.',
    description: 'Followers: the empty Followers tab.'
  },
  noFollowing: {
    id: 'people.followers.noFollowing',
    defaultMessage: 'Not following anyone yet.',
    description: 'Followers: the empty Following tab.'
  },
  newFollowers: {
    id: 'people.followers.changes.newFollowers',
    defaultMessage: '{count, plural, one {# new follower} other {# new followers}}',
    description:
      'Followers tab: since the person last looked at this list, how many people started following (e.g. “3 new followers · 1 stopped following”).'
  },
  stoppedFollowing: {
    id: 'people.followers.changes.stoppedFollowing',
    defaultMessage: '{count, plural, one {# stopped following} other {# stopped following}}',
    description: 'Followers tab: since the person last looked at this list, how many people stopped following.'
  },
  newFollowing: {
    id: 'people.followers.changes.newFollowing',
    defaultMessage: '{count, plural, one {# newly followed} other {# newly followed}}',
    description:
      'Following tab: since the person last looked at this list, how many people this person started following (e.g. “2 newly followed · 1 unfollowed”).'
  },
  unfollowed: {
    id: 'people.followers.changes.unfollowed',
    defaultMessage: '{count, plural, one {# unfollowed} other {# unfollowed}}',
    description:
      'Following tab: since the person last looked at this list, how many people this person stopped following.'
  },
  changesLine: {
    id: 'people.followers.changes.line',
    defaultMessage: '{changes} since you last looked.',
    description:
      'Followers and Following: the line above the list saying what changed since the person last looked; {changes} is one or two counts joined (“3 new followers · 1 stopped following”).'
  },
  markNew: {
    id: 'people.followers.mark.new',
    defaultMessage: 'New',
    description: 'Followers and Following: the mark on a person who is in the list since the person last looked at it.'
  },
  markGone: {
    id: 'people.followers.mark.gone',
    defaultMessage: 'No longer in this list',
    description:
      'Followers and Following: the mark on a person shown from the last look who is not in the list any more (stopped following, or unfollowed).'
  },
  noMatch: {
    id: 'people.followers.noMatch',
    defaultMessage: 'Nobody matches the filter.',
    description: 'Followers: the list when the filter matches no one.'
  }
})

const TABS: { id: FollowTab; label: Message }[] = [
  { id: 'followers', label: messages.followersTab },
  { id: 'following', label: messages.followingTab }
]

export function FollowersView({ userId, tab }: { userId?: string | undefined; tab: FollowTab }) {
  const intl = useIntl()
  const own = useOwnUserId()
  const id = userId ?? own
  return (
    <div className="view view-wide">
      <ViewTitleBar channels={['people:followers']}>{intl.formatMessage(messages.title)}</ViewTitleBar>
      {id === null ? <p>{intl.formatMessage(messages.noOwnId)}</p> : <UserFollowers userId={id} tab={tab} />}
    </div>
  )
}

function UserFollowers({ userId, tab }: { userId: string; tab: FollowTab }) {
  const intl = useIntl()
  const followers = bridgeQuery('people:followers', { userId })
  const query = useQuery(followers)
  const lastSeen = useLastSeen<FollowersModel>(followers.queryKey, query.data)
  const profile = useQuery(bridgeQuery('people:profile', { userId }))
  const name = profile.data?.name ?? profile.data?.username ?? intl.formatMessage(messages.user, { id: userId })
  return (
    <>
      <p className="muted">{intl.formatMessage(messages.intro, { name })}</p>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)} rows={6}>
        {(data) => <FollowerTabs data={data} tab={tab} lastSeen={lastSeen} />}
      </QueryFrame>
    </>
  )
}

function FollowerTabs({
  data,
  tab,
  lastSeen
}: {
  data: FollowersModel
  tab: FollowTab
  /** The lists as the person last saw them: who is new and who is gone since. */
  lastSeen: FollowersModel | undefined
}) {
  const intl = useIntl()
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
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length
    const target = TABS[next]
    if (target) choose(target.id)
    tabRefs.current[next]?.focus()
  }
  const counts: Record<FollowTab, number> = { followers: data.followersCount, following: data.followingCount }

  return (
    <>
      <div role="tablist" aria-label={intl.formatMessage(messages.tabs)} className="tabs">
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
            {intl.formatMessage(t.label)} <span className="count-badge">{intl.formatNumber(counts[t.id])}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {/* Keyed by tab: each list keeps its own filter and place. */}
        <FilteredPeople
          key={tab}
          tab={tab}
          entries={tab === 'followers' ? data.followers : data.following}
          before={lastSeen?.userId === data.userId ? lastSeen[tab] : undefined}
          total={counts[tab]}
        />
      </div>
    </>
  )
}

function FilteredPeople({
  tab,
  entries: listed,
  before,
  total
}: {
  tab: FollowTab
  entries: PersonEntry[]
  before: PersonEntry[] | undefined
  total: number
}) {
  const intl = useIntl()
  const changes = useMemo(() => followChanges(before, listed), [before, listed])
  const entries = changes?.entries ?? listed
  const marks = useMemo(() => {
    if (!changes) return undefined
    const words = { new: intl.formatMessage(messages.markNew), gone: intl.formatMessage(messages.markGone) }
    return new Map([...changes.marks].map(([key, mark]) => [key, words[mark]]))
  }, [changes, intl])
  const navigate = useNavigationStore((s) => s.navigate)
  const remember = useNavigationStore((s) => s.remember)
  // Read once: where this list was when the person last left it (Back restores it).
  const [initial] = useState(() => {
    const memo = selectCurrentEntry(useNavigationStore.getState()).memo[tab] as
      { filter?: string; scrollTop?: number; active?: number } | undefined
    return { filter: memo?.filter ?? '', scrollTop: memo?.scrollTop ?? 0, active: memo?.active ?? 0 }
  })
  const [filter, setFilter] = useState(initial.filter)
  const place = useRef({ scrollTop: initial.scrollTop, active: initial.active })
  // Typing stays responsive: the list catches up with the filter when React has time.
  const deferred = useDeferredValue(filter)
  const index = useMemo(() => lazySearchIndex(entries), [entries])
  useWhenIdle(index)
  const shown = useMemo(() => filterPeople(entries, index, deferred), [entries, index, deferred])
  const filterId = useId()
  const label = intl.formatMessage(tab === 'followers' ? messages.followersTab : messages.followingTab)

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
        <label htmlFor={filterId}>
          {intl.formatMessage(tab === 'followers' ? messages.filterFollowers : messages.filterFollowing)}
        </label>
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
      {changes && <p className="follow-changes">{changesLine(intl, tab, changes)}</p>}
      <p className="muted" role="status" aria-live="polite">
        {deferred.trim()
          ? intl.formatMessage(messages.matches, {
              shown: shown.length,
              total: entries.length,
              filter: deferred.trim()
            })
          : listed.length < total
            ? intl.formatMessage(messages.partial, { listed: listed.length, more: total - listed.length })
            : intl.formatMessage(messages.count, { count: listed.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={entries.length === 0 ? Users : SearchX}>
          {intl.formatMessage(
            entries.length === 0
              ? tab === 'followers'
                ? messages.noFollowers
                : messages.noFollowing
              : messages.noMatch
          )}
        </EmptyState>
      ) : (
        <PersonList
          showing={deferred}
          label={label}
          entries={shown}
          onOpen={open}
          initial={() => place.current}
          onPlace={(next) => save(next)}
          marks={marks}
        />
      )}
    </div>
  )
}

/** "3 new followers · 1 stopped following since you last looked." */
function changesLine(intl: ReturnType<typeof useIntl>, tab: FollowTab, changes: FollowChanges): string {
  const [addedWords, goneWords] =
    tab === 'followers'
      ? [messages.newFollowers, messages.stoppedFollowing]
      : [messages.newFollowing, messages.unfollowed]
  const parts = [
    ...(changes.added > 0 ? [intl.formatMessage(addedWords, { count: changes.added })] : []),
    ...(changes.gone > 0 ? [intl.formatMessage(goneWords, { count: changes.gone })] : [])
  ]
  return intl.formatMessage(messages.changesLine, { changes: parts.join(' · ') })
}
