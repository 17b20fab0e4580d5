// Tolerant reading of bodies whose shape the API leaves open (docs/architecture.md, From a request to a view model):
// fields are found under their common spellings (camelCase, snake_case,
// kebab-case, any case), envelopes are unwrapped, and whatever is left over
// is kept, bounded, for the renderer's generic view.

import { type AppFailure, failure } from '@shared/result'

export type Json = Record<string, unknown>

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Keys looked at per object. A hostile body can send an object with a
 * million keys; readers search, count and keep only the first ones, so
 * their work stays proportional to what they show.
 */
export const MAX_KEYS = 1_000

// Keys repeat across the items of a list ("id", "type"…): each spelling is normalised once.
const normalizedKeys = new Map<string, string>()
const MAX_CACHED_KEYS = 10_000
const MAX_CACHED_KEY_LENGTH = 64

/** "display_name", "displayName", "Display-Name" → "displayname". */
export function normalizeKey(key: string): string {
  const known = normalizedKeys.get(key)
  if (known !== undefined) return known
  const normalized = key.replace(/[-_\s]/g, '').toLowerCase()
  if (key.length <= MAX_CACHED_KEY_LENGTH) {
    if (normalizedKeys.size >= MAX_CACHED_KEYS) normalizedKeys.clear()
    normalizedKeys.set(key, normalized)
  }
  return normalized
}

// The names readers ask for are module constants: each list is indexed once.
const nameIndexes = new WeakMap<readonly string[], ReadonlyMap<string, number>>()

/** Normalised name → its rank in `names` (earlier names win). */
function nameIndex(names: readonly string[]): ReadonlyMap<string, number> {
  let index = nameIndexes.get(names)
  if (!index) {
    const built = new Map<string, number>()
    names.forEach((name, rank) => {
      const key = normalizeKey(name)
      if (!built.has(key)) built.set(key, rank)
    })
    index = built
    nameIndexes.set(names, index)
  }
  return index
}

// A wide object's keys are listed once: V8 enumerates a dictionary-mode
// object by sorting all of its keys, every time, so re-listing them for each
// field a reader looks up would cost the whole object each time.
const wideKeys = new WeakMap<object, readonly string[]>()
const NARROW = 32
/** Key lists whose field plans a picker keeps (items with and without an optional field alternate). */
const PLANS_KEPT = 4

/** The first `max` (at most MAX_KEYS) own keys of a record, in the platform's order. */
export function keysOf(record: Json, max = MAX_KEYS): readonly string[] {
  let keys = wideKeys.get(record)
  if (!keys) {
    const all = Object.keys(record)
    keys = all.length > MAX_KEYS ? all.slice(0, MAX_KEYS) : all
    if (all.length > NARROW) wideKeys.set(record, keys)
  }
  return keys.length > max ? keys.slice(0, max) : keys
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/**
 * The first present field among `names` (compared normalised, earlier names
 * first), with the key it was found under. One pass over at most MAX_KEYS
 * keys, whatever the number of names.
 */
export function findField(record: Json, names: readonly string[]): { key: string; value: unknown } | null {
  const wanted = nameIndex(names)
  let best = Number.POSITIVE_INFINITY
  let found: string | null = null
  for (const key of keysOf(record)) {
    const rank = wanted.get(normalizeKey(key))
    // Among keys for one name the first wins, as the platform wrote them.
    if (rank === undefined || rank >= best || isEmpty(record[key])) continue
    best = rank
    found = key
    if (rank === 0) break
  }
  return found === null ? null : { key: found, value: record[found] }
}

export type Found = { key: string; value: unknown }

/**
 * Several fields at once, in one pass over the record's keys: what a reader
 * of list items uses, so an item costs its keys once rather than once per
 * field. `pick(record).title` is what `findField(record, spec.title)` gives.
 */
export function fieldPicker<F extends string>(
  spec: Readonly<Record<F, readonly string[]>>
): (record: Json) => Partial<Record<F, Found>> {
  const fields = Object.keys(spec) as F[]
  // Normalised name → the fields it names, with its rank among each field's names.
  const index = new Map<string, { slot: number; rank: number }[]>()
  fields.forEach((field, slot) =>
    nameIndex(spec[field]).forEach((rank, name) => {
      const hits = index.get(name) ?? []
      hits.push({ slot, rank })
      index.set(name, hits)
    })
  )
  // What a pick holds: one slot per field, read through a getter named after
  // it, so every pick has one shape and reading `pick.title` stays cheap. It
  // is not a plain object: read its fields by name, never spread it.
  class Picked {
    readonly #slots: (Found | undefined)[]
    constructor(slots: (Found | undefined)[]) {
      this.#slots = slots
    }
    static {
      fields.forEach((field, slot) =>
        Object.defineProperty(Picked.prototype, field, {
          get(this: Picked) {
            return this.#slots[slot]
          }
        })
      )
    }
  }
  // For each field, the record's keys that name it, best first: one pass over
  // the keys, as a lookup per key. The items of a list mostly share their
  // keys, so the plans of the last few key lists are kept and a record with
  // the same keys (JSON.parse makes one string per spelling: compared by
  // reference) skips normalising and looking up each one.
  const plans: { keys: readonly string[]; candidates: readonly (readonly string[])[] }[] = []
  const planFor = (keys: readonly string[]) => {
    const known = plans.find((plan) => plan.keys.length === keys.length && plan.keys.every((key, i) => key === keys[i]))
    if (known) return known.candidates
    const lists: [string, number][][] = fields.map(() => [])
    for (const key of keys)
      for (const { slot, rank } of index.get(normalizeKey(key)) ?? []) lists[slot]?.push([key, rank])
    // Among keys for one name the first wins, as the platform wrote them (a stable sort keeps their order).
    const candidates = lists.map((list) =>
      (list.length > 1 ? list.sort((a, b) => a[1] - b[1]) : list).map(([key]) => key)
    )
    if (plans.unshift({ keys, candidates }) > PLANS_KEPT) plans.pop()
    return candidates
  }
  return (record) => {
    const slots: (Found | undefined)[] = []
    for (const keys of planFor(keysOf(record))) {
      let hit: Found | undefined
      for (const key of keys) {
        const value = record[key]
        if (isEmpty(value)) continue
        hit = { key, value }
        break
      }
      slots.push(hit)
    }
    return new Picked(slots) as unknown as Partial<Record<F, Found>>
  }
}

/** Tracks which keys a reader used, so the rest can go to `extra`. */
export class FieldReader {
  readonly #used = new Set<string>()
  constructor(readonly record: Json) {}

  take(names: readonly string[]): unknown {
    const found = findField(this.record, names)
    if (!found) {
      // A known field that is empty (null, "") is still known: it does not belong in `extra`.
      const wanted = nameIndex(names)
      for (const key of keysOf(this.record)) if (wanted.has(normalizeKey(key))) this.#used.add(key)
      return undefined
    }
    this.#used.add(found.key)
    return found.value
  }

  text(names: readonly string[], max = 500): string | null {
    return asText(this.take(names), max)
  }

  /** Puts a field that was taken back into `extra`. */
  keep(names: readonly string[]): void {
    const found = findField(this.record, names)
    if (found) this.#used.delete(found.key)
  }

  markUsed(key: string): void {
    this.#used.add(key)
  }

  rest(): Json {
    const out: Json = {}
    let kept = 0
    for (const key of keysOf(this.record)) {
      if (this.#used.has(key)) continue
      if (++kept > MAX_ITEMS) break
      out[key] = this.record[key]
    }
    return bounded(out) as Json
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]+/g

/** A short, single-line display string from a string or a number; anything else → null. */
export function asText(value: unknown, max = 500): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  // Testing first: most texts have no control characters, and a test copies nothing.
  const clean = (CONTROL.test(value) ? value.replace(CONTROLS, ' ') : value).trim()
  if (!clean) return null
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

/** An id as a string: numbers and non-empty strings (no whitespace, at most 64 characters). */
export function asId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'string' && /^[^\s/?#]{1,64}$/.test(value.trim())) return value.trim()
  return null
}

export function asCount(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null
}

// An http(s) URL the URL parser would give back unchanged: lower-case
// scheme and host name (no IP address: its last label starts with a letter;
// no punycode, which the parser checks), no port, user or query, and a path
// without dot segments or percent signs. Such a URL is its own canonical
// form, so the parser (the dearest step of reading an item) is skipped;
// test/unit/main/read-fields.test.ts checks the two agree.
// Labels and segments cannot hold the dot or slash between them, so matching never backtracks far.
const CANONICAL_URL = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\/(?:[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*\/?)?$/

/** Whether the URL parser would give `text` back unchanged (CANONICAL_URL above): no user, password, port or query. */
export const isCanonicalUrl = (text: string): boolean => CANONICAL_URL.test(text) && !text.includes('xn--')

/** An http(s) URL as a string, or null. */
export function asUrl(value: unknown): string | null {
  // Only what could be an http(s) URL is parsed.
  if (typeof value !== 'string' || !/^\s*https?:/i.test(value)) return null
  const text = value.trim()
  if (isCanonicalUrl(text)) return text
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * Follows envelopes: while the value is an object holding one of `keys`
 * whose value `accept`s (an object by default), steps into it. At most three levels.
 */
export function unwrap(
  value: unknown,
  keys: readonly string[],
  accept: (inner: unknown) => boolean = isRecord
): unknown {
  let current = value
  for (let depth = 0; depth < 3 && isRecord(current); depth++) {
    const found = findField(current, keys)
    if (!found || !accept(found.value)) break
    current = found.value
  }
  return current
}

const MAX_DEPTH = 6
const MAX_ITEMS = 200
const MAX_STRING = 2_000
/** Values in one bounded copy, however they nest: the generic view shows a sample, never the whole body. */
export const MAX_NODES = 2_000

/**
 * A copy safe to send over IPC and to render: limited depth, list length,
 * keys per object, string length and values in all; no functions or cycles.
 * Its work is proportional to what it keeps, not to the body.
 */
export function bounded(value: unknown): unknown {
  return boundedCopy(value, 0, { left: MAX_NODES })
}

function boundedCopy(value: unknown, depth: number, budget: { left: number }): unknown {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING - 1)}…` : value
  if (depth >= MAX_DEPTH || budget.left <= 0) return '…'
  if (Array.isArray(value)) {
    const out: unknown[] = []
    for (let i = 0; i < value.length && i < MAX_ITEMS && budget.left > 0; i++) {
      budget.left--
      out.push(boundedCopy(value[i], depth + 1, budget))
    }
    return out
  }
  if (isRecord(value)) {
    const out: Json = {}
    for (const key of keysOf(value, MAX_ITEMS)) {
      if (budget.left <= 0) break
      budget.left--
      out[key.slice(0, 200)] = boundedCopy(value[key], depth + 1, budget)
    }
    return out
  }
  return null
}

/**
 * For an answer with nothing recognisable in it (null, a bare string, no
 * list where one must be): a sentence and Retry — never shown as "none".
 * `message` is the feature's own sentence naming what it asked for.
 */
export function unreadable(message: string): AppFailure {
  return failure({ kind: 'bad-response', message })
}

/** null, undefined, a string, a number or a boolean: no structure to read anything from. */
export const isBare = (value: unknown): boolean => value === null || value === undefined || typeof value !== 'object'
