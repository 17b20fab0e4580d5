import './people.css'

import { Clock, Hash, type LucideIcon, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { NUMERIC_ID } from '@shared/ids'
import type { CountKind, CountModel, ProfileModel } from '@shared/people'

import { defineMessages, type Message, useIntl } from '../../i18n'
import { FieldRow } from '../../ui/field-row'
import { DateText, GenericFields, GenericValue } from '../../ui/generic-value'
import { useNavigate } from '../navigation/navigation-store'
import { Avatar } from './avatar'

const messages = defineMessages({
  user: {
    id: 'people.profile.user',
    defaultMessage: 'User {id}',
    description: 'Profile: the name shown for a user the platform gave no name; {id} is the user id.'
  },
  handle: {
    id: 'people.profile.handle',
    defaultMessage: '@{username}',
    description: 'Profile: the person’s handle under the name; {username} is the user name.'
  },
  counts: {
    id: 'people.profile.counts',
    defaultMessage: 'Counts',
    description: 'Profile: the accessible name of the list of counts (followers, following…).'
  },
  email: { id: 'people.profile.email', defaultMessage: 'Email', description: 'Profile: a detail’s name.' },
  phone: { id: 'people.profile.phone', defaultMessage: 'Phone', description: 'Profile: a detail’s name.' },
  lastSeen: {
    id: 'people.profile.lastSeen',
    defaultMessage: 'Last seen',
    description: 'Profile: a detail’s name; its value is a date.'
  },
  userId: { id: 'people.profile.userId', defaultMessage: 'User id', description: 'Profile: a detail’s name.' },
  more: {
    id: 'people.profile.more',
    defaultMessage: 'More about {name}',
    description: 'Profile: the heading over other fields the platform sent; {name} is the person’s name.'
  },
  change: {
    id: 'people.profile.count.change',
    defaultMessage: '{signed} since your last visit',
    description:
      'Profile: beside a count, how much it changed since the person last looked at this profile; {signed} is the change with its sign (“+3”, “−1”).'
  },
  unexpected: {
    id: 'people.profile.unexpected',
    defaultMessage: 'The platform described this user in a form Platform Desktop does not know; here is what it sent.',
    description: 'Profile: above the platform’s raw answer when it could not be read as a profile.'
  }
})

/** The counts the app knows, in the person's words: the number (in <n>) large, the word small, as the language orders them. */
const countWords: Record<CountKind, Message> = defineMessages({
  followers: {
    id: 'people.profile.count.followers',
    defaultMessage: '{count, plural, one {<n>#</n> follower} other {<n>#</n> followers}}',
    description:
      'Profile: how many people follow this person, a link to the list; <n>…</n> wraps the number, shown large.'
  },
  following: {
    id: 'people.profile.count.following',
    defaultMessage: '{count, plural, one {<n>#</n> following} other {<n>#</n> following}}',
    description:
      'Profile: how many people this person follows, a link to the list; <n>…</n> wraps the number, shown large.'
  },
  repositories: {
    id: 'people.profile.count.repositories',
    defaultMessage: '{count, plural, one {<n>#</n> repository} other {<n>#</n> repositories}}',
    description: 'Profile: how many repositories this person has; <n>…</n> wraps the number, shown large.'
  },
  projects: {
    id: 'people.profile.count.projects',
    defaultMessage: '{count, plural, one {<n>#</n> project} other {<n>#</n> projects}}',
    description: 'Profile: how many projects this person has; <n>…</n> wraps the number, shown large.'
  },
  stars: {
    id: 'people.profile.count.stars',
    defaultMessage: '{count, plural, one {<n>#</n> star} other {<n>#</n> stars}}',
    description: 'Profile: how many stars this person has; <n>…</n> wraps the number, shown large.'
  }
})

/** The counts that open a list of people. */
const FOLLOW_TABS: Partial<Record<CountKind, 'followers' | 'following'>> = {
  followers: 'followers',
  following: 'following'
}

/** The person first: a large picture, name, handle and bio, their counts (Followers and Following open those lists), then the details. */
export function ProfileCard({
  profile,
  lastSeen
}: {
  profile: ProfileModel
  /** The profile as the person last saw it: each count says how much it changed since. */
  lastSeen?: ProfileModel | undefined
}) {
  const intl = useIntl()
  // The platform's name for the person is data (translate="no"); the stand-in when it gave none is the app's words.
  const platformTitle = profile.name ?? profile.username ?? null
  const title = platformTitle ?? intl.formatMessage(messages.user, { id: profile.userId })
  // The ids main's people:followers takes (@shared/ids): a longer one would open an error, not a list.
  const numeric = NUMERIC_ID.test(profile.userId)

  return (
    <section className="card profile-card" aria-labelledby="profile-name">
      <div className="profile-head">
        <Avatar url={profile.avatarUrl} name={title} size="xl" />
        <div className="profile-identity">
          <h2 id="profile-name" translate={platformTitle === null ? undefined : 'no'}>
            {title}
          </h2>
          {profile.username && profile.username !== title && (
            <p className="profile-handle" translate="no">
              {intl.formatMessage(messages.handle, { username: profile.username })}
            </p>
          )}
          {profile.bio && (
            <p className="profile-bio" translate="no">
              {profile.bio}
            </p>
          )}
          {profile.counts.length > 0 && (
            <ul className="profile-counts" aria-label={intl.formatMessage(messages.counts)}>
              {profile.counts.map((count) => (
                <li key={count.label}>
                  <ProfileCount count={count} userId={profile.userId} opens={numeric} />
                  <CountChange count={count} lastSeen={lastSeen} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <dl className="generic-fields profile-facts">
        {profile.email && (
          <FieldRow term={<Term icon={Mail}>{intl.formatMessage(messages.email)}</Term>}>
            <span translate="no">{profile.email}</span>
          </FieldRow>
        )}
        {profile.phone && (
          <FieldRow term={<Term icon={Phone}>{intl.formatMessage(messages.phone)}</Term>}>
            <span translate="no">{profile.phone}</span>
          </FieldRow>
        )}
        {profile.lastSeen && (
          <FieldRow term={<Term icon={Clock}>{intl.formatMessage(messages.lastSeen)}</Term>}>
            <DateText value={profile.lastSeen} />
          </FieldRow>
        )}
        <FieldRow term={<Term icon={Hash}>{intl.formatMessage(messages.userId)}</Term>}>
          <span translate="no">{profile.userId}</span>
        </FieldRow>
      </dl>

      {Object.keys(profile.extra).length > 0 && (
        <>
          <h3 className="profile-more">{intl.formatMessage(messages.more, { name: title })}</h3>
          <GenericFields fields={profile.extra} />
        </>
      )}
      {profile.unexpected !== undefined && (
        <>
          <p className="muted">{intl.formatMessage(messages.unexpected)}</p>
          <GenericValue value={profile.unexpected} />
        </>
      )}
    </section>
  )
}

/** "6 followers": the number large, the word small; Followers and Following open that list. */
function ProfileCount({ count, userId, opens }: { count: CountModel; userId: string; opens: boolean }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const tab = count.kind ? FOLLOW_TABS[count.kind] : undefined
  const content =
    count.kind !== null ? (
      <span className="profile-count-label">
        {intl.formatMessage(countWords[count.kind], {
          count: count.value,
          n: (chunks: ReactNode[]) => (
            <span key="n" className="profile-count-value">
              {chunks}
            </span>
          )
        })}
      </span>
    ) : (
      // A count only the platform names: its number, and its word as the platform sent it.
      <>
        <span className="profile-count-value">{intl.formatNumber(count.value)}</span>{' '}
        <span className="profile-count-label" translate="no">
          {count.label.toLocaleLowerCase(intl.locale)}
        </span>
      </>
    )
  if (!tab || !opens) return <span className="profile-count">{content}</span>
  return (
    <button
      type="button"
      className="profile-count profile-count-link"
      onClick={() => navigate({ view: 'followers', userId, tab })}
    >
      {content}
    </button>
  )
}

/** "+3 since your last visit" beside a count that changed; nothing at a first look or when it is the same. */
function CountChange({ count, lastSeen }: { count: CountModel; lastSeen: ProfileModel | undefined }) {
  const intl = useIntl()
  const before = lastSeen?.counts.find((seen) => seen.label === count.label && seen.kind === count.kind)
  if (before === undefined || before.value === count.value) return null
  const change = count.value - before.value
  return (
    <span className="profile-count-change">
      {intl.formatMessage(messages.change, { signed: intl.formatNumber(change, { signDisplay: 'always' }) })}
    </span>
  )
}

/** A detail's name with its decorative icon; the words stay the term. */
function Term({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <>
      <Icon className="profile-term-icon" aria-hidden="true" focusable="false" />
      {children}
    </>
  )
}
