// What arrived since the person last looked at Notifications (issue 38 §3):
// per account, the keys the view listed at the last visit, and at the visit
// before it. Calls within ONE_VISIT_MS of each other are one visit (the view
// opening, then its fresh answer arriving): what it listed is added to that
// visit, and it keeps comparing with the same visit before. Keys only (the
// platform's ids, or a hash of the content): nothing a person wrote or read.
// The settings file's shapes for the notifications' keys live here too.
import type { NotificationVisit } from '@shared/notifications'

/** Calls this close together are one visit. */
export const ONE_VISIT_MS = 60_000
/** The keys kept per visit (the list holds at most this many worth telling apart). */
export const MAX_VISIT_KEYS = 2_000
/** Accounts remembered; the oldest entries go first. */
const MAX_ACCOUNTS = 50

export interface StoredVisit {
  at: number
  keys: string[]
  /** The keys of the visit before this one; null at the first. */
  before: string[] | null
}

/** The settings file's read marks and announced keys, per account (settings-store.ts's schema). */
export const notificationKeysSchema = {
  type: 'object',
  maxProperties: MAX_ACCOUNTS,
  additionalProperties: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 128 } }
} as const

/** The settings file's `visitedNotifications` (settings-store.ts's schema). */
export const visitsSchema = {
  type: 'object',
  maxProperties: MAX_ACCOUNTS,
  additionalProperties: {
    type: 'object',
    properties: {
      at: { type: 'number' },
      keys: { type: 'array', maxItems: MAX_VISIT_KEYS, items: { type: 'string', maxLength: 128 } },
      before: { type: ['array', 'null'], maxItems: MAX_VISIT_KEYS, items: { type: 'string', maxLength: 128 } }
    },
    required: ['at', 'keys', 'before'],
    additionalProperties: false
  }
} as const

/** Where the visits are kept: the settings file's `visitedNotifications`. */
export interface VisitStore {
  get: (key: 'visitedNotifications') => Record<string, StoredVisit>
  set: (key: 'visitedNotifications', value: Record<string, StoredVisit>) => void
}

/** The view listed `keys` now for the account `marks` ("<server>|<user>"): what the visit before it listed. */
export function visitNotifications(
  settings: VisitStore,
  marks: string,
  keys: readonly string[],
  now: number
): NotificationVisit {
  const all = settings.get('visitedNotifications')
  const last = all[marks]
  const sameVisit = last !== undefined && now - last.at < ONE_VISIT_MS && now >= last.at
  const visit: StoredVisit = sameVisit
    ? { at: now, keys: [...new Set([...last.keys, ...keys])].slice(-MAX_VISIT_KEYS), before: last.before }
    : { at: now, keys: [...new Set(keys)].slice(-MAX_VISIT_KEYS), before: last?.keys ?? null }
  const { [marks]: _old, ...others } = all
  try {
    const kept: [string, StoredVisit][] = [...Object.entries(others), [marks, visit]]
    settings.set('visitedNotifications', Object.fromEntries(kept.slice(-MAX_ACCOUNTS)))
  } catch {
    // Not remembering the visit is not worth failing the view for: it only makes the next one say less.
  }
  return { before: visit.before }
}
