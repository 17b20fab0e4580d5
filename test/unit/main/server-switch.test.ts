// Changing or forgetting the server while signed in: main asks in its own
// dialog (OsSurfaces.confirm) before the new address is contacted, Cancel
// changes nothing, Switch signs out and saves. Two stub platforms on
// 127.0.0.1 stand for the old and the new server.
import { beforeEach, describe, expect, it } from 'vitest'

import type { ConfirmRequest } from '../../../src/main/desktop/os/os-surfaces'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

let oldServer: StubPlatform
let newServer: StubPlatform
let fx: Fixture
/** Each question main asked, with how many requests the new server had seen at that moment. */
let asked: { request: ConfirmRequest; newServerRequests: number }[]
let answer: (request: ConfirmRequest) => Promise<boolean>

const platformRoutes = {
  'GET /v1/maintenance/': () => ({ body: { services: [] } }),
  'POST /v1/auth/login': () => ({ body: { token: 'switch-test-token-123' } }),
  'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada' } } })
}
const host = (server: StubPlatform) => new URL(server.url).host
const signedIn = () => fx.app.accounts.activeView().signedIn

const closing = closeAfterEach()
beforeEach(async () => {
  oldServer = closing(await startStubPlatform(platformRoutes))
  newServer = closing(await startStubPlatform(platformRoutes))
  asked = []
  answer = () => Promise.resolve(false)
  fx = closing(
    await createFixture(null, {}, undefined, {
      os: {
        confirm: (request) => {
          asked.push({ request, newServerRequests: newServer.requests.length })
          return answer(request)
        }
      }
    })
  )
  expect(await fx.call('connection:save', { url: oldServer.url })).toMatchObject({ ok: true, data: { status: 'done' } })
  expect(asked).toEqual([])
  await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false })
  expect(signedIn()).toBe(true)
})

describe('connection:save while signed in', () => {
  it('asks first, and Cancel keeps the session and the server without contacting the new one', async () => {
    const result = await fx.call('connection:save', { url: newServer.url })
    expect(asked).toEqual([
      {
        request: {
          message: `Switch to ${host(newServer)}?`,
          detail: `You will be signed out of ${host(oldServer)}, and this account leaves the list. Your other accounts stay as they are.`,
          confirmLabel: 'Switch'
        },
        newServerRequests: 0
      }
    ])
    expect(result).toMatchObject({ ok: true, data: { status: 'declined', settings: { baseUrl: oldServer.url } } })
    expect(signedIn()).toBe(true)
    expect(fx.app.settings.get('baseUrl')).toBe(oldServer.url)
    expect(newServer.requests).toEqual([])
  })

  it('Switch checks the new server only after the answer, then signs out and saves it', async () => {
    answer = () => Promise.resolve(true)
    const result = await fx.call('connection:save', { url: newServer.url })
    expect(asked.map((a) => a.newServerRequests)).toEqual([0])
    expect(newServer.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/maintenance/'])
    expect(result).toMatchObject({ ok: true, data: { status: 'done', settings: { baseUrl: newServer.url } } })
    expect(signedIn()).toBe(false)
    fx = await fx.restart()
    expect(fx.app.settings.get('baseUrl')).toBe(newServer.url)
  })

  it('Switch to a server that fails its check changes nothing', async () => {
    answer = () => Promise.resolve(true)
    newServer.on('GET /v1/maintenance/', () => ({
      body: '<html>nginx</html>',
      headers: { 'Content-Type': 'text/html' }
    }))
    expect(await fx.call('connection:save', { url: newServer.url })).toMatchObject({
      ok: false,
      error: { kind: 'not-platform' }
    })
    expect(signedIn()).toBe(true)
    expect(fx.app.settings.get('baseUrl')).toBe(oldServer.url)
  })

  it('saving the same address (however typed) asks nothing', async () => {
    expect(await fx.call('connection:save', { url: `${oldServer.url}/v1/` })).toMatchObject({
      ok: true,
      data: { status: 'done' }
    })
    expect(asked).toEqual([])
    expect(signedIn()).toBe(true)
  })

  it('asks one question at a time', async () => {
    let release: (yes: boolean) => void = () => undefined
    answer = () => new Promise((resolve) => (release = resolve))
    const first = fx.call('connection:save', { url: newServer.url })
    await expect.poll(() => asked.length).toBe(1)
    expect(await fx.call('connection:forget')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/already asking/) }
    })
    release(false)
    expect(await first).toMatchObject({ ok: true, data: { status: 'declined' } })
    expect(asked).toHaveLength(1)
  })

  it('with no one to ask (the quiet OS surfaces), the answer is no', async () => {
    const quiet = closing(await createFixture(null))
    await quiet.call('connection:save', { url: oldServer.url })
    await quiet.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false })
    expect(await quiet.call('connection:save', { url: newServer.url })).toMatchObject({
      ok: true,
      data: { status: 'declined' }
    })
    expect(newServer.requests).toEqual([])
  })
})

describe('connection:forget while signed in', () => {
  it('asks first; Cancel keeps everything, Forget server signs out and clears the address', async () => {
    expect(await fx.call('connection:forget')).toMatchObject({
      ok: true,
      data: { status: 'declined', settings: { baseUrl: oldServer.url } }
    })
    expect(asked.map((a) => a.request)).toEqual([
      {
        message: `Forget ${host(oldServer)}?`,
        detail: 'You will be signed out, and Platform Desktop will ask for a server address.',
        confirmLabel: 'Forget server'
      }
    ])
    expect(signedIn()).toBe(true)

    answer = () => Promise.resolve(true)
    expect(await fx.call('connection:forget')).toMatchObject({
      ok: true,
      data: { status: 'done', settings: { baseUrl: null } }
    })
    expect(signedIn()).toBe(false)
  })

  it('signed out, forgetting and saving ask nothing (there is no session to lose)', async () => {
    await fx.call('session:sign-out')
    expect(await fx.call('connection:save', { url: newServer.url })).toMatchObject({
      ok: true,
      data: { status: 'done' }
    })
    expect(await fx.call('connection:forget')).toMatchObject({ ok: true, data: { status: 'done' } })
    expect(asked).toEqual([])
  })
})
