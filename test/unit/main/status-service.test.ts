// Status checks over HTTP against platforms that describe maintenance
// differently, guard it with credentials, or fail in the middle.
import { describe, expect, it } from 'vitest'

import type { TrayModel } from '../../../src/main/desktop/tray/tray-model'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubHandler, type StubPlatform } from '../../support/stub-platform'

let stub: StubPlatform | null = null
let fx: Fixture | null = null
const closing = closeAfterEach()

async function check(routes: Record<string, StubHandler>) {
  stub = closing(await startStubPlatform(routes))
  fx = closing(await createFixture(stub.url))
  // The first check runs when the background starts; its result arrives as an event.
  fx.app.startBackground()
  await expect.poll(() => fx?.payloadsOf('status:changed').some(({ data: snapshot }) => !snapshot.checking)).toBe(true)
  const snapshot = await fx.call('status:get')
  if (!snapshot.ok) throw new Error(snapshot.error.message)
  return snapshot.data
}

describe('status checks against other platforms', () => {
  it('reads an object keyed by id, and each service however it is described', async () => {
    fx = null
    const snapshot = await check({
      'GET /v1/maintenance/': () => ({ body: { data: { db: { name: 'Database' }, mail: {}, cdn: { name: 'CDN' } } } }),
      'GET /v1/maintenance/db': () => ({ body: { status: { indicator: 'major', description: 'Primary is down' } } }),
      'GET /v1/maintenance/mail': () => ({
        body: { underMaintenance: true, window: { from: '2020-01-01T00:00:00Z', until: '2099-01-01T00:00:00Z' } }
      }),
      'GET /v1/maintenance/cdn': () => ({ body: '<html>edge error</html>', headers: { 'Content-Type': 'text/html' } })
    })
    expect(snapshot.services.map((s) => [s.id, s.name, s.state])).toEqual([
      ['db', 'Database', 'down'],
      ['mail', 'mail', 'maintenance'],
      ['cdn', 'CDN', 'unknown']
    ])
    expect(snapshot.services[0]?.message).toBe('Primary is down')
    expect(snapshot.services[2]?.problem).toMatch(/^Could not be checked: .*web page/)
  })

  it('a 503 is "could not be checked", not the service’s state; user-added ids are checked too', async () => {
    const snapshot = await check({
      'GET /v1/maintenance/': () => ({ body: ['api'] }),
      'GET /v1/maintenance/api': () => ({
        status: 503,
        headers: { 'Retry-After': '3600' },
        body: { message: 'down for maintenance' }
      })
    })
    expect(snapshot.services).toEqual([
      expect.objectContaining({
        id: 'api',
        state: 'unknown',
        problem: expect.stringMatching(/had a problem \(503\)/) as string
      })
    ])
  })

  it('asks without a credential; after a 401 asks again with the session', async () => {
    const routes: Record<string, StubHandler> = {
      'POST /v1/auth/login': () => ({ body: { token: 'status-token-0123456789' } }),
      'GET /v1/auth/token': () => ({ body: { authData: { userId: 1 } } }),
      'GET /v1/maintenance/': (req) =>
        req.headers.authorization
          ? { body: { services: [{ id: 'api' }] } }
          : { status: 401, body: { message: 'Unauthorized & No token provided' } },
      'GET /v1/maintenance/api': (req) =>
        req.headers.authorization ? { body: { state: 'ok' } } : { status: 401, body: {} }
    }
    stub = closing(await startStubPlatform(routes))
    fx = closing(await createFixture(stub.url))
    await fx.call('session:sign-in', { username: 'a', password: 'pw-123456', rememberMe: false })
    fx.app.startBackground()
    await expect.poll(async () => dataOf(await fx!.call('status:get')).services[0]?.state).toBe('operational')
    const auth = stub.requests
      .filter((r) => r.path.startsWith('/v1/maintenance'))
      .map((r) => Boolean(r.headers.authorization))
    expect(auth).toEqual([false, true, true])
  })

  it('when the list fails later, the services it named are still watched and the problem is said', async () => {
    let listFails = false
    const snapshot = await check({
      'GET /v1/maintenance/': () => (listFails ? { status: 500, body: 'oops' } : { body: ['api', 'git'] }),
      'GET /v1/maintenance/api': () => ({ body: { status: 'ok' } }),
      'GET /v1/maintenance/git': () => ({ body: { status: 'maintenance' } })
    })
    expect(snapshot.services.map((s) => s.id)).toEqual(['api', 'git'])
    listFails = true
    const before = fx?.events.length ?? 0
    await fx?.call('status:check-now')
    await expect
      .poll(() => fx?.events.slice(before).some((e) => e.event === 'status:changed' && !e.payload.data.checking))
      .toBe(true)
    const again = dataOf(await fx!.call('status:get'))
    expect(again.services.map((s) => [s.id, s.state])).toEqual([
      ['api', 'operational'],
      ['git', 'maintenance']
    ])
    expect(again.listProblem).toMatch(/500/)
  })

  it('a problem says since when: the platform’s time, else when this run first saw it', async () => {
    const snapshot = await check({
      'GET /v1/maintenance/': () => ({ body: ['api', 'git'] }),
      'GET /v1/maintenance/api': () => ({ body: { status: 'degraded', updatedAt: '2026-11-22T10:42:00Z' } }),
      'GET /v1/maintenance/git': () => ({ body: { status: 'down' } })
    })
    expect(snapshot.services.map((s) => [s.id, s.since])).toEqual([
      ['api', '2026-11-22T10:42:00Z'],
      ['git', snapshot.checkedAt]
    ])
    const before = fx?.events.length ?? 0
    await fx?.call('status:check-now')
    await expect
      .poll(() => fx?.events.slice(before).some((e) => e.event === 'status:changed' && !e.payload.data.checking))
      .toBe(true)
    const again = dataOf(await fx!.call('status:get'))
    // Still down: still since the first time it was seen, not since the latest check.
    expect(again.services[1]).toMatchObject({ id: 'git', state: 'down', since: snapshot.checkedAt })
  })

  it('an added id the platform does not know is said in the snapshot, never counted as a service', async () => {
    const snapshot = await check({
      'GET /v1/maintenance/': () => ({ body: ['api'] }),
      'GET /v1/maintenance/api': () => ({ body: { status: 'ok' } }),
      'GET /v1/maintenance/typo': () => ({ status: 404, body: { message: 'Not found' } })
    })
    expect(snapshot.unknownIds).toEqual([])
    const before = fx?.events.length ?? 0
    // Saving the id checks it at once.
    dataOf(await fx!.call('settings:update', { watchedServices: ['typo'] }))
    await expect
      .poll(() =>
        fx?.events
          .slice(before)
          .some((e) => e.event === 'status:changed' && !e.payload.data.checking && e.payload.data.unknownIds?.length)
      )
      .toBe(true)
    const again = dataOf(await fx!.call('status:get'))
    expect(again.services.map((s) => [s.id, s.state])).toEqual([['api', 'operational']])
    expect(again.unknownIds).toEqual(['typo'])
  })

  it('signed out and refused, it says why instead of guessing', async () => {
    const snapshot = await check({
      'GET /v1/maintenance/': () => ({ status: 401, body: { message: 'Unauthorized & No token provided' } })
    })
    expect(snapshot.services).toEqual([])
    expect(snapshot.listProblem).toBe('The platform needs you to be signed in for this. Sign in and try again.')
  })
})

describe('status in the background', () => {
  it('runs on the scheduler: at start, every interval from Settings, backing off when the platform is gone', async () => {
    const clock = new FakeClock()
    const trays: TrayModel[] = []
    stub = closing(
      await startStubPlatform({
        'GET /v1/maintenance/': () => ({ body: { services: [{ id: 'api', name: 'API' }] } }),
        'GET /v1/maintenance/api': () => ({ body: { state: 'operational' } })
      })
    )
    fx = closing(
      await createFixture(stub.url, {}, undefined, { clock, os: { renderTray: (model) => trays.push(model) } })
    )
    fx.app.startBackground()
    const lists = () => stub?.requests.filter((r) => r.path === '/v1/maintenance/').length ?? 0
    await expect.poll(lists).toBe(1)
    await expect.poll(() => trays.at(-1)?.tooltip).toBe('Platform Desktop — Signed out')
    // The tray says signed out from the start; the service's line comes with the first check's answer.
    await expect.poll(() => trays.at(-1)?.items).toContainEqual({ type: 'info', label: 'API: operational' })
    await fx.call('settings:update', { statusIntervalMinutes: 1 })
    // A minute with its jitter, put off to the scheduler's next 30 s (coalescing): at most 96 s.
    await clock.advance(100_000)
    await expect.poll(lists).toBe(2)

    // Suspended: nothing; resumed: one check at once.
    fx.app.powerEvent('suspend')
    await clock.advance(10 * 60_000)
    expect(lists()).toBe(2)
    fx.app.powerEvent('resume')
    await expect.poll(lists).toBe(3)
  })

  it('checks a newly connected server at once, not at the next interval', async () => {
    const clock = new FakeClock()
    stub = closing(
      await startStubPlatform({
        'GET /v1/maintenance/': () => ({ body: ['api'] }),
        'GET /v1/maintenance/api': () => ({ body: { state: 'ok' } })
      })
    )
    // First run: no server yet, so the start-up check has nothing to ask.
    fx = closing(await createFixture(null, {}, undefined, { clock }))
    fx.app.startBackground()
    expect(dataOf(await fx.call('connection:save', { url: stub.url })).status).toBe('done')
    await expect
      .poll(async () => dataOf(await fx!.call('status:get')).services.map((service) => service.state))
      .toEqual(['operational'])
    expect(stub.requests.some((r) => r.path === '/v1/maintenance/api')).toBe(true)
  })
})
