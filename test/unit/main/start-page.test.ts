// The page's HTML as main serves it (src/main/app/start-page.ts): the picture of the last screen written in when the
// start opens it, and never a page held back for long or lost for want of one; the sign-in form written in when the
// start opens that. The whole path through the app, with the sealed picture, is in offline-cache-app.test.ts; the form
// as the page takes it over, in test/unit/renderer/sign-in-start.test.tsx and test/e2e/sign-in-start.spec.ts.
import { type HTMLButtonElement, type HTMLInputElement, Window } from 'happy-dom'
import { describe, expect, it, vi } from 'vitest'

import { startPage, type StartPageDeps } from '../../../src/main/app/start-page'
import type { AccountsModel } from '../../../src/shared/accounts'
import type { StartView } from '../../../src/shared/kept-screen-start'
import type { KeptScreenAnswer } from '../../../src/shared/offline-cache'
import type { SettingsModel } from '../../../src/shared/settings'
import { SIGN_IN_START_ID } from '../../../src/shared/sign-in-start'
import { signInWords } from '../../../src/shared/sign-in-words'

const ACCOUNT = 'a00000000000005aa'
const accounts: AccountsModel = {
  active: ACCOUNT,
  accounts: [
    { id: ACCOUNT, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
}
const HTML =
  '<!doctype html><html><head><link rel="stylesheet" href="./assets/style-1.css"></head><body><div id="root"></div></body></html>'
const picture: KeptScreenAnswer = {
  account: ACCOUNT,
  savedAt: 1,
  screen: {
    html: '<main><h2>Ada Lovelace</h2></main>',
    stylesheet: '/assets/style-1.css',
    route: { view: 'profile' },
    lang: 'en-US',
    dir: 'ltr'
  }
}
const signedOut: StartView['session'] = { signedIn: false }
const view = (overrides: Partial<StartView> = {}): StartView => ({
  // Only what the picture is checked and drawn with.
  settings: { locale: { messages: 'en', format: 'en-US', direction: 'ltr' }, theme: 'system' } as SettingsModel,
  session: {
    signedIn: true,
    username: 'ada',
    userId: '42',
    expiresAt: null,
    persistence: 'encrypted',
    method: 'password'
  },
  accounts,
  route: null,
  resume: { view: 'profile' },
  ...overrides
})

const english = Object.fromEntries(
  Object.entries(signInWords).map(([key, message]) => [key, message.defaultMessage])
) as Record<keyof typeof signInWords, string>

const deps = (
  answer: Promise<unknown>,
  views: StartView[] = [view()],
  more: Partial<StartPageDeps> = {}
): StartPageDeps & { asked: () => number } => {
  const picture = vi.fn(() => answer as Promise<never>)
  let at = 0
  return {
    view: () => views[Math.min(at++, views.length - 1)]!,
    picture,
    signInWords: () => ({ words: english, lang: 'en-US' }),
    platform: 'linux',
    prefersDark: () => false,
    ...more,
    asked: () => picture.mock.calls.length
  }
}

describe('the page’s HTML at a start', () => {
  it('carries the picture when it is the screen the start opens', async () => {
    const served = await startPage(HTML, deps(Promise.resolve({ ok: true, data: picture })))
    expect(served).toContain('<script type="application/json" id="kept-screen-start">')
    expect(served).toContain('Ada Lovelace')
  })

  it('asks for no picture without a signed-in account on screen, or for a page without a stylesheet', async () => {
    const signedOutStart = deps(Promise.resolve({ ok: true, data: picture }), [view({ session: signedOut })])
    expect(await startPage(HTML, signedOutStart)).toBe(HTML)
    expect(signedOutStart.asked()).toBe(0)
    const unstyled = deps(Promise.resolve({ ok: true, data: picture }))
    expect(await startPage('<html><head></head><body></body></html>', unstyled)).toBe(
      '<html><head></head><body></body></html>'
    )
    expect(unstyled.asked()).toBe(0)
  })

  it('goes as it is when the picture is late, failed, missing, or the start changed while it was read', async () => {
    const late = Date.now()
    expect(await startPage(HTML, deps(new Promise(() => undefined)), 30)).toBe(HTML)
    expect(Date.now() - late).toBeLessThan(1_000)
    expect(await startPage(HTML, deps(Promise.reject(new Error('gone'))))).toBe(HTML)
    expect(await startPage(HTML, deps(Promise.resolve({ ok: false, error: { kind: 'internal' } })))).toBe(HTML)
    expect(await startPage(HTML, deps(Promise.resolve({ ok: true, data: null })))).toBe(HTML)
    // Signed out, or a link to another view, while the picture was read.
    const changed = [view({ session: signedOut }), view({ route: { view: 'search' } })]
    for (const after of changed)
      expect(await startPage(HTML, deps(Promise.resolve({ ok: true, data: picture }), [view(), after]))).toBe(HTML)
  })
})

describe('the page’s HTML at a start that opens the sign-in form', () => {
  const settings = (more: Partial<SettingsModel> = {}) =>
    ({
      locale: { messages: 'en', format: 'en-US', direction: 'ltr' },
      theme: 'system',
      baseUrl: 'https://one.example',
      baseUrlSource: 'settings',
      ...more
    }) as SettingsModel
  const signedOutView = (more: Partial<StartView> = {}) =>
    view({
      session: signedOut,
      settings: settings(),
      accounts: { active: null, accounts: [] },
      resume: null,
      ...more
    })
  const served = (start: StartView, more: Partial<StartPageDeps> = {}) =>
    startPage(HTML, deps(Promise.resolve({ ok: true, data: picture }), [start], more))
  const layer = (html: string) => {
    const page = new Window()
    page.document.write(html)
    return page.document
  }

  it('carries the form, first in the body, in the page’s language and theme, asking for no picture', async () => {
    const start = deps(Promise.resolve({ ok: true, data: picture }), [signedOutView()])
    const html = await startPage(HTML, start)
    expect(start.asked()).toBe(0)
    const doc = layer(html)
    expect(doc.body.firstElementChild?.id).toBe(SIGN_IN_START_ID)
    expect(doc.documentElement.lang).toBe('en-US')
    expect(doc.documentElement.dir).toBe('ltr')
    expect(doc.documentElement.dataset.theme).toBe('light')
    expect(doc.getElementById('root')).not.toBeNull()
    const form = doc.querySelector('form')
    expect(form?.getAttribute('method')).toBe('dialog')
    expect(doc.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.autofocus).toBe(true)
    expect(doc.querySelector('.server-url')?.textContent).toBe('https://one.example')
    // Remember me starts as the page's would on Linux: off.
    expect(doc.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(false)
    expect(doc.querySelector('script')).toBeNull()
  })

  it('opens with a listed account’s username, the focus in the password, Remember me as on macOS', async () => {
    const listed = { ...accounts.accounts[0]!, signedIn: false }
    const html = await served(signedOutView({ accounts: { active: ACCOUNT, accounts: [listed] } }), {
      platform: 'darwin'
    })
    const doc = layer(html)
    expect(doc.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.value).toBe('ada')
    expect(doc.querySelector<HTMLInputElement>('input[type="password"]')?.autofocus).toBe(true)
    expect(doc.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true)
  })

  it('says the theme the page will have, the direction of the language, and why Change is off', async () => {
    const arabic = settings({
      locale: { messages: 'ar', format: 'ar', direction: 'rtl' },
      theme: 'system',
      baseUrlSource: 'env'
    })
    const html = await served(signedOutView({ settings: arabic }), {
      prefersDark: () => true,
      signInWords: () => ({ words: english, lang: 'ar' })
    })
    const doc = layer(html)
    expect(doc.documentElement.dir).toBe('rtl')
    expect(doc.documentElement.dataset.theme).toBe('dark')
    expect(doc.querySelector<HTMLButtonElement>('.server-chip-change')?.disabled).toBe(true)
    expect(doc.querySelector('.server-chip-area .hint')?.textContent).toBe(english.envServer)
    const light = await served(signedOutView({ settings: settings({ theme: 'light' }) }), { prefersDark: () => true })
    expect(layer(light).documentElement.dataset.theme).toBe('light')
  })

  it('escapes what it writes: an address or a username cannot add markup', async () => {
    const hostile = 'https://x.example/"><img src=x onerror=alert(1)>'
    const listed = { ...accounts.accounts[0]!, username: '<b>ada</b>', signedIn: false }
    const html = await served(
      signedOutView({
        settings: settings({ baseUrl: hostile }),
        accounts: { active: ACCOUNT, accounts: [listed] }
      })
    )
    const doc = layer(html)
    expect(doc.querySelector('img, b')).toBeNull()
    expect(doc.querySelector('.server-url')?.textContent).toBe(hostile)
    expect(doc.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.value).toBe('<b>ada</b>')
  })

  it('goes as it is for any other sign-in start: restoring, no server, other accounts, another language', async () => {
    const other = { ...accounts.accounts[0]!, id: 'a00000000000006bb', username: 'bob' }
    const starts = [
      signedOutView({ session: { signedIn: false, restoring: true } }),
      signedOutView({ settings: settings({ baseUrl: null }) }),
      signedOutView({ accounts: { active: ACCOUNT, accounts: [{ ...accounts.accounts[0]!, signedIn: false }, other] } })
    ]
    for (const start of starts) expect(await served(start)).toBe(HTML)
    // Main has not taken the setting's language yet: its words would not be the page's.
    expect(await served(signedOutView(), { signInWords: () => ({ words: english, lang: 'fr' }) })).toBe(HTML)
  })
})
