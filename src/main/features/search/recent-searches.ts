// The last ten searches, kept by main in its settings store. Never kept: a
// query that looks like a credential (a long token-like string), one that
// holds a live secret, or anything the renderer says was typed while a
// password field had focus.
import { MAX_RECENT_SEARCHES } from '@shared/search'

const KNOWN_PREFIX =
  /^(?:bearer\s+|eyJ|ghp_|gho_|ghu_|ghs_|github_pat_|glpat-|sk-|sk_live_|pk_live_|rk_live_|xox[abposr]-|AKIA|ASIA|AIza|ya29\.|npm_)/i
const JWT = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/

/** A long token-like string: what an API key, a token or a password looks like, not what people search for. */
export function looksLikeCredential(query: string): boolean {
  const text = query.trim()
  if (KNOWN_PREFIX.test(text) && text.length >= 12) return true
  if (/\s/.test(text) || text.length < 20) return false
  if (JWT.test(text) || /^[0-9a-f]{32,}$/i.test(text) || text.length >= 40) return true
  const digits = (text.match(/\d/g) ?? []).length
  const mixedCase = /[a-z]/.test(text) && /[A-Z]/.test(text)
  return (mixedCase && digits > 0) || (/[a-z]/i.test(text) && digits / text.length >= 0.25)
}

export interface RecentStore {
  get(): string[]
  set(list: string[]): void
  enabled(): boolean
}

export class RecentSearches {
  readonly #store: RecentStore
  readonly #isSecret: (text: string) => boolean

  constructor(store: RecentStore, isSecret: (text: string) => boolean) {
    this.#store = store
    this.#isSecret = isSecret
  }

  list(): string[] {
    return this.#store.enabled() ? this.#store.get() : []
  }

  /** Most recent first, no duplicates (case-insensitive), at most ten. */
  record(query: string): void {
    const text = query.trim()
    if (!text || !this.#store.enabled() || looksLikeCredential(text) || this.#isSecret(text)) return
    const rest = this.#store.get().filter((entry) => entry.toLowerCase() !== text.toLowerCase())
    this.#store.set([text, ...rest].slice(0, MAX_RECENT_SEARCHES))
  }

  clear(): void {
    this.#store.set([])
  }
}
