// Which status changes deserve an OS notification: a known state that
// changed into another known state, at most one per service per quiet
// period, and nothing for the first reading after start (that is where the
// app begins, not news).
import type { ServiceState, ServiceStatusView } from '../../shared/status'

export const NOTIFY_QUIET_MS = 15 * 60_000

export interface StatusNotification {
  serviceId: string
  title: string
  body: string
}

export class StatusChanges {
  readonly #last = new Map<string, ServiceState>()
  readonly #notifiedAt = new Map<string, number>()
  readonly #quietMs: number

  constructor(quietMs = NOTIFY_QUIET_MS) {
    this.#quietMs = quietMs
  }

  /** Call with every finished check; returns what to tell the person. */
  observe(services: readonly ServiceStatusView[], now: number, formatTime: (iso: string) => string): StatusNotification[] {
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
      out.push({ serviceId: service.id, title: 'Platform status', body: describeChange(service, formatTime) })
    }
    return out
  }

  /** Sign-out of another server or a new server: start over without a "change". */
  reset(): void {
    this.#last.clear()
    this.#notifiedAt.clear()
  }
}

export function describeChange(service: ServiceStatusView, formatTime: (iso: string) => string): string {
  const until = service.window?.end ? ` until ${formatTime(service.window.end)}` : ''
  switch (service.state) {
    case 'maintenance':
      return `${service.name} is under maintenance${until}.`
    case 'degraded':
      return `${service.name} is degraded${service.message ? `: ${service.message}` : '.'}`
    case 'down':
      return `${service.name} is down${service.message ? `: ${service.message}` : '.'}`
    default:
      return service.upcoming && service.window?.start
        ? `${service.name} is operational; maintenance is planned from ${formatTime(service.window.start)}.`
        : `${service.name} is operational again.`
  }
}
