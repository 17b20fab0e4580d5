// Platform status as a feature: a checking service and a job on the one
// scheduler for each server, OS notifications for changes, its IPC slice and
// the tray's "Check now".
import type { AccountsView } from '@shared/accounts'
import { serverHost } from '@shared/server-host'
import type { StatusSnapshot } from '@shared/status'

import type { AccountContext } from '../accounts/account-context'
import { noServerYet } from '../api/api-words'
import { AppFailure, failure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import type { OsSurfaces } from '../os/os-surfaces'
import { KeyedJobs } from '../scheduler/keyed-jobs'
import type { Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { clampLimit } from './platform-updates-limit'
import { notificationsFor } from './status-changes'
import { type CheckedAs, StatusService } from './status-service'
import { noUpdatesPublished, onServer } from './status-words'

export interface StatusFeatureDeps {
  scheduler: Scheduler
  settings: SettingsStore
  now: () => number
  os: Pick<OsSurfaces, 'notify'>
  /** The server the views show (before any account: where a first sign-in goes). */
  shownServer: () => string | null
  /** Who a check of `server` is made as: the first of `accounts` (an account on it) still listed, else the server alone. */
  checkAs: (server: string, accounts: readonly string[]) => CheckedAs
  /** One server's new snapshot: to the renderer, for each account on it, and to the tray. */
  publish: (server: string, snapshot: StatusSnapshot, accounts: readonly string[]) => void
  /** An OS notification about `server` was clicked: show an account on it, then the Status view. */
  openStatus: (server: string) => void
  /** The servers watched now (the tray forgets the others). */
  watching: (servers: readonly string[]) => void
}

const NO_SNAPSHOT: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }

/**
 * Platform status is per server: one check per distinct server the accounts
 * are on (and, before any account, the server a first sign-in goes to), each
 * made as an account on that server when there is one, so a platform that
 * wants a credential for its status gets that server's own.
 */
export function createStatusFeature(deps: StatusFeatureDeps): Feature {
  const services = new Map<string, StatusService>()
  /** For each watched server, the accounts on it (signed-in ones first): who a check is made as, and who hears of it. */
  let accountsOn = new Map<string, string[]>()
  const serviceOf = (server: string): StatusService => {
    const existing = services.get(server)
    if (existing) return existing
    const service = new StatusService({
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
  // Each run is made as the first account on its server (signed-in ones first), decided when it starts.
  const jobs = new KeyedJobs(deps.scheduler, 'status', (server) => ({
    intervalMs: () => deps.settings.get('statusIntervalMinutes') * 60_000,
    run: (signal) => serviceOf(server).check(deps.checkAs(server, accountsOn.get(server) ?? []), signal)
  }))
  let lastView: AccountsView = { active: null, accounts: [] }
  const watch = (view: AccountsView) => {
    lastView = view
    const next = new Map<string, string[]>()
    const ordered = [...view.accounts.filter((account) => account.signedIn), ...view.accounts.filter((account) => !account.signedIn)]
    for (const account of ordered) next.set(account.baseUrl, [...(next.get(account.baseUrl) ?? []), account.id])
    // Before any account is on screen, the server a first sign-in goes to is the one shown.
    const shown = view.active === null ? deps.shownServer() : null
    if (shown !== null && !next.has(shown)) next.set(shown, [])
    accountsOn = next
    for (const server of services.keys()) if (!next.has(server)) services.delete(server)
    jobs.sync(next.keys())
    deps.watching([...next.keys()])
  }
  /** The server a call is for: its account's, else the one shown. */
  const serverOf = (account: AccountContext | null) => account?.baseUrl ?? deps.shownServer()
  const snapshotOf = (server: string | null) => (server === null ? NO_SNAPSHOT : (services.get(server)?.snapshot() ?? NO_SNAPSHOT))
  return {
    reactions: {
      statusIntervalMinutes: () => jobs.all.reschedule(),
      // A newly watched service is checked at once, not at the next interval.
      watchedServices: () => jobs.all.runNow()
    },
    handlers: {
      'status:get': (_request, { account }) => Promise.resolve(snapshotOf(serverOf(account))),
      'status:check-now': (_request, { account }) => {
        const server = serverOf(account)
        jobs.of(server).runNow()
        return Promise.resolve(snapshotOf(server))
      },
      'status:platform-updates': async ({ limit }, { account }) => {
        const clamped = clampLimit(limit)
        const server = serverOf(account)
        if (server === null) throw failure({ kind: 'not-configured', message: noServerYet() })
        const as = account ?? deps.checkAs(server, [])
        try {
          return (await as.api.get(apiPath('listUpdatesWithLimit', { limit: clamped }), { auth: 'optional', read: ['platformUpdates', clamped] })).body
        } catch (error) {
          if (error instanceof AppFailure && error.appError.kind === 'not-found') throw new AppFailure({ ...error.appError, message: noUpdatesPublished() })
          throw error
        }
      }
    },
    trayActions: { 'check-now': () => jobs.all.runNow() },
    menuCommands: { 'status:check-now': () => jobs.of(deps.shownServer()).runNow() },
    onAccountsChange: watch,
    // A first-run connection (or a forgotten server) changes the server shown before any account: watched at once, not
    // at the next interval (a new job runs when it is added). A no-op before the scheduler starts.
    onServerChange: () => watch(lastView)
  }
}
