// The session slice of the IPC handler map: sign-in, sign-out, token info,
// and trying a kept remembered sign-in again.
import type { IpcHandlers } from '../ipc/dispatch'
import type { SessionService } from './session-service'

export type SessionChannel = 'session:get' | 'session:retry-restore' | 'session:sign-in' | 'session:sign-in-with-key' | 'session:sign-out' | 'session:token-info'

export function sessionHandlers(session: SessionService): Pick<IpcHandlers, SessionChannel> {
  return {
    'session:get': () => Promise.resolve(session.view()),
    'session:retry-restore': () => session.retryRestore(true),
    'session:sign-in': (request) => session.signIn(request),
    'session:sign-in-with-key': ({ apiKey, remember }) => session.signInWithKey(apiKey, remember),
    'session:sign-out': () => session.signOut(),
    'session:token-info': () => session.tokenInfo()
  }
}
