// The main side of the contract: validates every request against the
// channel's schema, decides whom the call is for, runs the handler, and
// returns a Result. Nothing thrown crosses IPC; unexpected errors are logged
// and shown as a plain sentence.
import { defineMessages } from '@shared/i18n/messages'
import { type Channel, channelScope, ipcChannels, type RequestOf, type ResponseOf } from '@shared/ipc'
import { isZodLoaded, loadZod } from '@shared/load-zod'
import { fail, ok, type Result } from '@shared/result'
import { AppFailure } from '@shared/result'

import { say } from '../i18n'
import type { Logger } from '../logging/logger'
import type { SecretRegistry } from '../logging/secret-registry'

export const dispatchMessages = defineMessages({
  unknownRequest: {
    id: 'ipc.error.unknownRequest',
    defaultMessage: 'Platform Desktop received a request it does not know.',
    description: 'Error when the app’s window asked for something the app has no handler for.'
  },
  malformedRequest: {
    id: 'ipc.error.malformedRequest',
    defaultMessage: 'That request was not in the expected form, so it was not sent.',
    description: 'Error when a request from the app’s window did not have the expected shape.'
  },
  appWideCall: {
    id: 'ipc.error.appWideCall',
    defaultMessage: 'That request is for the whole app, not one account, so it was not carried out.',
    description:
      'Error when the app’s window asked for an app-wide change (server, accounts, diagnostics) while naming one account.'
  },
  internalError: {
    id: 'ipc.error.internal',
    defaultMessage: 'Something went wrong inside Platform Desktop. Please try again.',
    description: 'Error when handling a request failed in an unexpected way.'
  }
})

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

type Checked = { success: true; data: unknown } | { success: false; issues: string[] }

/** Loads what the request schemas are built with (zod: @shared/load-zod); a test may hand its own. */
export interface SchemaLoader {
  load(): Promise<unknown>
  loaded(): boolean
}
const zodLoader: SchemaLoader = { load: loadZod, loaded: isZodLoaded }

function checkNow(name: Channel, request: unknown): Checked {
  const entry = ipcChannels[name]
  // Checked without zod: the page's first question, app:bootstrap, takes nothing.
  if (entry.takesNothing)
    return request === undefined ? { success: true, data: undefined } : { success: false, issues: [''] }
  const parsed = entry.request.safeParse(request)
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues.map((issue) => issue.path.join('.')) }
}

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
  resolve: ResolveAccount<Account> = () => null,
  schemas: SchemaLoader = zodLoader
): Dispatch {
  // zod loads at the first request that carries something to check. Until it has, every request waits behind it, a
  // request that takes nothing too, so none overtakes one that came first (a sign-out, a sign-in begun before it).
  let loading: Promise<unknown> | null = null
  const check = (name: Channel, request: unknown): Checked | Promise<Checked> => {
    if (!schemas.loaded()) {
      if (!ipcChannels[name].takesNothing)
        loading ??= schemas.load().finally(() => {
          // Loaded, or failed (a damaged install): the next request asks again.
          loading = null
        })
      if (loading) return loading.then(() => checkNow(name, request))
    }
    return checkNow(name, request)
  }
  return async (channel, request, caller = DEFAULT_CALLER) => {
    if (typeof channel !== 'string' || !Object.hasOwn(ipcChannels, channel))
      return fail({ kind: 'invalid-input', message: say(dispatchMessages.unknownRequest) })
    const name = channel as Channel
    let parsed: Checked
    try {
      const checking = check(name, request)
      parsed = checking instanceof Promise ? await checking : checking
    } catch (error) {
      logger.error({ err: error, channel: name }, 'the IPC request schemas could not be loaded')
      return fail({ kind: 'internal', message: say(dispatchMessages.internalError) })
    }
    if (!parsed.success) {
      logger.warn({ channel: name, issues: parsed.issues }, 'rejected malformed IPC request')
      return fail({ kind: 'invalid-input', message: say(dispatchMessages.malformedRequest) })
    }
    const named = caller.account ?? null
    const scope = channelScope(name)
    if (scope === 'app' && named !== null) {
      logger.warn({ channel: name }, 'refused an app-wide IPC call that named an account')
      return fail({ kind: 'invalid-input', message: say(dispatchMessages.appWideCall) })
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
      return fail({ kind: 'internal', message: say(dispatchMessages.internalError) })
    }
  }
}
