// The one error shape that crosses IPC. Handlers never throw across the
// bridge: they return a Result, and the renderer shows `message` as is.

export const errorKinds = [
  'invalid-input',
  'insecure-url',
  'not-configured',
  'unreachable',
  'timeout',
  'tls',
  'not-platform',
  'redirected',
  'already-signed-in',
  'cancelled',
  'bad-response',
  'wrong-credentials',
  'method-not-allowed',
  'no-token',
  'unauthorized',
  'not-signed-in',
  'not-found',
  'rate-limited',
  'server',
  'http',
  'storage',
  'forbidden',
  'internal'
] as const

export type ErrorKind = (typeof errorKinds)[number]

export interface AppError {
  kind: ErrorKind
  /** A sentence for people: what happened and what to do. Never a stack. */
  message: string
  status?: number
  retryAfterSeconds?: number
  /** The platform's own words with a refusal (a 4xx), cleaned and cut (main's serverMessage): for a view that words the refusal itself. */
  said?: string
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError }

export const ok = <T>(data: T): Result<T> => ({ ok: true, data })
export const fail = (error: AppError): Result<never> => ({ ok: false, error })

/**
 * An AppError thrown as an Error, in the process it happened in: main's
 * services throw it and the IPC boundary turns it back into a failed Result;
 * the page's bridge calls throw it for a failed Result (ui/bridge-query.ts).
 */
export class AppFailure extends Error {
  readonly appError: AppError

  /** The low-level error behind it, for callers that word their own sentence. */
  constructor(appError: AppError, cause?: unknown) {
    super(appError.message, cause === undefined ? undefined : { cause })
    this.name = 'AppFailure'
    this.appError = appError
  }
}

export const failure = (appError: AppError, cause?: unknown): AppFailure => new AppFailure(appError, cause)
