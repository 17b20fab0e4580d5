import { createHash, randomBytes } from 'node:crypto'

export type CredentialType = 'session' | 'api_key'

export interface Credential {
  userId: number
  username: string
  type: CredentialType
  scopes: readonly string[]
  issuedAtMs: number
  /** null for API keys, which only stop working when revoked. */
  expiresAtMs: number | null
  rememberMe: boolean
  apiKeyId?: string
  lastUsedAtMs: number | null
}

export interface IssuedToken {
  token: string
  credential: Credential
}

export const SESSION_SCOPES = ['user:read', 'account:read', 'account:write'] as const
export const API_KEY_SCOPES = ['user:read', 'account:read'] as const

// Tokens are stored only as SHA-256 digests and looked up by digest. The
// secret itself is never compared byte by byte, so lookup time does not
// depend on how much of a guessed token is right, and a heap dump holds no
// usable token.
function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url')
}

export class TokenStore {
  readonly #byDigest = new Map<string, Credential>()
  readonly #now: () => number
  readonly #maxSessionsPerAccount: number

  constructor(now: () => number, maxSessionsPerAccount: number) {
    this.#now = now
    this.#maxSessionsPerAccount = maxSessionsPerAccount
  }

  /**
   * A new session token. When the account already holds the most live
   * sessions allowed, its oldest is revoked first (and then answers 401 like
   * an expired one): refusing the new one instead would let whoever filled
   * the slots lock the account's owner out.
   */
  issueSession(user: { id: number; username: string }, rememberMe: boolean, ttlMs: number): IssuedToken {
    this.#pruneExpired()
    this.#revokeOldestSessions(user.id, this.#maxSessionsPerAccount - 1)
    const token = randomBytes(32).toString('base64url')
    const issuedAtMs = this.#now()
    const credential: Credential = {
      userId: user.id,
      username: user.username,
      type: 'session',
      scopes: SESSION_SCOPES,
      issuedAtMs,
      expiresAtMs: issuedAtMs + ttlMs,
      rememberMe,
      lastUsedAtMs: null
    }
    this.#byDigest.set(digest(token), credential)
    return { token, credential }
  }

  registerApiKey(
    key: string,
    credential: Omit<Credential, 'type' | 'expiresAtMs' | 'rememberMe' | 'lastUsedAtMs'>
  ): void {
    this.#byDigest.set(digest(key), {
      ...credential,
      type: 'api_key',
      expiresAtMs: null,
      rememberMe: false,
      lastUsedAtMs: null
    })
  }

  /** The credential for a presented token, or undefined when unknown, expired or revoked. */
  lookup(token: string): Credential | undefined {
    const key = digest(token)
    const credential = this.#byDigest.get(key)
    if (!credential) return undefined
    if (credential.expiresAtMs !== null && credential.expiresAtMs <= this.#now()) {
      this.#byDigest.delete(key)
      return undefined
    }
    return credential
  }

  markUsed(credential: Credential): void {
    credential.lastUsedAtMs = this.#now()
  }

  /** Revokes one token or API key. Returns whether it was known. */
  revoke(token: string): boolean {
    return this.#byDigest.delete(digest(token))
  }

  /** Revokes every session token; API keys stay valid. */
  revokeAllSessions(): void {
    for (const [key, credential] of this.#byDigest) {
      if (credential.type === 'session') this.#byDigest.delete(key)
    }
  }

  apiKeyLastUsed(apiKeyId: string): number | null {
    for (const credential of this.#byDigest.values()) {
      if (credential.apiKeyId === apiKeyId) return credential.lastUsedAtMs
    }
    return null
  }

  /** Revokes the user's oldest sessions until at most `keep` remain; API keys are not sessions. */
  #revokeOldestSessions(userId: number, keep: number): void {
    // A Map iterates in insertion order and a session is inserted once, when issued: oldest first.
    const sessions = [...this.#byDigest].filter(
      ([, credential]) => credential.type === 'session' && credential.userId === userId
    )
    for (const [key] of sessions.slice(0, Math.max(0, sessions.length - keep))) this.#byDigest.delete(key)
  }

  #pruneExpired(): void {
    const now = this.#now()
    for (const [key, credential] of this.#byDigest) {
      if (credential.expiresAtMs !== null && credential.expiresAtMs <= now) this.#byDigest.delete(key)
    }
  }
}
