import { describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

let stub: StubPlatform | null = null
let fx: Fixture

const closing = closeAfterEach()

describe('connection:save (first run)', () => {
  it('normalises, checks the server, then saves', async () => {
    stub = closing(await startStubPlatform({ 'GET /v1/maintenance/': () => ({ body: { services: [] } }) }))
    fx = closing(await createFixture(null))
    const result = await fx.call('connection:save', { url: `${stub.url}/v1/` })
    expect(result).toMatchObject({
      ok: true,
      data: {
        status: 'done',
        settings: {
          baseUrl: stub.url,
          baseUrlSource: 'saved',
          theme: 'system',
          allowWeakTokenStorage: false,
          recentSearchesEnabled: true
        }
      }
    })
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/maintenance/'])
    fx = await fx.restart()
    expect(fx.app.settings.get('baseUrl')).toBe(stub.url)
  })

  it.each([
    [
      'wants credentials even for status (JSON 401)',
      () => ({ status: 401, body: { message: 'Unauthorized & No token provided' } })
    ],
    ['serves only /maintenance/{id} (JSON 404)', () => ({ status: 404, body: { error: 'not found' } })],
    ['lists services as a JSON array', () => ({ body: [{ id: 'api', status: 'up' }] })]
  ])('accepts a platform that %s', async (_name, handler) => {
    stub = closing(await startStubPlatform({ 'GET /v1/maintenance/': handler }))
    fx = closing(await createFixture(null))
    expect((await fx.call('connection:save', { url: stub.url })).ok).toBe(true)
  })

  it.each([
    [
      'a web page',
      {
        'GET /v1/maintenance/': () => ({
          body: '<html><body>Welcome to nginx</body></html>',
          headers: { 'Content-Type': 'text/html' }
        })
      },
      'not-platform'
    ],
    [
      'a plain-text 404',
      { 'GET /v1/maintenance/': () => ({ status: 404, body: 'Not Found', headers: { 'Content-Type': 'text/plain' } }) },
      'not-platform'
    ],
    [
      'a 500 from the server',
      { 'GET /v1/maintenance/': () => ({ status: 500, body: { message: 'upstream down' } }) },
      'server'
    ],
    [
      'a bare JSON string',
      { 'GET /v1/maintenance/': () => ({ body: '"hello"', headers: { 'Content-Type': 'application/json' } }) },
      'not-platform'
    ],
    ['a slow server', { 'GET /v1/maintenance/': () => ({ delayMs: 3_000, body: {} }) }, 'timeout']
  ])('refuses %s with its own message and saves nothing', async (_name, routes, kind) => {
    stub = closing(await startStubPlatform(routes))
    fx = closing(await createFixture(null))
    const result = await fx.call('connection:save', { url: stub.url })
    expect(result).toMatchObject({ ok: false, error: { kind } })
    expect(fx.app.settings.get('baseUrl')).toBeNull()
  })

  it('refuses an unreachable server, plain http off this computer, and garbage', async () => {
    fx = closing(await createFixture(null))
    expect(await fx.call('connection:save', { url: 'http://127.0.0.1:1' })).toMatchObject({
      ok: false,
      error: { kind: 'unreachable' }
    })
    expect(await fx.call('connection:save', { url: 'http://platform.example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'insecure-url' }
    })
    expect(await fx.call('connection:save', { url: 'not a url at all' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
  })

  it('PLATFORM_BASE_URL overrides the saved URL and cannot be changed from the UI', async () => {
    stub = closing(await startStubPlatform({ 'GET /v1/maintenance/': () => ({ body: {} }) }))
    fx = closing(await createFixture(`${stub.url}/v1`))
    const boot = await fx.call('app:bootstrap')
    expect(boot).toMatchObject({ ok: true, data: { settings: { baseUrl: stub.url, baseUrlSource: 'env' } } })
    expect(await fx.call('connection:forget')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/PLATFORM_BASE_URL/) }
    })
  })

  it('forgetting the server signs out and clears the URL', async () => {
    stub = closing(await startStubPlatform({ 'GET /v1/maintenance/': () => ({ body: {} }) }))
    fx = closing(await createFixture(null))
    await fx.call('connection:save', { url: stub.url })
    expect(await fx.call('connection:forget')).toMatchObject({
      ok: true,
      data: { status: 'done', settings: { baseUrl: null, baseUrlSource: 'none' } }
    })
  })
})

describe('IPC dispatch', () => {
  it('validates every argument and never throws', async () => {
    fx = closing(await createFixture(null))
    expect(await fx.callUnchecked('no:such-channel')).toMatchObject({ ok: false, error: { kind: 'invalid-input' } })
    expect(await fx.callUnchecked('session:sign-in', { username: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(
      await fx.callUnchecked('session:sign-in', { username: 'x', password: 'y', rememberMe: false, extra: 1 })
    ).toMatchObject({ ok: false })
    expect(await fx.callUnchecked('settings:update', { theme: 'neon' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(await fx.callUnchecked('connection:save', { url: 'x'.repeat(5000) })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(await fx.callUnchecked('app:bootstrap', { surprise: true })).toMatchObject({ ok: false })
  })

  it('opens only https links (and http on loopback) externally', async () => {
    fx = closing(await createFixture(null))
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://example.com',
      'https://user:pw@example.com'
    ])
      expect(await fx.call('shell:open-external', { url })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' }
      })
    expect(await fx.call('shell:open-external', { url: 'https://example.com/docs' })).toEqual({ ok: true, data: null })
    expect(await fx.call('shell:open-external', { url: 'http://localhost:8787/' })).toEqual({ ok: true, data: null })
    expect(fx.opened).toEqual(['https://example.com/docs', 'http://localhost:8787/'])
  })
})

describe('bootstrap and notices', () => {
  it('hands over waiting notices once, then sends them live', async () => {
    fx = closing(await createFixture(null))
    fx.app.emit('notice', { id: 'x', level: 'info', message: 'direct' })
    const first = await fx.call('app:bootstrap')
    expect(first).toMatchObject({ ok: true, data: { notices: [], platform: 'linux', version: '0.0.0-test' } })
    // Besides the notice, only what the start-up restore announced (nothing was remembered):
    // the list of accounts, empty, with the server Settings shows, then the restore's end.
    const events = fx.events.map((e) => e.event)
    const restored = events.indexOf('session:changed')
    expect(events.slice(restored)).toEqual(['session:changed', 'notice'])
    expect([...new Set(events.slice(0, restored))].sort()).toEqual(['accounts:changed', 'settings:changed'])
    expect(fx.payloadsOf('accounts:changed').every((list) => list.active === null && list.accounts.length === 0)).toBe(
      true
    )
    expect(fx.payloadsOf('notice')).toEqual([{ id: 'x', level: 'info', message: 'direct' }])
  })
})
