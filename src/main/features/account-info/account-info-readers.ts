// Account information's readers (src/main/core/body/body-readers.ts): the
// account's facts and the leak check's answer.
import { readAccount } from './read-account'
import { readPwned } from './read-pwned'

export const accountInfoReaders = {
  account: (body: unknown) => readAccount(body),
  pwned: (body: unknown) => readPwned(body)
}

type AccountInfoReaders = typeof accountInfoReaders
declare module '../../core/body/body-readers' {
  interface FeatureReaders extends AccountInfoReaders {}
}
