import type { LoginLimits } from './login-limits'
import { SlidingWindow } from './sliding-window'

/** Why a login attempt is refused, for a 429 with Retry-After. */
export interface LoginRefusal {
  /** Whole seconds, at least 1: the attempt sent after that long is admitted. */
  retryAfterSeconds: number
  message: string
}

/** "45 seconds" up to two minutes, then whole minutes rounded up, so the wait is never understated. */
export function waitInWords(seconds: number): string {
  if (seconds <= 120) return seconds === 1 ? '1 second' : `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}

function refusal(waitMs: number, what: string): LoginRefusal | undefined {
  if (waitMs <= 0) return undefined
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  return { retryAfterSeconds, message: `${what} Try again in ${waitInWords(retryAfterSeconds)}.` }
}

/**
 * One client whether it arrives over IPv4 or as IPv4-mapped IPv6 on a
 * dual-stack socket. Node has no address for a socket already closed; such
 * requests share one key rather than fail.
 */
function clientKey(address: string | undefined): string {
  if (address === undefined) return ''
  return address.toLowerCase().startsWith('::ffff:') && address.includes('.')
    ? address.slice('::ffff:'.length)
    : address
}

/**
 * The two login limits. Both are checked before the password, so a refused
 * attempt learns nothing about it, and a refused attempt is not counted, so
 * a script that keeps hammering does not push its own wait further out and
 * Retry-After stays true.
 */
export class LoginThrottle {
  readonly #clients: SlidingWindow
  readonly #everyone: SlidingWindow
  readonly #failures: SlidingWindow

  constructor(limits: LoginLimits, now: () => number) {
    this.#clients = new SlidingWindow(limits.clientLogins, limits.clientWindowMs, now)
    this.#everyone = new SlidingWindow(limits.globalLogins, limits.globalWindowMs, now)
    this.#failures = new SlidingWindow(limits.accountFailures, limits.accountWindowMs, now)
  }

  /** Counts one attempt from this remote address, or refuses it when the address, or all of them together, are at their limit. */
  admitClient(address: string | undefined): LoginRefusal | undefined {
    const key = clientKey(address)
    const refused =
      refusal(this.#clients.waitMs(key), 'Too many login attempts from this address.') ??
      refusal(this.#everyone.waitMs(''), 'Too many login attempts right now.')
    if (!refused) {
      this.#clients.record(key)
      this.#everyone.record('')
    }
    return refused
  }

  /**
   * Refuses an attempt for a username at its failure limit. Keyed by the name
   * as typed (in lower case, as login matches it), known or not, so the
   * answer never tells which accounts exist.
   */
  admitAccount(username: string): LoginRefusal | undefined {
    return refusal(this.#failures.waitMs(username.toLowerCase()), 'Too many failed logins for this account.')
  }

  recordFailure(username: string): void {
    this.#failures.record(username.toLowerCase())
  }

  /** The right password ends the run of failures: a person who mistyped a few times starts afresh. */
  recordSuccess(username: string): void {
    this.#failures.clear(username.toLowerCase())
  }
}
