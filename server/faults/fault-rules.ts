import { OPERATION_IDS, isOperationId } from '../operations'
import type { OperationId } from '../operations'

/**
 * One fault to inject. Test-only: set through startServer({ faults }) or
 * controls.setFaults(); there is no HTTP route that changes faults.
 *
 * Fields combine in this order: `delayMs` first, then the first present of
 * `dropConnection`, `rateLimit`, `status`, `html`, `oversizedBytes`,
 * `truncatedJson`. A rule with only `delayMs` delays the normal response.
 */
export interface FaultRule {
  /** Wait this long before answering (or before applying the other fields). */
  delayMs?: number
  /** Answer this status with a JSON `{ code, message }` body instead. */
  status?: number
  /** Message for `status`; a generic sentence when absent. */
  message?: string
  /** Answer 200 text/html where JSON is expected; a string replaces the page. */
  html?: boolean | string
  /** Send the normal JSON body cut in half, still labelled application/json. */
  truncatedJson?: boolean
  /** Answer 200 with a valid JSON body of exactly this many bytes. */
  oversizedBytes?: number
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
      next.set(canonical(key), { rule: { ...rule }, remaining: rule.times ?? Number.POSITIVE_INFINITY })
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

function validateRule(key: string, rule: FaultRule): void {
  const fail = (why: string): never => {
    throw new TypeError(`Fault rule "${key}": ${why}`)
  }
  if (key !== ANY_OPERATION && !isOperationId(key)) fail(`not an operationId; use "*" or one of ${OPERATION_IDS.join(', ')}`)
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1)) fail('times must be a whole number of at least 1')
  if (rule.delayMs !== undefined && !(rule.delayMs >= 0)) fail('delayMs must be 0 or more')
  if (rule.status !== undefined && (!Number.isInteger(rule.status) || rule.status < 200 || rule.status > 599)) {
    fail('status must be an HTTP status from 200 to 599')
  }
  if (rule.oversizedBytes !== undefined && (!Number.isInteger(rule.oversizedBytes) || rule.oversizedBytes < 16)) {
    fail('oversizedBytes must be a whole number of at least 16')
  }
  if (rule.rateLimit !== undefined && !(Number.isInteger(rule.rateLimit.retryAfterSeconds) && rule.rateLimit.retryAfterSeconds >= 0)) {
    fail('rateLimit.retryAfterSeconds must be a whole number of 0 or more')
  }
}
