// The page's HTML as main serves it (electron/renderer-protocol.ts; the e2e harness's file server asks the same):
// with the picture of the last screen written in when the start opens that screen (@shared/kept-screen-start), so the
// page's first script lays it over the page as it runs, without a question to main (docs/performance.md,
// start.cachedProfileRatio). A start that opens the sign-in form gets that form written in instead
// (@shared/sign-in-start: the form is there at the first paint, before the page's script has run;
// renderer.ratioToBaseline). Any other start's HTML goes as it is.
import { keptScreenFits, type StartView, stylesheetOfHtml, withKeptScreenStart } from '@shared/kept-screen-start'
import type { KeptScreenAnswer } from '@shared/offline-cache'
import type { Result } from '@shared/result'
import { signInStartForm, signInStartMarkup, type SignInStartWords, withSignInStart } from '@shared/sign-in-start'
import { signInWords } from '@shared/sign-in-words'

import { activeLocale, sayAll } from '../core/i18n'
import type { Dispatch } from '../core/ipc/dispatch'
import type { OsSurfaces } from '../desktop/os/os-surfaces'
import { shownTheme } from '../desktop/os/theme'
import type { EarlyFeatures } from './early-features'
import { orAfter } from './late-features'

/**
 * How long the page's HTML waits for the picture: reading it opens the account's sealed cache, and at a start the
 * features that keep it are still loading. A picture later than this is left out, and the page is drawn as without
 * one: never held back by more than this.
 */
export const START_PAGE_WAIT_MS = 150

export interface StartPageDeps {
  /** What the page's bootstrap would say the start opens (early-features.ts, startView). */
  view(): StartView
  /** The picture main kept for the account on screen (the offline cache's `offline-cache:screen`). */
  picture(): Promise<Result<unknown>>
  /** The sign-in form's words in main's language, and that language's tag (the form is left out unless the page's). */
  signInWords(): { words: SignInStartWords; lang: string }
  /** process.platform: whether Remember me starts ticked (@shared/session). */
  platform: string
  /** What 'system' is now (OsSurfaces.prefersDark). */
  prefersDark(): boolean
}

/**
 * MainApp.startPage: the picture asked as the page would ask it (checked, for the account on screen, scrubbed), or the
 * sign-in form in main's words.
 */
export const startPageOf =
  (
    early: Pick<EarlyFeatures, 'startView'>,
    dispatch: Dispatch,
    platform: string,
    os: Pick<OsSurfaces, 'prefersDark'>
  ) =>
  (html: string): Promise<string> =>
    startPage(html, {
      view: () => early.startView(),
      picture: () => dispatch('offline-cache:screen', undefined),
      signInWords: () => ({ words: sayAll(signInWords), lang: activeLocale().format }),
      platform,
      prefersDark: () => os.prefersDark()
    })

/**
 * `html` with the sign-in form when the start opens that form as the page would draw it, in main's language (the
 * page's, once main has taken the setting's); else `html`.
 */
function withSignInForm(html: string, view: StartView, deps: StartPageDeps): string {
  const form = signInStartForm(view, deps.platform)
  if (form === null) return html
  const { locale, theme } = view.settings
  const { words, lang } = deps.signInWords()
  if (lang !== locale.format) return html
  return withSignInStart(html, signInStartMarkup(words, form), {
    lang,
    dir: locale.direction,
    theme: shownTheme(theme, deps.prefersDark())
  })
}

/** `html`, with the picture of the last screen when it is the screen this start opens, or the sign-in form. */
export async function startPage(html: string, deps: StartPageDeps, waitMs = START_PAGE_WAIT_MS): Promise<string> {
  const stylesheet = stylesheetOfHtml(html)
  if (stylesheet === null) return html
  const start = deps.view()
  if (!start.session.signedIn) return withSignInForm(html, start, deps)
  const answer = await orAfter(
    deps.picture().catch(() => null),
    waitMs,
    null
  )
  if (!answer?.ok || answer.data === null) return html
  const picture = answer.data as KeptScreenAnswer
  // Looked at again: a sign-out, a switch or a link may have come while the picture was read.
  const view = deps.view()
  if (!keptScreenFits(picture, view, stylesheet)) return html
  const { locale, theme } = view.settings
  return withKeptScreenStart(html, { picture, settings: { locale, theme } })
}
