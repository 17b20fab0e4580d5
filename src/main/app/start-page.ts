// The page's HTML as main serves it (electron/renderer-protocol.ts; the e2e harness's file server asks the same):
// with the picture of the last screen written in when the start opens that screen (@shared/kept-screen-start), so the
// page's first script lays it over the page as it runs, without a question to main (docs/performance.md,
// start.cachedProfileRatio). Without a signed-in account on screen nothing is asked and the HTML goes as it is.
import { keptScreenFits, type StartView, stylesheetOfHtml, withKeptScreenStart } from '@shared/kept-screen-start'
import type { KeptScreenAnswer } from '@shared/offline-cache'
import type { Result } from '@shared/result'

import type { Dispatch } from '../core/ipc/dispatch'
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
}

/** MainApp.startPage: the picture asked as the page would ask it (checked, for the account on screen, scrubbed). */
export const startPageOf =
  (early: Pick<EarlyFeatures, 'startView'>, dispatch: Dispatch) =>
  (html: string): Promise<string> =>
    startPage(html, { view: () => early.startView(), picture: () => dispatch('offline-cache:screen', undefined) })

/** `html`, with the picture of the last screen when it is the screen this start opens. */
export async function startPage(html: string, deps: StartPageDeps, waitMs = START_PAGE_WAIT_MS): Promise<string> {
  const stylesheet = stylesheetOfHtml(html)
  if (stylesheet === null || !deps.view().session.signedIn) return html
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
