// Every reader a response body can go through, by name. The names cross
// into the body worker (body-worker.ts), which runs the same functions:
// a request says which reader its body needs (`read: ['profile', id]`),
// and the API client has it read in place or off the main thread
// (body-reader.ts) by size. Readers are pure: plain data in, a bounded
// view model (or an AppFailure) out.
import { readAccount } from '../account-info/read-account'
import { readPwned } from '../account-info/read-pwned'
import { readNotifications } from '../notifications/read-notifications'
import { readActivity } from '../people/read-activity'
import { readFollowers } from '../people/read-followers'
import { readProfile } from '../people/read-profile'
import { readSearch } from '../search/read-search'
import { readLoginResponse } from '../session/login-outcome'
import { readAuthData } from '../session/read-auth-data'
import { readPlatformUpdates } from '../status/read-platform-updates'
import { readServiceList } from '../status/read-service-list'
import { readServiceStatus } from '../status/read-service-status'
import { bounded, isRecord } from '../view-model/read-fields'

/** What a reader may know of the response besides its body. */
export interface ResponseMeta {
  status: number
  /** Lower-case names, values joined with ", ". */
  headers: Record<string, string>
}

/** The parts of an error body the error mapper uses: strings, cut short. */
export interface ErrorBody {
  message?: string
  error?: string
}

const MAX_ERROR_TEXT = 1_000

function errorBodyOf(body: unknown): ErrorBody | null {
  if (!isRecord(body)) return null
  const out: ErrorBody = {}
  if (typeof body.message === 'string') out.message = body.message.slice(0, MAX_ERROR_TEXT)
  if (typeof body.error === 'string') out.error = body.error.slice(0, MAX_ERROR_TEXT)
  return out
}

const authDataOf = (body: unknown): unknown => (isRecord(body) ? body.authData : undefined)

export const bodyReaders = {
  /**
   * What the body says is not used (the ping), but it must be an answer from
   * the platform: a captive portal's web page or a cut-off body is a failure.
   */
  discard: () => null,
  /** Any JSON object or list proves a JSON API answered (the server check). */
  platformProbe: (body: unknown) => isRecord(body) || Array.isArray(body),
  /** The body as the generic view would show it: a bounded copy, however large the body was. */
  sample: (body: unknown) => bounded(body),
  /** A status the caller does not interpret: only what the error mapper shows. */
  errorBody: (body: unknown) => errorBodyOf(body),
  login: (body: unknown, meta: ResponseMeta, now: number) => readLoginResponse({ ...meta, body }, now),
  tokenInfo: (body: unknown, _meta: ResponseMeta, secrets: string[]) => readAuthData(authDataOf(body), secrets),
  profile: (body: unknown, _meta: ResponseMeta, userId: string) => readProfile(userId, body),
  activity: (body: unknown, _meta: ResponseMeta, userId: string) => readActivity(userId, body),
  followers: (body: unknown, _meta: ResponseMeta, userId: string) => readFollowers(userId, body),
  search: (body: unknown, _meta: ResponseMeta, query: string) => readSearch(query, body),
  serviceList: (body: unknown) => readServiceList(body),
  serviceStatus: (body: unknown, _meta: ResponseMeta, id: string, name: string | null, now: number) => readServiceStatus(id, name, body, now),
  platformUpdates: (body: unknown, _meta: ResponseMeta, limit: number) => readPlatformUpdates(limit, body),
  notifications: (body: unknown) => readNotifications(body),
  account: (body: unknown) => readAccount(body),
  pwned: (body: unknown) => readPwned(body)
} satisfies Record<string, (body: unknown, meta: ResponseMeta, ...args: never[]) => unknown>

type Readers = typeof bodyReaders
export type ReaderName = keyof Readers
type ArgsAfterMeta<P> = P extends [unknown, unknown, ...infer A] ? A : []
export type ReaderArgs<N extends ReaderName> = ArgsAfterMeta<Parameters<Readers[N]>>
export type ReaderResult<N extends ReaderName> = ReturnType<Readers[N]>
/** Which reader a body goes through, and what it needs to know: `['profile', '42']`. */
export type ReadCall<N extends ReaderName> = readonly [N, ...ReaderArgs<N>]
/** Any reader's call, as it travels to the worker. */
export type AnyReadCall = { [N in ReaderName]: ReadCall<N> }[ReaderName]
