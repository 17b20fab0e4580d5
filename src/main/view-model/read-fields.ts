// Tolerant reading of bodies whose shape the API leaves open (DESIGN.md §4):
// fields are found under their common spellings (camelCase, snake_case,
// kebab-case, any case), envelopes are unwrapped, and whatever is left over
// is kept, bounded, for the renderer's generic view.

import { failure, type AppFailure } from '../api/app-failure'

export type Json = Record<string, unknown>

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** "display_name", "displayName", "Display-Name" → "displayname". */
export const normalizeKey = (key: string): string => key.replace(/[-_\s]/g, '').toLowerCase()

/** The first present field among `names` (compared normalised), with the key it was found under. */
export function findField(record: Json, names: readonly string[]): { key: string; value: unknown } | null {
  const wanted = names.map(normalizeKey)
  const keys = Object.keys(record)
  for (const name of wanted) {
    const key = keys.find((candidate) => normalizeKey(candidate) === name)
    if (key !== undefined && record[key] !== undefined && record[key] !== null && record[key] !== '') return { key, value: record[key] }
  }
  return null
}

/** Tracks which keys a reader used, so the rest can go to `extra`. */
export class FieldReader {
  readonly #used = new Set<string>()
  constructor(readonly record: Json) {}

  take(names: readonly string[]): unknown {
    const found = findField(this.record, names)
    if (!found) {
      // A known field that is empty (null, "") is still known: it does not belong in `extra`.
      const wanted = new Set(names.map(normalizeKey))
      for (const key of Object.keys(this.record)) if (wanted.has(normalizeKey(key))) this.#used.add(key)
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
    for (const [key, value] of Object.entries(this.record)) if (!this.#used.has(key)) out[key] = value
    return bounded(out) as Json
  }
}

/** A short, single-line display string from a string or a number; anything else → null. */
export function asText(value: unknown, max = 500): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
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

/** An http(s) URL as a string, or null. */
export function asUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * Follows envelopes: while the value is an object holding one of `keys`
 * whose value `accept`s (an object by default), steps into it. At most three levels.
 */
export function unwrap(value: unknown, keys: readonly string[], accept: (inner: unknown) => boolean = isRecord): unknown {
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

/** A copy safe to send over IPC and to render: limited depth, list length and string length; no functions or cycles. */
export function bounded(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING - 1)}…` : value
  if (depth >= MAX_DEPTH) return '…'
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => bounded(item, depth + 1))
  if (isRecord(value)) {
    const out: Json = {}
    for (const [key, inner] of Object.entries(value).slice(0, MAX_ITEMS)) out[key.slice(0, 200)] = bounded(inner, depth + 1)
    return out
  }
  return null
}

/**
 * For an answer with nothing recognisable in it (null, a bare string, no
 * list where one must be): a sentence and Retry — never shown as "none".
 */
export function unreadable(what: string): AppFailure {
  return failure({ kind: 'bad-response', message: `The platform sent ${what} in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.` })
}

/** null, undefined, a string, a number or a boolean: no structure to read anything from. */
export const isBare = (value: unknown): boolean => value === null || value === undefined || typeof value !== 'object'
