import type { LoginThrottle } from './auth/login-throttle'
import type { TokenStore } from './auth/token-store'
import type { DemoData } from './data/demo-data'
import type { FollowOverlay } from './data/follow-overlay'
import type { NotificationFeed } from './data/notification-feed'
import type { PlatformUpdateFeed } from './data/platform-update-feed'
import type { ServiceBoard } from './data/service-board'
import type { FaultBook } from './faults/fault-rules'
import type { RequestRecorder } from './http/request-recorder'

/**
 * Per-server state and settings that the routes share. `data` is the seed,
 * one copy shared read-only by every server in the process; everything a
 * control can change lives in the other fields, so servers never see each
 * other's changes.
 */
export interface ServerContext {
  now: () => number
  data: DemoData
  tokens: TokenStore
  /** The login's per-client and per-account limits. */
  loginThrottle: LoginThrottle
  faults: FaultBook
  /** Last ping per user id, in epoch ms. */
  lastSeen: Map<number, number>
  /** Maintenance status, seeded from data and changed by controls.setServiceStatus(). */
  services: ServiceBoard
  /** Who follows whom: the seed plus controls.follow() and unfollow(). */
  follows: FollowOverlay
  /** Notifications: the seed plus controls.addNotification(). */
  notifications: NotificationFeed
  /** Platform updates: the seed plus controls.addPlatformUpdate(). */
  platformUpdates: PlatformUpdateFeed
  /** What controls.requests() reports. */
  requests: RequestRecorder
  sessionTtlMs: number
  rememberMeTtlMs: number
}
