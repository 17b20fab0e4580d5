// Before a server URL is saved we ask it something cheap and public, so a
// typo or the wrong server is caught on the first-run screen, not later.
import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'

export const PROBE_PATH = '/v1/maintenance/'

export async function checkPlatform(client: ApiClient, baseUrl: string): Promise<void> {
  const what = `the server at ${baseUrl}`
  const notPlatform = (detail: string) =>
    failure({
      kind: 'not-platform',
      message: `${baseUrl} answered, but it does not look like a Platform Service API (${detail}). Check the address.`
    })
  try {
    const response = await client.get(PROBE_PATH, {
      auth: 'none',
      baseUrl,
      what,
      // Some platforms put every endpoint behind sign-in; a JSON 401 still proves it is the API.
      acceptStatus: (status) => status === 401
    })
    // An object per the API; a list is a plausible reading of the un-shown body too.
    if (!response.body || typeof response.body !== 'object') throw notPlatform('its answer was not a JSON object')
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    const { kind, status } = error.appError
    if (kind === 'bad-response') throw notPlatform('it did not answer with JSON')
    if (kind === 'not-found' || kind === 'method-not-allowed' || kind === 'http' || kind === 'forbidden')
      throw notPlatform(`it answered ${status ?? 'an error'} to ${PROBE_PATH}`)
    throw error
  }
}
