import type { OperationId } from '../operations'
import { isOperationId, OPERATION_IDS } from '../operations'

/**
 * One fault to inject. Test-only: set through startServer({ faults }) or
 * controls.setFaults(); there is no HTTP route that changes faults.
 *
 * Fields combine in this order: the delays first (`delayMs`, `delayByQuery`
 * and `randomDelayMs` add up), then the first present of `dropConnection`,
 * `rateLimit`, `status`, `html`, `json`, `oversizedBytes`, `truncatedJson`.
 * A rule with only delays delays the normal response. `dripMs` changes how
 * the chosen body is sent, not which.
 */
export interface FaultRule {
  /** Wait this long before answering (or before applying the other fields). */
  delayMs?: number
  /**
   * An extra wait chosen by the value of one query parameter (its first
   * occurrence, decoded), e.g. `{ param: 'input', delays: { a: 600 } }` makes
   * `?input=a` slower than `?input=ab`. Values not listed add nothing.
   */
  delayByQuery?: { param: string; delays: Readonly<Record<string, number>> }
  /** An extra wait drawn uniformly from [min, max] ms for each request. */
  randomDelayMs?: { min: number; max: number }
  /** Answer this status with a JSON `{ code, message }` body instead. */
  status?: number
  /** Message for `status`; a generic sentence when absent. */
  message?: string
  /** Answer 200 text/html where JSON is expected; a string replaces the page. */
  html?: boolean | string
  /**
   * Answer 200 application/json with this value as the whole body, in place
   * of the operation's own: `null`, a string, a mixed array, numbers as
   * strings — the wrong types a client must survive. Any JSON value counts as
   * present except `undefined` (absent).
   */
  json?: unknown
  /** Send the normal JSON body cut in half, still labelled application/json. */
  truncatedJson?: boolean
  /** Answer 200 with a valid JSON body of exactly this many bytes. */
  oversizedBytes?: number
  /**
   * Send the status and headers at once, then the body one byte every this
   * many ms (chunked, no Content-Length): a client whose timeout stops at the
   * headers waits for ever. Stops when the client goes or the server closes.
   */
  dripMs?: number
  /** Destroy the socket without any response. */
  dropConnection?: boolean
  /** Answer 429 with `Retry-After` and a JSON body. */
  rateLimit?: { retryAfterSeconds: number }
  /** Apply only to the next N matching requests, then remove the rule. */
  times?: number
}

export const ANY_OPERATION = '*'

/**
 * Rules keyed by operationId from api/openapi.yaml (`getUserData`, `login`,
 * ...), or `*` for every operation. An operationId rule wins over `*`. `ping`
 * and `pingLowerCase` name the same operation and both match every spelling
 * of the ping path.
 */
export type FaultRules = Readonly<Partial<Record<OperationId | typeof ANY_OPERATION, FaultRule>>>

const ALIASES: Readonly<Record<string, string>> = { pingLowerCase: 'ping' }

const canonical = (operationId: string): string => ALIASES[operationId] ?? operationId

/** Holds the active rules and counts down `times`. */
export class FaultBook {
  #rules = new Map<string, { rule: FaultRule; remaining: number }>()

  set(rules: FaultRules): void {
    const next = new Map<string, { rule: FaultRule; remaining: number }>()
    for (const [key, rule] of Object.entries(rules)) {
      if (rule === undefined) continue
      validateRule(key, rule)
      next.set(canonical(key), { rule: copyRule(rule), remaining: rule.times ?? Number.POSITIVE_INFINITY })
    }
    // Only replaced once every rule is valid, so a bad call changes nothing.
    this.#rules = next
  }

  clear(): void {
    this.#rules.clear()
  }

  /** The rule for a request to this operation, consuming one use of it. */
  take(operationId: string): FaultRule | undefined {
    const specific = canonical(operationId)
    const key = this.#rules.has(specific) ? specific : ANY_OPERATION
    const entry = this.#rules.get(key)
    if (!entry) return undefined
    entry.remaining -= 1
    if (entry.remaining <= 0) this.#rules.delete(key)
    return entry.rule
  }
}

/**
 * The longest wait a timer can hold: Node runs a longer one after 1 ms
 * (with a warning), which would turn a "hang forever" rule into no delay.
 */
export const MAX_DELAY_MS = 2_147_483_647

const isDelay = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= MAX_DELAY_MS

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// A copy, so that a caller who mutates its rules object later changes nothing.
function copyRule(rule: FaultRule): FaultRule {
  const copy: FaultRule = { ...rule }
  if (rule.delayByQuery) copy.delayByQuery = { param: rule.delayByQuery.param, delays: { ...rule.delayByQuery.delays } }
  if (rule.randomDelayMs) copy.randomDelayMs = { ...rule.randomDelayMs }
  if (rule.rateLimit) copy.rateLimit = { ...rule.rateLimit }
  // Validated as serialisable, so the round trip is a deep copy.
  if (rule.json !== undefined) copy.json = JSON.parse(JSON.stringify(rule.json)) as unknown
  return copy
}

/**
 * The whole wait a rule asks for, in ms. `query` holds the request's query
 * parameters (first occurrence of each, decoded); `random` returns [0, 1).
 */
export function delayOf(
  rule: FaultRule,
  query: Readonly<Record<string, string>>,
  random: () => number = Math.random
): number {
  let total = rule.delayMs ?? 0
  if (rule.delayByQuery) {
    const value = query[rule.delayByQuery.param]
    // Own keys only: a value such as "constructor" must not find Object's.
    if (value !== undefined && Object.hasOwn(rule.delayByQuery.delays, value))
      total += rule.delayByQuery.delays[value] ?? 0
  }
  if (rule.randomDelayMs) {
    const { min, max } = rule.randomDelayMs
    total += min + random() * (max - min)
  }
  return Math.min(total, MAX_DELAY_MS)
}

function validateDelays(rule: FaultRule, fail: (why: string) => never): void {
  if (rule.delayMs !== undefined && !isDelay(rule.delayMs)) fail(`delayMs must be from 0 to ${MAX_DELAY_MS}`)
  if (rule.delayByQuery !== undefined) {
    const { param, delays } = (isPlainObject(rule.delayByQuery) ? rule.delayByQuery : {}) as Partial<
      NonNullable<FaultRule['delayByQuery']>
    >
    if (typeof param !== 'string' || param === '') fail('delayByQuery.param must name a query parameter')
    if (!isPlainObject(delays)) fail('delayByQuery.delays must map query values to delays in ms')
    for (const [value, delay] of Object.entries(delays)) {
      if (!isDelay(delay)) fail(`delayByQuery.delays["${value}"] must be from 0 to ${MAX_DELAY_MS}`)
    }
  }
  if (rule.randomDelayMs !== undefined) {
    const { min, max } = (isPlainObject(rule.randomDelayMs) ? rule.randomDelayMs : {}) as Partial<
      NonNullable<FaultRule['randomDelayMs']>
    >
    if (!isDelay(min) || !isDelay(max) || min > max) fail(`randomDelayMs needs 0 <= min <= max <= ${MAX_DELAY_MS}`)
  }
}

function validateRule(key: string, rule: FaultRule): void {
  const fail = (why: string): never => {
    throw new TypeError(`Fault rule "${key}": ${why}`)
  }
  if (key !== ANY_OPERATION && !isOperationId(key))
    fail(`not an operationId; use "*" or one of ${OPERATION_IDS.join(', ')}`)
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1))
    fail('times must be a whole number of at least 1')
  validateDelays(rule, fail)
  if (rule.dripMs !== undefined && !(Number.isInteger(rule.dripMs) && rule.dripMs >= 1 && rule.dripMs <= 60_000))
    fail('dripMs must be a whole number of ms from 1 to 60000')
  if (rule.status !== undefined && (!Number.isInteger(rule.status) || rule.status < 200 || rule.status > 599)) {
    fail('status must be an HTTP status from 200 to 599')
  }
  if (rule.oversizedBytes !== undefined && (!Number.isInteger(rule.oversizedBytes) || rule.oversizedBytes < 16)) {
    fail('oversizedBytes must be a whole number of at least 16')
  }
  if (
    rule.rateLimit !== undefined &&
    !(Number.isInteger(rule.rateLimit.retryAfterSeconds) && rule.rateLimit.retryAfterSeconds >= 0)
  ) {
    fail('rateLimit.retryAfterSeconds must be a whole number of 0 or more')
  }
  if (rule.json !== undefined && serialisedJson(rule.json) === undefined)
    fail('json must be a value JSON can represent (no functions, symbols, BigInts or cycles)')
}

/** The body a `json` rule sends, or undefined when the value has no JSON form. */
export function serialisedJson(value: unknown): string | undefined {
  try {
    // JSON.stringify returns undefined for a function or symbol (its type says string), and throws on a cycle or a BigInt.
    const text: string | undefined = JSON.stringify(value)
    return text
  } catch {
    return undefined
  }
}
