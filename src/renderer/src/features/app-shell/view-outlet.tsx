import type { Route } from '@shared/routes'

import { AccountView } from '../account-info/account-view'
import { NotificationsView } from '../notifications/notifications-view'
import { FollowersView } from '../people/followers-view'
import { ProfileView } from '../people/profile-view'
import { SearchView } from '../search/search-view'
import { SettingsView } from '../settings/settings-view'
import { StatusView } from '../status/status-view'
import { UpdatesView } from '../status/updates-view'

export function ViewOutlet({ route }: { route: Route }) {
  switch (route.view) {
    case 'account':
      return <AccountView />
    case 'settings':
      return <SettingsView />
    case 'profile':
      return <ProfileView userId={route.userId} />
    case 'followers':
      return <FollowersView userId={route.userId} tab={route.tab ?? 'followers'} />
    case 'search':
      return <SearchView />
    case 'status':
      return <StatusView />
    case 'notifications':
      return <NotificationsView item={route.item} />
    case 'updates':
      return <UpdatesView />
    default:
      // A view of the table (src/shared/views.ts) without its case here does not compile.
      return route satisfies never
  }
}
