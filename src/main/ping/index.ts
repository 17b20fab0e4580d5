// The last-seen ping (the design's background timer): POST /v1/other/Ping
// for each signed-in account, right after its sign-in (and a restored
// session), then every N minutes with jitter, on the one scheduler — paused
// while asleep or locked, stopped at that account's sign-out. A 401 ends the session through the API client's usual path.
import type { PingView } from '@shared/ping'

import { withAccount } from '../accounts/account-scope'
import type { ApiClient } from '../api/api-client'
import { AppFailure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import { KeyedJobs } from '../scheduler/keyed-jobs'
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
  const ping = async (signal: AbortSignal) => {
    try {
      await deps.api.post(apiPath('ping'), { signal, read: ['discard'] })
      set({ lastSuccessAt: new Date(deps.now()).toISOString(), lastError: null })
    } catch (error) {
      if (!signal.aborted) set({ ...current(), lastError: error instanceof AppFailure ? error.appError.message : pingFailed() })
      throw error
    }
  }
  // Each signed-in account says it was here, on its own server.
  const jobs = new KeyedJobs(deps.scheduler, 'ping', (account) => ({
    intervalMs: () => deps.settings.get('pingIntervalMinutes') * 60_000,
    run: (signal) => withAccount(account, () => ping(signal))
  }))
  return {
    job: jobs.all,
    handlers: { 'ping:get': () => Promise.resolve(current()) },
    // A session's last ping is not the next one's.
    onSessionEnd: () => set(NEVER),
    onAccountsChange: (view) => jobs.sync(view.accounts.filter((account) => account.signedIn).map((account) => account.id)),
    // A new session of an account that was signed in already (signing in again): asked at once, as after any sign-in.
    onSessionStart: (account) => jobs.of(account).runNow()
  }
}
