// The picture of the last screen (issue 38 §1; docs/performance.md, start.cachedProfileRatio). While a remembered
// account's window is open, the shell sends main a picture of what it shows (features/app-shell/keep-screen.ts): its
// markup made inert. Main keeps it sealed with the account's kept answers. At the next start main writes it into the
// page's HTML as it serves it, when it is the same screen the start opens: the same account, signed in, the same
// route, language and stylesheet (so another build's markup never meets these styles; main's app/start-page.ts,
// @shared/kept-screen-start). The first script lays it over the page, inert and hidden from screen readers, as it
// runs: the person's last screen is there from the first paint, before React and the shell's code have run, with no
// question to main. The live screen takes its place as it is drawn (dropKeptScreen), and nothing of it is ever
// interactive. When bootstrap's answer says the start opens something else after all, it goes at once.
//
// The page's first script (start-screen.ts, before main.tsx) runs this, so it imports nothing heavy: the picture is
// painted while the rest of the page's code is still on its way.
import type { ResponseOf } from '@shared/ipc'
import { KEPT_SCREEN_START_ID, keptScreenFits, type KeptScreenStart } from '@shared/kept-screen-start'
import { MAX_KEPT_SCREEN_CHARS } from '@shared/offline-cache'
import type { Result } from '@shared/result'

import { applyTheme, resolveTheme } from '../features/theme/apply-theme'
import { applyDocumentLocale } from '../i18n/document-locale'
import { takeStartAnswer } from '../platform'

/** The layer's id (styles/base.css). */
export const KEPT_SCREEN_ID = 'kept-screen'
/**
 * Inline styles travel under this attribute: the page's policy (`style-src 'self'`) refuses a style attribute in
 * markup, and the picture's are set through the CSSOM once it is in the page.
 */
export const KEPT_STYLE = 'data-kept-style'
/** However the start goes, the picture is gone by then: a stuck start shows its own screen, not a stale one. */
export const KEPT_SCREEN_MAX_MS = 10_000

/** Elements a picture never carries: nothing that runs, loads, styles the page or holds focus on its own. */
const DROPPED_ELEMENTS =
  'script,style,link,meta,base,iframe,frame,frameset,object,embed,template,noscript,dialog,portal'
/** Attributes that name other elements (the live screen's ids are its own), take focus, or send anything anywhere. */
const DROPPED_ATTRIBUTES = new Set([
  'id',
  'for',
  'name',
  'form',
  'tabindex',
  'autofocus',
  'accesskey',
  'contenteditable',
  'popover',
  'popovertarget',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
  'srcset',
  'action',
  'formaction',
  'ping',
  'target',
  'download',
  'xlink:href'
])
/** A link's address that may stay (it is never followed: the layer is inert): the web's, or within the page. */
const KEPT_LINK = /^(?:https?:|#|\/(?!\/))/i
/** An image that may stay: a picture the page already had as data (avatars come so), never an address to fetch. */
const KEPT_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);/i

/** Takes from `container` every element and attribute a picture never carries, in place (here and as it is taken). */
export function makeInert(container: ParentNode): void {
  for (const element of container.querySelectorAll(DROPPED_ELEMENTS)) element.remove()
  for (const element of container.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      const lower = name.toLowerCase()
      const value = element.getAttribute(name) ?? ''
      const dropped =
        DROPPED_ATTRIBUTES.has(lower) ||
        lower.startsWith('on') ||
        (lower === 'href' && !KEPT_LINK.test(value)) ||
        (lower === 'src' && !KEPT_IMAGE.test(value))
      if (dropped) element.removeAttribute(name)
    }
  }
}

/** The path of the page's stylesheet (the built page has one), or null (a development page injects its styles). */
export function pageStylesheet(doc: Document = document): string | null {
  const link = doc.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')
  return link ? new URL(link.href).pathname : null
}

let layer: HTMLElement | null = null
let settled = false
let timer: ReturnType<typeof setTimeout> | undefined

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The picture main wrote into the page's HTML (@shared/kept-screen-start), taken out of the page; null when there is
 * none or it is not what main writes. Main checked that it fits this start; what is shown is made inert again below.
 */
export function takeKeptScreenStart(doc: Document = document): KeptScreenStart | null {
  const block = doc.getElementById(KEPT_SCREEN_START_ID)
  if (block === null) return null
  block.remove()
  let start: unknown
  try {
    start = JSON.parse(block.textContent ?? '')
  } catch {
    return null
  }
  if (!isObject(start) || !isObject(start.picture) || !isObject(start.settings)) return null
  const { screen } = start.picture
  const { locale } = start.settings
  const shaped =
    isObject(screen) &&
    typeof screen.html === 'string' &&
    screen.html.length <= MAX_KEPT_SCREEN_CHARS &&
    typeof screen.stylesheet === 'string' &&
    isObject(locale) &&
    typeof locale.format === 'string' &&
    (locale.direction === 'ltr' || locale.direction === 'rtl') &&
    typeof start.settings.theme === 'string'
  return shaped ? (start as unknown as KeptScreenStart) : null
}

/**
 * Lays the kept picture over the page; true when it did. Never once the live screen has been drawn (dropKeptScreen),
 * never twice, and never with another stylesheet than the one it was painted with.
 */
export function showKeptScreen(start: KeptScreenStart | null, doc: Document = document): boolean {
  const root = doc.getElementById('root')
  if (settled || layer !== null || start === null || root === null) return false
  if (start.picture.screen.stylesheet !== pageStylesheet(doc)) return false
  // Parsed into a document of its own, which runs nothing and loads nothing; what the page shows is what is left once
  // makeInert has taken every script, handler, frame and address to fetch. The markup is our own page's, as React
  // drew it (escaping the platform's text), kept sealed by main: a file changed on disk does not open.
  // eslint-disable-next-line no-restricted-syntax -- inert parse of our own sealed markup, made inert again before use
  const parsed = new DOMParser().parseFromString(start.picture.screen.html, 'text/html').body
  makeInert(parsed)
  for (const element of parsed.querySelectorAll('[style]')) element.removeAttribute('style')
  const shown = doc.createElement('div')
  shown.id = KEPT_SCREEN_ID
  shown.className = 'kept-screen'
  shown.inert = true
  shown.setAttribute('aria-hidden', 'true')
  shown.append(...[...parsed.childNodes].map((node) => doc.importNode(node, true)))
  doc.body.insertBefore(shown, root)
  // In the page now, where the CSSOM sets them under its policy.
  for (const element of shown.querySelectorAll<HTMLElement | SVGElement>(`[${KEPT_STYLE}]`)) {
    element.style.cssText = element.getAttribute(KEPT_STYLE) ?? ''
    element.removeAttribute(KEPT_STYLE)
  }
  // As the live screen will be: its language and direction, and the theme its settings choose.
  applyDocumentLocale(start.settings.locale, doc.documentElement)
  applyTheme(resolveTheme(start.settings.theme))
  layer = shown
  timer = setTimeout(dropKeptScreen, KEPT_SCREEN_MAX_MS)
  return true
}

let bootstrap: Promise<Result<ResponseOf<'app:bootstrap'>>> | null = null
let began = false

/**
 * Lays the picture in the page's HTML over the page, now, and takes bootstrap's answer the preload asked for. Once;
 * bootstrap's answer then waits for early-answers.ts (takeStartBootstrap). Should that answer say the start opens
 * another screen after all (a link came meanwhile, a sign-out), the picture goes as it arrives.
 */
export function beginKeptScreen(doc: Document = document): boolean {
  if (began || !(window as { platform?: object }).platform) return false
  began = true
  bootstrap = takeStartAnswer()
  const start = takeKeptScreenStart(doc)
  if (!showKeptScreen(start, doc) || start === null) return false
  void bootstrap?.then((answer) => {
    if (!answer.ok || !keptScreenFits(start.picture, answer.data, pageStylesheet(doc))) dropKeptScreen()
  })
  return true
}

/** Bootstrap's answer the preload asked for, as beginKeptScreen took it (null: none, or taken already). */
export function takeStartBootstrap(): Promise<Result<ResponseOf<'app:bootstrap'>>> | null {
  const taken = bootstrap
  bootstrap = null
  return taken
}

/** Takes the picture away: the live screen is drawn, or the start opened something else. None is shown after. */
export function dropKeptScreen(): void {
  settled = true
  clearTimeout(timer)
  layer?.remove()
  layer = null
}
