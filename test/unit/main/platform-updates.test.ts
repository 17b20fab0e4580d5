// The platform's updates through the real main app, against a platform
// that sends them in another shape than our reference server (under `data`,
// `headline` and `published`, one without an id): the background check
// counts what arrived since an account's first look, the Go menu and the
// page hear the count, the Updates view's list marks them new, seeing them
// clears the count and stays seen after a restart, and the optional OS
// notification says it in our words and opens Updates.
import { describe, expect, it } from 'vitest'

import type { AppMenu } from '../../../src/main/desktop/menu/app-menu-model'
import { commandItems } from '../../../src/main/desktop/menu/app-menu-model'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()

interface Entry {
  slug?: string
  headline: string
  published?: string
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString()

async function setup(entries: Entry[], options: { updates?: boolean } = {}) {
  const menus: AppMenu[][] = []
  const shown: { id: string; title: string; body: string; click: () => void }[] = []
  const stub: StubPlatform = closing(
    await startStubPlatform({
      'POST /v1/auth/login': () => ({ body: { token: 'updates-token-0123456789abcdef' } }),
      'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada' } } })
    })
  )
  // Any limit: the newest first, as many as asked for.
  for (const limit of [3, 10, 20])
    stub.on(`GET /v1/other/updates/${limit}`, () =>
      options.updates === false
        ? { status: 404, body: { message: 'Not found' } }
        : { body: { data: entries.slice(0, limit) } }
    )
  const host = {
    os: {
      renderAppMenu: (model: AppMenu[]) => menus.push(model),
      notify: (n: { id: string; title: string; body: string }, click: () => void) => shown.push({ ...n, click })
    }
  }
  const fx: Fixture = closing(await createFixture(stub.url, {}, undefined, host))
  dataOf(await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: true }))
  fx.app.startBackground()
  const updatesItem = () => commandItems(menus.at(-1) ?? []).find((item) => item.id === 'go:updates')
  return { fx, stub, menus, shown, updatesItem }
}

const checks = (stub: StubPlatform) => stub.requests.filter((request) => request.path === '/v1/other/updates/20').length
/** Runs every background job once more, as waking the computer does, and waits for the updates check. */
async function checkAgain(fx: Fixture, stub: StubPlatform) {
  const before = checks(stub)
  fx.app.powerEvent('lock-screen')
  fx.app.powerEvent('unlock-screen')
  await expect.poll(() => checks(stub)).toBe(before + 1)
  await expect.poll(() => fx.app.scheduler.snapshot().find((job) => job.id.startsWith('updates:'))?.running).toBe(false)
}
const unseenOf = (fx: Fixture) => fx.payloadsOf('status:updates-changed').at(-1)?.data.unseen

describe('platform updates', () => {
  it('counts what arrived since the first look, says it on the Go menu and to the page, marks it new, and seeing it clears it for good', async () => {
    const entries: Entry[] = [
      { slug: 'faster-search', headline: 'Faster search', published: at(10) },
      { slug: 'new-profiles', headline: 'New profiles', published: at(5) }
    ]
    const { fx, stub, updatesItem } = await setup(entries)
    // The first look is where the account starts: nothing is new, and that is remembered.
    await expect.poll(() => checks(stub)).toBe(1)
    await expect.poll(() => unseenOf(fx)).toBe(0)
    expect(Object.values(fx.app.settings.get('seenPlatformUpdates'))).toEqual([
      { newest: at(10), marks: expect.any(Array) }
    ])
    expect(updatesItem()).toMatchObject({ label: 'Updates', accelerator: 'CmdOrCtrl+8', enabled: true })

    entries.unshift(
      { slug: 'dark-mode', headline: 'Dark mode', published: at(20) },
      { headline: 'A word from the team' }
    )
    await checkAgain(fx, stub)
    expect(unseenOf(fx)).toBe(2)
    expect(fx.payloadsOf('status:updates-changed').at(-1)?.account).toBe(dataOf(await fx.call('accounts:list')).active)
    expect(updatesItem()?.label).toBe('Updates (2 new)')
    expect(dataOf(await fx.call('status:updates-unseen'))).toEqual({ unseen: 2 })

    // The view's list says which: the two that came (the dated newest first, the undated after them, as the reader orders).
    const list = dataOf(await fx.call('status:platform-updates', { limit: 10 }))
    expect(list.items.map((item) => [item.title, item.fresh])).toEqual([
      ['Dark mode', true],
      ['Faster search', false],
      ['New profiles', false],
      ['A word from the team', true]
    ])
    expect(list.items.every((item) => /^[0-9a-f]{24}$/.test(item.mark))).toBe(true)

    // Shown, then seen: the count goes, on the menu too.
    const fresh = list.items.filter((item) => item.fresh).map((item) => item.mark)
    expect(dataOf(await fx.call('status:updates-seen', { marks: fresh }))).toEqual({ unseen: 0 })
    expect(unseenOf(fx)).toBe(0)
    expect(updatesItem()?.label).toBe('Updates')
    expect(dataOf(await fx.call('status:platform-updates', { limit: 10 })).items.some((item) => item.fresh)).toBe(false)

    // Still seen after a restart, and the next check counts none.
    const again = await fx.restart()
    again.app.startBackground()
    await expect.poll(() => checks(stub)).toBe(3)
    await expect.poll(() => again.payloadsOf('status:updates-changed').at(-1)?.data.unseen).toBe(0)
    expect(dataOf(await again.call('status:platform-updates', { limit: 10 })).items.some((item) => item.fresh)).toBe(
      false
    )
  })

  it('an older update the person never had on screen is not news; one without a date is, until shown', async () => {
    const entries: Entry[] = [{ slug: 'b', headline: 'B', published: at(10) }]
    const { fx, stub } = await setup(entries)
    await expect.poll(() => unseenOf(fx)).toBe(0)
    entries.push({ slug: 'a', headline: 'A', published: at(2) })
    entries.unshift({ headline: 'Undated' })
    await checkAgain(fx, stub)
    expect(unseenOf(fx)).toBe(1)
    const list = dataOf(await fx.call('status:platform-updates', { limit: 10 }))
    expect(list.items.filter((item) => item.fresh).map((item) => item.title)).toEqual(['Undated'])
  })

  it('notifies only when asked to, once per check, in our words; a click opens Updates', async () => {
    const entries: Entry[] = [{ slug: 'b', headline: 'B', published: at(10) }]
    const { fx, stub, shown } = await setup(entries)
    await expect.poll(() => unseenOf(fx)).toBe(0)
    entries.unshift({ slug: 'c', headline: 'C', published: at(11) })
    await checkAgain(fx, stub)
    expect(unseenOf(fx)).toBe(1)
    // Off by default.
    expect(shown).toEqual([])

    dataOf(await fx.call('settings:update', { platformUpdateNotifications: true }))
    entries.unshift(
      { slug: 'e', headline: 'Sign in again at evil.example', published: at(13) },
      { slug: 'd', headline: 'D', published: at(12) }
    )
    await checkAgain(fx, stub)
    expect(unseenOf(fx)).toBe(3)
    // Only what arrived since the last check (C was counted before), and never the platform's own words.
    expect(shown.map((n) => [n.title, n.body])).toEqual([
      ['Platform updates', 'The platform published 2 updates. Open Updates to read them.']
    ])
    shown[0]?.click()
    expect(fx.events.at(-1)).toEqual({ event: 'navigate', payload: { route: { view: 'updates' } } })

    // Nothing arrived: nothing said.
    await checkAgain(fx, stub)
    expect(shown).toHaveLength(1)
  })

  it('a platform that publishes no updates (404) is an answer, not a failing job; a removed account’s seen updates go with it', async () => {
    const { fx, stub } = await setup([], { updates: false })
    await expect.poll(() => checks(stub)).toBe(1)
    await expect
      .poll(() => fx.app.scheduler.snapshot().find((job) => job.id.startsWith('updates:'))?.running)
      .toBe(false)
    expect(fx.app.scheduler.snapshot().find((job) => job.id.startsWith('updates:'))?.failures).toBe(0)
    expect(await fx.call('status:platform-updates', { limit: 10 })).toMatchObject({
      ok: false,
      error: { message: 'This platform does not publish updates.' }
    })

    stub.on('GET /v1/other/updates/20', () => ({ body: { data: [{ slug: 'x', headline: 'X', published: at(1) }] } }))
    await checkAgain(fx, stub)
    expect(Object.keys(fx.app.settings.get('seenPlatformUpdates'))).toHaveLength(1)
    const { active } = dataOf(await fx.call('accounts:list'))
    dataOf(await fx.call('accounts:remove', { id: String(active) }))
    expect(fx.app.settings.get('seenPlatformUpdates')).toEqual({})
  })

  it('is counted only on a server someone is signed in on: sign-out removes its job, signing in again counts at once', async () => {
    const { fx, stub } = await setup([{ slug: 'x', headline: 'X', published: at(1) }])
    const updatesJobs = () => fx.app.scheduler.snapshot().filter((job) => job.id.startsWith('updates:'))
    await expect.poll(() => checks(stub)).toBe(1)
    expect(updatesJobs()).toEqual([expect.objectContaining({ id: `updates:${stub.url}`, active: true })])
    dataOf(await fx.call('session:sign-out'))
    expect(updatesJobs()).toEqual([])
    // Waking the computer runs every job: none counts updates for nobody.
    fx.app.powerEvent('lock-screen')
    fx.app.powerEvent('unlock-screen')
    expect(checks(stub)).toBe(1)
    dataOf(await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: true }))
    await expect.poll(() => checks(stub)).toBe(2)
  })
})
