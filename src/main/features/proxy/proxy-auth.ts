// Proxy authentication: when the system proxy asks for credentials, the
// person is asked in a small dialog in the window. What they type is kept in
// memory for this run only (registered as a live secret, so it is scrubbed
// from logs), never written anywhere; if the proxy refuses it, they are
// asked again, saying so. Chromium remembers accepted proxy credentials per
// session, and the app has two: API traffic and electron-updater's own. So
// the first question from a session that was not answered yet gets what the
// person already typed for that proxy, without asking; a second question
// from the same session means a refusal. Only proxies are answered: a
// platform asking for HTTP authentication gets no credential.
import type { ProxyLoginRequest } from '@shared/proxy'

import type { SecretRegistry } from '../../core/logging/secret-registry'

export interface ProxyChallenge {
  isProxy: boolean
  scheme: string
  host: string
  port: number
  realm?: string
}

export interface ProxyCredentials {
  username: string
  password: string
}

/** Which Electron session asks: each keeps its own cache of accepted proxy credentials. */
export type ProxySession = 'api' | 'updater'

export const PROXY_PROMPT_TIMEOUT_MS = 2 * 60_000

export class ProxyAuth {
  /** The accepted answer per proxy, and the sessions it was given to. */
  readonly #known = new Map<string, { credentials: ProxyCredentials; answered: Set<ProxySession> }>()
  readonly #asking = new Map<
    string,
    {
      id: string
      promise: Promise<ProxyCredentials | null>
      sessions: Set<ProxySession>
      resolve: (answer: ProxyCredentials | null) => void
    }
  >()
  #counter = 0

  constructor(
    private readonly deps: {
      ask: (request: ProxyLoginRequest) => void
      secrets: SecretRegistry
      timeoutMs?: number
    }
  ) {}

  /** What to answer the proxy with; null cancels the request. */
  credentialsFor(challenge: ProxyChallenge, session: ProxySession = 'api'): Promise<ProxyCredentials | null> {
    if (!challenge.isProxy) return Promise.resolve(null)
    const key = `${challenge.scheme}|${challenge.host}:${challenge.port}|${challenge.realm ?? ''}`
    const pending = this.#asking.get(key)
    // Several requests through one proxy share one question.
    if (pending) {
      pending.sessions.add(session)
      return pending.promise
    }
    const known = this.#known.get(key)
    if (known && !known.answered.has(session)) {
      known.answered.add(session)
      return Promise.resolve(known.credentials)
    }
    // Asked again by a session we answered: what we gave was refused.
    const retry = this.#known.delete(key)
    const sessions = new Set<ProxySession>([session])
    let resolve: (answer: ProxyCredentials | null) => void = () => undefined
    const promise = new Promise<ProxyCredentials | null>((done) => (resolve = done))
    const id = `proxy-${++this.#counter}`
    const timer = setTimeout(() => this.answer(id, null), this.deps.timeoutMs ?? PROXY_PROMPT_TIMEOUT_MS)
    timer.unref?.()
    this.#asking.set(key, {
      id,
      promise,
      sessions,
      resolve: (answer) => {
        clearTimeout(timer)
        this.#asking.delete(key)
        if (answer) {
          this.deps.secrets.add(answer.password)
          this.#known.set(key, { credentials: answer, answered: sessions })
        }
        resolve(answer)
      }
    })
    this.deps.ask({
      id,
      host: challenge.host,
      port: challenge.port,
      realm: challenge.realm ?? null,
      scheme: challenge.scheme,
      retry
    })
    return promise.then((answer) => answer ?? null)
  }

  /** The dialog's answer; null: the person cancelled. */
  answer(id: string, credentials: ProxyCredentials | null): boolean {
    for (const pending of this.#asking.values()) {
      if (pending.id !== id) continue
      pending.resolve(credentials && credentials.username ? credentials : null)
      return true
    }
    return false
  }
}
