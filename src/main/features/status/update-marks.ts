// Which of the platform's updates an account has seen. The platform shows
// no shape for an update (docs: "fields not shown"), so an update is known
// by a mark of our own — a hash of its id, or of its date, title and link
// when it has no id — and "seen" is two things together: the marks of the
// updates the Updates view showed, and the newest date among them. An update
// is new when it is neither: one without a date is new until it is shown,
// one older than the newest seen is not new even if it never was on screen
// (a longer list shows the past, not news). The first look at an account is
// where it starts: nothing already there then is new (as for notifications).

import type { PlatformUpdateItem } from '@shared/status'

import { nodeCrypto } from '../../core/node-crypto'

export interface SeenUpdates {
  /** The newest date among the updates seen (ISO), or null when none had one. */
  newest: string | null
  /** The marks of the updates seen, oldest first. */
  marks: string[]
}

/** Marks kept per account: many more than the Updates view can show at once (100). */
export const MAX_KEPT_MARKS = 300

/** The settings file's schema of every account's SeenUpdates (settings-store.ts). */
export const seenUpdatesSchema = {
  type: 'object',
  maxProperties: 50,
  additionalProperties: {
    type: 'object',
    properties: {
      newest: { type: ['string', 'null'], maxLength: 64 },
      marks: { type: 'array', maxItems: MAX_KEPT_MARKS, items: { type: 'string', maxLength: 64 } }
    },
    required: ['newest', 'marks'],
    additionalProperties: false
  }
} as const

/** What an update is known by: its id when it has one (the reader's `id:` key), else what it says. No platform text is kept. */
export function markOf(item: Pick<PlatformUpdateItem, 'key' | 'title' | 'date' | 'url'>): string {
  const what = item.key.startsWith('id:') ? item.key : `c:${item.date ?? ''}\n${item.title}\n${item.url ?? ''}`
  return nodeCrypto().createHash('sha256').update(what).digest('hex').slice(0, 24)
}

const timeOf = (date: string | null): number => (date === null ? Number.NaN : Date.parse(date))

/** Not seen yet by an account that has `seen`; with no record yet, nothing is new (the first look is where it starts). */
export function isUnseen(seen: SeenUpdates | undefined, update: { mark: string; date: string | null }): boolean {
  if (!seen) return false
  if (seen.marks.includes(update.mark)) return false
  const at = timeOf(update.date)
  const newest = timeOf(seen.newest)
  return !(Number.isFinite(at) && Number.isFinite(newest) && at <= newest)
}

/** `seen` with `shown` added: their marks (the newest kept), and the newest date among them if it is later. */
export function withSeen(
  seen: SeenUpdates | undefined,
  shown: readonly { mark: string; date: string | null }[]
): SeenUpdates {
  const marks = [...(seen?.marks ?? [])]
  for (const { mark } of shown) {
    const at = marks.indexOf(mark)
    if (at >= 0) marks.splice(at, 1)
    marks.push(mark)
  }
  let newest = timeOf(seen?.newest ?? null)
  for (const { date } of shown) {
    const at = timeOf(date)
    if (Number.isFinite(at) && !(at <= newest)) newest = at
  }
  return {
    newest: Number.isFinite(newest) ? new Date(newest).toISOString() : null,
    marks: marks.slice(-MAX_KEPT_MARKS)
  }
}
