// A platform that sends its headers and then one byte every few hundred ms,
// against the real main app over the app's own Electron network adapter
// (client-request-fetch.ts on the net.ClientRequest stand-in): every call
// ends at the client timeout, sign-out never waits on a sign-in's request,
// the background jobs do not stay "running", and a superseded search lets
// go of its connection.
import { describe, expect, it } from 'vitest'

import { type RunningServer, startServer } from '../../../server/index'
import { clientRequestFetch } from '../../../src/main/core/api/client-request-fetch'
import { clientRequestStandIn, type OpenedRequest } from '../../support/client-request-stand-in'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { errorOf } from '../../support/outcomes'

let server: RunningServer
let fx: Fixture | null = null
let opened: OpenedRequest[] = []

const closing = closeAfterEach()

async function start(timeoutMs: number, clock?: FakeClock) {
  server = closing(await startServer({ port: 0 }))
  opened = []
  fx = closing(
    await createFixture(server.url, {}, undefined, {
      fetch: clientRequestFetch(clientRequestStandIn(opened)),
      http: { timeoutMs, retryDelayMs: 5 },
      ...(clock ? { clock } : {})
    })
  )
  return fx
}

const requestsTo = (path: string) => server.controls.requests().filter((r) => r.path === path)

describe('a platform that drips its answers', () => {
  it('profile, activity and followers each end at the client timeout with a sentence, and their connections are closed', async () => {
    const app = await start(600)
    server.controls.setFaults({
      getUserData: { dripMs: 200 },
      getUserActivity: { dripMs: 200 },
      getUserFollowers: { dripMs: 200 }
    })
    for (const channel of ['people:profile', 'people:activity', 'people:followers'] as const) {
      const error = errorOf(await app.call(channel, { userId: '1' }))
      expect(error?.kind, channel).toBe('timeout')
      expect(error?.message).toMatch(/did not answer in time/)
    }
    expect(opened.length).toBeGreaterThanOrEqual(3)
    expect(opened.every((request) => request.aborted)).toBe(true)
  })

  it('a dripping sign-in never holds up sign-out: the sign-in is stopped and its connection closed', async () => {
    const app = await start(60_000)
    server.controls.setFaults({ login: { dripMs: 500 } })
    const signingIn = app.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe: false })
    await expect.poll(() => requestsTo('/v1/auth/login').length).toBe(1)
    const signedOut = await app.call('session:sign-out')
    expect(signedOut).toEqual({ ok: true, data: { signedIn: false } })
    expect(errorOf(await signingIn)?.kind).toBe('cancelled')
    await expect.poll(() => requestsTo('/v1/auth/login')[0]?.aborted).toBe(true)
    expect(app.app.accounts.activeView().signedIn).toBe(false)
  })

  it('the status, notifications and ping jobs end their runs at the timeout instead of staying "running"', async () => {
    const clock = new FakeClock()
    const app = await start(600, clock)
    expect((await app.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe: false })).ok).toBe(
      true
    )
    server.controls.setFaults({ '*': { dripMs: 200 } })
    app.app.startBackground()
    // One job per server (status) and per signed-in account (notifications, the ping): "<kind>:<server or account>".
    const kind = (id: string) => id.split(':')[0] ?? id
    const jobs = () =>
      app.app.scheduler
        .snapshot()
        .filter((job) => ['status', 'notifications', 'ping'].includes(kind(job.id)))
        .sort(
          (a, b) =>
            ['status', 'notifications', 'ping'].indexOf(kind(a.id)) -
            ['status', 'notifications', 'ping'].indexOf(kind(b.id))
        )
    await expect.poll(() => jobs().map((job) => job.lastRunAt !== null)).toEqual([true, true, true])
    await expect
      .poll(() => jobs().map((job) => [kind(job.id), job.running, job.failures > 0]), { timeout: 10_000 })
      .toEqual([
        ['status', false, true],
        ['notifications', false, true],
        ['ping', false, true]
      ])
  })

  it('a superseded search closes its connection at once', async () => {
    const app = await start(60_000)
    expect((await app.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe: false })).ok).toBe(
      true
    )
    server.controls.setFaults({ search: { dripMs: 500, times: 1 } })
    const first = app.call('search:query', { query: 'an', remember: false })
    await expect.poll(() => requestsTo('/v1/search').length).toBe(1)
    // The first answer's headers have arrived and its body is dripping when the second search replaces it.
    await expect.poll(() => opened.filter((request) => request.url.includes('/v1/search')).length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const second = await app.call('search:query', { query: 'and', remember: false })
    expect(second.ok).toBe(true)
    expect(errorOf(await first)?.kind).toBe('cancelled')
    await expect.poll(() => requestsTo('/v1/search')[0]?.aborted).toBe(true)
  })
})
