// The offline cache as a feature (issue 38 §1): every answer main serves on
// the views a person reads is kept for its account (offline-cache.ts), the
// page asks for them when an account's views first open (the big lists once
// the first screen is up), and Settings measures and clears them. With them
// is the page's picture of its last screen, which the next start shows until
// its own is drawn. The sign-out or the removal of an account takes its cache
// with it.
import type { AccountsModel } from '@shared/accounts'
import type { EventName, IpcEvents } from '@shared/ipc'
import { inKeptPart, type KeptScreenModel } from '@shared/offline-cache'
import { parseRoute } from '@shared/routes'
import type { StatusSnapshot } from '@shared/status'

import type { Feature, IpcHandlers } from '../../app/feature'
import type { ConfirmRequest } from '../../desktop/os/os-surfaces'
import { isCachedChannel, type OfflineCache, SCREEN_ENTRY } from './offline-cache'
import { clearQuestion } from './offline-cache-words'

export interface OfflineCacheFeatureDeps {
  cache: OfflineCache
  /** Every listed account's id (what "Clear stored data" measures and clears). */
  accountIds: () => string[]
  /** Asks in main's own dialog (never the page's): true to go ahead. */
  confirm: (request: ConfirmRequest) => Promise<boolean>
  /** The app's version: a picture of the screen kept by another version is not shown. */
  version: string
}

/** The picture of the screen as kept: with the version of the app that painted it. */
type KeptScreen = KeptScreenModel & { version: string }

export interface OfflineCacheFeature extends Feature {
  /** The handler map with each kept channel's answers recorded (and Status served from the cache before its first check). */
  record(handlers: IpcHandlers): IpcHandlers
  /** Keeps what main pushes to the page for a view (a background check's status or notifications). */
  recordEvent<E extends EventName>(event: E, payload: IpcEvents[E]): void
}

/** A status snapshot as kept: what was seen, not whether it was being checked or out of reach then. */
const keptStatus = (snapshot: StatusSnapshot): StatusSnapshot => ({ ...snapshot, checking: false, unreachable: null })

export function createOfflineCacheFeature({
  cache,
  accountIds,
  confirm,
  version
}: OfflineCacheFeatureDeps): OfflineCacheFeature {
  let listed = new Set<string>()
  let swept = false
  const record = (handlers: IpcHandlers): IpcHandlers => {
    const wrapped: Record<string, unknown> = { ...handlers }
    for (const [channel, handler] of Object.entries(handlers)) {
      if (!isCachedChannel(channel)) continue
      const run = handler as (request: unknown, context: Parameters<IpcHandlers['status:get']>[1]) => Promise<unknown>
      wrapped[channel] = async (request: unknown, context: Parameters<IpcHandlers['status:get']>[1]) => {
        const answer = await run(request, context)
        const account = context.account?.id
        if (account === undefined) return answer
        if (channel === 'status:get') {
          const snapshot = answer as StatusSnapshot
          // Before this run's first check main knows nothing of the platform's status: the last one seen stands in.
          if (snapshot.checkedAt === null) {
            const kept = await cache.get(account, channel, request)
            if (kept === null) return answer
            const last = kept.value as StatusSnapshot
            return {
              ...last,
              checking: snapshot.checking,
              unreachable: snapshot.unreachable ?? null,
              history: snapshot.history ?? last.history
            }
          }
          void cache.put(account, channel, request, keptStatus(snapshot))
          return answer
        }
        void cache.put(account, channel, request, answer)
        return answer
      }
    }
    return wrapped as IpcHandlers
  }
  const recordEvent = <E extends EventName>(event: E, payload: IpcEvents[E]) => {
    if (event === 'notifications:changed') {
      const { account, data } = payload as IpcEvents['notifications:changed']
      if (account !== null) void cache.put(account, 'notifications:list', undefined, data)
    } else if (event === 'status:changed') {
      const { account, data } = payload as IpcEvents['status:changed']
      if (account !== null && data.checkedAt !== null)
        void cache.put(account, 'status:get', undefined, keptStatus(data))
    }
  }
  return {
    record,
    recordEvent,
    handlers: {
      'offline-cache:answers': async (request, { account }) => ({
        answers: account === null ? [] : await cache.all(account.id, (channel) => inKeptPart(channel, request?.part))
      }),
      'offline-cache:screen': async (_request, { account }) => {
        if (account === null) return null
        const kept = await cache.get(account.id, SCREEN_ENTRY, undefined)
        if (kept === null) return null
        const { version: keptBy, ...screen } = kept.value as KeptScreen
        return keptBy === version ? { account: account.id, screen, savedAt: kept.savedAt } : null
      },
      'offline-cache:keep-screen': async (request, { account }) => {
        const route = parseRoute(request.route)
        if (account !== null && route !== null) {
          const kept: KeptScreen = { ...request, route, version }
          await cache.put(account.id, SCREEN_ENTRY, undefined, kept)
        }
        return null
      },
      'stored-data:size': async () => ({ bytes: await cache.size(accountIds()) }),
      // Asked in main's dialog first: a page cannot clear it by itself.
      'stored-data:clear': async () => {
        if (!(await confirm(clearQuestion()))) return { bytes: await cache.size(accountIds()) }
        for (const account of accountIds()) await cache.forget(account)
        return { bytes: await cache.size(accountIds()) }
      }
    },
    // Nothing of an account whose session ended stays: not in memory, not on disk.
    onSessionEnd: (account) => void cache.forget(account),
    onAccountsChange: (view: AccountsModel) => {
      const now = new Set(view.accounts.map((account) => account.id))
      for (const account of listed) if (!now.has(account)) void cache.forget(account)
      listed = now
      // The first list, at start: files of accounts it does not name are leftovers.
      if (!swept) {
        swept = true
        void cache.removeUnlisted(now)
      }
    }
  }
}
