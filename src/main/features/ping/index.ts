// The last-seen ping (the design's background timer): POST /v1/other/Ping
// for each signed-in account, right after its sign-in (and a restored
// session) and when the person switches to it, then every N minutes with jitter, on the one scheduler — paused
// while asleep or locked, stopped at that account's sign-out. Each run is
// for the account of its job's key, through that account's own client; a
// 401 ends that account's session through the client's usual path.
import { defineMessages } from '@shared/i18n/messages'
import type { PingModel } from '@shared/ping'
import { AppFailure } from '@shared/result'

import type { Feature } from '../../app/feature'
import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { Scheduler } from '../../core/scheduler/scheduler'
import type { AccountContext } from '../accounts/account-context'
import type { SettingsStore } from '../settings/settings-store'

const m = defineMessages({
  pingFailed: {
    id: 'ping.error.failed',
    defaultMessage: 'The last-seen ping failed.',
    description:
      'Error shown for the last-seen ping (the app telling the platform it is in use) when it failed without a sentence of its own.'
  }
})

const NEVER: PingModel = { lastSuccessAt: null, lastError: null }

export function createPingFeature(deps: {
  scheduler: Scheduler
  settings: SettingsStore
  now: () => number
  /** A listed account's context, looked up when its job runs; null once it has gone. */
  contextOf: (id: string) => AccountContext | null
  /** One account's last ping changed. */
  publish: (account: string, view: PingModel) => void
}): Feature {
  const states = new Map<string, PingModel>()
  const stateOf = (id: string): PingModel => states.get(id) ?? NEVER
  const set = (id: string, next: PingModel) => {
    if (next === NEVER) states.delete(id)
    else states.set(id, next)
    deps.publish(id, next)
  }
  const ping = async (account: AccountContext, signal: AbortSignal) => {
    try {
      await account.api.post(apiPath('ping'), { signal, read: ['discard'] })
      set(account.id, { lastSuccessAt: new Date(deps.now()).toISOString(), lastError: null })
    } catch (error) {
      if (!signal.aborted)
        set(account.id, {
          ...stateOf(account.id),
          lastError: error instanceof AppFailure ? error.appError.message : say(m.pingFailed)
        })
      throw error
    }
  }
  // Each signed-in account says it was here, on its own server.
  const jobs = deps.scheduler.keyed('ping', (id) => ({
    intervalMs: () => deps.settings.get('pingIntervalMinutes') * 60_000,
    run: async (signal) => {
      const account = deps.contextOf(id)
      if (account) await ping(account, signal)
    }
  }))
  /** The account on screen, to tell a switch from any other change of the list. */
  let shown: string | null = null
  return {
    reactions: { pingIntervalMinutes: () => jobs.all.reschedule() },
    handlers: { 'ping:get': (_request, { account }) => Promise.resolve(account ? stateOf(account.id) : NEVER) },
    // A session's last ping is not the next one's.
    onSessionEnd: (account) => set(account, NEVER),
    onAccountsChange: (view) => {
      jobs.sync(view.accounts.filter((account) => account.signedIn).map((account) => account.id))
      // Switched to a signed-in account: the person is there now, and a session its server ended meanwhile
      // is found at once (the profile and status it shows are public, and would not find it).
      const switched = shown !== null && view.active !== null && view.active !== shown
      shown = view.active
      if (switched && view.accounts.some((account) => account.id === view.active && account.signedIn))
        jobs.of(view.active).runNow()
    },
    // A new session of an account that was signed in already (signing in again): asked at once, as after any sign-in.
    onSessionStart: (account) => jobs.of(account).runNow()
  }
}
