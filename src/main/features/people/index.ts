// People as a feature: profile, activity, followers and avatars. Ids are
// checked before any request; every body is read tolerantly into a view
// model (read-*.ts). An avatar is loaded only for a window that was handed
// its address in a profile (avatar-grants.ts).
import { NUMERIC_ID } from '@shared/ids'
import { AppFailure, failure } from '@shared/result'

import type { Feature } from '../../app/feature'
import { apiMessages } from '../../core/api/api-words'
import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { AccountContext, ServerContext } from '../accounts/account-context'
import { AvatarGrants } from './avatar-grants'
import { avatarUrlAllowed } from './avatar-policy'
import { checkUserId } from './check-user-id'
import { loadAvatar } from './load-avatar'
import { followersNeedNumericId, peopleMessages } from './people-words'

export interface PeopleDeps {
  /** The call's account, else the server a first sign-in goes to (null: none chosen). */
  serverOf: (account: AccountContext | null) => ServerContext | null
  /** For avatars, which may live on another host; never carries a credential. */
  fetch: typeof fetch
  /** "Load pictures from other websites", read at every request so a change applies at once. */
  otherSites: () => boolean
}

/** Unknown ids get a sentence that names the id; every other failure keeps its own. */
async function read<T>(id: string, request: () => Promise<{ body: T }>): Promise<T> {
  try {
    return (await request()).body
  } catch (error) {
    if (error instanceof AppFailure && error.appError.kind === 'not-found')
      throw failure({ ...error.appError, message: say(peopleMessages.noSuchUser, { id }) })
    throw error
  }
}

/** Who a grant is for: the account, else the server (account ids and base URLs cannot be mistaken for each other). */
const ownerOf = (server: ServerContext | AccountContext) => ('id' in server ? server.id : server.baseUrl)

export function createPeopleFeature({ serverOf, fetch, otherSites }: PeopleDeps): Feature {
  // The picture addresses each window was handed, per account; 'people:avatar' serves only those.
  const avatars = new AvatarGrants()
  const on = (account: AccountContext | null): ServerContext => {
    const server = serverOf(account)
    if (!server) throw failure({ kind: 'not-configured', message: say(apiMessages.noServerYet) })
    return server
  }
  return {
    handlers: {
      'people:profile': async ({ userId }, { sender, account }) => {
        const id = checkUserId(userId)
        const server = on(account)
        const profile = await read(id, () =>
          server.api.get(apiPath('getUserData', { id }), { auth: 'optional', read: ['profile', id] })
        )
        avatars.grant(sender, ownerOf(server), profile.avatarUrl)
        return profile
      },
      'people:activity': ({ userId }, { account }) => {
        const id = checkUserId(userId)
        return read(id, () =>
          on(account).api.get(apiPath('getUserActivity', { id }), { auth: 'optional', read: ['activity', id] })
        )
      },
      'people:followers': ({ userId }, { account }) => {
        const id = userId.trim()
        if (!NUMERIC_ID.test(id)) throw failure({ kind: 'invalid-input', message: followersNeedNumericId(id) })
        return read(id, () =>
          on(account).api.get(apiPath('getUserFollowers'), {
            auth: 'optional',
            params: { userid: id },
            read: ['followers', id]
          })
        )
      },
      // An address this window was not handed for this account is not fetched, not even checked: null, as for no picture.
      'people:avatar': async ({ url }, { sender, account }) => {
        const server = serverOf(account)
        if (!server || !avatars.granted(sender, ownerOf(server), url)) return null
        // Judged by the policy of the account it was handed for: its platform, and the person's choice now.
        const allowed = (raw: string) => avatarUrlAllowed(raw, { baseUrl: server.baseUrl, otherSites: otherSites() })
        return loadAvatar(url, { fetch, allowed })
      }
    },
    // A picture handed out for the old account, or the old server, is not served any more.
    onSessionEnd: (account) => avatars.forgetOwner(account),
    onServerChange: () => avatars.clear(),
    onWindowClosed: (sender) => avatars.forgetWindow(sender)
  }
}
