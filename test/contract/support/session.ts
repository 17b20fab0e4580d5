import { afterAll, beforeAll } from 'vitest'

import { type RunningServer, startServer } from '../../../server/index'
import type { CheckedResponse, Contract } from './contract'
import { loadContract } from './contract'
import { field, postLogin } from './http'

let shared: Promise<Contract> | undefined

/** One parsed contract per test file; building validators is the slow part. */
export function contract(): Promise<Contract> {
  shared ??= loadContract()
  return shared
}

/** Logs in through the contract-checked login operation and returns the token. */
export async function logIn(
  base: string,
  username: string,
  password: string,
  extra: Record<string, string> = {}
): Promise<string> {
  const checked: CheckedResponse = await (
    await contract()
  ).check(await postLogin(base, { username, password, ...extra }), 'login')
  if (checked.status !== 200) throw new Error(`login as ${username} failed: ${checked.text}`)
  return field<string>(checked.body, 'token')
}

export interface ContractContext {
  server: RunningServer
  spec: Contract
  /** A session token for the demo account. */
  token: string
}

/** Starts a server and loads the contract for the file's tests, signed in as demo. */
export function contractContext(): ContractContext {
  const context = {} as ContractContext
  beforeAll(async () => {
    ;[context.server, context.spec] = await Promise.all([startServer({ port: 0 }), contract()])
    context.token = await logIn(context.server.url, 'demo', 'demo1234')
  })
  afterAll(async () => {
    await context.server.close()
  })
  return context
}
