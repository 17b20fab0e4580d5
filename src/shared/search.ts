// View models of Search: results grouped by kind, each item with its best
// title, and what it opens (a profile, or a web page through main's checks).

export interface SearchItem {
  key: string
  title: string
  secondary: string | null
  /** Users open their profile. */
  userId?: string
  /** A user's username, for "Copy Username" in their context menu. */
  username?: string
  /** Anything else with a web address opens in the OS browser. */
  url?: string
}

export interface SearchGroup {
  key: string
  /** "Users", "Projects", "Repositories"… */
  label: string
  count: number
  items: SearchItem[]
}

export interface SearchModel {
  query: string
  groups: SearchGroup[]
  /** Results across every group (counts, not just what was sent). */
  total: number
  /** What could not be read as groups, for the generic view. */
  other: unknown
}

export const MAX_QUERY_LENGTH = 200
export const MAX_RECENT_SEARCHES = 10
