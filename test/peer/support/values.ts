// Small readers and display rules the peer's checks share (see checks.ts).
import type { Exchange } from './traffic'

export type Json = Record<string, unknown>

export interface Finding {
  /** What went wrong, the same for every instance, so instances group. */
  signature: string
  /** A note is reported in the run's summary but fails nothing. */
  note?: true
  /** One instance: the request, what came back, the body it came from. */
  detail: string
}

export interface CallRecord {
  channel: string
  request: unknown
  /** What fx.call resolved with (untyped: checking its shape is the point). */
  result: unknown
  /** Exchanges of the operations this channel uses, in order. */
  own: Exchange[]
  /** Prism's base URL. */
  baseUrl: string
}

export const rec = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null
export const arr = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null)
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
/** A text field of the IPC request, as given. */
export const asked = (request: unknown, key: string): string => str(rec(request)?.[key]) ?? ''
export const safeCount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null
export const is2xx = (exchange: Exchange | undefined): boolean =>
  !!exchange && exchange.status >= 200 && exchange.status < 300
export const lastOf = (exchanges: readonly Exchange[], operationId?: string): Exchange | undefined =>
  [...exchanges].reverse().find((exchange) => operationId === undefined || exchange.operationId === operationId)

export const short = (value: unknown, max = 400): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text === undefined ? String(value) : text.length > max ? `${text.slice(0, max)}…` : text
}
export const describeExchange = (exchange: Exchange | undefined): string =>
  exchange
    ? `${exchange.method} ${exchange.path}${exchange.search}${exchange.prefer ? ` [Prefer: ${exchange.prefer}]` : ''} → ${exchange.networkError ?? exchange.status}${exchange.retryAfter !== null ? ` (Retry-After ${exchange.retryAfter})` : ''} ${short(exchange.text, 300)}`
    : 'no request'

/** A string field as a view shows it: one line, trimmed, cut at `max` with an ellipsis; null when empty or not a string. */
export function shown(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (!clean) return null
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

/** A message people read: a sentence, never a stack, a file path or an exception name. */
export function sentenceProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim().length < 8) return 'the message is empty or not text'
  if (
    /\n\s*at\s|node_modules|[\\/][\w.-]+\.(?:ts|js|mjs|cjs)(?::\d+)?|\b(?:Type|Reference|Syntax|Range|Axios)Error\b|\bat [\w.<>]+ \(/.test(
      message
    )
  )
    return 'the message carries a stack trace, a source path or an exception name'
  if (!/^[A-Z“"‘'(]/.test(message.trim()) || message.trim().split(/\s+/).length < 3)
    return 'the message is not a sentence'
  return null
}

/** Server words appended as they came may leave a message without its full stop: worth knowing, not a failure. */
export const unpunctuated = (message: unknown): boolean =>
  typeof message === 'string' && !/[.!?…”)]$/.test(message.trim())

export const sameTime = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b)

export type ViewCheck = (call: CallRecord, data: Json, add: (signature: string, detail?: string) => void) => void
export type ErrorCheck = (call: CallRecord, error: Json, add: (signature: string, detail?: string) => void) => void

export function textField(
  add: (s: string, d?: string) => void,
  view: Json,
  viewKey: string,
  body: Json,
  bodyKey: string,
  max: number
): void {
  const expected = shown(body[bodyKey], max)
  if (expected !== null && view[viewKey] !== expected)
    add(`${viewKey} is not the body's ${bodyKey}`, `view ${short(view[viewKey])}, body ${short(body[bodyKey])}`)
}

/** A group of a view (search, activity) built from a list in the body. */
export function checkGroup(
  add: (s: string, d?: string) => void,
  groups: unknown,
  key: string,
  list: unknown[],
  titleOf: (item: Json) => unknown,
  extra?: (item: Json, viewItem: Json) => void
): void {
  const group = (arr(groups) ?? []).map(rec).find((g) => g?.key === key)
  if (!group) {
    add(`the body's ${key} list has no group`, `groups ${short(arr(groups)?.map((g) => rec(g)?.key))}`)
    return
  }
  const items = arr(group.items) ?? []
  if (!(typeof group.count === 'number' && group.count >= list.length))
    add(`the ${key} group counts fewer than the body lists`, `count ${short(group.count)}, listed ${list.length}`)
  if (items.length !== Math.min(list.length, 200))
    add(`the ${key} group shows ${items.length} of ${list.length} listed items`)
  list.slice(0, 200).forEach((raw, index) => {
    const item = rec(raw)
    const viewItem = rec(items[index])
    if (!item || !viewItem) return
    const title = shown(titleOf(item), 200)
    if (title !== null && viewItem.title !== title)
      add(`a ${key} item's title is not its name`, `view ${short(viewItem.title)}, body ${short(titleOf(item))}`)
    extra?.(item, viewItem)
  })
}

export const DEFAULT_PLATFORM_UPDATES_LIMIT = 10
export const clampedLimit = (limit: number): number =>
  Number.isFinite(limit) ? Math.min(100, Math.max(1, Math.round(limit))) : DEFAULT_PLATFORM_UPDATES_LIMIT
