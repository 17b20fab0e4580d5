import type { AddressInfo } from 'node:net'

import { buildApp } from './app'
import type { GivenLoginLimits, LoginLimits } from './auth/login-limits'
import { DEFAULT_MAX_SESSIONS_PER_ACCOUNT, loginLimits, positiveWhole } from './auth/login-limits'
import { LoginThrottle } from './auth/login-throttle'
import { API_KEY_SCOPES, TokenStore } from './auth/token-store'
import type { ServerContext } from './context'
import type { ServerControls } from './controls'
import { createControls } from './controls'
import { DEMO_API_KEYS, NAMED_ACCOUNTS } from './data/accounts'
import { demoData } from './data/demo-data'
import { FollowOverlay } from './data/follow-overlay'
import { NotificationFeed } from './data/notification-feed'
import { PlatformUpdateFeed } from './data/platform-update-feed'
import { ServiceBoard } from './data/service-board'
import type { FaultRules } from './faults/fault-rules'
import { FaultBook } from './faults/fault-rules'
import type { ConnectionLimits } from './http/limits'
import { connectionLimits } from './http/limits'
import { nonLoopbackWarning } from './http/listen-warning'
import { RequestRecorder } from './http/request-recorder'
import { APP_UPDATE_FEED_PREFIX, resolveAppUpdateFeedRoot } from './routes/app-update-feed-routes'

export { BODY_LIMIT_BYTES } from './app'
export type { GivenLoginLimits, LoginLimits } from './auth/login-limits'
export { DEFAULT_LOGIN_LIMITS, DEFAULT_MAX_SESSIONS_PER_ACCOUNT } from './auth/login-limits'
export type { ServerControls } from './controls'
export type { NewNotification } from './data/notification-feed'
export type { NewPlatformUpdate } from './data/platform-update-feed'
export type { ServiceChange } from './data/service-board'
export { SERVICE_STATES } from './data/service-board'
export type { Notification, PlatformUpdate, ServiceState, ServiceStatus } from './data/types'
export type { DemoAccount, DemoApiKeyInfo, DemoCredentials } from './demo-credentials'
export type { FaultRule, FaultRules } from './faults/fault-rules'
export { MAX_DELAY_MS } from './faults/fault-rules'
export type { ConnectionLimits } from './http/limits'
export {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  MAX_CHECK_INTERVAL_MS,
  MAX_HEADER_BYTES
} from './http/limits'
export type { RecordedRequest } from './http/request-recorder'
export { MAX_RECORDED_REQUESTS } from './http/request-recorder'
export type { OperationId } from './operations'
export { OPERATION_IDS } from './operations'
export { APP_UPDATE_FEED_PREFIX } from './routes/app-update-feed-routes'

const HOUR_MS = 3_600_000
/** Token lifetime without rememberMe: our assumption (api/openapi.yaml). */
export const SESSION_TTL_MS = 12 * HOUR_MS
/** Token lifetime with rememberMe: 30 days, as the API documents (login in api/openapi.yaml). */
export const REMEMBER_ME_TTL_MS = 30 * 24 * HOUR_MS

export interface StartServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** Fault rules active from the start (tests only). */
  faults?: FaultRules
  /** Clock for token expiry and pings, in epoch ms. Defaults to Date.now. */
  now?: () => number
  /** When false, one line per request goes to stdout. Defaults to true. */
  quiet?: boolean
  /** Lifetime of tokens created without rememberMe. Defaults to 12 hours. */
  tokenTtlMs?: number
  /** A request not fully received after this many ms is answered 408 and closed. Defaults to 30 s. */
  requestTimeoutMs?: number
  /** The same for the request line and headers; at most requestTimeoutMs. Defaults to 10 s or requestTimeoutMs if shorter. */
  headersTimeoutMs?: number
  /**
   * How often the login may be tried; each one left out keeps its default
   * (DEFAULT_LOGIN_LIMITS: 10 failed logins per username per 15 minutes, 30
   * logins per client address per minute). Beyond either, 429 with Retry-After.
   */
  loginLimits?: GivenLoginLimits | undefined
  /** Live session tokens per account; a new login beyond it revokes the oldest. Defaults to 20. */
  maxSessionsPerAccount?: number | undefined
  /**
   * A folder served read-only under /updates/ as an electron-updater
   * "generic" feed (GET and HEAD, with ranges). Must exist. Not part of the
   * /v1 API or api/openapi.yaml.
   */
  appUpdateFeedDir?: string | undefined
}

export interface RunningServer {
  /** Base URL without a path, e.g. http://127.0.0.1:8787; clients append /v1/... */
  url: string
  close(): Promise<void>
  controls: ServerControls
  /** The timeouts in force, read back from the running Node server. */
  limits: ConnectionLimits
  /** The login limits in force, defaults filled in. */
  loginLimits: LoginLimits
  maxSessionsPerAccount: number
  /** `${url}/updates` when appUpdateFeedDir was given (the value for PLATFORM_UPDATE_URL), else null. */
  appUpdateFeedUrl: string | null
}

function baseUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // First, so that an invalid timeout or limit throws before anything is built.
  const limits = connectionLimits(options.requestTimeoutMs, options.headersTimeoutMs)
  const logins = loginLimits(options.loginLimits)
  const maxSessions = positiveWhole(
    'maxSessionsPerAccount',
    options.maxSessionsPerAccount ?? DEFAULT_MAX_SESSIONS_PER_ACCOUNT
  )
  const appUpdateFeedRoot =
    options.appUpdateFeedDir === undefined ? undefined : await resolveAppUpdateFeedRoot(options.appUpdateFeedDir)
  const now = options.now ?? Date.now
  const tokens = new TokenStore(now, maxSessions)
  for (const key of DEMO_API_KEYS) {
    const owner = NAMED_ACCOUNTS.find((account) => account.user.id === key.userId)
    tokens.registerApiKey(key.key, {
      userId: key.userId,
      username: owner?.user.username ?? '',
      scopes: API_KEY_SCOPES,
      issuedAtMs: Date.parse(key.createdAt),
      apiKeyId: key.id
    })
  }
  const faults = new FaultBook()
  if (options.faults) faults.set(options.faults)
  const context: ServerContext = {
    now,
    data: demoData,
    tokens,
    loginThrottle: new LoginThrottle(logins, now),
    faults,
    lastSeen: new Map(),
    services: new ServiceBoard(now),
    follows: new FollowOverlay(demoData),
    notifications: new NotificationFeed(demoData, now),
    platformUpdates: new PlatformUpdateFeed(demoData, now),
    requests: new RequestRecorder(now),
    sessionTtlMs: options.tokenTtlMs ?? SESSION_TTL_MS,
    rememberMeTtlMs: REMEMBER_ME_TTL_MS
  }
  const shutdown = new AbortController()
  const app = await buildApp(context, {
    quiet: options.quiet ?? true,
    shutdown: shutdown.signal,
    limits,
    appUpdateFeedRoot
  })
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  // Whatever `quiet` says: this is about who can sign in, not request noise.
  // Read from the sockets, so a host name that resolves outward is caught too.
  const exposed = nonLoopbackWarning(app.addresses())
  if (exposed !== undefined) console.warn(exposed)
  const url = baseUrl(app.server.address() as AddressInfo)

  const controls = createControls(context)

  const http = app.server
  return {
    url,
    controls,
    loginLimits: logins,
    maxSessionsPerAccount: maxSessions,
    appUpdateFeedUrl: appUpdateFeedRoot === undefined ? null : `${url}${APP_UPDATE_FEED_PREFIX.slice(0, -1)}`,
    // Read from the server rather than echoed from `limits`, so a caller (or a
    // test) sees what Node enforces, even if Fastify changed a value.
    limits: {
      requestTimeoutMs: http.requestTimeout,
      headersTimeoutMs: http.headersTimeout,
      checkIntervalMs: (http as typeof http & { connectionsCheckingInterval: number }).connectionsCheckingInterval
    },
    close: async () => {
      // Connections cut from here on are the server's doing, not the clients'.
      context.requests.markClosing()
      shutdown.abort()
      await app.close()
    }
  }
}
