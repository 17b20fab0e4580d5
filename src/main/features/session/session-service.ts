// Owns the credential. It lives here, in main's memory, and — when the user
// asks to be remembered — in the vault. The renderer only ever sees a
// SessionModel; the token never crosses IPC.
import type { Notice } from '@shared/notice'
import { failure } from '@shared/result'
import type { Persistence, SessionChangeReason, SessionModel, TokenInfoModel } from '@shared/session'

import type { ApiClient } from '../../core/api/api-client'
import { apiMessages } from '../../core/api/api-words'
import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { Logger } from '../../core/logging/logger'
import type { SecretRegistry } from '../../core/logging/secret-registry'
import { sameServer } from '../connection/normalize-base-url'
import { isPlausibleToken } from './find-token'
import { confirmToken, loginAt } from './platform-sign-in'
import { discardedMessage, keptMessage, type KeptOutcome, notSavedMessage, sessionMessages } from './session-words'
import type { CredentialMeta, TokenVault } from './token-vault'

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
  tell: (notice: Omit<Notice, 'id'>) => void
  onChange: (session: SessionModel, reason: SessionChangeReason) => void
  /**
   * A session ended: signed out, expired, or replaced by a sign-in as someone
   * else. Runs before the change goes out, so nothing of the old account is
   * left when the new state arrives. A restore that finds nothing ends none.
   */
  onEnd: () => void
  logger: Logger
  now?: () => number
}

/** Why a remembered credential is still on disk but not in use: the restore can be tried again. */

export class SessionService {
  #credential: Credential | null = null
  /** From the first restore() until it has read the vault: the window says "Restoring your sign-in…". */
  #restoring = false
  #kept: KeptOutcome | null = null
  /** Credential changes run one at a time, so a stale 401 or a sign-out cannot interleave with a sign-in. */
  #queue: Promise<unknown> = Promise.resolve()
  /** The requests of sign-ins under way: a sign-out aborts them rather than wait behind them in the queue. */
  readonly #signingIn = new Set<AbortController>()
  readonly #deps: SessionServiceDeps

  constructor(deps: SessionServiceDeps) {
    this.#deps = deps
  }

  /** For the API client's interceptor only: null unless it belongs to the current server. */
  token(): string | null {
    const c = this.#credential
    return c && sameServer(c.meta.baseUrl, this.#deps.baseUrl()) ? c.token : null
  }

  view(): SessionModel {
    const c = this.#credential
    if (!c) return this.#restoring ? { signedIn: false, restoring: true } : { signedIn: false }
    return {
      signedIn: true,
      username: c.meta.username,
      userId: c.meta.userId,
      expiresAt: c.meta.expiresAt,
      persistence: c.persistence,
      method: c.meta.method
    }
  }

  /**
   * At start-up: bring back a remembered credential, or explain why not. The
   * host does not wait for it (a keyring may prompt for as long as it
   * likes); the session reads "restoring" until it is done, and the outcome
   * goes out as a 'restored' change either way.
   */
  restore(): Promise<void> {
    this.#restoring = true
    return this.#exclusive(async () => {
      try {
        await this.#restoreNow('start')
      } finally {
        this.#restoring = false
      }
      this.#deps.onChange(this.view(), 'restored')
    })
  }

  /**
   * Reads a credential that the last attempt left on disk again: asked for
   * ("Try again" in the notice), or on unlock and resume. An automatic
   * attempt that ends as the last one did says nothing new, and one for a
   * sign-in the keyring gave no key to is not made (waitsForKeyring).
   */
  retryRestore(asked: boolean): Promise<SessionModel> {
    return this.#exclusive(async () => {
      if (this.#credential || !this.#kept) return this.view()
      if (!asked && this.waitsForKeyring()) return this.view()
      await this.#restoreNow(asked ? 'asked' : 'automatic')
      if (this.#credential) this.#deps.onChange(this.view(), 'restored')
      return this.view()
    })
  }

  /**
   * Kept because the keyring gave no key. Electron asks for the key once per
   * process and keeps the answer (electron/electron
   * shell/browser/api/electron_api_safe_storage.cc, EnsureAsyncEncryptorRequested:
   * `if (encryptor_requested_) return;`, and OnOsCryptReady keeps
   * `encryptor_` for good); Chromium builds that encryptor once, recording a
   * provider that answered kTemporarilyUnavailable as a key ring entry with
   * no key, and later asks only get a copy (components/os_crypt/async/browser/os_crypt_async.cc).
   * Its rejection "…is temporarily unavailable. Please try again." is so
   * only for a new run: reading the file again in this one cannot succeed,
   * whatever the keyring does meanwhile, on any OS.
   */
  waitsForKeyring(): boolean {
    return !this.#credential && this.#kept?.status === 'locked'
  }

  async #restoreNow(attempt: 'start' | 'asked' | 'automatic'): Promise<void> {
    const before = this.#kept
    this.#kept = null
    const outcome = await this.#deps.vault.load(this.#deps.allowWeakStorage()).catch((error: unknown) => {
      // Start-up goes on whatever the disk does.
      this.#deps.logger.error({ err: error }, 'reading the saved sign-in failed')
      return { status: 'unreadable', code: 'EUNKNOWN' } as const
    })
    if (outcome.status === 'none') return
    if (outcome.status === 'locked' || outcome.status === 'unreadable') {
      this.#kept = outcome
      this.#deps.logger.warn({ status: outcome.status, attempt }, 'remembered sign-in kept on disk, not restored')
      const again = before?.status === outcome.status
      if (attempt === 'automatic' && again) return
      this.#deps.tell({
        level: 'warning',
        message: keptMessage(outcome, attempt === 'asked' && again),
        // A file the OS held may be let go within this run; a keyring's answer is this run's for good (waitsForKeyring).
        action:
          outcome.status === 'locked'
            ? { kind: 'relaunch', label: say(sessionMessages.quitAndReopen) }
            : { kind: 'retry-restore', label: say(sessionMessages.tryAgain) }
      })
      return
    }
    if (outcome.status === 'discarded') {
      this.#deps.logger.warn({ status: outcome.status }, 'remembered sign-in not restored')
      this.#deps.tell({ level: 'warning', message: discardedMessage(outcome) })
      return
    }
    // outcome.meta was decrypted with the token: nothing in plain text on disk decides this.
    if (!sameServer(outcome.meta.baseUrl, this.#deps.baseUrl())) {
      await this.#removeFromDisk()
      this.#deps.tell({ level: 'info', message: say(sessionMessages.savedForOtherServer) })
      return
    }
    if (outcome.meta.expiresAt && Date.parse(outcome.meta.expiresAt) <= this.#now()) {
      await this.#removeFromDisk()
      this.#deps.tell({ level: 'info', message: say(sessionMessages.savedExpired) })
      return
    }
    this.#set({ token: outcome.token, meta: outcome.meta, persistence: outcome.persistence })
  }

  signIn(request: SignInRequest): Promise<SessionModel> {
    return this.#signingInExclusive((signal) =>
      this.#holdingSecret(request.password, () => this.#signInWith(request, signal))
    )
  }

  async #signInWith(request: SignInRequest, signal: AbortSignal): Promise<SessionModel> {
    const fields: Record<string, string> = {
      username: request.username.trim(),
      password: request.password,
      rememberMe: String(request.rememberMe)
    }
    const email = request.email?.trim()
    if (email) fields.email = email
    if (!fields.username || !request.password)
      throw failure({ kind: 'invalid-input', message: say(sessionMessages.enterUsernameAndPassword) })
    const baseUrl = this.#requireServer()

    // A held session stays as it is until this sign-in has succeeded.
    const outcome = await loginAt(this.#deps.api, fields, signal, this.#now())
    if (outcome.kind === 'already-signed-in')
      throw failure({ kind: 'already-signed-in', status: 400, message: say(sessionMessages.alreadySignedIn) })
    if (outcome.kind === 'error') throw failure(outcome.error)

    const info = await confirmToken(this.#deps, outcome.token, 'password', outcome.source, signal)
    const meta: CredentialMeta = {
      baseUrl,
      // A platform that echoes the password (or a token) as the user's name does not get it shown or kept.
      username: info.user && !this.#deps.secrets.contains(info.user) ? info.user : fields.username,
      userId: info.userId,
      expiresAt: info.expiresAt ?? outcome.expiresAt,
      method: 'password'
    }
    return this.#establish(outcome.token, meta, request.rememberMe)
  }

  /** The secret is scrubbed from everything that leaves main until this work, and the answer it gives, are done. */
  async #holdingSecret<T>(secret: string, work: () => Promise<T>): Promise<T> {
    this.#deps.secrets.add(secret)
    try {
      return await work()
    } finally {
      this.#deps.secrets.remove(secret)
    }
  }

  signInWithKey(apiKey: string, remember: boolean): Promise<SessionModel> {
    return this.#signingInExclusive(async (signal) => {
      const key = apiKey.trim()
      if (!key || /\s/.test(key)) throw failure({ kind: 'invalid-input', message: say(sessionMessages.pasteWholeKey) })
      if (!isPlausibleToken(key)) throw failure({ kind: 'invalid-input', message: say(sessionMessages.notAnApiKey) })
      const baseUrl = this.#requireServer()
      const info = await confirmToken(this.#deps, key, 'api-key', 'body', signal)
      const meta: CredentialMeta = {
        baseUrl,
        username: info.user && !this.#deps.secrets.contains(info.user) ? info.user : say(sessionMessages.apiKeyUser),
        userId: info.userId,
        expiresAt: info.expiresAt,
        method: 'api-key'
      }
      return this.#establish(key, meta, remember)
    })
  }

  /** Never waits on the network: a sign-in under way is aborted, and its place in the queue is freed at once. */
  signOut(): Promise<SessionModel> {
    for (const controller of this.#signingIn) controller.abort(new SignInCancelled())
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

  async tokenInfo(): Promise<TokenInfoModel> {
    const c = this.#credential
    if (!c) throw failure({ kind: 'not-signed-in', message: say(sessionMessages.notSignedIn) })
    const { known, other } = (await this.#deps.api.get(apiPath('getTokenInfo'), { read: ['tokenInfo', [c.token]] }))
      .body
    return { known, other, persistence: c.persistence }
  }

  /** Settings changed: weak storage refused now removes a weakly stored credential. */
  weakStorageChanged(allowed: boolean): Promise<void> {
    return this.#exclusive(async () => {
      if (allowed || this.#credential?.persistence !== 'weak') return
      await this.#removeFromDisk()
      this.#credential = { ...this.#credential, persistence: 'memory' }
      this.#deps.onChange(this.view(), 'updated')
    })
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /** A sign-in in the queue whose requests a sign-out can abort, from the moment it is asked for. */
  #signingInExclusive(work: (signal: AbortSignal) => Promise<SessionModel>): Promise<SessionModel> {
    const controller = new AbortController()
    this.#signingIn.add(controller)
    return this.#exclusive(async () => {
      try {
        if (controller.signal.aborted) throw cancelledFailure()
        return await work(controller.signal)
      } catch (error) {
        throw controller.signal.aborted ? cancelledFailure() : error
      } finally {
        this.#signingIn.delete(controller)
      }
    })
  }

  #requireServer(): string {
    const baseUrl = this.#deps.baseUrl()
    if (!baseUrl) throw failure({ kind: 'not-configured', message: say(apiMessages.noServerYet) })
    return baseUrl
  }

  async #establish(token: string, given: CredentialMeta, remember: boolean): Promise<SessionModel> {
    if (this.#deps.baseUrl() !== given.baseUrl)
      throw failure({ kind: 'invalid-input', message: say(sessionMessages.serverChangedDuringSignIn) })
    // The platform has just accepted the token: an expiry already past is a clock disagreement, not an end.
    const expired = given.expiresAt !== null && Date.parse(given.expiresAt) <= this.#now()
    const meta = expired ? { ...given, expiresAt: null } : given
    let persistence: Persistence = 'memory'
    const saved = remember ? await this.#deps.vault.save(token, meta, this.#deps.allowWeakStorage()) : null
    if (saved?.persisted) persistence = saved.persistence
    else {
      if (saved) this.#deps.tell({ level: 'warning', message: notSavedMessage(saved) })
      // Whatever an earlier remembered sign-in left on disk must not come back.
      await this.#removeFromDisk()
    }
    // Whatever a restore left on disk has just been replaced or removed: nothing to try again.
    this.#kept = null
    // A sign-in while signed in replaces the old session only now that it has succeeded.
    if (this.#credential) this.#deps.onEnd()
    this.#set({ token, meta, persistence })
    this.#deps.onChange(this.view(), 'signed-in')
    return this.view()
  }

  #set(credential: Credential): void {
    this.#credential = credential
    // Tokens stay in the registry after sign-out: the server may still honour them.
    this.#deps.secrets.add(credential.token)
  }

  async #endNow(reason: SessionChangeReason): Promise<void> {
    if (!this.#credential) return
    this.#credential = null
    this.#deps.onEnd()
    await this.#removeFromDisk()
    this.#deps.onChange(this.view(), reason)
  }

  /** Removes the remembered credential; says so only if a usable one may be left on disk. */
  async #removeFromDisk(): Promise<void> {
    const outcome = await this.#deps.vault.clear()
    if (outcome === 'removed') return
    this.#deps.logger.warn({ outcome }, 'the saved credential file could not be deleted')
    if (outcome === 'failed')
      this.#deps.tell({
        level: 'error',
        message: say(sessionMessages.cannotRemoveSaved, { file: this.#deps.vault.fileName })
      })
  }

  #now(): number {
    return this.#deps.now?.() ?? Date.now()
  }
}

class SignInCancelled extends Error {
  constructor() {
    super('The sign-in was cancelled by a sign-out.')
    this.name = 'SignInCancelled'
  }
}

const cancelledFailure = () => failure({ kind: 'cancelled', message: say(sessionMessages.signInStoppedBySignOut) })
