// The fetch the test hands the main app in place of the host's (the one over
// Electron's net.request in the app). It sits where a proxy would: the app's
// code, axios and the readers are untouched. It names each request's operation from
// api/openapi.yaml, records every answer Prism generated (status, headers,
// body) so the test can compare view models with the bodies they came from,
// and — because the app never sends Prism's `Prefer` header — adds one to a
// share of requests, so Prism also generates every error the document lists
// for the operation (and `default` answers), not only its first 2xx.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { parse } from 'yaml'

const SPEC_PATH = fileURLToPath(new URL('../../../api/openapi.yaml', import.meta.url))

export interface Operation {
  id: string
  method: string
  template: string
  pattern: RegExp
  /** Non-2xx statuses the operation lists itself, as numbers. */
  documentedErrors: number[]
  hasDefault: boolean
}

export interface Exchange {
  seq: number
  operationId: string | null
  method: string
  path: string
  search: string
  /** What the test asked Prism for, if anything. */
  prefer: string | null
  /** The bearer credential the app sent, or null. */
  bearer: string | null
  status: number
  contentType: string
  retryAfter: string | null
  text: string
  /** Parsed JSON, or undefined when the body is not JSON. */
  json: unknown
  /** Set when no answer arrived: the connection failed, or the app gave up (its timeout, a newer search). */
  networkError: string | null
  /** The app aborted the request itself (then no answer is expected). */
  abortedByApp: boolean
}

interface RawOperation {
  operationId?: string
  responses?: Record<string, unknown>
}

export function loadOperations(): Operation[] {
  const doc = parse(readFileSync(SPEC_PATH, 'utf8')) as { paths: Record<string, Record<string, RawOperation>> }
  const operations: Operation[] = []
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!raw.operationId) continue
      const codes = Object.keys(raw.responses ?? {})
      const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
      operations.push({
        id: raw.operationId,
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${escaped}$`),
        documentedErrors: codes.filter((code) => /^\d{3}$/.test(code) && !code.startsWith('2')).map(Number),
        hasDefault: codes.includes('default')
      })
    }
  }
  return operations
}

/**
 * Statuses a `default` answer may carry: any the operation does not list.
 * 401 on a public operation is a platform that guards it; 302 without a
 * Location is odd but possible; 502–504 are the ones the client retries.
 */
const DEFAULT_STATUSES = [302, 400, 401, 403, 404, 409, 410, 418, 422, 500, 502, 503, 504]

/** mulberry32: small, seedable, good enough to spread choices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface TrafficOptions {
  operations: Operation[]
  random: () => number
  /** Share of requests that ask Prism for a listed error status (or a `default` one). */
  forceErrorShare: number
  /** Share that asks for a static answer (examples, or values built from the schema) instead of a faked one. */
  staticShare: number
}

export class Traffic {
  readonly exchanges: Exchange[] = []
  /** Answers received per operation id ("(none) METHOD /path" for requests the document does not describe). */
  readonly answered = new Map<string, Exchange[]>()
  /** While false (setting up), no Prefer header is added. */
  steering = true
  #inFlight = 0
  readonly #options: TrafficOptions

  constructor(options: TrafficOptions) {
    this.#options = options
  }

  get inFlight(): number {
    return this.#inFlight
  }

  get seq(): number {
    return this.exchanges.length
  }

  operationOf(method: string, path: string): Operation | null {
    return this.#options.operations.find((op) => op.method === method && op.pattern.test(path)) ?? null
  }

  /** Exchanges recorded since `seq` (a value of `this.seq` taken earlier). */
  since(seq: number): Exchange[] {
    return this.exchanges.slice(seq)
  }

  #prefer(op: Operation | null): string | null {
    if (!op || !this.steering) return null
    const { random, forceErrorShare, staticShare } = this.#options
    const roll = random()
    if (roll < staticShare) return 'dynamic=false'
    if (roll >= staticShare + forceErrorShare) return null
    const codes = [...new Set([...op.documentedErrors, ...(op.hasDefault ? DEFAULT_STATUSES : [])])]
    const code = codes[Math.floor(random() * codes.length)]
    if (code === undefined) return null
    // The login's two documented 400s differ only by their text: ask for each example now and then.
    if (op.id === 'login' && code === 400) {
      const pick = random()
      if (pick < 0.3) return 'code=400, example=alreadyLoggedIn'
      if (pick < 0.6) return 'code=400, example=incorrect'
    }
    // Now and then the document's own example for that status (a 429's is Retry-After: 0, which the app retries).
    return random() < 0.2 ? `code=${code}, dynamic=false` : `code=${code}`
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const op = this.operationOf(request.method, url.pathname)
    const prefer = this.#prefer(op)
    if (prefer) request.headers.set('Prefer', prefer)
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null
    const base = {
      operationId: op?.id ?? null,
      method: request.method,
      path: url.pathname,
      search: url.search,
      prefer,
      bearer
    }
    this.#inFlight++
    try {
      const response = await globalThis.fetch(request)
      // Read a copy in full, so the record is complete before the app reads its own.
      const text = await response.clone().text()
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      const exchange: Exchange = {
        ...base,
        seq: this.exchanges.length,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        retryAfter: response.headers.get('retry-after'),
        text,
        json,
        networkError: null,
        abortedByApp: false
      }
      this.exchanges.push(exchange)
      const key = op?.id ?? `(none) ${request.method} ${url.pathname}`
      const list = this.answered.get(key) ?? []
      list.push(exchange)
      this.answered.set(key, list)
      return response
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.exchanges.push({
        ...base,
        seq: this.exchanges.length,
        status: 0,
        contentType: '',
        retryAfter: null,
        text: '',
        json: undefined,
        networkError: message,
        abortedByApp: request.signal.aborted
      })
      throw error
    } finally {
      this.#inFlight--
    }
  }
}
