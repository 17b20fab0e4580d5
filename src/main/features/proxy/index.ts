// Proxy login as a feature: the window's answers to 'proxy:login-required',
// and the credentials main hands Electron when a proxy asks.
import type { Feature } from '../../app/feature'
import { ProxyAuth, type ProxyChallenge, type ProxyCredentials, type ProxySession } from './proxy-auth'

export interface ProxyFeature extends Feature {
  /** An authenticating proxy asks one of the app's sessions: the person answers in the window; null declines. */
  credentialsFor(challenge: ProxyChallenge, session?: ProxySession): Promise<ProxyCredentials | null>
}

export function createProxyFeature(deps: ConstructorParameters<typeof ProxyAuth>[0]): ProxyFeature {
  const proxy = new ProxyAuth(deps)
  return {
    handlers: {
      'proxy:login': ({ id, username, password }) => {
        proxy.answer(id, { username, password })
        return Promise.resolve(null)
      },
      'proxy:cancel': ({ id }) => {
        proxy.answer(id, null)
        return Promise.resolve(null)
      }
    },
    credentialsFor: (challenge, session) => proxy.credentialsFor(challenge, session)
  }
}
