import type { ActivityCatalog } from './activity'
import { buildActivity } from './activity'
import type { Directory } from './directory'
import { buildDirectory } from './directory'
import { buildNotifications } from './notifications'
import { buildPlatformUpdates } from './platform-updates'
import type { SearchIndex } from './search-index'
import { buildSearchIndex } from './search-index'
import type { Notification, PlatformUpdate } from './types'

/**
 * The seeded demo data. It is immutable and identical for every server, so
 * one lazily built copy per process is shared. Never change it for one
 * server: per-server state (tokens, pings, services, added notifications and
 * updates, the request log) lives on ServerContext.
 */
export interface DemoData {
  readonly directory: Directory
  readonly activity: ActivityCatalog
  readonly updates: readonly PlatformUpdate[]
  readonly searchIndex: SearchIndex
  notificationsOf(userId: number): readonly Notification[]
}

function lazy<T>(build: () => T): () => T {
  let value: T | undefined
  let built = false
  return () => {
    if (!built) {
      value = build()
      built = true
    }
    return value as T
  }
}

const directory = lazy(buildDirectory)
const activity = lazy(() => buildActivity(directory().storedUsers))
const updates = lazy(buildPlatformUpdates)
const searchIndex = lazy(() =>
  buildSearchIndex(directory().storedUsers, activity().allProjects, activity().allRepositories)
)
const notifications = new Map<number, readonly Notification[]>()

export const demoData: DemoData = {
  get directory() {
    return directory()
  },
  get activity() {
    return activity()
  },
  get updates() {
    return updates()
  },
  get searchIndex() {
    return searchIndex()
  },
  notificationsOf(userId) {
    let list = notifications.get(userId)
    if (!list) notifications.set(userId, (list = buildNotifications(userId)))
    return list
  }
}
