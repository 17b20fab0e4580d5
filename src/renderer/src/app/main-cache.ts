// What main pushes (status, notifications, the ping, the update) on its way
// into TanStack Query's caches, without TanStack Query in the first chunk.
// Each account has its own cache (app/query-client.ts makes them): nothing
// one account was told can be read under another, and switching back shows
// the last data at once while it refreshes. The query clients come with the
// signed-in shell (a chunk fetched once the page is idle); until they are
// there, the latest payload per account and key waits here and goes into the
// cache the moment it exists. The sign-in form's first paint carries none of
// it (issue 23's 100 KB of script, docs/performance.md).
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** null: the cache of no account in particular (the page before any account, and tests). */
type Account = string | null
type Waiting = Map<string, { key: QueryKey; data: unknown }>

let make: ((account: Account) => QueryClient) | null = null
const clients = new Map<Account, QueryClient>()
const waiting = new Map<Account, Waiting>()
/** Accounts whose waiting pushes were marked stale (a new language) before their cache existed. */
const staleWaiting = new Set<Account>()
/** What every account's cache holds alike (the app's own update), newest per key. */
const shared: Waiting = new Map()

const remember = (into: Waiting, key: QueryKey, data: unknown) => into.set(JSON.stringify(key), { key, data })

/** Main's latest for one account's query key: into its cache now, or when the cache exists (the newest wins). */
export function cacheFromMain(account: Account, key: QueryKey, data: unknown): void {
  const client = clients.get(account)
  if (client) {
    client.setQueryData(key, data)
    return
  }
  const into: Waiting = waiting.get(account) ?? new Map<string, { key: QueryKey; data: unknown }>()
  waiting.set(account, into)
  remember(into, key, data)
}

/** What is the same for every account (the app update): into every cache, and each one made later. */
export function cacheForEveryAccount(key: QueryKey, data: unknown): void {
  remember(shared, key, data)
  for (const client of clients.values()) client.setQueryData(key, data)
}

/** The query clients can be made: `factory` makes one account's. */
export function attachQueryClients(factory: (account: Account) => QueryClient): void {
  make = factory
}

/** One account's cache, made (with what waited for it) the first time it is wanted. */
export function clientOf(account: Account): QueryClient {
  const existing = clients.get(account)
  if (existing) return existing
  if (!make) throw new Error('The query clients are not attached yet.')
  const client = make(account)
  clients.set(account, client)
  for (const { key, data } of shared.values()) client.setQueryData(key, data)
  for (const { key, data } of waiting.get(account)?.values() ?? []) client.setQueryData(key, data)
  waiting.delete(account)
  if (staleWaiting.delete(account)) void client.invalidateQueries()
  return client
}

/** Forgets an account's data (its session ended), or every account's: the cache and what waits for it. */
export function clearCachedData(account?: Account): void {
  const accounts = account === undefined ? [...new Set([...clients.keys(), ...waiting.keys()])] : [account]
  for (const each of accounts) {
    clients.get(each)?.clear()
    waiting.delete(each)
    staleWaiting.delete(each)
  }
}

/**
 * Marks one account's cache stale: the account is shown again (a switch), or
 * its server is back, so its views ask again while they show what they had.
 * Its session may have ended on its server meanwhile, and that is found now,
 * not 30 s later. A question still on its way is not asked twice: main may be
 * retrying it (its retries wait 0.6 s and more), and a second would reach the
 * server beside it (cancelRefetch: false leaves it running).
 */
export function markAccountStale(account: Account): void {
  const client = clients.get(account)
  if (client) void client.invalidateQueries(undefined, { cancelRefetch: false })
  else if (waiting.has(account)) staleWaiting.add(account)
}

/** Marks everything cached as stale, in every account: shown views ask again now, the others when next shown. */
export async function invalidateCachedData(): Promise<void> {
  for (const account of waiting.keys()) staleWaiting.add(account)
  await Promise.all([...clients.values()].map((client) => client.invalidateQueries()))
}

/** Asks again for the shown queries whose first key part passes; nothing to do before a cache exists. */
export async function refetchActive(matches: (firstKeyPart: unknown) => boolean): Promise<void> {
  await Promise.all(
    [...clients.values()].map((client) =>
      client.refetchQueries({ type: 'active', predicate: (query) => matches(query.queryKey[0]) })
    )
  )
}

/**
 * For tests: every account's cache and what all accounts share dropped (the factory stays), so the next use of an
 * account makes a new one, which asks main again for what it kept, as a new page would.
 */
export function forgetQueryClients(): void {
  for (const client of clients.values()) client.clear()
  clients.clear()
  waiting.clear()
  staleWaiting.clear()
  shared.clear()
}

/** For tests: back to no clients and nothing waiting. */
export function detachQueryClients(): void {
  make = null
  clients.clear()
  waiting.clear()
  staleWaiting.clear()
  shared.clear()
}
