// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The picture of the last screen (app/kept-screen.ts, features/app-shell/keep-screen.ts, and @shared/kept-screen-start,
// which main uses too): the shell sends main an inert
// picture of what it shows once it has settled; the next start's HTML carries it when it is the same screen the start
// opens (main's app/start-page.ts), the page's first script lays it over the page, and the live screen takes it away
// as it is drawn.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import type { AppBootstrap } from '../../../src/shared/ipc'
import {
  KEPT_SCREEN_START_ID,
  keptScreenFits,
  type KeptScreenStart,
  type StartView,
  stylesheetOfHtml,
  withKeptScreenStart
} from '../../../src/shared/kept-screen-start'
import type { KeptScreenAnswer } from '../../../src/shared/offline-cache'
import type { SettingsModel } from '../../../src/shared/settings'
import { bootstrapData, createFakePlatform, ok, settingsView, signedIn, signedOut } from './fake-platform'
import { installPlatform } from './render-app'

const ACCOUNT = 'a00000000000005aa'
const STYLESHEET = '/assets/style-test.css'
const accounts: AccountsModel = {
  active: ACCOUNT,
  accounts: [
    { id: ACCOUNT, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
}

/** A fresh copy of the modules: each test starts as a page does, with no picture shown or dropped yet. */
async function freshModules() {
  vi.resetModules()
  // The page's first script takes the preload's answer as it runs: not a bridge another file left behind.
  delete (window as { platform?: unknown }).platform
  const kept = await import('../../../src/renderer/src/app/kept-screen')
  const keep = await import('../../../src/renderer/src/features/app-shell/keep-screen')
  // The app too, so that it takes away the picture this copy shows.
  const { renderApp } = await import('./render-app')
  return { ...kept, ...keep, renderApp }
}

function page(): HTMLElement {
  document.head.innerHTML = `<link rel="stylesheet" href="${STYLESHEET}">`
  document.body.innerHTML = '<div id="root"></div>'
  return document.getElementById('root')!
}

/** The shell's markup as drawn (`style`), or as its picture keeps it (inline styles set aside: `data-kept-style`). */
const shell = (name: string, styles: 'style' | 'data-kept-style' = 'style') =>
  `<div class="shell"><nav aria-label="Main"><button id="nav-1" tabindex="0" aria-controls="x">Profile</button></nav>` +
  `<main class="shell-main"><h2 id="name">${name}</h2><div role="listbox" aria-activedescendant="row-1">` +
  `<div id="row-1" ${styles}="transform: translateY(40px)">Row</div></div></main></div>`

const answer = (overrides: Partial<KeptScreenAnswer['screen']> = {}, account: string = ACCOUNT): KeptScreenAnswer => ({
  account,
  savedAt: 1,
  screen: {
    html: shell('Ada Lovelace', 'data-kept-style'),
    stylesheet: STYLESHEET,
    route: { view: 'profile' },
    lang: 'en-US',
    dir: 'ltr',
    ...overrides
  }
})

/** What main writes into the page's HTML: the picture, and the settings it is drawn with. */
const kept = (
  overrides: Partial<KeptScreenAnswer['screen']> = {},
  settings: Pick<SettingsModel, 'locale' | 'theme'> = settingsView()
): KeptScreenStart => ({ picture: answer(overrides), settings: { locale: settings.locale, theme: settings.theme } })

const start = (overrides: Partial<AppBootstrap> = {}): AppBootstrap =>
  bootstrapData({ session: signedIn(), accounts, resume: { view: 'profile' }, ...overrides })

const layer = () => document.getElementById('kept-screen')

beforeEach(() => page())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  // The files of a worker share the document: what a picture set on it goes.
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  const root = document.documentElement
  root.lang = 'en'
  root.removeAttribute('dir')
  delete root.dataset.theme
})

describe('the picture of the last screen at a start', () => {
  it('is laid over the page, inert and hidden from screen readers, with nothing of the live screen’s ids', async () => {
    const { showKeptScreen, dropKeptScreen } = await freshModules()
    const settings = settingsView({ theme: 'dark', locale: { messages: 'ar', format: 'ar-EG', direction: 'rtl' } })
    expect(showKeptScreen(kept({ lang: 'ar-EG', dir: 'rtl' }, settings))).toBe(true)
    const shown = layer()!
    expect(shown.nextElementSibling?.id).toBe('root')
    expect(shown.getAttribute('aria-hidden')).toBe('true')
    expect(shown.inert).toBe(true)
    expect(shown.querySelector('main h2')?.textContent).toBe('Ada Lovelace')
    // Nothing that names or takes the live screen's elements or focus.
    expect(shown.querySelectorAll('[id], [tabindex], [aria-controls], [aria-activedescendant]')).toHaveLength(0)
    // A style the picture kept is set through the CSSOM, as the page's policy allows.
    const row = shown.querySelector<HTMLElement>('[role="listbox"] > div')!
    expect(row.style.transform).toBe('translateY(40px)')
    expect(shown.querySelector('[data-kept-style]')).toBeNull()
    // The document in the language, direction and theme the live screen will have.
    expect(document.documentElement.lang).toBe('ar-EG')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.dataset.theme).toBe('dark')

    dropKeptScreen()
    expect(layer()).toBeNull()
    // Once the live screen is drawn, no picture comes after it.
    expect(showKeptScreen(kept())).toBe(false)
    expect(layer()).toBeNull()
  })

  it('is not shown without one, nor with another build’s stylesheet (main checked the rest: kept-screen-start)', async () => {
    const { showKeptScreen } = await freshModules()
    expect(showKeptScreen(null)).toBe(false)
    expect(showKeptScreen(kept({ stylesheet: '/assets/style-old.css' }))).toBe(false)
    expect(layer()).toBeNull()
    expect(showKeptScreen(kept())).toBe(true)
    // Never twice.
    expect(showKeptScreen(kept())).toBe(false)
    expect(document.querySelectorAll('#kept-screen')).toHaveLength(1)
  })

  it('never carries what runs, loads or leaves: scripts, frames, handlers, styles and addresses to fetch', async () => {
    const { showKeptScreen } = await freshModules()
    const hostile =
      '<main><h2>Ada</h2><script src="/assets/evil.js"></script><object data="https://evil.example"></object>' +
      '<img src="https://evil.example/track.png" onerror="alert(1)"><img class="avatar" src="data:image/png;base64,AAAA">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://one.example/ada">good</a><style>body{display:none}</style>' +
      '<link rel="stylesheet" href="https://evil.example/x.css"><div style="display:none">hidden</div>' +
      '<form action="https://evil.example"><button formaction="https://evil.example">Go</button></form></main>'
    expect(showKeptScreen(kept({ html: hostile }))).toBe(true)
    const shown = layer()!
    expect(shown.querySelectorAll('script, object, style, link')).toHaveLength(0)
    const images = [...shown.querySelectorAll('img')]
    expect(images.map((image) => image.getAttribute('src'))).toEqual([null, 'data:image/png;base64,AAAA'])
    expect(shown.querySelector('[onerror]')).toBeNull()
    expect([...shown.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      null,
      'https://one.example/ada'
    ])
    expect(shown.querySelector('[action], [formaction]')).toBeNull()
    // A style attribute written into the markup is not the picture's own (those travel set aside): it goes.
    expect(shown.querySelector('[style]')).toBeNull()
  })

  /** The page as main serves it: its HTML with the picture written in (main's app/start-page.ts). */
  function servedPage(start: KeptScreenStart | string) {
    const html = `<html><head><link rel="stylesheet" href="${STYLESHEET}"></head><body><div id="root"></div></body></html>`
    const served =
      typeof start === 'string'
        ? html.replace('</head>', `<script type="application/json" id="kept-screen-start">${start}</script></head>`)
        : withKeptScreenStart(html, start)
    const parsed = new DOMParser().parseFromString(served, 'text/html')
    document.head.replaceChildren(...[...parsed.head.childNodes].map((node) => document.importNode(node, true)))
    document.body.replaceChildren(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)))
  }

  function withBootstrap(answer: Promise<unknown>) {
    const fake = createFakePlatform()
    const takeStartAnswer = vi.fn(() => answer)
    fake.bridge.takeStartAnswer = takeStartAnswer as never
    installPlatform(fake)
    return takeStartAnswer
  }

  it('is taken from the page’s HTML as the first script runs, and bootstrap’s answer goes on to the start', async () => {
    const { beginKeptScreen, takeStartBootstrap } = await freshModules()
    servedPage(kept())
    const takeStartAnswer = withBootstrap(Promise.resolve(ok(start())))
    expect(beginKeptScreen()).toBe(true)
    expect(beginKeptScreen()).toBe(false)
    // At once: no answer from main is waited for. The data block is gone from the page.
    expect(layer()?.querySelector('main h2')?.textContent).toBe('Ada Lovelace')
    expect(document.getElementById('kept-screen-start')).toBeNull()
    expect(takeStartAnswer).toHaveBeenCalledTimes(1)
    // The page's start takes bootstrap's answer from here, once; it agrees, so the picture stays.
    const taken = takeStartBootstrap()
    await expect(taken).resolves.toEqual(ok(start()))
    expect(takeStartBootstrap()).toBeNull()
    expect(layer()).not.toBeNull()
  })

  it('goes as soon as bootstrap’s answer says the start opens something else, or failed', async () => {
    for (const answer of [ok(start({ route: { view: 'search' } })), ok(start({ session: signedOut }))]) {
      const { beginKeptScreen } = await freshModules()
      servedPage(kept())
      withBootstrap(Promise.resolve(answer))
      expect(beginKeptScreen()).toBe(true)
      await vi.waitFor(() => expect(layer()).toBeNull())
    }
    const { beginKeptScreen } = await freshModules()
    servedPage(kept())
    withBootstrap(Promise.resolve({ ok: false, error: { kind: 'internal', message: 'no' } }))
    expect(beginKeptScreen()).toBe(true)
    await vi.waitFor(() => expect(layer()).toBeNull())
  })

  it('is not shown from a data block that is not what main writes, and nothing breaks', async () => {
    const blocks = [
      'not json',
      'null',
      JSON.stringify({ picture: answer(), settings: { theme: 'dark' } }),
      JSON.stringify({ ...kept(), picture: { ...answer(), screen: { ...answer().screen, html: 7 } } }),
      JSON.stringify({ ...kept(), settings: { ...kept().settings, locale: { format: 'en-US', direction: 'up' } } })
    ]
    for (const block of blocks) {
      const { beginKeptScreen, takeStartBootstrap } = await freshModules()
      servedPage(block)
      withBootstrap(Promise.resolve(ok(start())))
      expect(beginKeptScreen(), block).toBe(false)
      expect(layer(), block).toBeNull()
      expect(document.getElementById('kept-screen-start'), block).toBeNull()
      // The start goes on without it.
      expect(takeStartBootstrap(), block).not.toBeNull()
    }
  })
})

describe('the app takes the picture away as its own screen is drawn', () => {
  it('the signed-in shell, in the same frame as it is drawn', async () => {
    const { showKeptScreen, renderApp } = await freshModules()
    expect(showKeptScreen(kept())).toBe(true)
    renderApp({ session: signedIn(), accounts })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(layer()).toBeNull()
  })

  it('the sign-in form, when the start went there after all', async () => {
    const { showKeptScreen, renderApp } = await freshModules()
    expect(showKeptScreen(kept())).toBe(true)
    renderApp({ session: signedOut })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(layer()).toBeNull()
  })

  it('and after ten seconds whatever happens, so a stuck start shows its own screen', async () => {
    vi.useFakeTimers()
    const { showKeptScreen, KEPT_SCREEN_MAX_MS } = await freshModules()
    expect(showKeptScreen(kept())).toBe(true)
    vi.advanceTimersByTime(KEPT_SCREEN_MAX_MS - 1)
    expect(layer()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(layer()).toBeNull()
  })
})

describe('the shell keeps a picture of itself', () => {
  async function keeping() {
    vi.useFakeTimers()
    const modules = await freshModules()
    const fake = createFakePlatform()
    fake.setDefault('offline-cache:keep-screen', ok(null))
    installPlatform(fake)
    const root = document.getElementById('root')!
    root.innerHTML = shell('Ada Lovelace')
    const sent = () => fake.mocks['offline-cache:keep-screen'].mock.calls
    return { ...modules, fake, root, sent }
  }
  /** Past the settling time and the idle callback after it. */
  const settle = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms)
    await vi.advanceTimersByTimeAsync(50)
  }

  it('once it has settled, inert, with its route, language and stylesheet, for the account', async () => {
    const { keepScreenOf, SETTLED_MS, root, sent } = await keeping()
    const stop = keepScreenOf(root, ACCOUNT, { view: 'profile' })
    await settle(SETTLED_MS - 100)
    expect(sent()).toHaveLength(0)
    await settle(100)
    expect(sent()).toHaveLength(1)
    const [request, account] = sent()[0]!
    expect(account).toBe(ACCOUNT)
    expect(request).toMatchObject({ stylesheet: STYLESHEET, route: { view: 'profile' }, lang: 'en-US', dir: 'ltr' })
    const html = (request as { html: string }).html
    expect(html).toContain('Ada Lovelace')
    expect(html).not.toMatch(/\sid=|tabindex|aria-controls|aria-activedescendant|\sstyle=/)
    expect(html).toContain('data-kept-style="transform: translateY(40px)"')
    // The live screen is untouched by the picture taken of it.
    expect(root.querySelector('#row-1')?.getAttribute('style')).toBe('transform: translateY(40px)')
    stop()
  })

  it('not while anything is loading, not the same twice, and the same screen again only after five minutes', async () => {
    const { keepScreenOf, SETTLED_MS, SAME_SCREEN_EVERY_MS, root, sent } = await keeping()
    root.querySelector('main')!.setAttribute('aria-busy', 'true')
    const stop = keepScreenOf(root, ACCOUNT, { view: 'profile' })
    await settle(SETTLED_MS)
    expect(sent()).toHaveLength(0)
    root.querySelector('main')!.setAttribute('aria-busy', 'false')
    await settle(SETTLED_MS)
    expect(sent()).toHaveLength(1)
    // A change, settled: too soon after the last for the same screen, so it waits until five minutes have passed.
    root.querySelector('h2')!.textContent = 'Ada King'
    await settle(SETTLED_MS)
    expect(sent()).toHaveLength(1)
    await settle(SAME_SCREEN_EVERY_MS)
    expect(sent()).toHaveLength(2)
    expect((sent()[1]![0] as { html: string }).html).toContain('Ada King')
    // Nothing changed since: nothing sent.
    await settle(SAME_SCREEN_EVERY_MS)
    expect(sent()).toHaveLength(2)
    stop()
    // Stopped (another route or account): nothing more from this one.
    root.querySelector('h2')!.textContent = 'Ada'
    await settle(SAME_SCREEN_EVERY_MS)
    expect(sent()).toHaveLength(2)
  })

  it('nothing when the page has no stylesheet of its own (a development page)', async () => {
    const { keepScreenOf, SETTLED_MS, root, sent } = await keeping()
    document.head.innerHTML = ''
    const stop = keepScreenOf(root, ACCOUNT, { view: 'profile' })
    await settle(SETTLED_MS)
    expect(sent()).toHaveLength(0)
    stop()
  })
})

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
  const pageWith = (head: string) =>
    `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`

  it('names its stylesheet as the page sees it', () => {
    expect(stylesheetOfHtml(pageWith('<link rel="stylesheet" crossorigin href="./assets/style-1.css">'))).toBe(
      '/assets/style-1.css'
    )
    expect(stylesheetOfHtml(pageWith('<link rel="modulepreload" href="./assets/a.js">'))).toBeNull()
    expect(stylesheetOfHtml(pageWith(''))).toBeNull()
  })

  it('carries the picture as data that nothing in it can close, and gives back the same value', () => {
    const hostile = '</script><script>alert(1)</script><!-- <script> \u2028 & "quotes"'
    const carried: KeptScreenStart = {
      picture: answer({ html: `<main><h2>${hostile}</h2></main>` }),
      settings: { locale: settingsView().locale, theme: 'dark' }
    }
    const html = withKeptScreenStart(pageWith('<title>x</title>'), carried)
    const at = html.indexOf(`<script type="application/json" id="${KEPT_SCREEN_START_ID}">`)
    expect(at).toBeGreaterThan(html.indexOf('<title>'))
    expect(at).toBeLessThan(html.indexOf('</head>'))
    const text = html.slice(html.indexOf('>', at) + 1, html.indexOf('</script>', at))
    // The block's text has no `<`: the first `</script>` after its start tag is its own end.
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(carried)
    // A page without a head is sent as it is.
    expect(withKeptScreenStart('<p>no head</p>', carried)).toBe('<p>no head</p>')
  })
})
