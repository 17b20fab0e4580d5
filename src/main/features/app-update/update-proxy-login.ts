// electron-updater's requests behind an authenticating proxy. Its HTTP
// client hands every request's 'login' event to the callback it was built
// with (electron-updater out/electronHttpExecutor.js, createRequest:
// request.on("login", this.proxyLoginCallback)). Once a listener is there,
// Electron waits for it: only a request nobody listens to is cancelled
// (electron/electron lib/common/api/net-client-request.ts, the URL loader's
// 'login' handler). So the question must always be answered — with the app's
// proxy sign-in, or with nothing, which declines.
import type { LoginChallenge } from '../../core/api/client-request-fetch'
import type { ProxyCredentials } from '../proxy/proxy-auth'

export type ProxyLoginCallback = (
  authInfo: LoginChallenge,
  callback: (username?: string, password?: string) => void
) => void

export function updaterProxyLogin(
  answer: (challenge: LoginChallenge) => Promise<ProxyCredentials | null>
): ProxyLoginCallback {
  return (authInfo, callback) => {
    void answer(authInfo).then(
      (credentials) => (credentials ? callback(credentials.username, credentials.password) : callback()),
      () => callback()
    )
  }
}
