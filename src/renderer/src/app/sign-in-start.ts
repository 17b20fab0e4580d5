// The sign-in form main wrote into the page's HTML (@shared/sign-in-start; docs/performance.md,
// renderer.ratioToBaseline): painted with the first frame and taking typing before any of the page's script has run.
// The page's own form takes its place as React draws it (features/session/sign-in-view.tsx): it opens with what was
// typed and ticked, puts the focus and the caret where they were, and sends the form if Enter or Sign in was pressed
// meanwhile. Any other first screen takes the form away as it is drawn (app.tsx). Once.
//
// The page's first script (start-screen.ts) watches the form's submit, so this module imports nothing heavy.
import { SIGN_IN_START_ID } from '@shared/sign-in-start'

import type { PasswordDraft } from '../features/session/sign-in-drafts'

/** What the form held when the page's form took its place. */
export interface SignInStartValues {
  /** What was typed and ticked: the page's form opens with it. */
  draft: PasswordDraft
  /** The focused control's place among the screen's inputs and buttons (the two screens' are the same); -1: none. */
  focus: number
  /** The caret in the focused field (an email field has none: its selectionStart is null). */
  caret: [number, number] | null
  /** Enter or Sign in was pressed. */
  submitted: boolean
}

let submitted = false

// Gone from the page once taken away: main writes it into the HTML only, so it never comes back.
const layerOf = (doc: Document): HTMLElement | null => doc.getElementById(SIGN_IN_START_ID)
const controlsOf = (within: ParentNode) => [...within.querySelectorAll<HTMLElement>('input, button')]

/**
 * The first script: a press of Enter or Sign in before the page's form is drawn is kept for it. The form sends nothing
 * itself (method="dialog" outside a dialog: HTML's form submission algorithm stops there).
 */
export function watchSignInStart(doc: Document = document): void {
  layerOf(doc)
    ?.querySelector('form')
    ?.addEventListener('submit', () => (submitted = true))
}

/** What the form holds now; null when main wrote none or the page's form has taken its place. Reads only. */
export function readSignInStart(doc: Document = document): SignInStartValues | null {
  const layer = layerOf(doc)
  if (layer === null) return null
  // In the order @shared/sign-in-start writes them.
  const [username, email, password, remember, clear] = layer.querySelectorAll('input')
  const focused = doc.activeElement
  const start = focused instanceof HTMLInputElement ? focused.selectionStart : null
  return {
    draft: {
      username: username?.value ?? '',
      email: email?.value ?? '',
      password: password?.value ?? '',
      rememberMe: remember?.checked === true,
      clearPasswordOnFailure: clear?.checked === true
    },
    focus: controlsOf(layer).indexOf(focused as HTMLElement),
    caret: start === null ? null : [start, (focused as HTMLInputElement).selectionEnd ?? start],
    submitted
  }
}

/** Takes the form away; none is shown after. */
export function dropSignInStart(doc: Document = document): void {
  layerOf(doc)?.remove()
}

/**
 * The page's form (`screen`, the sign-in screen React drew with `values`) takes the written one's place: that one goes,
 * the focus and the caret go to the same control of this one, and a press of Sign in meanwhile sends this form. Once.
 */
export function handOverSignInStart(values: SignInStartValues, screen: HTMLElement, doc: Document = document): void {
  const layer = layerOf(doc)
  if (layer === null) return
  layer.remove()
  const control = controlsOf(screen)[values.focus]
  control?.focus()
  if (values.caret && control instanceof HTMLInputElement) control.setSelectionRange(...values.caret)
  if (values.submitted) screen.querySelector('form')?.requestSubmit()
}
