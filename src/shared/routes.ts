// Navigation targets with their parameters (DESIGN.md §4a). Back/forward,
// deep links, menu items and "open this user" all go through one navigate(route).
import { viewIds, type ViewId } from './views'

export type FollowTab = 'followers' | 'following'

export type Route =
  /** No userId: the signed-in user's own profile. */
  | { view: 'profile'; userId?: string }
  | { view: 'followers'; userId?: string; tab?: FollowTab }
  | { view: Exclude<ViewId, 'profile' | 'followers'> }

const USER_ID = /^[A-Za-z0-9._~-]{1,64}$/

/** A route from an untrusted source (an event, a deep link), or null. */
export function parseRoute(value: unknown): Route | null {
  if (!value || typeof value !== 'object') return null
  const { view, userId, tab } = value as Record<string, unknown>
  if (typeof view !== 'string' || !(viewIds as readonly string[]).includes(view)) return null
  if (userId !== undefined && (typeof userId !== 'string' || !USER_ID.test(userId))) return null
  if (view === 'profile') return userId === undefined ? { view } : { view, userId }
  if (view === 'followers') {
    if (tab !== undefined && tab !== 'followers' && tab !== 'following') return null
    return { view, ...(userId === undefined ? {} : { userId }), ...(tab === undefined ? {} : { tab }) }
  }
  return { view: view as Exclude<ViewId, 'profile' | 'followers'> }
}

export function sameRoute(a: Route, b: Route): boolean {
  const paramsOf = (route: Route) => route as { view: string; userId?: string; tab?: string }
  const x = paramsOf(a)
  const y = paramsOf(b)
  return x.view === y.view && x.userId === y.userId && (x.tab ?? 'followers') === (y.tab ?? 'followers')
}
