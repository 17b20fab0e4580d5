// How hard the login may be tried. The defaults sit far above what a person
// typing a password does and far below what a script does; server/README.md
// ("Login limits and sessions") gives the reasoning.

const MINUTE_MS = 60_000

export interface LoginLimits {
  /** Failed logins one username may have within accountWindowMs; further attempts for it get 429. */
  readonly accountFailures: number
  readonly accountWindowMs: number
  /** Login attempts, successful or not, one client address may make within clientWindowMs. */
  readonly clientLogins: number
  readonly clientWindowMs: number
  /**
   * Login attempts from all clients together within globalWindowMs: a script
   * that rotates its source address (40 loopback addresses gave 40 times the
   * per-client budget) still meets this one.
   */
  readonly globalLogins: number
  readonly globalWindowMs: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = Object.freeze({
  accountFailures: 10,
  accountWindowMs: 15 * MINUTE_MS,
  clientLogins: 30,
  clientWindowMs: MINUTE_MS,
  globalLogins: 120,
  globalWindowMs: MINUTE_MS
})

/** Longer than any account's name or email here; a longer one is refused before it keys anything (the failure counts, the logs). */
export const MAX_LOGIN_NAME = 128

/** Live session tokens per account; issuing one more revokes the account's oldest. */
export const DEFAULT_MAX_SESSIONS_PER_ACCOUNT = 20

/** Throws a RangeError naming the option unless `value` is a whole number above 0. */
export function positiveWhole(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a whole number above 0, not ${value}.`)
  return value
}

/** Limits as a caller gives them: any may be left out, or given as undefined to keep its default. */
export type GivenLoginLimits = { [K in keyof LoginLimits]?: LoginLimits[K] | undefined }

/** The given limits completed with the defaults; a RangeError names the first invalid one. */
export function loginLimits(given: GivenLoginLimits = {}): LoginLimits {
  const known = new Set(Object.keys(DEFAULT_LOGIN_LIMITS))
  const unknown = Object.keys(given).find((name) => !known.has(name))
  if (unknown !== undefined)
    throw new RangeError(`loginLimits has no option "${unknown}"; it takes ${[...known].join(', ')}.`)
  // An option given as undefined keeps its default, as an option left out does.
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined))
  const limits = { ...DEFAULT_LOGIN_LIMITS, ...set }
  for (const [name, value] of Object.entries(limits)) positiveWhole(`loginLimits.${name}`, value)
  return Object.freeze(limits)
}
