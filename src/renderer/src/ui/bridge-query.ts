// TanStack Query over window.platform: the query function calls the bridge
// and turns a failed Result into a BridgeError carrying the typed error;
// keys are channel + arguments.
import { queryOptions } from '@tanstack/react-query'

import type { Channel, RequestOf, ResponseOf } from '@shared/ipc'
import type { AppError } from '@shared/result'

import { currentIntl, defineMessages } from '../i18n'
import { invoke } from '../platform'

const messages = defineMessages({
  internal: {
    id: 'ui.bridge.internal',
    defaultMessage: 'Something went wrong inside Platform Desktop. Please try again.',
    description: 'An error sentence when the page itself failed (not the platform or the network). “Platform Desktop” is the app’s name.'
  }
})

export class BridgeError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message)
    this.name = 'BridgeError'
  }
}

export const appErrorOf = (error: unknown): AppError =>
  error instanceof BridgeError ? error.appError : { kind: 'internal', message: currentIntl().formatMessage(messages.internal) }

export async function call<C extends Channel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
  const result = await (invoke as (c: C, r: RequestOf<C>) => ReturnType<typeof invoke<C>>)(channel, request)
  if (!result.ok) throw new BridgeError(result.error)
  return result.data
}

export function bridgeQuery<C extends Channel>(channel: C, request: RequestOf<C>) {
  return queryOptions({
    queryKey: [channel, request] as const,
    queryFn: () => call(channel, request)
  })
}
