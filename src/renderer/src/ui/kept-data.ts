// What the page opens on before the platform answers (issue 38): the answers
// main kept for the account (its offline cache), put into the account's query
// cache with the time they were served (kept-data-restore.ts), so each view
// paints them at once, says how old they are ("As of 10:42"), and refreshes
// behind them. A query that already has newer data keeps it. This half is in
// the first script: the early question, each query's wait, and what bootstrap
// asks; the restore comes with the shell's chunk. The state below is shared
// with kept-data-restore.ts, which alone writes `restored`, `filledFor` and
// `restoring`.
import type { QueryClient } from '@tanstack/react-query'

import { KEPT_LIST_CHANNELS, type KeptPart } from '@shared/offline-cache'

import { invokeAs } from '../platform'

/** For each query cache, the queries filled from what main kept, with the time of the data put in. */
export const restored = new WeakMap<QueryClient, Map<string, number>>()
/** Each account's query cache that was filled from what main kept. */
export const filledFor = new Map<string, QueryClient>()

/**
 * Per account, the kept answers on their way into its cache, in two parts: the first screen's, then the big lists
 * (KEPT_LIST_CHANNELS) once that screen is painted. Its queries ask main only once their part is in.
 */
export const restoring = new Map<string, { first: Promise<void>; lists: Promise<void> }>()

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

/**
 * Whether any query of the account still shows what main kept, not yet refreshed (app/bootstrap.ts asks, when the
 * platform returns). None does before the shell's chunk has filled a cache: kept-data-restore.ts, which does, puts its
 * answer here as it loads, so the first script carries none of it.
 */
export const keptData = { shownFor: (_account: string | null): boolean => false }

/** The first screen's kept answers asked for before the account's query cache existed (bootstrap, a signed-in start). */
const asked = new Map<string, ReturnType<typeof askKept>>()
export const askKept = (account: string, part: KeptPart) => invokeAs(account, 'offline-cache:answers', { part })

/** The first screen's kept answers asked for early for `account`, once (null: none were). */
export function takeAskedKept(account: string): ReturnType<typeof askKept> | null {
  const early = asked.get(account) ?? null
  asked.delete(account)
  return early
}

/**
 * Asks main for the account's kept answers for the first screen now, while the signed-in shell's code is still loading:
 * its query cache takes them from here when it is made (restoreKeptData), instead of asking only then.
 */
export function prefetchKeptData(account: string): void {
  if (!asked.has(account)) asked.set(account, askKept(account, 'first'))
}

/**
 * The account the page now opens signed in (null: none): an answer asked for early for any other account (a start hint
 * that guessed wrong, a restore that failed) is dropped, so it can never fill a cache made later, after main may have
 * forgotten that account's data with its session.
 */
export function keepEarlyKeptDataFor(account: string | null): void {
  for (const each of [...asked.keys()]) if (each !== account) asked.delete(each)
}
