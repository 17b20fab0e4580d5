import { DEMO_EPOCH_MS, isoAt } from './demo-epoch'
import { findService, SERVICES } from './services'
import type { ServiceState, ServiceStatus } from './types'

/** Every state the contract's ServiceStatus.state allows (api/openapi.yaml). */
export const SERVICE_STATES: readonly ServiceState[] = ['operational', 'scheduled', 'maintenance', 'degraded', 'down']

/** What controls.setServiceStatus() may change. Absent fields keep their value; null removes a schedule. */
export interface ServiceChange {
  state?: ServiceState
  message?: string
  scheduledStart?: string | null
  scheduledEnd?: string | null
}

const CHANGE_FIELDS: ReadonlySet<string> = new Set(['state', 'message', 'scheduledStart', 'scheduledEnd'])

// RFC 3339 date-time, what the contract's `format: date-time` accepts. Stored
// as given rather than re-formatted, so a test compares the string it passed.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/i

/** Whether `text` is an RFC 3339 date-time naming a real instant (no 30 February). */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text)
  if (!match) return false
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(year, month - 1, day))
  const realDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return realDay && hour < 24 && minute < 60 && second < 60 && offsetHour < 24 && offsetMinute < 60
}

function validateChange(id: string, change: ServiceChange): void {
  const fail = (why: string): never => {
    throw new TypeError(`Service "${id}": ${why}`)
  }
  if (typeof change !== 'object' || change === null || Array.isArray(change)) fail('the change must be an object')
  for (const key of Object.keys(change)) {
    if (!CHANGE_FIELDS.has(key)) fail(`unknown field "${key}"; use ${[...CHANGE_FIELDS].join(', ')}`)
  }
  if (change.state !== undefined && !SERVICE_STATES.includes(change.state))
    fail(`state must be one of ${SERVICE_STATES.join(', ')}`)
  if (change.message !== undefined && typeof change.message !== 'string') fail('message must be a string')
  for (const field of ['scheduledStart', 'scheduledEnd'] as const) {
    const value = change[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !isDateTime(value)) {
      fail(`${field} must be an ISO date-time such as 2026-11-18T09:00:00Z, or null to remove it`)
    }
  }
}

// Builds the object field by field so the JSON keeps the seed's key order
// whichever fields a change added.
function serviceStatus(
  fields: Omit<ServiceStatus, 'scheduledStart' | 'scheduledEnd'> & {
    scheduledStart?: string | undefined
    scheduledEnd?: string | undefined
  }
): ServiceStatus {
  const status: ServiceStatus = {
    id: fields.id,
    numericId: fields.numericId,
    name: fields.name,
    state: fields.state,
    message: fields.message,
    since: fields.since
  }
  if (fields.scheduledStart !== undefined) status.scheduledStart = fields.scheduledStart
  if (fields.scheduledEnd !== undefined) status.scheduledEnd = fields.scheduledEnd
  return status
}

/** `iso` moved by `shiftMs`, in the same spelling as the seed (toISOString). */
const shifted = (iso: string, shiftMs: number): string => isoAt(Date.parse(iso) + shiftMs)

/**
 * The seed as of `startMs`: every time moved so that the server's start stands
 * where the demo epoch stands in the seed. Unlike the rest of the demo data,
 * services are about now: a maintenance window fixed in November 2026 would
 * have ended two weeks later, and the demo would show no maintenance at all.
 */
export function servicesAsOf(startMs: number): readonly ServiceStatus[] {
  const shiftMs = startMs - DEMO_EPOCH_MS
  return SERVICES.map((service) =>
    serviceStatus({
      ...service,
      since: shifted(service.since, shiftMs),
      scheduledStart: service.scheduledStart === undefined ? undefined : shifted(service.scheduledStart, shiftMs),
      scheduledEnd: service.scheduledEnd === undefined ? undefined : shifted(service.scheduledEnd, shiftMs)
    })
  )
}

/**
 * The maintenance status one server reports. Each server starts from the seed
 * (SERVICES) as of its own start (servicesAsOf), so a test changing one
 * server's services leaves every other alone.
 */
export class ServiceBoard {
  readonly #now: () => number
  readonly #seed: readonly ServiceStatus[]
  #services: readonly ServiceStatus[]

  constructor(now: () => number) {
    this.#now = now
    this.#seed = servicesAsOf(now())
    this.#services = this.#seed
  }

  list(): readonly ServiceStatus[] {
    return this.#services
  }

  /** By name id (any case) or numeric id, as GET /v1/maintenance/{id} looks it up. */
  find(id: string): ServiceStatus | undefined {
    return findService(id, this.#services)
  }

  /** Applies a change; `since` becomes now when the state changes. Throws a TypeError for an unknown id or a bad change. */
  change(id: string, change: ServiceChange): ServiceStatus {
    const current = typeof id === 'string' ? this.find(id) : undefined
    if (!current)
      throw new TypeError(
        `No service has the id "${String(id)}". Known ids: ${this.#services.map((entry) => entry.id).join(', ')}.`
      )
    validateChange(id, change)
    const state = change.state ?? current.state
    const schedule = (field: 'scheduledStart' | 'scheduledEnd'): string | undefined =>
      change[field] === null ? undefined : (change[field] ?? current[field])
    const next = serviceStatus({
      ...current,
      state,
      message: change.message ?? current.message,
      since: state === current.state ? current.since : isoAt(this.#now()),
      scheduledStart: schedule('scheduledStart'),
      scheduledEnd: schedule('scheduledEnd')
    })
    // Replaced, not mutated: a list already handed out stays as it was.
    this.#services = this.#services.map((service) => (service === current ? next : service))
    return next
  }

  /** Back to the seed, as of this server's start. */
  reset(): void {
    this.#services = this.#seed
  }
}
