// Platform status as a feature: a checking service and a job on the one
// scheduler for each server, OS notifications for changes, its IPC slice and
// the tray's "Check now". The platform's updates (its news) with it: the
// Updates view's list, and a job per server counting, for each account on
// it, the updates it has not seen (platform-updates.ts).
import type { AccountsModel } from '@shared/accounts'
import { failure } from '@shared/result'
import { serverHost } from '@shared/server-host'
import type { StatusSnapshot } from '@shared/status'

import type { Feature } from '../../app/feature'
import { apiMessages } from '../../core/api/api-words'
import type { Reachability } from '../../core/connectivity/reachability'
import { say } from '../../core/i18n'
import type { Clock } from '../../core/scheduler/clock'
import type { Scheduler } from '../../core/scheduler/scheduler'
import type { OsSurfaces } from '../../desktop/os/os-surfaces'
import type { AccountContext } from '../accounts/account-context'
import type { SettingsStore } from '../settings/settings-store'
import { PlatformUpdates } from './platform-updates'
import { clampLimit } from './platform-updates-limit'
import { notificationsFor } from './status-changes'
import { StatusHistory } from './status-history'
import type { HistoryFile } from './status-history-file'
import { type CheckedAs, StatusService } from './status-service'
import { statusMessages } from './status-words'

export interface StatusFeatureDeps {
  scheduler: Scheduler
  /** Times the probe of a server out of reach. */
  clock: Clock
  /** Whether each server can be reached, from every request main makes. */
  reach: Pick<Reachability, 'of' | 'onChange'>
  settings: SettingsStore
  now: () => number
  os: Pick<OsSurfaces, 'notify'>
  /** The server the views show (before any account: where a first sign-in goes). */
  shownServer: () => string | null
  /** Who a check of `server` is made as: the first of `accounts` (an account on it) still listed, else the server alone. */
  checkAs: (server: string, accounts: readonly string[]) => CheckedAs
  /** A listed account's context; null once it has gone. */
  contextOf: (id: string) => AccountContext | null
  /** One server's new snapshot: to the renderer, for each account on it, and to the tray. */
  publish: (server: string, snapshot: StatusSnapshot, accounts: readonly string[]) => void
  /** An OS notification about `server` was clicked: show an account on it, then `view`. */
  open: (server: string, view: 'status' | 'updates') => void
  /** The servers watched now (the tray forgets the others). */
  watching: (servers: readonly string[]) => void
  /** One account's count of updates it has not seen, to the renderer. */
  publishUnseen: (account: string, unseen: number) => void
  /** The count of the account on screen, for the Go menu's Updates item. */
  showUnseen: (unseen: number) => void
  /** Where the status history is kept (status-history-file.ts); absent: only in memory. */
  historyFile?: HistoryFile
}

const NO_SNAPSHOT: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }

/**
 * How often a server out of reach is asked again (its status list, one
 * request): its return is found within this, whatever the status interval
 * and the back-off, and all views refresh then (issue 36: within 30 s).
 */
export const PROBE_MS = 10_000

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
  const history = new StatusHistory({
    now: deps.now,
    loaded: deps.historyFile?.loaded ?? {},
    save: deps.historyFile?.save ?? (() => undefined)
  })
  /** A snapshot with each service's history, and a problem's "since" as early as the history (it outlives a restart) knows. */
  const withHistory = (server: string, snapshot: StatusSnapshot): StatusSnapshot => ({
    ...snapshot,
    services: snapshot.services.map((service) => {
      if (service.state !== 'degraded' && service.state !== 'down') return service
      const kept = history.since(server, service.id, service.state)
      if (kept === null || (service.since !== null && Date.parse(service.since) <= kept)) return service
      return { ...service, since: new Date(kept).toISOString() }
    }),
    history: history.view(server)
  })
  const serviceOf = (server: string): StatusService => {
    const existing = services.get(server)
    if (existing) return existing
    const service = new StatusService({
      now: deps.now,
      outOfReach: () => deps.reach.of(server),
      onSnapshot: (snapshot) => {
        history.record(server, snapshot)
        deps.publish(server, withHistory(server, snapshot), accountsOn.get(server) ?? [])
      },
      onChanges: (changes) => {
        if (!deps.settings.get('statusNotifications')) return
        // With several servers watched, each notification says which one.
        const host = accountsOn.size > 1 ? serverHost(server, server) : null
        for (const notification of notificationsFor(changes, deps.now()))
          deps.os.notify(
            host === null
              ? notification
              : { ...notification, title: say(statusMessages.onServer, { title: notification.title, host }) },
            () => deps.open(server, 'status')
          )
      }
    })
    services.set(server, service)
    return service
  }
  let lastView: AccountsModel = { active: null, accounts: [] }
  const updates = new PlatformUpdates({
    settings: deps.settings,
    publish: (account, unseen) => {
      deps.publishUnseen(account, unseen)
      if (account === lastView.active) deps.showUnseen(unseen)
    },
    // One notification per server and check, in our words (never an update's own title: status-changes.ts says why).
    announce: (server, count) => {
      if (!deps.settings.get('platformUpdateNotifications')) return
      const host = accountsOn.size > 1 ? serverHost(server, server) : null
      const title =
        host === null
          ? say(statusMessages.updatesTitle)
          : say(statusMessages.onServer, { title: say(statusMessages.updatesTitle), host })
      deps.os.notify(
        { id: `updates:${server}:${deps.now()}`, title, body: say(statusMessages.updatesArrived, { count }) },
        () => deps.open(server, 'updates')
      )
    }
  })
  // Each run is made as the first account on its server (signed-in ones first), decided when it starts.
  const jobs = deps.scheduler.keyed('status', (server) => ({
    intervalMs: () => deps.settings.get('statusIntervalMinutes') * 60_000,
    run: (signal) => serviceOf(server).check(deps.checkAs(server, accountsOn.get(server) ?? []), signal)
  }))
  // Only for servers someone is signed in on (a sign-in runs it at once): the counts are each signed-in account's.
  const updateJobs = deps.scheduler.keyed('updates', (server) => ({
    intervalMs: () => deps.settings.get('statusIntervalMinutes') * 60_000,
    run: (signal) =>
      updates.check(
        server,
        (accountsOn.get(server) ?? []).map((id) => deps.contextOf(id)).filter((account) => account !== null),
        signal
      )
  }))
  // While a watched server is out of reach, it is asked again every PROBE_MS; the timer goes when none is.
  let probe: unknown = null
  let quit = false
  const outOfReach = () => [...accountsOn.keys()].filter((server) => deps.reach.of(server) !== null)
  const stopProbe = () => {
    if (probe !== null) deps.clock.clearTimeout(probe)
    probe = null
  }
  const probeLater = () => {
    if (quit || probe !== null || outOfReach().length === 0) return
    probe = deps.clock.setTimeout(() => {
      probe = null
      for (const server of outOfReach()) jobs.of(server).runNow()
      probeLater()
    }, PROBE_MS)
  }
  /**
   * A server back is checked at once, but at most once per PROBE_MS: one that answers other requests while dropping
   * its status list comes back with each of them (and each return has the views ask again), and must not have its
   * list asked in a loop. A return inside the interval is checked at its end, if the server is still there.
   */
  const backChecks = new Map<string, { at: number; later: unknown }>()
  const forgetBackCheck = (server: string) => {
    const kept = backChecks.get(server)
    if (kept?.later != null) deps.clock.clearTimeout(kept.later)
    backChecks.delete(server)
  }
  const checkBack = (server: string) => {
    if (quit) return
    const kept = backChecks.get(server)
    const now = deps.clock.now()
    if (kept === undefined || now - kept.at >= PROBE_MS) {
      forgetBackCheck(server)
      backChecks.set(server, { at: now, later: null })
      jobs.of(server).runNow()
    } else if (kept.later === null)
      kept.later = deps.clock.setTimeout(
        () => {
          // A server no longer watched has its timer cleared (watch), as every one is on quit.
          kept.later = null
          if (deps.reach.of(server) === null) checkBack(server)
        },
        kept.at + PROBE_MS - now
      )
  }
  deps.reach.onChange((server) => {
    services.get(server)?.reachChanged()
    // Back: checked at once, at most once per PROBE_MS (the run that found it may be this check itself, which
    // carries on).
    if (deps.reach.of(server) === null) checkBack(server)
    else probeLater()
    // None out of reach: the timer goes, so the next outage's first probe comes PROBE_MS after it began, not at once
    // from a timer the last one left.
    if (outOfReach().length === 0) stopProbe()
  })
  const watch = (view: AccountsModel) => {
    lastView = view
    const next = new Map<string, string[]>()
    const ordered = [
      ...view.accounts.filter((account) => account.signedIn),
      ...view.accounts.filter((account) => !account.signedIn)
    ]
    for (const account of ordered) next.set(account.baseUrl, [...(next.get(account.baseUrl) ?? []), account.id])
    // Before any account is on screen, the server a first sign-in goes to is the one shown.
    const shown = view.active === null ? deps.shownServer() : null
    if (shown !== null && !next.has(shown)) next.set(shown, [])
    // A server no account is on any more (and not the one shown): its history goes with it.
    for (const server of accountsOn.keys()) if (!next.has(server)) history.forget(server)
    accountsOn = next
    for (const server of services.keys()) if (!next.has(server)) services.delete(server)
    for (const server of backChecks.keys()) if (!next.has(server)) forgetBackCheck(server)
    jobs.sync(next.keys())
    updateJobs.sync(new Set(view.accounts.filter((account) => account.signedIn).map((account) => account.baseUrl)))
    updates.keepServers(new Set(next.keys()))
    deps.watching([...next.keys()])
    deps.showUnseen(updates.unseen(view.active))
  }
  /** The server a call is for: its account's, else the one shown. */
  const serverOf = (account: AccountContext | null) => account?.baseUrl ?? deps.shownServer()
  const snapshotOf = (server: string | null) =>
    server === null ? NO_SNAPSHOT : withHistory(server, services.get(server)?.snapshot() ?? NO_SNAPSHOT)
  return {
    reactions: {
      statusIntervalMinutes: () => {
        jobs.all.reschedule()
        updateJobs.all.reschedule()
      },
      // A newly watched service is checked at once, not at the next interval.
      watchedServices: () => jobs.all.runNow()
    },
    handlers: {
      'status:get': (_request, { account }) => Promise.resolve(snapshotOf(serverOf(account))),
      'status:looked': (_request, { account }) => {
        const server = serverOf(account)
        return Promise.resolve(server === null ? [] : history.look(server))
      },
      'status:check-now': (_request, { account }) => {
        const server = serverOf(account)
        jobs.of(server).runNow()
        return Promise.resolve(snapshotOf(server))
      },
      'status:platform-updates': async ({ limit }, { account }) => {
        const server = serverOf(account)
        if (server === null) throw failure({ kind: 'not-configured', message: say(apiMessages.noServerYet) })
        const list = await updates.read(account ?? deps.checkAs(server, []), clampLimit(limit))
        return updates.shown(account, server, list)
      },
      'status:updates-unseen': (_request, { account }) =>
        Promise.resolve({ unseen: updates.unseen(account?.id ?? null) }),
      'status:updates-seen': ({ marks }, { account }) =>
        Promise.resolve(account ? updates.seen(account, marks) : { unseen: 0 })
    },
    trayActions: { 'check-now': () => jobs.all.runNow() },
    menuCommands: { 'status:check-now': () => jobs.of(deps.shownServer()).runNow() },
    onAccountsChange: watch,
    // Nothing of the account whose session ended stays on the navigation or the menu.
    onSessionEnd: (account) => updates.reset(account),
    // A new session on a server with its job already running (another account there, or signing in again): counted now.
    onSessionStart: (account) =>
      updateJobs.of(lastView.accounts.find((listed) => listed.id === account)?.baseUrl ?? null).runNow(),
    // A first-run connection (or a forgotten server) changes the server shown before any account: watched at once, not
    // at the next interval (a new job runs when it is added). A no-op before the scheduler starts.
    onServerChange: () => watch(lastView),
    onLogOff: () => deps.historyFile?.flush(),
    // What the last checks saw, on disk before the process goes; the probe of a server out of reach stops.
    onQuit: () => {
      quit = true
      stopProbe()
      for (const server of backChecks.keys()) forgetBackCheck(server)
      deps.historyFile?.close()
    }
  }
}
