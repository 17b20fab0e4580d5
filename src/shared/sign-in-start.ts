// The sign-in form in the page's own HTML (issue 39 §1; docs/performance.md, renderer.ratioToBaseline). At a start
// that opens the sign-in form, main writes the form into the page's HTML as it serves it (main's app/start-page.ts),
// as the page's own form draws it, in the person's language and theme: it is painted with the page's first frame and
// takes typing at once, before a line of the page's script has run. The page's form takes its place as React draws it
// and takes over what was typed, where the focus and the caret were, and a press of Enter or Sign in (renderer
// app/sign-in-start.ts). Nothing in it runs; the form sends nothing by itself (method="dialog", and the page's policy
// has `form-action 'none'`). test/unit/renderer/sign-in-start.test.tsx holds the markup to the page's form.
import type { AccountSummary } from './accounts'
import { APP_NAME } from './app-name'
import type { StartView } from './kept-screen-start'
import { rememberSignInByDefault } from './session'
import type { signInWords } from './sign-in-words'

/** The layer's id in the page's HTML (styles/base.css). */
export const SIGN_IN_START_ID = 'sign-in-start'
export type SignInStartWords = Record<keyof typeof signInWords, string>

/** What the form opens with: the same as the page's form would (features/session/sign-in-view.tsx). */
export interface SignInStartForm {
  baseUrl: string
  /** The address comes from PLATFORM_BASE_URL: Change is off, and says why. */
  fromEnv: boolean
  /** A listed account signed out: the form opens with its username, and the focus in the password. */
  username: string
  rememberMe: boolean
}

/** The page's settings the form is painted with: its language, direction and theme. */
export interface SignInStartPage {
  lang: string
  dir: 'ltr' | 'rtl'
  theme: 'light' | 'dark'
}

/**
 * The form a start opens, when it is the plain sign-in form the page's would draw with nothing else on the screen;
 * null otherwise (signed in, a sign-in being restored, no server chosen, other accounts listed under the form): those
 * starts wait for the page's own screen, as before.
 */
export function signInStartForm(start: StartView, platform: string): SignInStartForm | null {
  const { session, settings, accounts } = start
  if (session.signedIn || session.restoring === true || !settings.baseUrl) return null
  const listed: AccountSummary | undefined = accounts.accounts.find((account) => account.id === accounts.active)
  if (accounts.accounts.some((account) => account.id !== accounts.active)) return null
  return {
    baseUrl: settings.baseUrl,
    fromEnv: settings.baseUrlSource === 'env',
    username: listed?.username ?? '',
    rememberMe: rememberSignInByDefault(platform)
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text safe in an element's content and in a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** An element's ids: the page's own are React's (`_r_…_`), so these never meet them. */
const id = (name: string) => `${SIGN_IN_START_ID}-${name}`

/**
 * The sign-in screen as the page draws it (app/plain-layout.tsx around features/session/sign-in-view.tsx and
 * password-sign-in-form.tsx), element for element and class for class, so that nothing moves when the page's takes its
 * place; only the ids differ, and the form has `method="dialog"`.
 */
export function signInStartMarkup(words: SignInStartWords, form: SignInStartForm): string {
  const w = (key: keyof SignInStartWords) => escapeHtml(words[key])
  const url = escapeHtml(form.baseUrl)
  const known = form.username !== ''
  const focus = (field: 'username' | 'password') => ((field === 'username') !== known ? ' autofocus' : '')
  const env = form.fromEnv
  return [
    `<div class="plain-layout"><header class="plain-brand"><span class="plain-brand-icon" aria-hidden="true"></span>`,
    `<span class="brand" translate="no">${APP_NAME}</span></header>`,
    `<main class="plain-main"><div class="panel plain-panel">`,
    `<section class="sign-in" aria-labelledby="${id('heading')}">`,
    `<h1 id="${id('heading')}" tabindex="-1" class="view-heading">${w('heading')}</h1>`,
    `<div class="server-chip-area"><p class="server-chip"><span class="server-chip-label">${w('server')}</span>`,
    `<span class="server-url" title="${url}" translate="no">${url}</span>`,
    `<button aria-label="${w('changeServer')}"${env ? ` aria-describedby="${id('env')}"` : ''} type="button"`,
    ` class="button button-quiet button-sm server-chip-change"${env ? ' disabled' : ''}>${w('change')}</button></p>`,
    env ? `<p id="${id('env')}" class="hint">${w('envServer')}</p>` : '',
    `</div>`,
    `<div class="sign-in-tabs"><div role="tablist" aria-label="${w('ways')}" class="tabs">`,
    `<button type="button" role="tab" id="${id('tab-password')}" class="tab" aria-selected="true"`,
    ` aria-controls="${id('panel')}" tabindex="0">${w('wayPassword')}</button>`,
    `<button type="button" role="tab" id="${id('tab-api-key')}" class="tab" aria-selected="false" tabindex="-1">`,
    `${w('wayApiKey')}</button></div>`,
    `<div role="tabpanel" id="${id('panel')}" class="tab-panel">`,
    `<form class="form" novalidate method="dialog" aria-busy="false">`,
    `<div class="field"><label for="${id('username')}">${w('username')}</label>`,
    `<input id="${id('username')}" autocomplete="username" spellcheck="false" autocapitalize="none"`,
    ` value="${escapeHtml(form.username)}"${focus('username')}></div>`,
    `<div class="field"><div class="label-row"><label for="${id('email')}">${w('email')}</label>`,
    `<span id="${id('email-hint')}" class="hint">${w('emailOptional')}</span></div>`,
    `<input id="${id('email')}" autocomplete="email" spellcheck="false"`,
    ` aria-describedby="${id('email-hint')}" type="email" value=""></div>`,
    `<div class="field"><label for="${id('password')}">${w('password')}</label>`,
    `<input id="${id('password')}" autocomplete="current-password" type="password" value=""`,
    `${focus('password')}></div>`,
    `<div class="sign-in-options"><div><div class="checkbox-field">`,
    `<input id="${id('remember')}" aria-describedby="${id('remember-hint')}" type="checkbox"`,
    `${form.rememberMe ? ' checked' : ''}><label for="${id('remember')}">${w('rememberMe')}</label></div>`,
    `<p id="${id('remember-hint')}" class="hint checkbox-hint">${w('rememberMeHint')}</p></div>`,
    `<div class="checkbox-field"><input id="${id('clear')}" type="checkbox">`,
    `<label for="${id('clear')}">${w('clearPassword')}</label></div></div>`,
    `<div class="actions"><button type="submit" class="button button-primary">${w('submit')}</button></div>`,
    `</form></div></div></section></div></main></div>`
  ].join('')
}

/**
 * `html` with the form laid in as the first thing of its body, and the page's language, direction and theme on its
 * root, as the page would set them (a first paint in another theme would flash). `markup` is signInStartMarkup's.
 */
export function withSignInStart(html: string, markup: string, page: SignInStartPage): string {
  const root = /<html\b[^>]*>/i.exec(html)
  const body = /<body\b[^>]*>/i.exec(html)
  if (root === null || body === null) return html
  const rootTag = `<html lang="${escapeHtml(page.lang)}" dir="${page.dir}" data-theme="${page.theme}">`
  const layer = `<div id="${SIGN_IN_START_ID}" class="sign-in-start">${markup}</div>`
  const afterBody = body.index + body[0].length
  return (
    html.slice(0, root.index) +
    rootTag +
    html.slice(root.index + root[0].length, afterBody) +
    layer +
    html.slice(afterBody)
  )
}
