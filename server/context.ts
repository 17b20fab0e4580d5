import type { TokenStore } from './auth/token-store'
import type { DemoData } from './data/demo-data'
import type { FaultBook } from './faults/fault-rules'

/** Per-server state and settings that the routes share. */
export interface ServerContext {
  now: () => number
  data: DemoData
  tokens: TokenStore
  faults: FaultBook
  /** Last ping per user id, in epoch ms. */
  lastSeen: Map<number, number>
  sessionTtlMs: number
  rememberMeTtlMs: number
}
