import { useQuery } from '@tanstack/react-query'

import type { ProfileModel } from '@shared/people'

import { defineMessages, useIntl } from '../../i18n'
import { appErrorOf, bridgeQuery } from '../../ui/bridge-query'
import { QueryFrame } from '../../ui/query-frame'
import { useLastSeen } from '../../ui/use-last-seen'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { ActivitySection } from './activity-section'
import { OpenUserControl } from './open-user-control'
import { ProfileCard } from './profile-card'
import { useOwnUserId } from './use-own-user-id'

const messages = defineMessages({
  title: { id: 'people.profile.title', defaultMessage: 'Profile', description: 'Profile: the view’s title.' },
  titleOf: {
    id: 'people.profile.titleOf',
    defaultMessage: 'Profile of {name}',
    description:
      'Profile: the view’s title when it shows someone else’s profile; {name} is their name (or username) as the platform sent it.'
  },
  noOwnId: {
    id: 'people.profile.noOwnId',
    defaultMessage:
      'The platform did not say which user you are signed in as, so your own profile cannot be shown. Open anyone by name or id with “Open user…” beside Refresh.',
    description:
      'Profile: shown instead of the person’s own profile when the platform did not say who they are; “Open user…” and “Refresh” are the title bar’s buttons.'
  },
  what: {
    id: 'people.profile.what',
    defaultMessage: 'the profile',
    description:
      'Profile: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh the profile: …”).'
  }
})

/** A user's profile and activity; without a userId, the signed-in user's own. */
export function ProfileView({ userId }: { userId?: string | undefined }) {
  const intl = useIntl()
  const own = useOwnUserId()
  const id = userId ?? own
  return (
    <div className="view">
      <ViewTitleBar channels={['people:profile', 'people:activity']} actions={<OpenUserControl />}>
        {id !== null && id !== own ? <OtherProfileTitle userId={id} /> : intl.formatMessage(messages.title)}
      </ViewTitleBar>
      {id === null ? <p>{intl.formatMessage(messages.noOwnId)}</p> : <UserProfile userId={id} />}
    </div>
  )
}

/** Someone else's profile names them once the platform has (the same query as the card: one request). */
function OtherProfileTitle({ userId }: { userId: string }) {
  const intl = useIntl()
  const profile = useQuery(bridgeQuery('people:profile', { userId })).data
  const name = profile?.name ?? profile?.username ?? null
  if (name === null) return intl.formatMessage(messages.title)
  return intl.formatMessage(messages.titleOf, { name: <span translate="no">{name}</span> })
}

function UserProfile({ userId }: { userId: string }) {
  const intl = useIntl()
  const profile = bridgeQuery('people:profile', { userId })
  const query = useQuery(profile)
  const lastSeen = useLastSeen<ProfileModel>(profile.queryKey, query.data)
  // No such user: one sentence is enough, not a second one from the activity.
  const unknown = query.data === undefined && query.isError && appErrorOf(query.error).kind === 'not-found'
  return (
    <>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(data) => <ProfileCard profile={data} lastSeen={lastSeen?.userId === data.userId ? lastSeen : undefined} />}
      </QueryFrame>
      {!unknown && <ActivitySection userId={userId} />}
    </>
  )
}
