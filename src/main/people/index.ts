// People as a feature: profile, activity, followers and avatars. Ids are
// checked before any request; every body is read tolerantly into a view
// model (read-*.ts). An avatar is loaded only for a window that was handed
// its address in a profile (avatar-grants.ts).
import { NUMERIC_ID } from '@shared/ids'

import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import { AvatarGrants } from './avatar-grants'
import { type AvatarPolicy, avatarUrlAllowed } from './avatar-policy'
import { checkUserId } from './check-user-id'
import { loadAvatar } from './load-avatar'
import { followersNeedNumericId, noSuchUser } from './people-words'

export interface PeopleDeps {
  api: ApiClient
  /** For avatars, which may live on another host; never carries a credential. */
  fetch: typeof fetch
  /** Read at every request, so a change of server or setting applies at once. */
  avatarPolicy: () => AvatarPolicy
}

/** Unknown ids get a sentence that names the id; every other failure keeps its own. */
async function read<T>(id: string, request: () => Promise<{ body: T }>): Promise<T> {
  try {
    return (await request()).body
  } catch (error) {
    if (error instanceof AppFailure && error.appError.kind === 'not-found') throw failure({ ...error.appError, message: noSuchUser(id) })
    throw error
  }
}

export function createPeopleFeature({ api, fetch, avatarPolicy }: PeopleDeps): Feature {
  // The picture addresses each window was handed; 'people:avatar' serves only those.
  const avatars = new AvatarGrants()
  const allowed = (raw: string) => avatarUrlAllowed(raw, avatarPolicy())
  return {
    handlers: {
      'people:profile': async ({ userId }, { sender }) => {
        const id = checkUserId(userId)
        const profile = await read(id, () => api.get(apiPath('getUserData', { id }), { auth: 'optional', read: ['profile', id] }))
        avatars.grant(sender, profile.avatarUrl)
        return profile
      },
      'people:activity': ({ userId }) => {
        const id = checkUserId(userId)
        return read(id, () => api.get(apiPath('getUserActivity', { id }), { auth: 'optional', read: ['activity', id] }))
      },
      'people:followers': ({ userId }) => {
        const id = userId.trim()
        if (!NUMERIC_ID.test(id)) throw failure({ kind: 'invalid-input', message: followersNeedNumericId(id) })
        return read(id, () => api.get(apiPath('getUserFollowers'), { auth: 'optional', params: { userid: id }, read: ['followers', id] }))
      },
      // An address this window was not handed is not fetched, not even checked: null, as for no picture.
      'people:avatar': async ({ url }, { sender }) => (avatars.granted(sender, url) ? loadAvatar(url, { fetch, allowed }) : null)
    },
    // A picture handed out for the old account, or the old server, is not served any more.
    onSessionEnd: () => avatars.clear(),
    onServerChange: () => avatars.clear(),
    onWindowClosed: (sender) => avatars.forgetWindow(sender)
  }
}
