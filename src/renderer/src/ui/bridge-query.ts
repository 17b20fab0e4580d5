// TanStack Query over window.platform: the query function calls the bridge
// and turns a failed Result into an AppFailure carrying the typed error;
// keys are channel + arguments. Each account has its own cache
// (app/query-client.ts), whose queries carry its id in their meta: a query
// asks for the account whose cache it fills.
import { queryOptions } from '@tanstack/react-query'

import type { Channel, RequestOf, ResponseOf } from '@shared/ipc'
import { type AppError, AppFailure } from '@shared/result'

import { currentIntl, defineMessages } from '../i18n'
import { invoke, invokeAs } from '../platform'
import { keptDataReady } from './kept-data'

const messages = defineMessages({
  internal: {
    id: 'ui.bridge.internal',
    defaultMessage: 'Something went wrong inside Platform Desktop. Please try again.',
    description:
      'An error sentence when the page itself failed (not the platform or the network). “Platform Desktop” is the app’s name.'
  }
})

export const appErrorOf = (error: unknown): AppError =>
  error instanceof AppFailure
    ? error.appError
    : { kind: 'internal', message: currentIntl().formatMessage(messages.internal) }

/** Asks main; `account` names the account the answer is for (the page's own when absent). */
export async function call<C extends Channel>(
  channel: C,
  request: RequestOf<C>,
  account?: string
): Promise<ResponseOf<C>> {
  const result = await (account === undefined
    ? (invoke as (c: C, r: RequestOf<C>) => ReturnType<typeof invoke<C>>)(channel, request)
    : (invokeAs as (a: string, c: C, r: RequestOf<C>) => ReturnType<typeof invoke<C>>)(account, channel, request))
  if (!result.ok) throw new AppFailure(result.error)
  return result.data
}

/** The account a query's cache belongs to, from the meta its client gives every query (app/query-client.ts). */
export const accountOfMeta = (meta: Record<string, unknown> | undefined): string | undefined =>
  typeof meta?.account === 'string' ? meta.account : undefined

export function bridgeQuery<C extends Channel>(channel: C, request: RequestOf<C>) {
  return queryOptions({
    queryKey: [channel, request] as const,
    queryFn: async ({ meta }) => {
      const account = accountOfMeta(meta)
      // What main kept for the account goes in first (kept-data.ts).
      await keptDataReady(account, channel)
      return call(channel, request, account)
    }
  })
}
