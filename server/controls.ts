import type { ServerContext } from './context'
import { isoAt } from './data/demo-epoch'
import type { NewNotification } from './data/notification-feed'
import type { NewPlatformUpdate } from './data/platform-update-feed'
import type { ServiceChange } from './data/service-board'
import type { Notification } from './data/types'
import type { DemoCredentials } from './demo-credentials'
import { demoCredentials } from './demo-credentials'
import type { FaultRules } from './faults/fault-rules'
import type { RecordedRequest } from './http/request-recorder'

/**
 * Programmatic only: nothing here is reachable over the network. Every change
 * applies to this server alone; the shared seed is never modified.
 */
export interface ServerControls {
  /** Replaces every active fault rule. */
  setFaults(rules: FaultRules): void
  clearFaults(): void
  /** Makes one session token or API key stop working. Returns whether it was known. */
  expireToken(token: string): boolean
  /** Makes every session token stop working; API keys keep working. */
  expireAllTokens(): void
  /** The user's last ping as an ISO string, or null when never pinged on this server. */
  lastSeen(userId: number): string | null
  /** The requests this server received, oldest first (at most the last 10,000). A snapshot. */
  requests(): readonly RecordedRequest[]
  clearRequests(): void
  /**
   * Changes what GET /v1/maintenance/ and /v1/maintenance/{id} report for one
   * service (by name id or numeric id). `since` becomes now when the state
   * changes; null removes a schedule. Throws a TypeError for an unknown id or
   * an invalid change.
   */
  setServiceStatus(id: string, change: ServiceChange): void
  /** Restores every service to the seed. */
  resetServices(): void
  /** Adds a notification in front of the user's list (createdAt now) and returns its new id. */
  addNotification(userId: number, notification: NewNotification): number
  /** The user's notifications as GET /v1/account/notifications/ lists them, newest first. */
  notifications(userId: number): readonly Notification[]
  /** Adds a platform update in front of the list (publishedAt now) and returns its new id. */
  addPlatformUpdate(update: NewPlatformUpdate): number
  /**
   * Makes one user follow another: both lists and both counts say so. Returns
   * false when they already did. Throws a TypeError for an unknown id or a
   * user following themselves.
   */
  follow(followerId: number, userId: number): boolean
  /** Makes one user stop following another; false when they did not. Throws as follow() does. */
  unfollow(followerId: number, userId: number): boolean
  readonly demo: DemoCredentials
}

export function createControls(context: ServerContext): ServerControls {
  let demo: DemoCredentials | undefined
  return {
    setFaults: (rules) => context.faults.set(rules),
    clearFaults: () => context.faults.clear(),
    expireToken: (token) => context.tokens.revoke(token),
    expireAllTokens: () => context.tokens.revokeAllSessions(),
    lastSeen: (userId) => {
      const at = context.lastSeen.get(userId)
      return at === undefined ? null : isoAt(at)
    },
    requests: () => context.requests.list(),
    clearRequests: () => context.requests.clear(),
    setServiceStatus: (id, change) => {
      context.services.change(id, change)
    },
    resetServices: () => context.services.reset(),
    addNotification: (userId, notification) => context.notifications.add(userId, notification),
    // Copies, so a caller editing the result cannot change what the server serves.
    notifications: (userId) => context.notifications.list(userId).map((entry) => ({ ...entry })),
    addPlatformUpdate: (update) => context.platformUpdates.add(update),
    follow: (followerId, userId) => context.follows.follow(followerId, userId),
    unfollow: (followerId, userId) => context.follows.unfollow(followerId, userId),
    get demo() {
      // Lazy: counting the popular account's followers builds the directory.
      demo ??= demoCredentials()
      return demo
    }
  }
}
