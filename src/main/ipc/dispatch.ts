// The main side of the contract: validates every request against the
// channel's schema, runs the handler, and returns a Result. Nothing thrown
// crosses IPC; unexpected errors are logged and shown as a plain sentence.
import { ACCOUNT_ID } from '@shared/accounts'
import { type Channel, ipcChannels, type RequestOf, type ResponseOf } from '@shared/ipc'
import { fail, ok, type Result } from '@shared/result'

import { withAccount } from '../accounts/account-scope'
import { noSuchAccount } from '../accounts/accounts-words'
import { AppFailure } from '../api/app-failure'
import type { Logger } from '../logging/logger'
import type { SecretRegistry } from '../logging/secret-registry'
import { internalError, malformedRequest, unknownRequest } from './ipc-words'

/**
 * Who is asking: each window (webContents) is its own sender, so per-window
 * state (a running search) stays apart; and for which account, when the page
 * named one (unchecked here until dispatch has checked it).
 */
export interface CallContext {
  sender: string
  account?: unknown
}

export type IpcHandlers = { [C in Channel]: (request: RequestOf<C>, context: CallContext) => Promise<ResponseOf<C>> }

export type Dispatch = (channel: unknown, request: unknown, context?: CallContext) => Promise<Result<unknown>>

const DEFAULT_CONTEXT: CallContext = { sender: 'main-window' }

/**
 * `knows` says whether an account id names an account main holds. A call
 * that names one is answered for that account, whatever the views show by
 * the time it runs (account-scope.ts); one that names none, for the active account.
 */
export function createDispatch(handlers: IpcHandlers, logger: Logger, secrets: SecretRegistry, knows: (account: string) => boolean = () => false): Dispatch {
  return async (channel, request, context = DEFAULT_CONTEXT) => {
    if (typeof channel !== 'string' || !Object.hasOwn(ipcChannels, channel)) return fail({ kind: 'invalid-input', message: unknownRequest() })
    const name = channel as Channel
    const parsed = ipcChannels[name].request.safeParse(request)
    if (!parsed.success) {
      logger.warn({ channel: name, issues: parsed.error.issues.map((issue) => issue.path.join('.')) }, 'rejected malformed IPC request')
      return fail({ kind: 'invalid-input', message: malformedRequest() })
    }
    const { account } = context
    if (account !== undefined && account !== null && (typeof account !== 'string' || !ACCOUNT_ID.test(account) || !knows(account)))
      return fail({ kind: 'not-signed-in', message: noSuchAccount() })
    try {
      const handler = handlers[name] as (request: unknown, context: CallContext) => Promise<unknown>
      const run = () => handler(parsed.data, context)
      const answer = await (typeof account === 'string' ? withAccount(account, run) : run())
      // By value, whatever field a platform echoed it in (`session.bearer`, `debug.auth`…): no live secret crosses IPC.
      return ok(secrets.scrubData(answer))
    } catch (error) {
      if (error instanceof AppFailure) return fail(secrets.scrubData(error.appError))
      logger.error({ err: error, channel: name }, 'IPC handler failed')
      return fail({ kind: 'internal', message: internalError() })
    }
  }
}
