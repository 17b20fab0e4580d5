// Bytes to view model, in one place: decode, parse, then the named reader.
// Runs in the body worker for large bodies and in place for small ones, so
// both give the same answer. Nothing here throws: every outcome is data
// that can cross a thread boundary.
import type { AppError } from '@shared/result'
import { AppFailure } from '@shared/result'

import type { AnyReadCall, ReaderTable, ResponseMeta } from './body-readers'
import { exceedsJsonBudget } from './json-budget'

export type BodyOutcome =
  | { kind: 'read'; value: unknown }
  /** Not JSON: a web page (`html`) or something cut off or malformed. */
  | { kind: 'unreadable'; html: boolean }
  /** The reader refused the body in a sentence (`unreadable(followersUnreadable())`). */
  | { kind: 'failed'; error: AppError }
  /** A reader broke (a bug), or the worker did: never shown as it is. */
  | { kind: 'broken'; detail: string }

export interface ReadRequest {
  call: AnyReadCall
  meta: ResponseMeta
  /**
   * An unparsable body goes to the reader as null instead of failing: error
   * statuses map by status, and a status the caller interprets itself (the
   * login's 400) may come with any body at all.
   */
  tolerant: boolean
}

const HTML_START = /^\s*<(?:!doctype|html|head|body|\?xml|[a-z]+[\s>])/i
const decoder = new TextDecoder('utf-8')

const NOT_JSON = Symbol('not JSON')

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

/** `readers`: the table the call's name is looked up in (src/main/app/readers.ts); a name it lacks is a bug, said as one. */
export function readBody(
  bytes: Uint8Array,
  { call, meta, tolerant }: ReadRequest,
  readers: Partial<ReaderTable>
): BodyOutcome {
  const [name, ...args] = call
  const reader = readers[name] as ((body: unknown, meta: ResponseMeta, ...rest: unknown[]) => unknown) | undefined
  if (typeof reader !== 'function') return { kind: 'broken', detail: `no body reader named ${String(name)}` }
  let body: unknown = null
  const text = decoder.decode(bytes)
  // Not `trim()`: that would copy the whole body to learn it is not blank.
  if (/\S/.test(text)) {
    // JSON first, whatever the label says: some servers send JSON as text/html.
    // More values than any answer needs is as unreadable as no JSON at all, and is never parsed.
    const parsed = exceedsJsonBudget(bytes) ? NOT_JSON : parseJson(text)
    if (parsed !== NOT_JSON) body = parsed
    else if (!tolerant)
      return { kind: 'unreadable', html: /html/i.test(meta.headers['content-type'] ?? '') || HTML_START.test(text) }
  }
  try {
    return { kind: 'read', value: reader(body, meta, ...args) }
  } catch (error) {
    if (error instanceof AppFailure) return { kind: 'failed', error: error.appError }
    return { kind: 'broken', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}
