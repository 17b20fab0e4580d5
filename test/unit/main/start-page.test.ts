// The page's HTML as main serves it (src/main/app/start-page.ts): the picture of the last screen written in when the
// start opens it, and never a page held back for long or lost for want of one. The whole path through the app, with
// the sealed picture, is in offline-cache-app.test.ts.
import { describe, expect, it, vi } from 'vitest'

import { startPage, type StartPageDeps } from '../../../src/main/app/start-page'
import type { AccountsModel } from '../../../src/shared/accounts'
import type { StartView } from '../../../src/shared/kept-screen-start'
import type { KeptScreenAnswer } from '../../../src/shared/offline-cache'
import type { SettingsModel } from '../../../src/shared/settings'

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

const deps = (answer: Promise<unknown>, views: StartView[] = [view()]): StartPageDeps & { asked: () => number } => {
  const picture = vi.fn(() => answer as Promise<never>)
  let at = 0
  return {
    view: () => views[Math.min(at++, views.length - 1)]!,
    picture,
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
