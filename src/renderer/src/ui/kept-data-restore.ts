// The half of kept-data.ts that puts what main kept into an account's query cache, in the signed-in shell's chunk (the
// first script carries only the early question: docs/performance.md, renderer.initialJsGzipKB): the first screen's
// answers at once, the big lists (KEPT_LIST_CHANNELS) once the shell is painted.
import type { Query, QueryClient } from '@tanstack/react-query'

import type { KeptPart } from '@shared/offline-cache'

import { askKept, filledFor, keptData, restored, restoring, takeAskedKept } from './kept-data'
import { whenIdle } from './use-when-idle'

/** Whether a query shows data main kept from an earlier run (not yet refreshed). */
export function isRestored(client: QueryClient, query: Query): boolean {
  const at = restored.get(client)?.get(query.queryHash)
  return at !== undefined && at === query.state.dataUpdatedAt
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
  requestAnimationFrame(() => whenIdle(listsMayCome))
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
  const early = part === 'first' ? takeAskedKept(account) : null
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

/**
 * Whether any query of the account still shows what main kept, not yet
 * refreshed: the window opened with the platform out of reach, before the
 * page heard so, and the platform's return must refresh it (app/bootstrap.ts).
 */
function showsKeptData(account: string | null): boolean {
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
keptData.shownFor = showsKeptData
