// The picture of the last screen in the page's HTML (@shared/kept-screen-start), which main and the page both use:
// when it fits a start, how main finds the page's stylesheet, and the data block main writes, which nothing in the
// picture can close early.
import { describe, expect, it } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import {
  KEPT_SCREEN_START_ID,
  keptScreenFits,
  type KeptScreenStart,
  type StartView,
  stylesheetOfHtml,
  withKeptScreenStart
} from '../../../src/shared/kept-screen-start'
import type { KeptScreenAnswer } from '../../../src/shared/offline-cache'
import { bootstrapData, settingsView, signedIn, signedOut } from './fake-platform'

const ACCOUNT = 'a00000000000005aa'
const STYLESHEET = '/assets/style-test.css'
const accounts: AccountsModel = {
  active: ACCOUNT,
  accounts: [
    { id: ACCOUNT, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
}
const answer = (overrides: Partial<KeptScreenAnswer['screen']> = {}, account: string = ACCOUNT): KeptScreenAnswer => ({
  account,
  savedAt: 1,
  screen: {
    html: '<main><h2>Ada Lovelace</h2></main>',
    stylesheet: STYLESHEET,
    route: { view: 'profile' },
    lang: 'en-US',
    dir: 'ltr',
    ...overrides
  }
})
const start = (overrides: Partial<StartView> = {}): StartView =>
  bootstrapData({ session: signedIn(), accounts, resume: { view: 'profile' }, ...overrides })

describe('the picture fits a start', () => {
  it('only when it is the screen the start opens, in its language, direction and stylesheet', () => {
    expect(keptScreenFits(answer(), start(), STYLESHEET)).toBe(true)
    // Without a resume the start lands on the Profile, so a Profile picture fits.
    expect(keptScreenFits(answer(), start({ resume: null }), STYLESHEET)).toBe(true)
    const cases: [string, KeptScreenAnswer, StartView, string | null][] = [
      ['signed out', answer(), start({ session: signedOut }), STYLESHEET],
      ['being restored', answer(), start({ session: { signedIn: false, restoring: true } }), STYLESHEET],
      ['another account’s', answer({}, 'a00000000000005bb'), start(), STYLESHEET],
      ['another route', answer({ route: { view: 'followers' } }), start(), STYLESHEET],
      ['a link opens elsewhere', answer(), start({ route: { view: 'search' } }), STYLESHEET],
      ['another build’s styles', answer({ stylesheet: '/assets/style-old.css' }), start(), STYLESHEET],
      ['a page without a stylesheet', answer(), start(), null],
      ['another language', answer({ lang: 'de-DE' }), start(), STYLESHEET],
      ['another direction', answer({ dir: 'rtl' }), start(), STYLESHEET],
      ['too long', answer({ html: 'x'.repeat(512 * 1024 + 1) }), start(), STYLESHEET]
    ]
    for (const [why, kept, opening, stylesheet] of cases)
      expect(keptScreenFits(kept, opening, stylesheet), why).toBe(false)
  })
})

describe('the page’s HTML', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`

  it('names its stylesheet as the page sees it', () => {
    expect(stylesheetOfHtml(page('<link rel="stylesheet" crossorigin href="./assets/style-1.css">'))).toBe(
      '/assets/style-1.css'
    )
    expect(stylesheetOfHtml(page('<link rel="modulepreload" href="./assets/a.js">'))).toBeNull()
    expect(stylesheetOfHtml(page(''))).toBeNull()
  })

  it('carries the picture as data that nothing in it can close, and gives back the same value', () => {
    const hostile = '</script><script>alert(1)</script><!-- <script> \u2028 & "quotes"'
    const kept: KeptScreenStart = {
      picture: answer({ html: `<main><h2>${hostile}</h2></main>` }),
      settings: { locale: settingsView().locale, theme: 'dark' }
    }
    const html = withKeptScreenStart(page('<title>x</title>'), kept)
    const at = html.indexOf(`<script type="application/json" id="${KEPT_SCREEN_START_ID}">`)
    expect(at).toBeGreaterThan(html.indexOf('<title>'))
    expect(at).toBeLessThan(html.indexOf('</head>'))
    const text = html.slice(html.indexOf('>', at) + 1, html.indexOf('</script>', at))
    // The block's text has no `<`: the first `</script>` after its start tag is its own end.
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(kept)
    // A page without a head is sent as it is.
    expect(withKeptScreenStart('<p>no head</p>', kept)).toBe('<p>no head</p>')
  })
})
