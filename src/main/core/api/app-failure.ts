import type { AppError } from '@shared/result'

/** Thrown inside main by services; turned into a Result at the IPC boundary. */
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
