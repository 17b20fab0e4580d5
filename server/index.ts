import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { TokenStore, API_KEY_SCOPES } from './auth/token-store'
import type { ServerContext } from './context'
import { DEMO_API_KEYS, NAMED_ACCOUNTS, POPULAR_USER_ID } from './data/accounts'
import { isoAt } from './data/demo-epoch'
import { demoData } from './data/demo-data'
import { FaultBook } from './faults/fault-rules'
import type { FaultRules } from './faults/fault-rules'
import { connectionLimits } from './http/limits'
import type { ConnectionLimits } from './http/limits'

export type { FaultRule, FaultRules } from './faults/fault-rules'
export { OPERATION_IDS } from './operations'
export { BODY_LIMIT_BYTES } from './app'
export { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, MAX_CHECK_INTERVAL_MS, MAX_HEADER_BYTES } from './http/limits'
export type { ConnectionLimits } from './http/limits'
export type { OperationId } from './operations'

const HOUR_MS = 3_600_000
/** Token lifetime without rememberMe: our assumption (api/openapi.yaml). */
export const SESSION_TTL_MS = 12 * HOUR_MS
/** Token lifetime with rememberMe: 30 days, as platform-api.md §8 documents. */
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
}

export interface DemoAccount {
  id: number
  username: string
  password: string
  email: string
  name: string
}

export interface DemoApiKeyInfo {
  id: string
  label: string
  userId: number
  username: string
  /** The bearer secret. */
  key: string
}

export interface DemoCredentials {
  accounts: readonly DemoAccount[]
  apiKeys: readonly DemoApiKeyInfo[]
  /** The public account with more than 50,000 followers. */
  popularUser: { id: number; username: string; followersCount: number }
}

/** Programmatic only: nothing here is reachable over the network. */
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
  readonly demo: DemoCredentials
}

export interface RunningServer {
  /** Base URL without a path, e.g. http://127.0.0.1:8787; clients append /v1/... */
  url: string
  close(): Promise<void>
  controls: ServerControls
  /** The timeouts in force, read back from the running Node server. */
  limits: ConnectionLimits
}

function demoCredentials(): DemoCredentials {
  const usernameOf = (id: number): string => NAMED_ACCOUNTS.find((account) => account.user.id === id)?.user.username ?? ''
  const popular = NAMED_ACCOUNTS.find((account) => account.user.id === POPULAR_USER_ID)
  return {
    accounts: NAMED_ACCOUNTS.flatMap((account) =>
      account.password === undefined
        ? []
        : [{ id: account.user.id, username: account.user.username, password: account.password, email: account.email, name: account.user.name }]
    ),
    apiKeys: DEMO_API_KEYS.map((key) => ({ id: key.id, label: key.label, userId: key.userId, username: usernameOf(key.userId), key: key.key })),
    popularUser: {
      id: POPULAR_USER_ID,
      username: popular?.user.username ?? '',
      followersCount: demoData.directory.followersCount(POPULAR_USER_ID)
    }
  }
}

function baseUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // First, so that an invalid timeout throws before anything is built.
  const limits = connectionLimits(options.requestTimeoutMs, options.headersTimeoutMs)
  const now = options.now ?? Date.now
  const tokens = new TokenStore(now)
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
    faults,
    lastSeen: new Map(),
    sessionTtlMs: options.tokenTtlMs ?? SESSION_TTL_MS,
    rememberMeTtlMs: REMEMBER_ME_TTL_MS
  }
  const shutdown = new AbortController()
  const app = await buildApp(context, { quiet: options.quiet ?? true, shutdown: shutdown.signal, limits })
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  const url = baseUrl(app.server.address() as AddressInfo)

  let demo: DemoCredentials | undefined
  const controls: ServerControls = {
    setFaults: (rules) => faults.set(rules),
    clearFaults: () => faults.clear(),
    expireToken: (token) => tokens.revoke(token),
    expireAllTokens: () => tokens.revokeAllSessions(),
    lastSeen: (userId) => {
      const at = context.lastSeen.get(userId)
      return at === undefined ? null : isoAt(at)
    },
    get demo() {
      // Lazy: counting the popular account's followers builds the directory.
      demo ??= demoCredentials()
      return demo
    }
  }

  const http = app.server
  return {
    url,
    controls,
    // Read from the server rather than echoed from `limits`, so a caller (or a
    // test) sees what Node enforces, even if Fastify changed a value.
    limits: {
      requestTimeoutMs: http.requestTimeout,
      headersTimeoutMs: http.headersTimeout,
      checkIntervalMs: (http as typeof http & { connectionsCheckingInterval: number }).connectionsCheckingInterval
    },
    close: async () => {
      shutdown.abort()
      await app.close()
    }
  }
}
