/** How a remembered credential is kept. The token itself never leaves main. */
export type Persistence = 'encrypted' | 'weak' | 'memory'

/**
 * Whether Remember me (and Remember this key) starts ticked, as desktop apps
 * keep people signed in where the OS protects what they keep: macOS's
 * Keychain and Windows's DPAPI always hold the key (src/main/features/session/cipher-backend.ts).
 * On Linux only asking the keyring tells a real one from Chromium's public
 * fallback key, and asking may put up an unlock prompt before the person
 * chose anything (an answer Electron then keeps for the run), so it starts
 * unticked there and everywhere else. docs/security.md gives the reasoning.
 */
export const rememberSignInByDefault = (platform: string): boolean => platform === 'darwin' || platform === 'win32'

export type SessionModel =
  | {
      signedIn: false
      /** At start, while main reads the remembered sign-in: the window shows that instead of the sign-in form. */
      restoring?: true
    }
  | {
      signedIn: true
      username: string
      /** The signed-in user's own id, when the token info names it. */
      userId: string | null
      expiresAt: string | null
      persistence: Persistence
      method: 'password' | 'api-key'
    }

/**
 * 'updated': same session, something about it changed (e.g. how it is stored). 'restored': reading the remembered sign-in has ended, signed in or not.
 * 'switched': the views now show another account, whose session this is.
 */
export type SessionChangeReason = 'signed-in' | 'signed-out' | 'expired' | 'updated' | 'restored' | 'switched'

export interface TokenInfoModel {
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
