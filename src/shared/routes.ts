// Navigation targets with their parameters (docs/architecture.md, Features). Back/forward,
// deep links, menu items and "open this user" all go through one navigate(route).
import { ID_PATTERN } from './ids'
import { type ViewId, viewIds } from './views'

export type FollowTab = 'followers' | 'following'

export type Route =
  /** No userId: the signed-in user's own profile. */
  | { view: 'profile'; userId?: string }
  | { view: 'followers'; userId?: string; tab?: FollowTab }
  /** `item`: the notification to bring into view (from a click on an OS notification). */
  | { view: 'notifications'; item?: string }
  | { view: Exclude<ViewId, 'profile' | 'followers' | 'notifications'> }

const ITEM_KEY = /^[A-Za-z0-9:#._~-]{1,140}$/

/** A route from an untrusted source (an event, a deep link), or null. */
export function parseRoute(value: unknown): Route | null {
  if (!value || typeof value !== 'object') return null
  const { view, userId, tab, item } = value as Record<string, unknown>
  if (typeof view !== 'string' || !(viewIds as readonly string[]).includes(view)) return null
  if (userId !== undefined && (typeof userId !== 'string' || !ID_PATTERN.test(userId))) return null
  if (view === 'profile') return userId === undefined ? { view } : { view, userId }
  if (view === 'followers') {
    if (tab !== undefined && tab !== 'followers' && tab !== 'following') return null
    return { view, ...(userId === undefined ? {} : { userId }), ...(tab === undefined ? {} : { tab }) }
  }
  if (view === 'notifications') {
    if (item !== undefined && (typeof item !== 'string' || !ITEM_KEY.test(item))) return null
    return item === undefined ? { view } : { view, item }
  }
  return { view: view as Exclude<ViewId, 'profile' | 'followers' | 'notifications'> }
}

/** Where a fresh session lands. */
export const landingRoute: Route = { view: 'profile' }

export function sameRoute(a: Route, b: Route): boolean {
  const paramsOf = (route: Route) => route as { view: string; userId?: string; tab?: string; item?: string }
  const x = paramsOf(a)
  const y = paramsOf(b)
  return (
    x.view === y.view && x.userId === y.userId && (x.tab ?? 'followers') === (y.tab ?? 'followers') && x.item === y.item
  )
}
