// What main pushes (status, notifications, the ping, the update) on its way
// into TanStack Query's cache, without TanStack Query in the first chunk.
// The query client lives with the signed-in shell (app/query-client.ts, a
// chunk fetched once the page is idle); until it is there, the latest
// payload per key waits here and is put in the cache the moment the client
// attaches. The sign-in form's first paint carries none of it (issue 23's
// 100 KB of script, docs/performance.md).
import type { QueryClient, QueryKey } from '@tanstack/react-query'

let client: QueryClient | null = null
const waiting = new Map<string, { key: QueryKey; data: unknown }>()

/** Main's latest for a query key: into the cache now, or when the client arrives (the newest wins). */
export function cacheFromMain(key: QueryKey, data: unknown): void {
  if (client) client.setQueryData(key, data)
  else waiting.set(JSON.stringify(key), { key, data })
}

/** The query client exists: what waited goes into its cache, in arrival order. */
export function attachQueryClient(queryClient: QueryClient): void {
  client = queryClient
  for (const { key, data } of waiting.values()) queryClient.setQueryData(key, data)
  waiting.clear()
}

/** Forgets every account's data: the cache and what waits for it (the session ended). */
export function clearCachedData(): void {
  client?.clear()
  waiting.clear()
}

/** Marks everything cached as stale: shown views ask again now, the others when next shown. */
export async function invalidateCachedData(): Promise<void> {
  await client?.invalidateQueries()
}

/** Asks again for the active queries whose first key part passes; nothing to do before the client exists. */
export async function refetchActive(matches: (firstKeyPart: unknown) => boolean): Promise<void> {
  await client?.refetchQueries({ type: 'active', predicate: (query) => matches(query.queryKey[0]) })
}

/** For tests: back to no client and nothing waiting. */
export function detachQueryClient(): void {
  client = null
  waiting.clear()
}
