// The session slice of the IPC handler map: sign-in, sign-out, token info,
// and trying a kept remembered sign-in again.
import type { IpcHandlers } from '../ipc/dispatch'
import type { SessionService } from './session-service'

export type AuthChannel = 'session:get' | 'session:retry-restore' | 'auth:sign-in' | 'auth:sign-in-with-key' | 'auth:sign-out' | 'auth:token-info'

export function authHandlers(session: SessionService): Pick<IpcHandlers, AuthChannel> {
  return {
    'session:get': () => Promise.resolve(session.view()),
    'session:retry-restore': () => session.retryRestore(true),
    'auth:sign-in': (request) => session.signIn(request),
    'auth:sign-in-with-key': ({ apiKey, remember }) => session.signInWithKey(apiKey, remember),
    'auth:sign-out': () => session.signOut(),
    'auth:token-info': () => session.tokenInfo()
  }
}
