// View models of the People feature: what main hands the renderer after
// reading whatever shape a platform sent (docs/architecture.md, From a request to a view model).

/** The counts the app knows by name: the page words them in the person's language (and Followers and Following open their lists). */
export const countKinds = ['followers', 'following', 'repositories', 'projects', 'stars'] as const
export type CountKind = (typeof countKinds)[number]

export interface CountModel {
  /** "Followers", "Open issues"… as the platform named it, normalised for display: the platform's word, shown when the kind is not one we know. */
  label: string
  value: number
  /** Which known count this is, or null for one only the platform names. */
  kind: CountKind | null
}

export interface ProfileModel {
  userId: string
  name: string | null
  username: string | null
  email: string | null
  phone: string | null
  avatarUrl: string | null
  bio: string | null
  /** As the platform wrote it (usually ISO); the renderer formats it. */
  lastSeen: string | null
  counts: CountModel[]
  /** Every other field, bounded, for the generic view. */
  extra: Record<string, unknown>
  /** The whole body when it was not an object at all. */
  unexpected?: unknown
}

export interface ActivityItem {
  key: string
  title: string
  secondary: string | null
  date: string | null
  url: string | null
}

export interface ActivityGroup {
  key: string
  label: string
  count: number
  items: ActivityItem[]
}

export interface ActivityModel {
  userId: string
  groups: ActivityGroup[]
  /** What could not be read as groups of items, for the generic view. */
  other: unknown
}

/** One follower or followed account, trimmed to what a row shows. */
export interface PersonEntry {
  key: string
  /** Present when the row can open a profile. */
  id?: string
  label: string
  secondary?: string
  /** The username, when the platform sent one: "Copy Username" in the row's context menu. */
  username?: string
}

export interface FollowersModel {
  userId: string
  followers: PersonEntry[]
  following: PersonEntry[]
  followersCount: number
  followingCount: number
}
