// What the status checks saw, kept: per server, per service, each change of
// state with its time, for the last 90 days. Only a change is written (a
// check that finds what the last one found adds nothing), and "no data"
// while the server is out of reach, a service could not be checked, or the
// app was not looking (quit, asleep). Bounded in days, entries, services and
// servers; it holds service ids, states and times, nothing of a person.
// status-history-file.ts keeps it on disk; status-history-bars.ts draws it.
import {
  HISTORY_DAYS,
  type HistoryDayState,
  type ServiceHistoryModel,
  type StatusChangeModel,
  type StatusSnapshot
} from '@shared/status'

import { historyBars, type HistoryChange } from './status-history-bars'
import { changesSince, nextLook, type StatusLook } from './status-looks'

export const HISTORY_MS = HISTORY_DAYS * 86_400_000
export const MAX_CHANGES_PER_SERVICE = 2_000
export const MAX_SERVICES_PER_SERVER = 200
export const MAX_SERVERS = 20
/**
 * No check for this long (the app was quit or asleep): that time is no data,
 * not the state seen last. Twice the longest status interval (60 min).
 */
export const UNSEEN_GAP_MS = 2 * 60 * 60_000

/** One server's log: when a check last looked, each service's changes (oldest first), and the person's looks. */
export interface ServerHistory {
  seenAt: number
  services: Record<string, HistoryChange[]>
  /** When the person last looked at this server's Status (status-looks.ts); absent: never. */
  look?: StatusLook
}

/** Everything kept, by server (its baseUrl): what the file holds. */
export type HistoryData = Record<string, ServerHistory>

export interface StatusHistoryDeps {
  now: () => number
  /** What was kept before (already checked: status-history-file.ts). */
  loaded: HistoryData
  /** Called after each change to what is kept (the file debounces its writes). */
  save: (data: HistoryData) => void
}

const stateOf = (state: StatusSnapshot['services'][number]['state']): HistoryDayState =>
  state === 'unknown' ? 'none' : state

export class StatusHistory {
  readonly #data: HistoryData
  readonly #deps: StatusHistoryDeps

  constructor(deps: StatusHistoryDeps) {
    this.#deps = deps
    this.#data = { ...deps.loaded }
    this.#prune(deps.now())
  }

  /** A server's snapshot: each service whose state changed gets a change; out of reach, every service has no data. */
  record(server: string, snapshot: StatusSnapshot): void {
    // A finished check counts at its own time (its services' "since" is that time too); out of reach, now.
    const checked = snapshot.checkedAt === null ? Number.NaN : Date.parse(snapshot.checkedAt)
    const now = snapshot.unreachable ? this.#deps.now() : checked
    const known = this.#data[server]
    // Nothing new: no check finished since the last one recorded (a check starting, the server back before its check).
    if (Number.isNaN(now) || (!snapshot.unreachable && known !== undefined && now <= known.seenAt)) return
    const log = known ?? { seenAt: now, services: {} }
    const states = new Map<string, HistoryDayState>()
    if (snapshot.unreachable) for (const id of Object.keys(log.services)) states.set(id, 'none')
    else for (const service of snapshot.services) states.set(service.id, stateOf(service.state))
    let changed = known === undefined
    // Not looked for a long time: from when it last looked, nothing is known.
    if (now - log.seenAt > UNSEEN_GAP_MS)
      for (const changes of Object.values(log.services)) changed = add(changes, log.seenAt, 'none') || changed
    for (const [id, state] of states) {
      const changes = (log.services[id] ??= [])
      changed = add(changes, now, state) || changed
    }
    log.seenAt = now
    this.#data[server] = log
    if (!changed) return
    this.#prune(now)
    this.#deps.save(this.#data)
  }

  /** The bars and availability of each service of `server` that has a history. */
  view(server: string): Record<string, ServiceHistoryModel> {
    const now = this.#deps.now()
    const services = this.#data[server]?.services ?? {}
    return Object.fromEntries(Object.entries(services).map(([id, changes]) => [id, historyBars(changes, now)]))
  }

  /** Since when `id` has been in `state`, by the log (it outlives a restart); null when the log does not say. */
  since(server: string, id: string, state: HistoryDayState): number | null {
    const last = this.#data[server]?.services[id]?.at(-1)
    return last?.state === state ? last.at : null
  }

  /** The person looked at `server`'s Status now: what changed since the look before (none at the first). */
  look(server: string): StatusChangeModel[] {
    const log = this.#data[server]
    if (log === undefined) return []
    const now = this.#deps.now()
    log.look = nextLook(log.look, now)
    this.#deps.save(this.#data)
    return log.look.since === null ? [] : changesSince(log.services, log.look.since, now)
  }

  /** The last account on `server` went: nothing of it stays. */
  forget(server: string): void {
    if (!(server in this.#data)) return
    delete this.#data[server]
    this.#deps.save(this.#data)
  }

  /** Older than HISTORY_DAYS goes (the change before the window stays, moved to its start), then the caps. */
  #prune(now: number): void {
    const start = now - HISTORY_MS
    const servers = Object.entries(this.#data).sort(([, a], [, b]) => b.seenAt - a.seenAt)
    for (const [server] of servers.slice(MAX_SERVERS)) delete this.#data[server]
    for (const [, log] of servers.slice(0, MAX_SERVERS)) {
      const ids = Object.keys(log.services)
      for (const id of ids.slice(0, Math.max(0, ids.length - MAX_SERVICES_PER_SERVER))) delete log.services[id]
      for (const [id, changes] of Object.entries(log.services)) {
        const inside = changes.findIndex((change) => change.at >= start)
        const from = inside === -1 ? changes.length - 1 : Math.max(0, inside - 1)
        const kept = changes.slice(from).slice(-MAX_CHANGES_PER_SERVICE)
        if (kept[0] && kept[0].at < start) kept[0] = { ...kept[0], at: start }
        log.services[id] = kept
      }
    }
  }
}

/** Appends a change when the state differs from the last; true when it did. */
function add(changes: HistoryChange[], at: number, state: HistoryDayState): boolean {
  const last = changes.at(-1)
  if (last?.state === state) return false
  // Never out of order (a clock set back): a change is never before the last.
  changes.push({ at: Math.max(at, last?.at ?? at), state })
  return true
}
