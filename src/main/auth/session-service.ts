// Owns the credential. It lives here, in main's memory, and — when the user
// asks to be remembered — in the vault. The renderer only ever sees a
// SessionView; the token never crosses IPC.
import type { Notice } from '../../shared/notice'
import type { SessionChangeReason, SessionView, TokenInfoView, Persistence } from '../../shared/session'
import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import type { Logger } from '../logging/logger'
import type { SecretRegistry } from '../logging/secret-registry'
import { readLoginResponse, signInError } from './login-outcome'
import { readAuthData, userIdOf } from './read-auth-data'
import type { CredentialMeta, SaveOutcome, TokenVault } from './token-vault'

export interface SignInRequest {
  username: string
  email?: string | undefined
  password: string
  rememberMe: boolean
}

interface Credential {
  token: string
  meta: CredentialMeta
  persistence: Persistence
}

export interface SessionServiceDeps {
  api: ApiClient
  vault: TokenVault
  allowWeakStorage: () => boolean
  secrets: SecretRegistry
  notify: (notice: Omit<Notice, 'id'>) => void
  onChange: (session: SessionView, reason: SessionChangeReason) => void
  logger: Logger
  now?: () => number
}

export const TOKEN_PATH = '/v1/auth/token'
export const LOGIN_PATH = '/v1/auth/login'

export class SessionService {
  #credential: Credential | null = null
  readonly #deps: SessionServiceDeps
  readonly #endListeners = new Set<() => void>()

  constructor(deps: SessionServiceDeps) {
    this.#deps = deps
  }

  /** For the API client's interceptor only. */
  token(): string | null {
    return this.#credential?.token ?? null
  }

  view(): SessionView {
    const c = this.#credential
    if (!c) return { signedIn: false }
    return { signedIn: true, username: c.meta.username, userId: c.meta.userId, expiresAt: c.meta.expiresAt, persistence: c.persistence, method: c.meta.method }
  }

  /** Background jobs subscribe here so they stop when the session ends. */
  onEnd(listener: () => void): () => void {
    this.#endListeners.add(listener)
    return () => this.#endListeners.delete(listener)
  }

  /** At start-up: bring back a remembered credential, or explain why not. */
  async restore(): Promise<void> {
    const outcome = await this.#deps.vault.load(this.#deps.allowWeakStorage())
    if (outcome.status === 'none') return
    if (outcome.status === 'discarded') {
      this.#deps.logger.warn({ reason: outcome.reason }, 'remembered sign-in discarded')
      this.#deps.notify({
        level: 'warning',
        message:
          outcome.reason === 'weak-not-allowed'
            ? 'Your saved sign-in was stored with weak protection, which is now turned off, so it was removed. Please sign in again.'
            : 'Your saved sign-in could not be read (your keyring may have changed), so it was removed. Please sign in again.'
      })
      return
    }
    const now = this.#now()
    if (outcome.meta.expiresAt && Date.parse(outcome.meta.expiresAt) <= now) {
      await this.#deps.vault.clear()
      this.#deps.notify({ level: 'info', message: 'Your saved sign-in has expired. Please sign in again.' })
      return
    }
    this.#set({ token: outcome.token, meta: outcome.meta, persistence: outcome.persistence })
  }

  async signIn(request: SignInRequest): Promise<SessionView> {
    const fields: Record<string, string> = { username: request.username.trim(), password: request.password, rememberMe: String(request.rememberMe) }
    const email = request.email?.trim()
    if (email) fields.email = email
    if (!fields.username || !request.password)
      throw failure({ kind: 'invalid-input', message: 'Enter your username and password.' })

    let outcome = await this.#login(fields)
    if (outcome.kind === 'already-signed-in') {
      const held = this.#credential
      if (held && (await this.#stillValid(held.token))) return this.view()
      if (held) await this.#end('signed-out', { silent: true })
      outcome = await this.#login(fields)
      if (outcome.kind === 'already-signed-in')
        throw failure({
          kind: 'wrong-credentials',
          message: 'The platform says you are already signed in, but Platform Desktop holds no valid sign-in for you. Sign out on the platform, then try again.'
        })
    }
    if (outcome.kind === 'error') throw failure(outcome.error)

    const info = await this.#tokenInfo(outcome.token, 'password')
    const meta: CredentialMeta = {
      username: info.user ?? fields.username,
      userId: info.userId,
      expiresAt: info.expiresAt ?? outcome.expiresAt,
      method: 'password'
    }
    return this.#establish(outcome.token, meta, request.rememberMe)
  }

  async signInWithKey(apiKey: string, remember: boolean): Promise<SessionView> {
    const key = apiKey.trim()
    if (!key || /\s/.test(key)) throw failure({ kind: 'invalid-input', message: 'Paste the whole API key, without spaces.' })
    const info = await this.#tokenInfo(key, 'api-key')
    const meta: CredentialMeta = { username: info.user ?? 'API key', userId: info.userId, expiresAt: info.expiresAt, method: 'api-key' }
    return this.#establish(key, meta, remember)
  }

  async signOut(): Promise<SessionView> {
    await this.#end('signed-out')
    return this.view()
  }

  /** Any 401 on a session request: end the session once, everywhere. */
  handleUnauthorized(tokenUsed: string): void {
    // A late 401 for an older credential must not end a newer session.
    if (!this.#credential || this.#credential.token !== tokenUsed) return
    void this.#end('expired')
  }

  async tokenInfo(): Promise<TokenInfoView> {
    const c = this.#credential
    if (!c) throw failure({ kind: 'not-signed-in', message: 'You are not signed in.' })
    const response = await this.#deps.api.get(TOKEN_PATH)
    const authData = response.body && typeof response.body === 'object' ? (response.body as Record<string, unknown>).authData : undefined
    const { known, other } = readAuthData(authData, [c.token])
    return { known, other, persistence: c.persistence }
  }

  /** Settings changed: weak storage refused now removes a weakly stored credential. */
  async weakStorageChanged(allowed: boolean): Promise<void> {
    if (!allowed && this.#credential?.persistence === 'weak') {
      await this.#deps.vault.clear()
      this.#credential = { ...this.#credential, persistence: 'memory' }
      this.#deps.onChange(this.view(), 'signed-in')
    }
  }

  async #login(fields: Record<string, string>) {
    this.#deps.secrets.add(fields.password ?? '')
    try {
      const response = await this.#deps.api.postForm(LOGIN_PATH, fields, {
        auth: this.#credential ? { token: this.#credential.token } : 'none',
        acceptStatus: (status) => status === 400
      })
      return readLoginResponse(response, this.#now())
    } catch (error) {
      if (error instanceof AppFailure) throw failure(signInError(error.appError))
      throw error
    } finally {
      this.#deps.secrets.remove(fields.password ?? '')
    }
  }

  async #stillValid(token: string): Promise<boolean> {
    try {
      await this.#deps.api.get(TOKEN_PATH, { auth: { token } })
      return true
    } catch {
      return false
    }
  }

  /** GET /v1/auth/token with a credential not yet adopted. */
  async #tokenInfo(token: string, method: 'password' | 'api-key') {
    this.#deps.secrets.add(token)
    try {
      const response = await this.#deps.api.get(TOKEN_PATH, { auth: { token } })
      const authData = response.body && typeof response.body === 'object' ? (response.body as Record<string, unknown>).authData : undefined
      const { known } = readAuthData(authData, [token])
      return { ...known, userId: known.userId ?? userIdOf(authData) }
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'unauthorized')
        throw failure({
          kind: 'unauthorized',
          status: 401,
          message: method === 'api-key' ? 'The platform did not accept that API key. Check it and try again.' : 'The platform refused the token it had just issued. Please try again.'
        })
      // The token works for sign-in even when token info is unavailable (e.g. a 5xx).
      if (method === 'password' && error instanceof AppFailure && error.appError.kind !== 'unreachable')
        return { user: null, userId: null, expiresAt: null, issuedAt: null, scopes: null, type: null }
      throw error
    }
  }

  async #establish(token: string, meta: CredentialMeta, remember: boolean): Promise<SessionView> {
    let persistence: Persistence = 'memory'
    if (remember) {
      const saved = await this.#deps.vault.save(token, meta, this.#deps.allowWeakStorage())
      if (saved.persisted) persistence = saved.persistence
      else this.#explainNotSaved(saved)
    } else {
      await this.#deps.vault.clear()
    }
    this.#set({ token, meta, persistence })
    this.#deps.onChange(this.view(), 'signed-in')
    return this.view()
  }

  #explainNotSaved(outcome: Extract<SaveOutcome, { persisted: false }>): void {
    const message =
      outcome.reason === 'weak-backend'
        ? 'Your system has no keyring, so Platform Desktop will not save your sign-in to disk. You will need to sign in again next time. (You can allow storing it with weak protection in Settings.)'
        : outcome.reason === 'unavailable'
          ? 'Your system’s secure storage is not available, so your sign-in is kept only until you quit. You will need to sign in again next time.'
          : 'Your sign-in could not be saved to disk, so it is kept only until you quit.'
    this.#deps.notify({ level: 'warning', message })
  }

  #set(credential: Credential): void {
    this.#credential = credential
    // Tokens stay in the registry after sign-out: the server may still honour them.
    this.#deps.secrets.add(credential.token)
  }

  async #end(reason: SessionChangeReason, options: { silent?: boolean } = {}): Promise<void> {
    const ending = this.#credential
    if (!ending) return
    this.#credential = null
    for (const listener of this.#endListeners) listener()
    try {
      await this.#deps.vault.clear()
    } catch (error) {
      this.#deps.logger.error({ err: error }, 'could not remove the saved credential')
    }
    if (!options.silent) this.#deps.onChange(this.view(), reason)
  }

  #now(): number {
    return this.#deps.now?.() ?? Date.now()
  }
}
