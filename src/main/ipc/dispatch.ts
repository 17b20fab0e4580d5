// The main side of the contract: validates every request against the
// channel's schema, runs the handler, and returns a Result. Nothing thrown
// crosses IPC; unexpected errors are logged and shown as a plain sentence.
import { type Channel, ipcChannels, type RequestOf, type ResponseOf } from '@shared/ipc'
import { fail, ok, type Result } from '@shared/result'

import { AppFailure } from '../api/app-failure'
import type { Logger } from '../logging/logger'
import type { SecretRegistry } from '../logging/secret-registry'
import { internalError, malformedRequest, unknownRequest } from './ipc-words'

/** Who is asking: each window (webContents) is its own sender, so per-window state (a running search) stays apart. */
export interface CallContext {
  sender: string
}

export type IpcHandlers = { [C in Channel]: (request: RequestOf<C>, context: CallContext) => Promise<ResponseOf<C>> }

export type Dispatch = (channel: unknown, request: unknown, context?: CallContext) => Promise<Result<unknown>>

const DEFAULT_CONTEXT: CallContext = { sender: 'main-window' }

export function createDispatch(handlers: IpcHandlers, logger: Logger, secrets: SecretRegistry): Dispatch {
  return async (channel, request, context = DEFAULT_CONTEXT) => {
    if (typeof channel !== 'string' || !Object.hasOwn(ipcChannels, channel)) return fail({ kind: 'invalid-input', message: unknownRequest() })
    const name = channel as Channel
    const parsed = ipcChannels[name].request.safeParse(request)
    if (!parsed.success) {
      logger.warn({ channel: name, issues: parsed.error.issues.map((issue) => issue.path.join('.')) }, 'rejected malformed IPC request')
      return fail({ kind: 'invalid-input', message: malformedRequest() })
    }
    try {
      const handler = handlers[name] as (request: unknown, context: CallContext) => Promise<unknown>
      // By value, whatever field a platform echoed it in (`session.bearer`, `debug.auth`…): no live secret crosses IPC.
      return ok(secrets.scrubData(await handler(parsed.data, context)))
    } catch (error) {
      if (error instanceof AppFailure) return fail(secrets.scrubData(error.appError))
      logger.error({ err: error, channel: name }, 'IPC handler failed')
      return fail({ kind: 'internal', message: internalError() })
    }
  }
}
