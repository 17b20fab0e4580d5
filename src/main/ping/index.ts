// The last-seen ping (the design's background timer): POST /v1/other/Ping
// right after sign-in (and a restored session), then every N minutes with
// jitter, on the one scheduler — paused while asleep or locked, stopped at
// sign-out. A 401 ends the session through the API client's usual path.
import type { PingView } from '@shared/ping'

import type { ApiClient } from '../api/api-client'
import { AppFailure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import type { JobControl, Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { pingFailed } from './ping-words'

export interface PingFeature extends Feature {
  /** Rescheduled when its interval changes (settings-reactions.ts). */
  job: JobControl
}

const NEVER: PingView = { lastSuccessAt: null, lastError: null }

export function createPingFeature(deps: {
  api: ApiClient
  scheduler: Scheduler
  settings: SettingsStore
  now: () => number
  /** The account the work under way is for (account-scope.ts): each has its own last ping. */
  accountId: () => string | null
  publish: (view: PingView) => void
}): PingFeature {
  const states = new Map<string, PingView>()
  const current = (): PingView => states.get(deps.accountId() ?? '') ?? NEVER
  const set = (next: PingView) => {
    const id = deps.accountId()
    if (id === null) return
    if (next === NEVER) states.delete(id)
    else states.set(id, next)
    deps.publish(next)
  }
  const job: JobControl = deps.scheduler.add({
    id: 'ping',
    signedInOnly: true,
    intervalMs: () => deps.settings.get('pingIntervalMinutes') * 60_000,
    run: async (signal) => {
      try {
        await deps.api.post(apiPath('ping'), { signal, read: ['discard'] })
        set({ lastSuccessAt: new Date(deps.now()).toISOString(), lastError: null })
      } catch (error) {
        if (!signal.aborted) set({ ...current(), lastError: error instanceof AppFailure ? error.appError.message : pingFailed() })
        throw error
      }
    }
  })
  return {
    job,
    handlers: { 'ping:get': () => Promise.resolve(current()) },
    // A session's last ping is not the next one's.
    onSessionEnd: () => set(NEVER)
  }
}
