// The sign-in form main wrote into the page's HTML (@shared/sign-in-start; docs/performance.md,
// renderer.ratioToBaseline): painted with the first frame and taking typing before any of the page's script has run.
// The page's own form takes its place as React draws it (features/session/sign-in-view.tsx): it opens with what was
// typed and ticked, puts the focus and the caret where they were, and sends the form if Enter or Sign in was pressed
// meanwhile. Any other first screen takes the form away as it is drawn (app.tsx). Once.
//
// The page's first script (start-screen.ts) watches the form's submit, so this module imports nothing heavy.
import { SIGN_IN_START_ID } from '@shared/sign-in-start'

/** What the form held when the page's form took its place. */
export interface SignInStartValues {
  username: string
  email: string
  password: string
  rememberMe: boolean
  clearPasswordOnFailure: boolean
  /** The focused control, as its place among the screen's inputs and buttons (the two screens' are the same), and the caret. */
  focus: { index: number; selection: { start: number; end: number; direction: SelectionDirection } | null } | null
  /** Enter or Sign in was pressed. */
  submitted: boolean
}

type SelectionDirection = 'forward' | 'backward' | 'none'

let submitted = false
let settled = false

const layerOf = (doc: Document): HTMLElement | null => (settled ? null : doc.getElementById(SIGN_IN_START_ID))
const controlsOf = (within: ParentNode) => [...within.querySelectorAll<HTMLElement>('input, button')]

/** The first script: a press of Enter or Sign in before the page's form is drawn is kept for it. The form sends nothing. */
export function watchSignInStart(doc: Document = document): void {
  layerOf(doc)
    ?.querySelector('form')
    ?.addEventListener('submit', (event) => {
      event.preventDefault()
      submitted = true
    })
}

/** What the form holds now; null when main wrote none or the page's form has taken its place. Reads only. */
export function readSignInStart(doc: Document = document): SignInStartValues | null {
  const layer = layerOf(doc)
  if (layer === null) return null
  const input = (selector: string) => layer.querySelector<HTMLInputElement>(selector)
  const checkboxes = [...layer.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
  const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
  const index = focused === null ? -1 : controlsOf(layer).indexOf(focused)
  return {
    username: input('input[autocomplete="username"]')?.value ?? '',
    email: input('input[autocomplete="email"]')?.value ?? '',
    password: input('input[autocomplete="current-password"]')?.value ?? '',
    rememberMe: checkboxes[0]?.checked ?? false,
    clearPasswordOnFailure: checkboxes[1]?.checked ?? false,
    focus: index < 0 ? null : { index, selection: selectionOf(focused) },
    submitted
  }
}

function selectionOf(element: HTMLElement | null): NonNullable<SignInStartValues['focus']>['selection'] {
  if (!(element instanceof HTMLInputElement) || element.selectionStart === null || element.selectionEnd === null)
    return null
  return { start: element.selectionStart, end: element.selectionEnd, direction: element.selectionDirection ?? 'none' }
}

/** Takes the form away; none is shown after. */
export function dropSignInStart(doc: Document = document): void {
  const layer = layerOf(doc)
  settled = true
  layer?.remove()
}

/**
 * The page's form (`screen`, the sign-in screen React drew with `values`) takes the written one's place: that one goes,
 * the focus and the caret go to the same control of this one, and a press of Sign in meanwhile sends this form. Once.
 */
export function handOverSignInStart(values: SignInStartValues, screen: HTMLElement, doc: Document = document): void {
  if (settled) return
  dropSignInStart(doc)
  const control = values.focus === null ? undefined : controlsOf(screen)[values.focus.index]
  if (control !== undefined) {
    control.focus()
    const selection = values.focus?.selection
    // An email field has no caret to set (HTML's setSelectionRange throws for type=email): the focus is enough there.
    if (selection && control instanceof HTMLInputElement && control.type !== 'email')
      control.setSelectionRange(selection.start, selection.end, selection.direction)
  }
  if (values.submitted) screen.querySelector('form')?.requestSubmit()
}
