// Owns the credential. It lives here, in main's memory, and — when the user
// asks to be remembered — in the vault. The renderer only ever sees a
// SessionView; the token never crosses IPC.
import type { Notice } from '../../shared/notice'
import type { Persistence, SessionChangeReason, SessionView, TokenInfoView } from '../../shared/session'
import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import type { Logger } from '../logging/logger'
import type { SecretRegistry } from '../logging/secret-registry'
import { readLoginResponse, signInError } from './login-outcome'
import { readAuthData } from './read-auth-data'
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
  /** The server the app talks to now; a credential is only ever sent to the server that issued it. */
  baseUrl: () => string | null
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
  /** Credential changes run one at a time, so a stale 401 or a sign-out cannot interleave with a sign-in. */
  #queue: Promise<unknown> = Promise.resolve()
  readonly #deps: SessionServiceDeps
  readonly #endListeners = new Set<() => void>()

  constructor(deps: SessionServiceDeps) {
    this.#deps = deps
  }

  /** For the API client's interceptor only: null unless it belongs to the current server. */
  token(): string | null {
    const c = this.#credential
    return c && c.meta.baseUrl === this.#deps.baseUrl() ? c.token : null
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
  restore(): Promise<void> {
    return this.#exclusive(async () => {
      const outcome = await this.#deps.vault.load(this.#deps.allowWeakStorage())
      if (outcome.status === 'none') return
      if (outcome.status !== 'loaded') {
        this.#deps.logger.warn({ status: outcome.status }, 'remembered sign-in not restored')
        this.#deps.notify({ level: 'warning', message: notRestoredMessage(outcome) })
        return
      }
      if (outcome.meta.baseUrl !== this.#deps.baseUrl()) {
        await this.#deps.vault.clear()
        this.#deps.notify({ level: 'info', message: 'Your saved sign-in was for a different server, so it was removed. Please sign in again.' })
        return
      }
      if (outcome.meta.expiresAt && Date.parse(outcome.meta.expiresAt) <= this.#now()) {
        await this.#deps.vault.clear()
        this.#deps.notify({ level: 'info', message: 'Your saved sign-in has expired. Please sign in again.' })
        return
      }
      this.#set({ token: outcome.token, meta: outcome.meta, persistence: outcome.persistence })
    })
  }

  signIn(request: SignInRequest): Promise<SessionView> {
    return this.#exclusive(async () => {
      const fields: Record<string, string> = { username: request.username.trim(), password: request.password, rememberMe: String(request.rememberMe) }
      const email = request.email?.trim()
      if (email) fields.email = email
      if (!fields.username || !request.password) throw failure({ kind: 'invalid-input', message: 'Enter your username and password.' })
      const baseUrl = this.#requireServer()

      let outcome = await this.#login(fields)
      if (outcome.kind === 'already-signed-in') {
        const held = this.token()
        if (held && (await this.#stillValid(held))) return this.view()
        await this.#endNow('signed-out')
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
        baseUrl,
        username: info.user ?? fields.username,
        userId: info.userId,
        expiresAt: info.expiresAt ?? outcome.expiresAt,
        method: 'password'
      }
      return this.#establish(outcome.token, meta, request.rememberMe)
    })
  }

  signInWithKey(apiKey: string, remember: boolean): Promise<SessionView> {
    return this.#exclusive(async () => {
      const key = apiKey.trim()
      if (!key || /\s/.test(key)) throw failure({ kind: 'invalid-input', message: 'Paste the whole API key, without spaces.' })
      const baseUrl = this.#requireServer()
      const info = await this.#tokenInfo(key, 'api-key')
      const meta: CredentialMeta = { baseUrl, username: info.user ?? 'API key', userId: info.userId, expiresAt: info.expiresAt, method: 'api-key' }
      return this.#establish(key, meta, remember)
    })
  }

  signOut(): Promise<SessionView> {
    return this.#exclusive(async () => {
      await this.#endNow('signed-out')
      return this.view()
    })
  }

  /** Any 401 on a session request: end the session once, everywhere. */
  handleUnauthorized(tokenUsed: string): void {
    void this.#exclusive(async () => {
      // A late 401 for an older credential must not end a newer session.
      if (this.#credential?.token === tokenUsed) await this.#endNow('expired')
    })
  }

  async tokenInfo(): Promise<TokenInfoView> {
    const c = this.#credential
    if (!c) throw failure({ kind: 'not-signed-in', message: 'You are not signed in.' })
    const response = await this.#deps.api.get(TOKEN_PATH)
    const { known, other } = readAuthData(authDataOf(response.body), [c.token])
    return { known, other, persistence: c.persistence }
  }

  /** Settings changed: weak storage refused now removes a weakly stored credential. */
  weakStorageChanged(allowed: boolean): Promise<void> {
    return this.#exclusive(async () => {
      if (allowed || this.#credential?.persistence !== 'weak') return
      await this.#deps.vault.clear()
      this.#credential = { ...this.#credential, persistence: 'memory' }
      this.#deps.onChange(this.view(), 'updated')
    })
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work)
    this.#queue = run.catch(() => undefined)
    return run
  }

  #requireServer(): string {
    const baseUrl = this.#deps.baseUrl()
    if (!baseUrl) throw failure({ kind: 'not-configured', message: 'No platform server is set up yet. Connect to your platform first.' })
    return baseUrl
  }

  async #login(fields: Record<string, string>) {
    this.#deps.secrets.add(fields.password ?? '')
    try {
      const held = this.token()
      const response = await this.#deps.api.postForm(LOGIN_PATH, fields, {
        auth: held ? { token: held } : 'none',
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
      return readAuthData(authDataOf(response.body), [token]).known
    } catch (error) {
      if (error instanceof AppFailure && error.appError.kind === 'unauthorized')
        throw failure({
          kind: 'unauthorized',
          status: 401,
          message:
            method === 'api-key'
              ? 'The platform did not accept that API key (sent as a Bearer token). Check it and try again.'
              : 'The platform refused the token it had just issued. Please try again.'
        })
      // A password sign-in still works when token info is unavailable (e.g. a 5xx).
      if (method === 'password' && error instanceof AppFailure && error.appError.kind !== 'unreachable')
        return { user: null, userId: null, expiresAt: null, issuedAt: null, scopes: null, type: null }
      throw error
    }
  }

  async #establish(token: string, meta: CredentialMeta, remember: boolean): Promise<SessionView> {
    if (this.#deps.baseUrl() !== meta.baseUrl)
      throw failure({ kind: 'invalid-input', message: 'The server changed while you were signing in. Please sign in again.' })
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

  async #endNow(reason: SessionChangeReason): Promise<void> {
    if (!this.#credential) return
    this.#credential = null
    for (const listener of this.#endListeners) listener()
    try {
      await this.#deps.vault.clear()
    } catch (error) {
      this.#deps.logger.error({ err: error }, 'could not remove the saved credential')
    }
    this.#deps.onChange(this.view(), reason)
  }

  #now(): number {
    return this.#deps.now?.() ?? Date.now()
  }
}

function authDataOf(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>).authData : undefined
}

function notRestoredMessage(outcome: { status: 'discarded'; reason: string } | { status: 'locked' }): string {
  if (outcome.status === 'locked')
    return 'Your system keyring is locked or unavailable, so your saved sign-in could not be used this time. Please sign in again.'
  return outcome.reason === 'weak-not-allowed'
    ? 'Your saved sign-in was stored with weak protection, which is now turned off, so it was removed. Please sign in again.'
    : 'Your saved sign-in could not be read (your keyring may have changed), so it was removed. Please sign in again.'
}
