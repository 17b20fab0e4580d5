/** How a remembered credential is kept. The token itself never leaves main. */
export type Persistence = 'encrypted' | 'weak' | 'memory'

export type SessionView =
  | { signedIn: false }
  | {
      signedIn: true
      username: string
      /** The signed-in user's own id, when the token info names it. */
      userId: string | null
      expiresAt: string | null
      persistence: Persistence
      method: 'password' | 'api-key'
    }

/** 'updated': same session, something about it changed (e.g. how it is stored). */
export type SessionChangeReason = 'signed-in' | 'signed-out' | 'expired' | 'updated'

export interface TokenInfoView {
  /** Fields we recognise, already in words-ready form. */
  known: {
    user: string | null
    userId: string | null
    issuedAt: string | null
    expiresAt: string | null
    scopes: string[] | null
    type: string | null
  }
  /** Everything else authData carried, with anything token-like redacted. */
  other: Record<string, unknown>
  persistence: Persistence
}
