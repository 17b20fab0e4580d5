// What the page opens on before the platform answers (issue 38): the answers
// main kept for the account (its offline cache), put into the account's query
// cache with the time they were served (the big lists once the first screen is up), so each view paints them at once,
// says how old they are ("As of 10:42"), and refreshes behind them. A query
// that already has newer data keeps it.
import type { Query, QueryClient } from '@tanstack/react-query'

import { KEPT_LIST_CHANNELS, type KeptPart } from '@shared/offline-cache'

import { invokeAs } from '../platform'

/** For each query cache, the queries filled from what main kept, with the time of the data put in. */
const restored = new WeakMap<QueryClient, Map<string, number>>()
/** Each account's query cache that was filled from what main kept. */
const filledFor = new Map<string, QueryClient>()

/**
 * Per account, the kept answers on their way into its cache, in two parts: the first screen's, then the big lists
 * (KEPT_LIST_CHANNELS) once that screen is painted. Its queries ask main only once their part is in.
 */
const restoring = new Map<string, { first: Promise<void>; lists: Promise<void> }>()

/**
 * Resolves once the part of the account's kept answers that `channel` is in
 * has reached its cache (at once when none were asked for), so a first answer
 * from main, even a fast failure, never comes before them: a view goes from
 * kept data to fresh, never from an error to kept data.
 */
export function keptDataReady(account: string | undefined, channel?: string): Promise<void> {
  const parts = account === undefined ? undefined : restoring.get(account)
  if (!parts) return Promise.resolve()
  return channel !== undefined && KEPT_LIST_CHANNELS.includes(channel) ? parts.lists : parts.first
}

/** Whether a query shows data main kept from an earlier run (not yet refreshed). */
export function isRestored(client: QueryClient, query: Query): boolean {
  const at = restored.get(client)?.get(query.queryHash)
  return at !== undefined && at === query.state.dataUpdatedAt
}

/**
 * Whether any query of the account still shows what main kept, not yet
 * refreshed: the window opened with the platform out of reach, before the
 * page heard so, and the platform's return must refresh it (app/bootstrap.ts).
 */
export function showsKeptData(account: string | null): boolean {
  const client = account === null ? undefined : filledFor.get(account)
  const stamps = client === undefined ? undefined : restored.get(client)
  if (client === undefined || stamps === undefined) return false
  for (const [hash, at] of stamps) {
    const query = client.getQueryCache().get(hash)
    // Only what is on screen, asked for by its view, and not being asked for now: a kept answer no view shows is refreshed when one does.
    if (
      query &&
      query.getObserversCount() > 0 &&
      !query.isDisabled() &&
      query.state.fetchStatus === 'idle' &&
      query.state.dataUpdatedAt === at
    )
      return true
  }
  return false
}

/** The first screen's kept answers asked for before the account's query cache existed (bootstrap, a signed-in start). */
const asked = new Map<string, ReturnType<typeof askKept>>()
const askKept = (account: string, part: KeptPart) => invokeAs(account, 'offline-cache:answers', { part })

/**
 * Asks main for the account's kept answers for the first screen now, while the signed-in shell's code is still loading:
 * its query cache takes them from here when it is made (restoreKeptData), instead of asking only then.
 */
export function prefetchKeptData(account: string): void {
  if (!asked.has(account)) asked.set(account, askKept(account, 'first'))
}

/** Opens once the signed-in shell has been painted (keptListsMayCome), or after 2 s whatever the page draws. */
let listsMayCome: () => void = () => undefined
const listsGate = new Promise<void>((resolve) => {
  listsMayCome = resolve
})
setTimeout(() => listsMayCome(), 2_000)

/**
 * The signed-in shell has painted its first screen and the page is idle: the big kept lists may come now. Until then
 * they would hold that screen back (a 50,000-follower list is megabytes to receive); a page without idle callbacks (a
 * test's DOM) takes the next task.
 */
export function keptListsMayCome(): void {
  requestAnimationFrame(() =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(listsMayCome) : setTimeout(listsMayCome, 0)
  )
}

/**
 * The account the page now opens signed in (null: none): an answer asked for early for any other account (a start hint
 * that guessed wrong, a restore that failed) is dropped, so it can never fill a cache made later, after main may have
 * forgotten that account's data with its session.
 */
export function keepEarlyKeptDataFor(account: string | null): void {
  for (const each of [...asked.keys()]) if (each !== account) asked.delete(each)
}

/**
 * Asks main for the account's kept answers and puts each into `client` where nothing newer is there: the first
 * screen's now, the big lists once that screen is painted (a 50,000-follower list is megabytes, and waiting for it
 * held a start back by seconds). Settles once the first part is in.
 */
export function restoreKeptData(client: QueryClient, account: string): Promise<void> {
  const first = restore(client, account, 'first').catch(() => undefined)
  const lists = Promise.all([first, listsGate])
    .then(() => restore(client, account, 'lists'))
    .catch(() => undefined)
  restoring.set(account, { first, lists })
  return first
}

async function restore(client: QueryClient, account: string, part: KeptPart): Promise<void> {
  const early = part === 'first' ? asked.get(account) : undefined
  if (part === 'first') asked.delete(account)
  const result = await (early ?? askKept(account, part))
  if (!result.ok) return
  const stamps = restored.get(client) ?? new Map<string, number>()
  restored.set(client, stamps)
  filledFor.set(account, client)
  for (const { channel, request, value, savedAt } of result.data.answers) {
    const key = [channel, request] as const
    const query = client.getQueryCache().find({ queryKey: key, exact: true })
    if (query && query.state.data !== undefined && query.state.dataUpdatedAt >= savedAt) continue
    client.setQueryData(key, value, { updatedAt: savedAt })
    const filled = client.getQueryCache().find({ queryKey: key, exact: true })
    if (filled) stamps.set(filled.queryHash, savedAt)
  }
}
