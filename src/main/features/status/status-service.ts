// Checks the watched services: those GET /v1/maintenance/ lists plus the ids
// the person added in Settings, each read with GET /v1/maintenance/{id}. It
// works signed in or not: the endpoints are asked without a credential, and
// only if the platform answers 401 are they asked again with the session.
// Each check is made as the context it is handed (an account on the server,
// else the server alone), all of it: its client, its session, its watched ids.
import { AppFailure, failure } from '@shared/result'
import type { ServiceStatusModel, StatusSnapshot } from '@shared/status'

import type { ApiResponse } from '../../core/api/api-client'
import { type ApiPath, apiPath } from '../../core/api/operations'
import type { ReadCall, ReaderName, ReaderResult } from '../../core/body/body-readers'
import type { OutOfReach } from '../../core/connectivity/reachability'
import { formats } from '../../core/i18n'
import { say } from '../../core/i18n'
import type { AccountContext, ServerContext } from '../accounts/account-context'
import type { ListedService } from './read-service-list'
import { uncheckedService } from './read-service-status'
import { StatusChanges, type StatusNotification } from './status-changes'
import { statusMessages } from './status-words'

const CONCURRENCY = 4

/** Who a check is made as: an account on the server (its credential when the platform asks for one), else the server alone. */
export type CheckedAs = ServerContext | AccountContext

export interface StatusServiceDeps {
  now: () => number
  /** Whether the server is out of reach, as every request to it says (connectivity/reachability.ts). */
  outOfReach: () => OutOfReach | null
  onSnapshot: (snapshot: StatusSnapshot) => void
  onChanges: (changes: StatusNotification[]) => void
}

/** The platform answered 404 for this id. */
interface NotKnown {
  unknownId: string
  name: string | null
}

export class StatusService {
  #snapshot: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }
  #needsCredential = false
  /** The last list that could be read: a failed list keeps watching what was known. */
  #lastListed: ListedService[] = []
  readonly #changes = new StatusChanges()
  /** Each service's last state and when this run first saw it in that state: the "since" of a problem the platform gives no time for. */
  readonly #seen = new Map<string, { state: ServiceStatusModel['state']; at: string }>()
  readonly #deps: StatusServiceDeps
  /** The services being asked now, if a check is at that step. */
  #servicesCheck: AbortController | null = null

  constructor(deps: StatusServiceDeps) {
    this.#deps = deps
  }

  snapshot(): StatusSnapshot {
    return this.#snapshot
  }

  /** Another server: what was known about the old one means nothing now. */
  reset(): void {
    this.#changes.reset()
    this.#seen.clear()
    this.#needsCredential = false
    this.#lastListed = []
    this.#publish({ services: [], checkedAt: null, checking: false, listProblem: null })
  }

  /** One check of every watched service. Throws when nothing could be reached, so the scheduler backs off. */
  async check(as: CheckedAs, signal?: AbortSignal): Promise<void> {
    this.#publish({ ...this.#snapshot, checking: true })
    let listed: ListedService[]
    let listProblem: string | null = null
    try {
      listed = (await this.#get(as, apiPath('listMaintenance'), signal, ['serviceList'])).body
      this.#lastListed = listed
    } catch (error) {
      if (signal?.aborted) throw error
      listProblem = error instanceof AppFailure ? error.appError.message : say(statusMessages.serviceListUnreadable)
      listed = this.#lastListed
    }
    // The server is not there: asking each service would fail alike. What was seen last stays, said to be out of reach.
    if (listProblem !== null && this.#keepLastSeen())
      throw failure({ kind: 'unreachable', message: say(statusMessages.statusUnchecked, { listProblem }) })
    const watched: ListedService[] = [...listed]
    const known = new Set(listed.map((service) => service.id.toLowerCase()))
    const added = new Set<string>()
    // The service ids the person added in Settings for this server.
    for (const id of as.prefs.get('watchedServices')) {
      if (known.has(id.toLowerCase())) continue
      known.add(id.toLowerCase())
      added.add(id)
      watched.push({ id, name: null })
    }

    // The services are asked under their own signal: when the server goes out of reach meanwhile (reachChanged), the
    // requests still out are stopped at once rather than each left to reach its own timeout.
    const asking = new AbortController()
    const stop = () => asking.abort()
    signal?.addEventListener('abort', stop, { once: true })
    this.#servicesCheck = asking
    let checked: (ServiceStatusModel | NotKnown)[]
    try {
      checked = await mapLimited(watched, CONCURRENCY, (service) => this.#checkOne(as, service, asking.signal))
    } finally {
      signal?.removeEventListener('abort', stop)
      if (this.#servicesCheck === asking) this.#servicesCheck = null
    }
    if (signal?.aborted) throw failure({ kind: 'cancelled', message: say(statusMessages.checkStopped) })
    const now = this.#deps.now()
    // An added id the platform does not know is a typo or a retired service, not a service with a problem: Settings says so.
    const unknownIds: string[] = []
    const services: ServiceStatusModel[] = []
    for (const result of checked) {
      if (!('unknownId' in result)) services.push(this.#withSince(result, now))
      else if (added.has(result.unknownId)) unknownIds.push(result.unknownId)
      // One the platform lists and then does not know: it said so itself, so Status shows it.
      else services.push(uncheckedService(result.unknownId, result.name, say(statusMessages.unknownServiceId), now))
    }
    if (this.#keepLastSeen())
      throw failure({
        kind: 'unreachable',
        message: say(statusMessages.statusUnchecked, {
          listProblem: listProblem ?? say(statusMessages.serviceListUnreadable)
        })
      })
    this.#publish({
      services,
      checkedAt: new Date(now).toISOString(),
      checking: false,
      listProblem,
      unknownIds,
      unreachable: null
    })
    const changes = this.#changes.observe(services, now, (iso) => formatLocalTime(iso, now))
    if (changes.length > 0) this.#deps.onChanges(changes)
    if (listProblem && services.every((service) => service.problem !== null))
      throw failure({ kind: 'unreachable', message: say(statusMessages.statusUnchecked, { listProblem }) })
  }

  async #checkOne(
    as: CheckedAs,
    service: ListedService,
    signal: AbortSignal | undefined
  ): Promise<ServiceStatusModel | NotKnown> {
    try {
      return (
        await this.#get(as, apiPath('getMaintenance', { id: service.id }), signal, [
          'serviceStatus',
          service.id,
          service.name,
          this.#deps.now()
        ])
      ).body
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'not-found')
        return { unknownId: service.id, name: service.name }
      const problem =
        error instanceof AppFailure
          ? say(statusMessages.couldNotBeCheckedBecause, { reason: error.appError.message })
          : say(statusMessages.couldNotBeChecked)
      return uncheckedService(service.id, service.name, problem, this.#deps.now())
    }
  }

  /**
   * Out of reach: the last snapshot stays as it was (its services, its time),
   * with the connectivity state beside it. Nothing is compared, so losing the
   * connection is never told as services changing state. False when reachable.
   */
  #keepLastSeen(): boolean {
    const out = this.#deps.outOfReach()
    if (out === null) return false
    this.#publish({ ...this.#snapshot, checking: false, unreachable: out })
    return true
  }

  /** The server went out of reach or came back, as any request found: the snapshot says so at once. */
  reachChanged(): void {
    const out = this.#deps.outOfReach()
    if (out !== null) this.#servicesCheck?.abort()
    this.#publish({ ...this.#snapshot, unreachable: out })
  }

  /** A problem without the platform's time says since when this run has seen it; a change of state starts it again. */
  #withSince(service: ServiceStatusModel, now: number): ServiceStatusModel {
    const before = this.#seen.get(service.id)
    const at = before && before.state === service.state ? before.at : new Date(now).toISOString()
    this.#seen.set(service.id, { state: service.state, at })
    if (service.since !== null || (service.state !== 'degraded' && service.state !== 'down')) return service
    return { ...service, since: at }
  }

  /** Without a credential first; with the session only once the platform has asked for one. */
  async #get<N extends ReaderName>(
    as: CheckedAs,
    path: ApiPath<'GET'>,
    signal: AbortSignal | undefined,
    read: ReadCall<N>
  ): Promise<ApiResponse<ReaderResult<N>>> {
    const options = { ...(signal ? { signal } : {}), read }
    const signedIn = 'session' in as && as.session.view().signedIn
    if (!this.#needsCredential || !signedIn) {
      try {
        return await as.api.get(path, { ...options, auth: 'none' })
      } catch (error) {
        const unauthorized = error instanceof AppFailure && error.appError.kind === 'unauthorized'
        if (!unauthorized || !signedIn) throw error
        this.#needsCredential = true
      }
    }
    return as.api.get(path, { ...options, auth: 'session' })
  }

  #publish(snapshot: StatusSnapshot): void {
    this.#snapshot = snapshot
    this.#deps.onSnapshot(snapshot)
  }
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * "14:00" today, "Tue 14:00" within a week, a date and time otherwise — in
 * the app's language and the person's own time zone. One format each, so the
 * locale orders and joins the day and the time its own way.
 */
export function formatLocalTime(iso: string, now: number): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const time = { hour: '2-digit', minute: '2-digit' } as const
  if (new Date(now).toDateString() === date.toDateString()) return formats.date(date, time)
  const days = Math.abs(date.getTime() - now) / 86_400_000
  return formats.date(
    date,
    days < 6 ? { weekday: 'short', ...time } : { year: 'numeric', month: 'short', day: 'numeric', ...time }
  )
}
