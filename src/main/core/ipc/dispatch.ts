// The main side of the contract: validates every request against the
// channel's schema, decides whom the call is for, runs the handler, and
// returns a Result. Nothing thrown crosses IPC; unexpected errors are logged
// and shown as a plain sentence.
import { type Channel, channelScope, ipcChannels, type RequestOf, type ResponseOf } from '@shared/ipc'
import { fail, ok, type Result } from '@shared/result'
import { AppFailure } from '@shared/result'

import type { Logger } from '../logging/logger'
import type { SecretRegistry } from '../logging/secret-registry'
import { appWideCall, internalError, malformedRequest, unknownRequest } from './ipc-words'

/**
 * What arrives with a call: which window sent it (each webContents is its
 * own sender, so per-window state such as a running search stays apart), and
 * the account the page named, unchecked until dispatch has checked it.
 */
export interface Caller {
  sender: string
  account?: unknown
}

/**
 * What a handler is handed: the window, and the account the call is for,
 * decided once as it arrived (src/main/features/accounts/account-context.ts is what
 * the app's handlers get). Null on an app-wide channel, and on an account's
 * channel while there is no account.
 */
export interface CallContext<Account> {
  sender: string
  account: Account | null
}

export type IpcHandlers<Account> = {
  [C in Channel]: (request: RequestOf<C>, context: CallContext<Account>) => Promise<ResponseOf<C>>
}

export type Dispatch = (channel: unknown, request: unknown, caller?: Caller) => Promise<Result<unknown>>

/**
 * Which account a call is for: the one it names, else the one on screen
 * (null: none). Throws an AppFailure for a name that is no account a call
 * may name (`pendingAllowed`: one still being added may be named).
 */
export type ResolveAccount<Account> = (named: unknown, pendingAllowed: boolean) => Account | null

const DEFAULT_CALLER: Caller = { sender: 'main-window' }

/**
 * An app-wide channel (src/shared/ipc-names.ts, channelScope) takes no
 * account: naming one is refused. An account's channel is answered for the
 * account it names, resolved here once, so nothing the call awaits can
 * carry it to another account (a switch meanwhile, a deep link); one that
 * names none is for the account on screen when it arrives.
 */
export function createDispatch<Account>(
  handlers: IpcHandlers<Account>,
  logger: Logger,
  secrets: SecretRegistry,
  resolve: ResolveAccount<Account> = () => null
): Dispatch {
  return async (channel, request, caller = DEFAULT_CALLER) => {
    if (typeof channel !== 'string' || !Object.hasOwn(ipcChannels, channel))
      return fail({ kind: 'invalid-input', message: unknownRequest() })
    const name = channel as Channel
    const parsed = ipcChannels[name].request.safeParse(request)
    if (!parsed.success) {
      logger.warn(
        { channel: name, issues: parsed.error.issues.map((issue) => issue.path.join('.')) },
        'rejected malformed IPC request'
      )
      return fail({ kind: 'invalid-input', message: malformedRequest() })
    }
    const named = caller.account ?? null
    const scope = channelScope(name)
    if (scope === 'app' && named !== null) {
      logger.warn({ channel: name }, 'refused an app-wide IPC call that named an account')
      return fail({ kind: 'invalid-input', message: appWideCall() })
    }
    try {
      const account = scope === 'app' ? null : resolve(named, scope === 'sign-in')
      const handler = handlers[name] as (request: unknown, context: CallContext<Account>) => Promise<unknown>
      const answer = await handler(parsed.data, { sender: caller.sender, account })
      // By value, whatever field a platform echoed it in (`session.bearer`, `debug.auth`…): no live secret crosses IPC.
      return ok(secrets.scrubData(answer))
    } catch (error) {
      if (error instanceof AppFailure) return fail(secrets.scrubData(error.appError))
      logger.error({ err: error, channel: name }, 'IPC handler failed')
      return fail({ kind: 'internal', message: internalError() })
    }
  }
}
