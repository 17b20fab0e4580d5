import { Activity, Bell, type LucideIcon, Newspaper, Search, Settings, User, UserCog, Users } from 'lucide-react'

import { type ViewIconName, type ViewId, views } from '@shared/views'

/** The component for each icon the view table names (src/shared/views.ts): a view naming one missing here does not compile. */
export const iconsByName: Record<ViewIconName, LucideIcon> = {
  Activity,
  Bell,
  Newspaper,
  Search,
  Settings,
  User,
  UserCog,
  Users
}

/** A view's icon, beside its name in the navigation and alone when the window is narrow. */
export const viewIcon = (view: ViewId): LucideIcon => iconsByName[views[view].icon]
