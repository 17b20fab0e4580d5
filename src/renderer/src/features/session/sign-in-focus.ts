// Where focus starts when the sign-in form opens: in the first field still
// to fill (the username, or the password when the username is known; the key
// on the API key tab), so a person can type at once. Screen readers still
// hear where they are: the form is a region named by its heading.
import { createRef, type RefObject, useEffect, useState } from 'react'

export type SignInWay = 'password' | 'api-key'

/** The fields focus can start on, owned by the sign-in view so that it chooses once for both tabs. */
export interface SignInFields {
  username: RefObject<HTMLInputElement | null>
  password: RefObject<HTMLInputElement | null>
  apiKey: RefObject<HTMLInputElement | null>
}

export function useSignInFields(): SignInFields {
  const [fields] = useState(() => ({
    username: createRef<HTMLInputElement>(),
    password: createRef<HTMLInputElement>(),
    apiKey: createRef<HTMLInputElement>()
  }))
  return fields
}

/**
 * Focuses the first empty field once, when the form opens. Chosen from what
 * it opens with; a tab switch later leaves focus on the tab (the arrow keys
 * move between tabs) and typing never moves it. Not `enabled` when the form
 * takes over from the one in the page's HTML: the focus stays where it was.
 */
export function useFocusOnOpen(fields: SignInFields, way: SignInWay, username: string, enabled = true): void {
  const [first] = useState<keyof SignInFields | null>(() =>
    !enabled ? null : way === 'api-key' ? 'apiKey' : username.trim() === '' ? 'username' : 'password'
  )
  useEffect(() => {
    if (first !== null) fields[first].current?.focus()
  }, [fields, first])
}
