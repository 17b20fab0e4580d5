// Before a server URL is saved we ask it something cheap and public, so a
// typo or the wrong server is caught on the first-run screen, not later.
import { AppFailure, failure } from '@shared/result'

import type { ApiClient } from '../../core/api/api-client'
import { apiPath } from '../../core/api/operations'
import { findRedirectRefusal } from '../../core/api/redirect-policy'
import { say } from '../../core/i18n'
import { connectionMessages, sendsElsewhere } from './connection-words'

/**
 * Any JSON object or list proves we reached a JSON API, whatever the status
 * below 500: platforms differ on the bare /v1/maintenance/ form (some want
 * credentials, some only serve /{id} and answer a JSON 404). Refusing a real
 * platform would strand the user; a wrong JSON server still fails clearly at
 * sign-in. Web pages, plain text and unreadable bodies are refused here. A
 * redirect to another origin is refused like every request's (redirect-policy.ts),
 * and named, so a platform that moved is discovered here. `signal` aborts
 * the request (the server sees the connection go).
 */
export async function checkPlatform(client: ApiClient, baseUrl: string, signal?: AbortSignal): Promise<void> {
  const notPlatformFailure = (message: string) => failure({ kind: 'not-platform', message })
  try {
    const response = await client.get(apiPath('listMaintenance'), {
      auth: 'none',
      baseUrl,
      what: { serverAt: baseUrl },
      acceptStatus: (status) => status < 500,
      read: ['platformProbe'],
      ...(signal ? { signal } : {})
    })
    if (!response.body) throw notPlatformFailure(say(connectionMessages.notPlatformNotJsonData, { baseUrl }))
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    if (error.appError.kind === 'bad-response')
      throw notPlatformFailure(say(connectionMessages.notPlatformNoJson, { baseUrl }))
    const moved = findRedirectRefusal(error.cause)
    if (moved?.target && (moved.reason === 'cross-origin' || moved.reason === 'downgrade'))
      throw failure({
        kind: 'redirected',
        message: sendsElsewhere(baseUrl, moved.target, moved.reason === 'downgrade')
      })
    throw error
  }
}
