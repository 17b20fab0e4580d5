// Every reader a response body can go through, by name. The names cross
// into the body worker (body-worker.ts), which runs the same functions:
// a request says which reader its body needs (`read: ['profile', id]`),
// and the API client has it read in place or off the main thread
// (body-reader.ts) by size. Readers are pure: plain data in, a bounded
// view model (or an AppFailure) out.
//
// This folder is plumbing and knows no feature: the few readers any
// request may use are here, and each feature adds its own to
// `FeatureReaders` from its folder (people/people-readers.ts, for one);
// src/main/app/readers.ts puts them all in one table, which the type check
// holds to every reader declared.
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

/** Any reader: the body, what else is known of the response, and the arguments its call names. */
export type Reader = (body: unknown, meta: ResponseMeta, ...args: never[]) => unknown

/** The readers any request may use, whatever its feature. */
export const plumbingReaders = {
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
  errorBody: (body: unknown) => errorBodyOf(body)
} satisfies Record<string, Reader>

/**
 * The readers each feature adds, declared from its own folder by merging
 * into this interface (`declare module './body-readers'`), so that
 * plumbing never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one feature at a time
export interface FeatureReaders {}

/** Every reader: what src/main/app/readers.ts must provide, and the names a request may give. */
export type ReaderTable = typeof plumbingReaders & FeatureReaders

type Readers = ReaderTable
export type ReaderName = keyof Readers
type ArgsAfterMeta<P> = P extends [unknown, unknown, ...infer A] ? A : []
export type ReaderArgs<N extends ReaderName> = ArgsAfterMeta<Parameters<Readers[N]>>
export type ReaderResult<N extends ReaderName> = ReturnType<Readers[N]>
/** Which reader a body goes through, and what it needs to know: `['profile', '42']`. */
export type ReadCall<N extends ReaderName> = readonly [N, ...ReaderArgs<N>]
/** Any reader's call, as it travels to the worker. */
export type AnyReadCall = { [N in ReaderName]: ReadCall<N> }[ReaderName]
