// Which status changes deserve an OS notification: a known state that
// changed into another known state, at most one per service per quiet
// period, and nothing for the first reading after start (that is where the
// app begins, not news). An OS notification says it in our words — the
// service, its state, its window — never the platform's free text (which
// the Status view shows): a notification from the app must not be a
// platform's way to put "sign in again at …" in front of the person.
import type { ServiceState, ServiceStatusModel } from '@shared/status'

import { say } from '../../core/i18n'
import { changesSummary, statusMessages, underMaintenance } from './status-words'

export const NOTIFY_QUIET_MS = 15 * 60_000

export interface StatusNotification {
  serviceId: string
  state: ServiceState
  title: string
  body: string
}

/** At most this many status notifications from one check; more become one summary. */
export const MAX_PER_CHECK = 3

export class StatusChanges {
  readonly #last = new Map<string, ServiceState>()
  readonly #notifiedAt = new Map<string, number>()
  readonly #quietMs: number

  constructor(quietMs = NOTIFY_QUIET_MS) {
    this.#quietMs = quietMs
  }

  /** Call with every finished check; returns what to tell the person. */
  observe(
    services: readonly ServiceStatusModel[],
    now: number,
    formatTime: (iso: string) => string
  ): StatusNotification[] {
    const out: StatusNotification[] = []
    for (const service of services) {
      // "Could not be checked" says nothing about the service itself.
      if (service.state === 'unknown') continue
      const before = this.#last.get(service.id)
      this.#last.set(service.id, service.state)
      if (before === undefined || before === service.state) continue
      const last = this.#notifiedAt.get(service.id)
      if (last !== undefined && now - last < this.#quietMs) continue
      this.#notifiedAt.set(service.id, now)
      out.push({
        serviceId: service.id,
        state: service.state,
        title: say(statusMessages.statusTitle),
        body: describeChange(service, formatTime)
      })
    }
    return out
  }

  /** Sign-out of another server or a new server: start over without a "change". */
  reset(): void {
    this.#last.clear()
    this.#notifiedAt.clear()
  }
}

export function describeChange(service: ServiceStatusModel, formatTime: (iso: string) => string): string {
  const name = serviceName(service)
  switch (service.state) {
    case 'maintenance':
      return underMaintenance(name, service.window?.end ? formatTime(service.window.end) : null)
    case 'degraded':
      return say(statusMessages.isDegraded, { name })
    case 'down':
      return say(statusMessages.isDown, { name })
    default:
      return service.upcoming && service.window?.start
        ? say(statusMessages.maintenancePlanned, { name, from: formatTime(service.window.start) })
        : say(statusMessages.operationalAgain, { name })
  }
}

const LINK_LIKE = /[:/\\@]|www\.|\.[a-z]{2,}\b/i
const MAX_NAME = 40

/**
 * The service as an OS notification may name it: its name or id when that is
 * a short label, never something that reads like a link or an address.
 */
export function serviceName(service: Pick<ServiceStatusModel, 'id' | 'name'>): string {
  for (const candidate of [service.name, service.id]) {
    const text = candidate.replace(/\s+/g, ' ').trim()
    if (text && text.length <= MAX_NAME && !LINK_LIKE.test(text)) return text
  }
  return say(statusMessages.aService)
}

/** One check's changes as OS notifications: each on its own up to MAX_PER_CHECK, else one summary. */
export function notificationsFor(
  changes: readonly StatusNotification[],
  at: number
): { id: string; title: string; body: string }[] {
  if (changes.length <= MAX_PER_CHECK)
    return changes.map((change) => ({ id: `status:${change.serviceId}:${at}`, title: change.title, body: change.body }))
  const problems = changes.filter((change) => change.state !== 'operational').length
  const recovered = changes.length - problems
  return [
    { id: `status:summary:${at}`, title: say(statusMessages.statusTitle), body: changesSummary(problems, recovered) }
  ]
}
