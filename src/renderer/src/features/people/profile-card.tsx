import './people.css'

import type { ProfileView } from '@shared/people'

import { FieldRow } from '../../ui/field-row'
import { DateText, GenericFields, GenericValue } from '../../ui/generic-value'
import { useNavigate } from '../navigation/navigation-store'
import { Avatar } from './avatar'

const FOLLOW_TABS: Record<string, 'followers' | 'following'> = { Followers: 'followers', Following: 'following' }

export function ProfileCard({ profile }: { profile: ProfileView }) {
  const navigate = useNavigate()
  const title = profile.name ?? profile.username ?? `User ${profile.userId}`
  const numeric = /^\d+$/.test(profile.userId)

  return (
    <section className="panel profile-card" aria-labelledby="profile-name">
      <div className="profile-head">
        <Avatar url={profile.avatarUrl} name={title} />
        <div>
          <h2 id="profile-name">{title}</h2>
          {profile.username && profile.username !== title && <p className="muted">@{profile.username}</p>}
          {profile.bio && <p className="profile-bio">{profile.bio}</p>}
        </div>
      </div>

      <dl className="generic-fields">
        {profile.email && <FieldRow term="Email">{profile.email}</FieldRow>}
        {profile.phone && <FieldRow term="Phone">{profile.phone}</FieldRow>}
        {profile.lastSeen && (
          <FieldRow term="Last seen">
            <DateText value={profile.lastSeen} />
          </FieldRow>
        )}
        <FieldRow term="User id">{profile.userId}</FieldRow>
      </dl>

      {profile.counts.length > 0 && (
        <ul className="counts" aria-label="Counts">
          {profile.counts.map((count) => {
            const tab = FOLLOW_TABS[count.label]
            const text = `${count.value.toLocaleString()} ${count.label.toLowerCase()}`
            return (
              <li key={count.label}>
                {tab && numeric ? (
                  <button type="button" className="button-quiet" onClick={() => navigate({ view: 'followers', userId: profile.userId, tab })}>
                    {text}
                  </button>
                ) : (
                  <span>{text}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}

      {Object.keys(profile.extra).length > 0 && (
        <>
          <h3>More about {title}</h3>
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
