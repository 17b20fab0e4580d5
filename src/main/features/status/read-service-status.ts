// GET /v1/maintenance/{id}: "the maintenance status of the service", fields
// not shown. Platforms say it with a status word in any spelling, with
// booleans, with a message, or with a time window; this reads all of them
// into one of five states and never guesses past "unknown".
import type { ServiceState, ServiceStatusModel, TimeWindow } from '@shared/status'

import { asText, bounded, findField, isRecord, unwrap } from '../../core/view-model/read-fields'

const ENVELOPES = ['data', 'service', 'result', 'maintenance', 'status']
const STATE_FIELDS = ['state', 'status', 'condition', 'health', 'indicator', 'level', 'mode', 'statusCode']
const NAME = ['name', 'title', 'displayName', 'label', 'service', 'serviceName']
const MESSAGE = ['message', 'description', 'summary', 'details', 'text', 'reason', 'note']
const START = [
  'scheduledStart',
  'start',
  'startsAt',
  'startAt',
  'startTime',
  'from',
  'begin',
  'windowStart',
  'scheduledFor'
]
const END = ['scheduledEnd', 'end', 'endsAt', 'endAt', 'endTime', 'until', 'to', 'windowEnd', 'scheduledUntil']
// When the service entered its state, if the platform says.
const SINCE = [
  'since',
  'stateChangedAt',
  'statusChangedAt',
  'changedAt',
  'lastChanged',
  'lastChange',
  'updatedAt',
  'updated',
  'lastUpdated',
  'modifiedAt'
]
const WINDOW = ['window', 'schedule', 'maintenanceWindow', 'period']

const WORDS: Record<Exclude<ServiceState, 'unknown'>, readonly string[]> = {
  operational: [
    'ok',
    'up',
    'operational',
    'online',
    'normal',
    'healthy',
    'green',
    'available',
    'running',
    'none',
    'good',
    'fine',
    'allsystemsoperational',
    'resolved',
    'completed'
  ],
  maintenance: [
    'maintenance',
    'undermaintenance',
    'inmaintenance',
    'maintenancemode',
    'scheduled',
    'scheduledmaintenance',
    'planned',
    'inprogress',
    'blue'
  ],
  degraded: [
    'degraded',
    'degradedperformance',
    'partialoutage',
    'partial',
    'minor',
    'warning',
    'warn',
    'yellow',
    'slow',
    'impaired',
    'elevated',
    'limited',
    'investigating',
    'identified',
    'monitoring'
  ],
  down: [
    'down',
    'majoroutage',
    'outage',
    'offline',
    'unavailable',
    'critical',
    'red',
    'major',
    'error',
    'failed',
    'failing',
    'dead',
    'unreachable'
  ]
}

const SCHEDULED_WORDS = new Set(['scheduled', 'scheduledmaintenance', 'planned', 'upcoming'])

const BOOLEAN_FIELDS: { names: readonly string[]; whenTrue: ServiceState; whenFalse: ServiceState | null }[] = [
  {
    names: [
      'maintenance',
      'underMaintenance',
      'inMaintenance',
      'isMaintenance',
      'maintenanceMode',
      'active',
      'isActive'
    ],
    whenTrue: 'maintenance',
    whenFalse: 'operational'
  },
  {
    names: ['ok', 'up', 'online', 'healthy', 'available', 'operational', 'isUp', 'isOperational'],
    whenTrue: 'operational',
    whenFalse: 'down'
  },
  { names: ['degraded', 'isDegraded'], whenTrue: 'degraded', whenFalse: null },
  { names: ['down', 'outage', 'isDown'], whenTrue: 'down', whenFalse: null }
]

/** "Partial Outage", "partial_outage", "PARTIAL-OUTAGE" → partialoutage. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')

export function stateFromWord(word: string): ServiceState | null {
  const key = squash(word)
  for (const [state, words] of Object.entries(WORDS) as [Exclude<ServiceState, 'unknown'>, readonly string[]][])
    if (words.includes(key)) return state
  return null
}

/** The last resort: what the message itself says. */
function stateFromMessage(message: string): ServiceState | null {
  const text = message.toLowerCase()
  if (/\b(major outage|is down|are down|unavailable|offline|not working)\b/.test(text)) return 'down'
  if (/\b(maintenance|upgrade in progress)\b/.test(text)) return 'maintenance'
  if (/\b(degraded|delay(ed|s)?|slow|partial|intermittent|elevated error)\b/.test(text)) return 'degraded'
  if (/\b(operational|all systems|no issues|working normally|running normally)\b/.test(text)) return 'operational'
  return null
}

function readWindow(record: Record<string, unknown>): TimeWindow | null {
  const nested = findField(record, WINDOW)?.value
  const source = isRecord(nested) ? nested : record
  const start = asText(findField(source, START)?.value, 64)
  const end = asText(findField(source, END)?.value, 64)
  return start || end ? { start, end } : null
}

const timeOf = (text: string | null) => (text ? Date.parse(text) : Number.NaN)

/** Reads one service's body; `now` decides whether a maintenance window is current or upcoming. */
export function readServiceStatus(
  id: string,
  fallbackName: string | null,
  body: unknown,
  now: number
): ServiceStatusModel {
  const root = unwrap(body, ENVELOPES)
  const record = isRecord(root) ? root : {}
  const word = asText(findField(record, STATE_FIELDS)?.value, 60)
  const message =
    asText(findField(record, MESSAGE)?.value, 500) ?? (typeof root === 'string' ? asText(root, 500) : null)
  const window = readWindow(record)

  let state: ServiceState | null = word ? stateFromWord(word) : null
  // "Scheduled" is about a window; "maintenance" or `maintenance: true` is the platform saying it is on now.
  let timed = word !== null && SCHEDULED_WORDS.has(squash(word))
  if (!state) {
    for (const rule of BOOLEAN_FIELDS) {
      const value = findField(record, rule.names)?.value
      if (typeof value === 'boolean') {
        state = value ? rule.whenTrue : rule.whenFalse
        if (state) break
      }
    }
  }
  if (!state && window) {
    state = 'maintenance'
    timed = true
  }
  if (!state && message) state = stateFromMessage(message)

  // Maintenance announced for later is not maintenance yet; one whose window ended is over,
  // however the platform says it (a stale "maintenance" left on after its window is not current).
  const start = timeOf(window?.start ?? null)
  const end = timeOf(window?.end ?? null)
  let upcoming = false
  if (state === 'maintenance' && window) {
    if (Number.isFinite(end) && end <= now) state = 'operational'
    else if (timed && Number.isFinite(start) && start > now) {
      state = 'operational'
      upcoming = true
    }
  }
  const sinceText = asText(findField(record, SINCE)?.value, 64)

  return {
    id,
    name: asText(findField(record, NAME)?.value, 100) ?? fallbackName ?? id,
    state: state ?? 'unknown',
    message,
    window,
    upcoming,
    since: sinceText && Number.isFinite(timeOf(sinceText)) ? sinceText : null,
    problem: null,
    raw: bounded(body),
    checkedAt: new Date(now).toISOString()
  }
}

/** A service whose status could not be read: its state is not known, and we say why. */
export function uncheckedService(id: string, name: string | null, problem: string, now: number): ServiceStatusModel {
  return {
    id,
    name: name ?? id,
    state: 'unknown',
    message: null,
    window: null,
    upcoming: false,
    since: null,
    problem,
    raw: null,
    checkedAt: new Date(now).toISOString()
  }
}
