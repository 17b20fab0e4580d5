// Platform status as a feature: a checking service and a job on the one
// scheduler for each server, OS notifications for changes, its IPC slice and
// the tray's "Check now".
import type { AccountsView } from '@shared/accounts'
import { serverHost } from '@shared/server-host'
import type { StatusSnapshot } from '@shared/status'

import { withAccount } from '../accounts/account-scope'
import type { ApiClient } from '../api/api-client'
import { AppFailure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import type { OsSurfaces } from '../os/os-surfaces'
import { KeyedJobs } from '../scheduler/keyed-jobs'
import type { JobControl, Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { clampLimit } from './platform-updates-limit'
import { notificationsFor } from './status-changes'
import { StatusService } from './status-service'
import { noUpdatesPublished, onServer } from './status-words'

export interface StatusFeatureDeps {
  api: ApiClient
  scheduler: Scheduler
  settings: SettingsStore
  signedIn: () => boolean
  now: () => number
  os: Pick<OsSurfaces, 'notify'>
  /** The server of the work under way (the account an IPC call is for), else the one on screen. */
  server: () => string | null
  /** One server's new snapshot: to the renderer, for each account on it, and to the tray. */
  publish: (server: string, snapshot: StatusSnapshot, accounts: readonly string[]) => void
  /** An OS notification about `server` was clicked: show an account on it, then the Status view. */
  openStatus: (server: string) => void
  /** The servers watched now (the tray forgets the others). */
  watching: (servers: readonly string[]) => void
}

export interface StatusFeature extends Feature {
  /** Every server's job: rescheduled when the interval changes, run at once when the watched services do (settings-reactions.ts). */
  job: JobControl
}

const NO_SNAPSHOT: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }

/**
 * Platform status is per server: one check per distinct server the accounts
 * are on (and, before any account, the server a first sign-in goes to), each
 * made as an account on that server when there is one, so a platform that
 * wants a credential for its status gets that server's own.
 */
export function createStatusFeature(deps: StatusFeatureDeps): StatusFeature {
  const services = new Map<string, StatusService>()
  /** For each watched server, the accounts on it (signed-in ones first): who a check is made as, and who hears of it. */
  let accountsOn = new Map<string, string[]>()
  const serviceOf = (server: string): StatusService => {
    const existing = services.get(server)
    if (existing) return existing
    const service = new StatusService({
      api: deps.api,
      extraIds: () => deps.settings.get('watchedServices'),
      signedIn: deps.signedIn,
      now: deps.now,
      onSnapshot: (snapshot) => deps.publish(server, snapshot, accountsOn.get(server) ?? []),
      onChanges: (changes) => {
        if (!deps.settings.get('statusNotifications')) return
        // With several servers watched, each notification says which one.
        const host = accountsOn.size > 1 ? serverHost(server, server) : null
        for (const notification of notificationsFor(changes, deps.now()))
          deps.os.notify(host === null ? notification : { ...notification, title: onServer(notification.title, host) }, () => deps.openStatus(server))
      }
    })
    services.set(server, service)
    return service
  }
  /** As the first account on the server, whose server and credential every request then uses (account-scope.ts). */
  const asServer = <T>(server: string, work: () => T): T => {
    const account = accountsOn.get(server)?.[0]
    return account === undefined ? work() : withAccount(account, work)
  }
  const jobs = new KeyedJobs(deps.scheduler, 'status', (server) => ({
    intervalMs: () => deps.settings.get('statusIntervalMinutes') * 60_000,
    run: (signal) => asServer(server, () => serviceOf(server).check(signal))
  }))
  let lastView: AccountsView = { active: null, accounts: [] }
  const watch = (view: AccountsView) => {
    lastView = view
    const next = new Map<string, string[]>()
    const ordered = [...view.accounts.filter((account) => account.signedIn), ...view.accounts.filter((account) => !account.signedIn)]
    for (const account of ordered) next.set(account.baseUrl, [...(next.get(account.baseUrl) ?? []), account.id])
    // Before any account is on screen, the server a first sign-in goes to is the one shown.
    const shown = view.active === null ? deps.server() : null
    if (shown !== null && !next.has(shown)) next.set(shown, [])
    accountsOn = next
    for (const server of services.keys()) if (!next.has(server)) services.delete(server)
    jobs.sync(next.keys())
    deps.watching([...next.keys()])
  }
  const current = () => deps.server()
  return {
    job: jobs.all,
    handlers: {
      'status:get': () => {
        const server = current()
        return Promise.resolve(server === null ? NO_SNAPSHOT : (services.get(server)?.snapshot() ?? NO_SNAPSHOT))
      },
      'status:check-now': () => {
        const server = current()
        jobs.of(server).runNow()
        return Promise.resolve(server === null ? NO_SNAPSHOT : (services.get(server)?.snapshot() ?? NO_SNAPSHOT))
      },
      'status:platform-updates': async ({ limit }) => {
        const clamped = clampLimit(limit)
        try {
          return (await deps.api.get(apiPath('listUpdatesWithLimit', { limit: clamped }), { auth: 'optional', read: ['platformUpdates', clamped] })).body
        } catch (error) {
          if (error instanceof AppFailure && error.appError.kind === 'not-found') throw new AppFailure({ ...error.appError, message: noUpdatesPublished() })
          throw error
        }
      }
    },
    trayActions: { 'check-now': () => jobs.all.runNow() },
    menuCommands: { 'status:check-now': () => jobs.of(current()).runNow() },
    onAccountsChange: watch,
    // A first-run connection (or a forgotten server) changes the server shown before any account: watched at once, not
    // at the next interval (a new job runs when it is added). A no-op before the scheduler starts.
    onServerChange: () => watch(lastView)
  }
}
