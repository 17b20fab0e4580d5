import { useQuery } from '@tanstack/react-query'

import { appErrorOf, bridgeQuery } from '../../ui/bridge-query'
import { QueryFrame } from '../../ui/query-frame'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { ActivitySection } from './activity-section'
import { OpenUserControl } from './open-user-control'
import { ProfileCard } from './profile-card'
import { useOwnUserId } from './use-own-user-id'

/** A user's profile and activity; without a userId, the signed-in user's own. */
export function ProfileView({ userId }: { userId?: string | undefined }) {
  const own = useOwnUserId()
  const id = userId ?? own
  return (
    <div className="view">
      <ViewTitleBar channels={['people:profile', 'people:activity']} actions={<OpenUserControl />}>
        Profile
      </ViewTitleBar>
      {id === null ? (
        <p>The platform did not say which user you are signed in as, so your own profile cannot be shown. Open any user by id with “Open user…” beside Refresh.</p>
      ) : (
        <UserProfile userId={id} />
      )}
    </div>
  )
}

function UserProfile({ userId }: { userId: string }) {
  const query = useQuery(bridgeQuery('people:profile', { userId }))
  // No such user: one sentence is enough, not a second one from the activity.
  const unknown = query.data === undefined && query.isError && appErrorOf(query.error).kind === 'not-found'
  return (
    <>
      <QueryFrame query={query} what="the profile">
        {(profile) => <ProfileCard profile={profile} />}
      </QueryFrame>
      {!unknown && <ActivitySection userId={userId} />}
    </>
  )
}
