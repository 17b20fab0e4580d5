// The session's readers (src/main/core/body/body-readers.ts): a sign-in's answer
// (its token, wherever the platform put it) and what a token says of itself.
import type { ResponseMeta } from '../../core/body/body-readers'
import { isRecord } from '../../core/view-model/read-fields'
import { readLoginResponse } from './login-outcome'
import { readAuthData } from './read-auth-data'

const authDataOf = (body: unknown): unknown => (isRecord(body) ? body.authData : undefined)

export const sessionReaders = {
  login: (body: unknown, meta: ResponseMeta, now: number) => readLoginResponse({ ...meta, body }, now),
  tokenInfo: (body: unknown, _meta: ResponseMeta, secrets: string[]) => readAuthData(authDataOf(body), secrets)
}

type SessionReaders = typeof sessionReaders
declare module '../../core/body/body-readers' {
  interface FeatureReaders extends SessionReaders {}
}
