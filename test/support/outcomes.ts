// What a call in a test ended as, read without casts: the AppError a main
// service rejected with, or the data or the error of an IPC answer.
import type { AppError, Result } from '../../src/shared/result'
import { AppFailure } from '../../src/shared/result'

/** The AppError a service call rejected with; fails the test if it succeeded or threw anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AppFailure) return error.appError
    throw error
  }
  throw new Error('expected a failure')
}

/** An IPC answer's data; fails the test with main's sentence when it was an error. */
export function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected data, got ${result.error.kind}: ${result.error.message}`)
  return result.data
}

/** An IPC answer's error, or null when it succeeded. */
export const errorOf = (result: Result<unknown>): AppError | null => (result.ok ? null : result.error)
