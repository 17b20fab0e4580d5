// What has been typed into the sign-in form, one draft per tab. The sign-in
// view holds both in its own component state, so switching between Password
// and API key loses nothing, and both go when the form goes: a password or a
// key is never put into a store, web storage or anything main keeps.
import { useState } from 'react'

export interface PasswordDraft {
  username: string
  email: string
  password: string
  rememberMe: boolean
  clearPasswordOnFailure: boolean
}

export interface KeyDraft {
  apiKey: string
  remember: boolean
}

/** A draft and its change: `change` takes the fields that changed, the rest stay. */
export interface Draft<T> {
  draft: T
  change: (changed: Partial<T>) => void
}

function useDraft<T>(initial: () => T): Draft<T> {
  const [draft, setDraft] = useState(initial)
  return { draft, change: (changed) => setDraft((before) => ({ ...before, ...changed })) }
}

/**
 * `username`: the one the form opens with (after an expired session, whose it was); `remember`: what both Remember boxes
 * start as; `typed`: what the form in the page's HTML held when this one took its place (app/sign-in-start.ts).
 */
export function useSignInDrafts(
  username: string,
  remember: boolean,
  typed?: PasswordDraft
): { password: Draft<PasswordDraft>; key: Draft<KeyDraft> } {
  return {
    password: useDraft<PasswordDraft>(
      () => typed ?? { username, email: '', password: '', rememberMe: remember, clearPasswordOnFailure: false }
    ),
    key: useDraft<KeyDraft>(() => ({ apiKey: '', remember }))
  }
}
