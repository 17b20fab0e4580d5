// The picture of the last screen in the page's own HTML (issue 38 §1; docs/performance.md, start.cachedProfileRatio).
// Main serves the page's index.html (main's electron/renderer-protocol.ts; the e2e harness's file server does the same
// through main) and, when the start opens the screen the picture shows, writes the picture into it as a JSON data
// block. The page's first script reads it as soon as it runs (renderer app/kept-screen.ts), with no question to main
// and no answer to wait for. A data block is never run and is outside the page's script policy; its text holds no `<`,
// so nothing in it can end the element early, and the page parses it as data and makes the markup inert again.
import type { AppBootstrap } from './ipc'
import { type KeptScreenAnswer, MAX_KEPT_SCREEN_CHARS } from './offline-cache'
import { landingRoute, sameRoute } from './routes'
import type { SettingsModel } from './settings'

/** The data block's id in the page's HTML. */
export const KEPT_SCREEN_START_ID = 'kept-screen-start'

/** What the page's HTML carries: the picture, and the settings it is shown with (language, direction, theme). */
export interface KeptScreenStart {
  picture: KeptScreenAnswer
  settings: Pick<SettingsModel, 'locale' | 'theme'>
}

/** What a start opens, as bootstrap says it (main works it out the same way before bootstrap is asked). */
export type StartView = Pick<AppBootstrap, 'session' | 'accounts' | 'settings' | 'route' | 'resume'>

/**
 * Whether the picture is the screen this start opens: its account on screen and signed in, the same route, language
 * and direction, and the same stylesheet (another build's markup never meets these styles). `stylesheet` is the
 * page's, as a path (`/assets/style-….css`); null for a page with none (a development page injects its styles).
 */
export function keptScreenFits(answer: KeptScreenAnswer, start: StartView, stylesheet: string | null): boolean {
  const { screen } = answer
  if (!start.session.signedIn || answer.account !== start.accounts.active) return false
  if (typeof screen.html !== 'string' || screen.html.length > MAX_KEPT_SCREEN_CHARS) return false
  if (stylesheet === null || screen.stylesheet !== stylesheet) return false
  const { locale } = start.settings
  if (screen.lang !== locale.format || screen.dir !== locale.direction) return false
  // Main checked both routes before it sent them (and the picture's before it kept it).
  return sameRoute(screen.route, start.route ?? start.resume ?? landingRoute)
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/i
const HREF = /\bhref="([^"]*)"/i

/** The path of the stylesheet a page's HTML links (the built page links one), as the page sees it; null: none. */
export function stylesheetOfHtml(html: string): string | null {
  const href = HREF.exec(STYLESHEET_LINK.exec(html)?.[0] ?? '')?.[1]
  if (href === undefined) return null
  try {
    return new URL(href, 'app://page/').pathname
  } catch {
    return null
  }
}

/**
 * `html` with `start` written into it as a JSON data block at the end of its head. Every `<` of the JSON is written as
 * its escape, so the text cannot close the element or open a comment; JSON.parse gives the same value back.
 */
export function withKeptScreenStart(html: string, start: KeptScreenStart): string {
  const at = html.indexOf('</head>')
  if (at < 0) return html
  const json = JSON.stringify(start).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${KEPT_SCREEN_START_ID}">${json}</script>\n  `
  return html.slice(0, at) + block + html.slice(at)
}
