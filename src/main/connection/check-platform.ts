// Before a server URL is saved we ask it something cheap and public, so a
// typo or the wrong server is caught on the first-run screen, not later.
import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import { findRedirectRefusal } from '../api/redirect-policy'

/**
 * Any JSON object or list proves we reached a JSON API, whatever the status
 * below 500: platforms differ on the bare /v1/maintenance/ form (some want
 * credentials, some only serve /{id} and answer a JSON 404). Refusing a real
 * platform would strand the user; a wrong JSON server still fails clearly at
 * sign-in. Web pages, plain text and unreadable bodies are refused here. A
 * redirect to another origin is refused like every request's (redirect-policy.ts),
 * and named, so a platform that moved is discovered here.
 */
export async function checkPlatform(client: ApiClient, baseUrl: string): Promise<void> {
  const what = `the server at ${baseUrl}`
  const notPlatform = (detail: string) =>
    failure({
      kind: 'not-platform',
      message: `${baseUrl} answered, but it does not look like a Platform Service API (${detail}). Check the address.`
    })
  try {
    const response = await client.get(apiPath('listMaintenance'), { auth: 'none', baseUrl, what, acceptStatus: (status) => status < 500, read: ['platformProbe'] })
    if (!response.body) throw notPlatform('its answer was not JSON data')
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    if (error.appError.kind === 'bad-response') throw notPlatform('it did not answer with JSON')
    const moved = findRedirectRefusal(error.cause)
    if (moved?.target && (moved.reason === 'cross-origin' || moved.reason === 'downgrade'))
      throw failure({
        kind: 'redirected',
        message: `${baseUrl} sends Platform Desktop to ${moved.target}, which was not followed. If your platform moved there, enter that address instead${moved.reason === 'downgrade' ? ' (it must use https://)' : ''}.`
      })
    throw error
  }
}
