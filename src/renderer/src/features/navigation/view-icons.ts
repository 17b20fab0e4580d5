import { Activity, Bell, type LucideIcon, Newspaper, Search, Settings, User, UserCog, Users } from 'lucide-react'

import type { ViewId } from '@shared/views'

/** One icon per view, beside its name in the navigation and alone when the window is narrow. */
export const viewIcons: Record<ViewId, LucideIcon> = {
  profile: User,
  followers: Users,
  search: Search,
  status: Activity,
  notifications: Bell,
  account: UserCog,
  settings: Settings,
  updates: Newspaper
}
