import type { ViewId } from '@shared/views'

export const viewLabels: Record<ViewId, string> = {
  profile: 'Profile',
  followers: 'Followers',
  search: 'Search',
  status: 'Status',
  notifications: 'Notifications',
  account: 'Account',
  settings: 'Settings'
}
