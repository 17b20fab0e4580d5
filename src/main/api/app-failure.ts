import type { AppError } from '../../shared/result'

/** Thrown inside main by services; turned into a Result at the IPC boundary. */
export class AppFailure extends Error {
  readonly appError: AppError

  constructor(appError: AppError) {
    super(appError.message)
    this.name = 'AppFailure'
    this.appError = appError
  }
}

export const failure = (appError: AppError): AppFailure => new AppFailure(appError)
