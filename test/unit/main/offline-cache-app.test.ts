// The offline cache through the app (src/main/features/offline-cache/): what
// main served a remembered sign-in is there after a restart with the platform
// gone, sealed on disk meanwhile; the sign-out takes it away; without
// Remember me nothing is written; Settings measures and clears it.
import { readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { cacheFileOf } from '../../../src/main/features/offline-cache/cache-file'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()
const TOKEN = 'cache-token-0123456789abcdef'
const NAME = 'Grace Hopper'
const EMAIL = 'grace.hopper@example.com'

let answerClear = true
const report = join(tmpdir(), `offline-cache-diagnostics-${process.pid}.txt`)

async function start(rememberMe: boolean) {
  const stub = closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () => ({ body: { services: [] } }),
      'POST /v1/auth/login': () => ({ body: { token: TOKEN } }),
      'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'grace' } } }),
      'GET /v1/user/data/1': () => ({ body: { id: 1, name: NAME, username: 'grace' } }),
      'GET /v1/account/info': () => ({ body: { name: NAME, email: EMAIL } }),
      'GET /v1/user/followers': () => ({ body: { followers: [{ id: 2, username: 'ada' }], following: [] } })
    })
  )
  const fx = closing(
    await createFixture(stub.url, {}, undefined, {
      os: { confirm: () => Promise.resolve(answerClear), chooseSavePath: () => Promise.resolve(report) }
    })
  )
  const signedIn = await fx.call('session:sign-in', { username: 'grace', password: 'pw-123456', rememberMe })
  if (!signedIn.ok) throw new Error(signedIn.error.message)
  return { stub, fx }
}

async function answersOf(fx: Fixture) {
  const result = await fx.call('offline-cache:answers', undefined)
  if (!result.ok) throw new Error(result.error.message)
  return result.data.answers
}

describe('the offline cache in the app', () => {
  it('opens a remembered sign-in on its last answers with the platform gone, sealed on disk meanwhile', async () => {
    const { stub, fx } = await start(true)
    const profile = await fx.call('people:profile', { userId: '1' })
    expect(profile.ok).toBe(true)
    expect((await fx.call('account:info')).ok).toBe(true)
    const list = await fx.call('accounts:list')
    const id = list.ok ? (list.data.active ?? '') : ''
    const again = closing(await fx.restart())
    expect(await readdir(again.dir)).toContain(cacheFileOf(id))
    const everything = await again.allFiles()
    for (const secret of [NAME, EMAIL, TOKEN]) expect(everything).not.toContain(secret)
    await stub.close()
    const answers = await answersOf(again)
    expect(answers.map((answer) => answer.channel).sort()).toEqual(['account:info', 'people:profile'])
    const kept = answers.find((answer) => answer.channel === 'people:profile')
    expect(kept?.request).toEqual({ userId: '1' })
    expect(kept?.value).toEqual(profile.ok ? profile.data : null)
    expect(kept?.savedAt).toBeLessThanOrEqual(Date.now())

    // Export diagnostics says nothing of what was kept.
    expect((await again.call('diagnostics:export')).ok).toBe(true)
    const exported = await readFile(report, 'utf8')
    await rm(report, { force: true })
    for (const secret of [NAME, EMAIL]) expect(exported).not.toContain(secret)

    const size = await again.call('stored-data:size')
    expect(size.ok && size.data.bytes).toBeGreaterThan(0)
    // Cancel in main's dialog leaves it; Clear removes it.
    answerClear = false
    expect(await again.call('stored-data:clear')).toEqual(size)
    answerClear = true
    expect(await again.call('stored-data:clear')).toEqual({ ok: true, data: { bytes: 0 } })
    expect(await answersOf(again)).toEqual([])
    expect((await readdir(again.dir)).filter((name) => name.startsWith('offline-cache.'))).toEqual([])
  }, 20_000)

  it('keeps the picture of the last screen sealed with the answers, for this version of the app, apart from them', async () => {
    const { stub, fx } = await start(true)
    expect(await fx.call('offline-cache:screen')).toEqual({ ok: true, data: null })
    const picture = {
      html: `<div class="shell"><main class="shell-main"><h2>${NAME}</h2></main></div>`,
      stylesheet: '/assets/style-0.css',
      route: { view: 'profile' as const },
      lang: 'en-US',
      dir: 'ltr' as const
    }
    expect(await fx.call('offline-cache:keep-screen', picture)).toEqual({ ok: true, data: null })
    // A route main does not know is not kept.
    expect((await fx.call('offline-cache:keep-screen', { ...picture, route: { view: 'nowhere' } })).ok).toBe(true)
    const list = await fx.call('accounts:list')
    const id = list.ok ? (list.data.active ?? '') : ''

    const again = closing(await fx.restart())
    await stub.close()
    for (const secret of [NAME, TOKEN]) expect(await again.allFiles()).not.toContain(secret)
    const kept = await again.call('offline-cache:screen')
    expect(kept.ok && kept.data).toEqual({ account: id, screen: picture, savedAt: expect.any(Number) })
    // Not an answer of a view: the page's restore never sees it.
    expect(await answersOf(again)).toEqual([])

    // Main writes it into the page's HTML as it serves it (app/start-page.ts) when the start opens that screen, with
    // the settings it is drawn with; a page with another stylesheet, or a link to another view, gets the HTML as it is.
    const html = (stylesheet: string) =>
      `<!doctype html><html><head><link rel="stylesheet" crossorigin href="./assets/${stylesheet}"></head><body><div id="root"></div></body></html>`
    const served = await again.app.startPage(html('style-0.css'))
    const block = /<script type="application\/json" id="kept-screen-start">(.*?)<\/script>/.exec(served)?.[1]
    expect(JSON.parse(block ?? 'null')).toEqual({
      picture: { account: id, screen: picture, savedAt: expect.any(Number) },
      settings: { locale: { messages: 'en', format: 'en-US', direction: 'ltr' }, theme: 'system' }
    })
    // The name is in the page's HTML only as the sealed picture had it, with no `<` that could end the block.
    expect(block).not.toContain('<')
    expect(await again.app.startPage(html('style-1.css'))).toBe(html('style-1.css'))
    again.app.openDeepLink('platform-desktop://user/2')
    expect(await again.app.startPage(html('style-0.css'))).toBe(html('style-0.css'))

    // Another version of the app never shows a picture this one kept.
    const next = closing(await again.restart(undefined, { version: '0.0.1-next' }))
    expect(await next.call('offline-cache:screen')).toEqual({ ok: true, data: null })
    // The sign-out takes it with the rest.
    expect((await next.call('session:sign-out')).ok).toBe(true)
    const signedOut = closing(await next.restart(undefined, { version: '0.0.0-test' }))
    expect(await signedOut.call('offline-cache:screen')).toEqual({ ok: true, data: null })
    // That start opens the sign-in form, which main writes in instead (@shared/sign-in-start), with the account's
    // username and nothing of the picture.
    const signInPage = await signedOut.app.startPage(html('style-0.css'))
    expect(signInPage).not.toContain('kept-screen-start')
    expect(signInPage).not.toContain(NAME)
    expect(signInPage).toContain('<div id="sign-in-start" class="sign-in-start">')
    expect(signInPage).toMatch(/<input id="sign-in-start-username" [^>]* value="grace"/)
  }, 20_000)

  it('the sign-out takes the account’s cache away', async () => {
    const { fx } = await start(true)
    await fx.call('people:profile', { userId: '1' })
    const again = closing(await fx.restart())
    expect((await readdir(again.dir)).some((name) => name.startsWith('offline-cache.'))).toBe(true)
    expect((await again.call('session:sign-out')).ok).toBe(true)
    await expect
      .poll(async () => (await readdir(again.dir)).filter((name) => name.startsWith('offline-cache.')))
      .toEqual([])
    expect(await answersOf(again)).toEqual([])
  }, 20_000)

  it('gives the first screen’s answers and the big lists apart, when asked for a part', async () => {
    const { fx } = await start(false)
    expect((await fx.call('people:profile', { userId: '1' })).ok).toBe(true)
    expect((await fx.call('people:followers', { userId: '1' })).ok).toBe(true)
    expect((await fx.call('account:info')).ok).toBe(true)
    const channelsOf = async (part?: 'first' | 'lists') => {
      const result = await fx.call('offline-cache:answers', part === undefined ? undefined : { part })
      if (!result.ok) throw new Error(result.error.message)
      return result.data.answers.map((answer) => answer.channel).sort()
    }
    expect(await channelsOf('first')).toEqual(['account:info', 'people:profile'])
    expect(await channelsOf('lists')).toEqual(['people:followers'])
    expect(await channelsOf()).toEqual(['account:info', 'people:followers', 'people:profile'])
    // Nothing else is a part: main refuses it like any request off the contract.
    const wrong = await fx.call('offline-cache:answers', { part: 'all' } as never)
    expect(wrong.ok).toBe(false)
  }, 20_000)

  it('without Remember me nothing is written, and the answers live in memory', async () => {
    const { fx } = await start(false)
    await fx.call('people:profile', { userId: '1' })
    await fx.call('account:info')
    expect((await answersOf(fx)).length).toBe(2)
    const again = closing(await fx.restart())
    expect((await readdir(again.dir)).filter((name) => name.startsWith('offline-cache.'))).toEqual([])
  }, 20_000)
})
