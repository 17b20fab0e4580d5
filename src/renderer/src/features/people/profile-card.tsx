import './people.css'

import { Clock, Hash, type LucideIcon, Mail, Phone } from 'lucide-react'

import type { CountView, ProfileView } from '@shared/people'

import { FieldRow } from '../../ui/field-row'
import { DateText, GenericFields, GenericValue } from '../../ui/generic-value'
import { useNavigate } from '../navigation/navigation-store'
import { Avatar } from './avatar'

const FOLLOW_TABS: Record<string, 'followers' | 'following'> = { Followers: 'followers', Following: 'following' }

/** The person first: a large picture, name, handle and bio, their counts (Followers and Following open those lists), then the details. */
export function ProfileCard({ profile }: { profile: ProfileView }) {
  const title = profile.name ?? profile.username ?? `User ${profile.userId}`
  const numeric = /^\d+$/.test(profile.userId)

  return (
    <section className="card profile-card" aria-labelledby="profile-name">
      <div className="profile-head">
        <Avatar url={profile.avatarUrl} name={title} size="xl" />
        <div className="profile-identity">
          <h2 id="profile-name">{title}</h2>
          {profile.username && profile.username !== title && <p className="profile-handle">@{profile.username}</p>}
          {profile.bio && <p className="profile-bio">{profile.bio}</p>}
          {profile.counts.length > 0 && (
            <ul className="profile-counts" aria-label="Counts">
              {profile.counts.map((count) => (
                <li key={count.label}>
                  <ProfileCount count={count} userId={profile.userId} opens={numeric} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <dl className="generic-fields profile-facts">
        {profile.email && <FieldRow term={<Term icon={Mail}>Email</Term>}>{profile.email}</FieldRow>}
        {profile.phone && <FieldRow term={<Term icon={Phone}>Phone</Term>}>{profile.phone}</FieldRow>}
        {profile.lastSeen && (
          <FieldRow term={<Term icon={Clock}>Last seen</Term>}>
            <DateText value={profile.lastSeen} />
          </FieldRow>
        )}
        <FieldRow term={<Term icon={Hash}>User id</Term>}>{profile.userId}</FieldRow>
      </dl>

      {Object.keys(profile.extra).length > 0 && (
        <>
          <h3 className="profile-more">More about {title}</h3>
          <GenericFields fields={profile.extra} />
        </>
      )}
      {profile.unexpected !== undefined && (
        <>
          <p className="muted">The platform described this user in a form Platform Desktop does not know; here is what it sent.</p>
          <GenericValue value={profile.unexpected} />
        </>
      )}
    </section>
  )
}

/** "6 followers": the number large, the word small; Followers and Following open that list. */
function ProfileCount({ count, userId, opens }: { count: CountView; userId: string; opens: boolean }) {
  const navigate = useNavigate()
  const tab = FOLLOW_TABS[count.label]
  const content = (
    <>
      <span className="profile-count-value">{count.value.toLocaleString()}</span> <span className="profile-count-label">{count.label.toLowerCase()}</span>
    </>
  )
  if (!tab || !opens) return <span className="profile-count">{content}</span>
  return (
    <button type="button" className="profile-count profile-count-link" onClick={() => navigate({ view: 'followers', userId, tab })}>
      {content}
    </button>
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
