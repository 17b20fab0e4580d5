// The one connectivity state (issue 36): decided from every request's
// outcome, by the real ApiClient against a stub platform on 127.0.0.1 that
// drops connections, answers with errors, or is too slow; and, through the
// whole main app, what Status and the tray make of it and how soon a server
// that came back is found.
import { describe, expect, it } from 'vitest'

import { ApiClient } from '../../../src/main/core/api/api-client'
import { Reachability, type ReachOutcome } from '../../../src/main/core/connectivity/reachability'
import type { TrayModel } from '../../../src/main/desktop/tray/tray-model'
import { PROBE_MS } from '../../../src/main/features/status'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()

describe('Reachability', () => {
  it('is out of reach on a refused or dropped connection, or two timeouts in a row; any answer brings it back', () => {
    let now = 1_000
    const reach = new Reachability(() => now)
    const changes: string[] = []
    reach.onChange((server) => changes.push(`${server} ${reach.of(server) ? 'out' : 'back'}`))
    expect(reach.of('https://a.example')).toBeNull()

    reach.record('https://a.example', 'reached')
    now = 2_000
    reach.record('https://a.example', 'timeout')
    expect(reach.of('https://a.example')).toBeNull()
    reach.record('https://a.example', 'timeout')
    expect(reach.of('https://a.example')).toEqual({
      since: new Date(2_000).toISOString(),
      lastReachedAt: new Date(1_000).toISOString()
    })
    // More failures change nothing: it has been out since the first.
    now = 3_000
    reach.record('https://a.example', 'unreachable')
    expect(reach.of('https://a.example')?.since).toBe(new Date(2_000).toISOString())
    // Another server is its own.
    reach.record('https://b.example', 'unreachable')
    expect(reach.of('https://b.example')).toEqual({ since: new Date(3_000).toISOString(), lastReachedAt: null })
    reach.record('https://a.example', 'reached')
    expect(reach.of('https://a.example')).toBeNull()
    expect(changes).toEqual(['https://a.example out', 'https://b.example out', 'https://a.example back'])
  })
})

describe('what the ApiClient tells it', () => {
  it('a dropped connection is unreachable, an error status is reached, a timeout is a timeout; a server someone typed counts for nothing', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /v1/maintenance/': () => ({ drop: true }),
        'GET /v1/maintenance/api': () => ({ status: 500, body: { message: 'boom' } }),
        'GET /v1/maintenance/slow': () => ({ delayMs: 3_000, body: {} })
      })
    )
    const seen: [string, ReachOutcome][] = []
    const api = new ApiClient({
      reach: { record: (server, outcome) => seen.push([server, outcome]) },
      maxRetries: 0,
      // Far below the slow answer's delay, far above a loaded machine's first request (which also loads axios).
      timeoutMs: 1_000
    }).for({
      baseUrl: () => stub.url,
      sessionToken: () => null,
      onUnauthorized: () => undefined
    })
    const attempt = (path: '/v1/maintenance/' | '/v1/maintenance/api' | '/v1/maintenance/slow', baseUrl?: string) =>
      api
        .get(path as never, { auth: 'none', read: ['discard'], ...(baseUrl ? { baseUrl } : {}) })
        .catch(() => undefined)
    // Another server someone typed first: it loads the HTTP client, and is not recorded.
    await attempt('/v1/maintenance/', 'http://127.0.0.1:9')
    await attempt('/v1/maintenance/')
    await attempt('/v1/maintenance/api')
    await attempt('/v1/maintenance/slow')
    await attempt('/v1/maintenance/', 'http://127.0.0.1:9')
    expect(seen).toEqual([
      [stub.url, 'unreachable'],
      [stub.url, 'reached'],
      [stub.url, 'timeout']
    ])
  })
})

/** The whole main app on a fake clock against a platform whose status list and one service can be dropped at will. */
async function statusApp() {
  const clock = new FakeClock()
  const trays: TrayModel[] = []
  const state = { gone: false }
  const stub = closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () =>
        state.gone ? { drop: true } : { body: { services: [{ id: 'api', name: 'API' }] } },
      'GET /v1/maintenance/api': () => (state.gone ? { drop: true } : { body: { state: 'degraded' } })
    })
  )
  const fx = closing(
    await createFixture(stub.url, {}, undefined, { clock, os: { renderTray: (model) => trays.push(model) } })
  )
  fx.app.startBackground()
  await expect.poll(async () => dataOf(await fx.call('status:get')).services.map((s) => s.state)).toEqual(['degraded'])
  const unreachable = async () => dataOf(await fx.call('status:get')).unreachable ?? null
  return {
    clock,
    trays,
    stub,
    fx,
    unreachable,
    /** Requests for the status list so far. */
    lists: () => stub.requests.filter((r) => r.path === '/v1/maintenance/').length,
    /**
     * Drops (or answers) from now on, then Check now, until the app says out of reach (or back) and the check is over.
     * Check now does nothing while a check runs (scheduler.ts: never two runs of one job), so it waits for any first.
     */
    async checkWith(gone: boolean) {
      const idle = () => fx.app.scheduler.snapshot().every((job) => !job.id.startsWith('status:') || !job.running)
      await expect.poll(idle, { timeout: 10_000 }).toBe(true)
      state.gone = gone
      dataOf(await fx.call('status:check-now'))
      if (gone) await expect.poll(unreachable, { timeout: 10_000 }).not.toBeNull()
      else await expect.poll(unreachable, { timeout: 10_000 }).toBeNull()
      await expect.poll(idle, { timeout: 10_000 }).toBe(true)
    },
    set gone(value: boolean) {
      state.gone = value
    }
  }
}

describe('through the app', () => {
  it('Status keeps what it saw and says out of reach; no service counts as trouble; the probe finds the return within its interval', async () => {
    const status = await statusApp()
    const { clock, trays, stub, fx, lists } = status
    const seen = dataOf(await fx.call('status:get'))
    const host = new URL(stub.url).host

    const sent = stub.requests.length
    await status.checkWith(true)
    const out = dataOf(await fx.call('status:get'))
    // What was seen stays, with its own time; the services were not asked one by one once the list could not be had.
    expect(out.services).toEqual(seen.services)
    expect(out.checkedAt).toBe(seen.checkedAt)
    expect(out.unreachable?.lastReachedAt).not.toBeNull()
    expect(new Set(stub.requests.slice(sent).map((r) => r.path))).toEqual(new Set(['/v1/maintenance/']))
    // The tray says the connection, beside the services as last seen (still degraded, not unknown).
    await expect.poll(() => trays.at(-1)?.items).toContainEqual({ type: 'info', label: `Can’t reach ${host}` })
    expect(trays.at(-1)?.items).toContainEqual({
      type: 'info',
      label: expect.stringMatching(/^API degraded for \d+ min$/)
    })
    const atOut = lists()

    // Asked again every PROBE_MS while out of reach, whatever the status interval.
    await clock.advance(PROBE_MS + 1)
    await expect.poll(lists).toBeGreaterThan(atOut)
    status.gone = false
    // The probe that saw the drop may still be finishing (its retries) on a loaded machine, and the next is timed from
    // its end: each look moves the clock one interval on, so that next probe runs and finds the platform back.
    await expect
      .poll(async () => {
        await clock.advance(PROBE_MS + 1)
        return status.unreachable()
      })
      .toBeNull()
    // Back as soon as one request answers; the check that found it finishes a moment later.
    await expect.poll(async () => dataOf(await fx.call('status:get')).checkedAt).not.toBe(seen.checkedAt)
    await expect.poll(() => trays.at(-1)?.items).not.toContainEqual({ type: 'info', label: `Can’t reach ${host}` })
    // Back: no more probes.
    const after = lists()
    await clock.advance(3 * PROBE_MS)
    expect(lists()).toBe(after)
  })

  it('a server that answers the rest but drops its status list is asked for the list once per PROBE_MS, not in a loop', async () => {
    const status = await statusApp()
    const { clock, stub, fx, lists } = status
    // Any answer is the server there: its updates come back 404 from this stub.
    const somethingElse = async () => {
      await fx.call('status:platform-updates', { limit: 3 })
      expect(stub.requests.at(-1)?.path).toBe('/v1/other/updates/3')
    }
    const idle = () => fx.app.scheduler.snapshot().every((job) => !job.id.startsWith('status:') || !job.running)
    /** The server comes back with another request; the status list is dropped again if it is asked. */
    const backAndSettled = async () => {
      await somethingElse()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect.poll(idle, { timeout: 10_000 }).toBe(true)
    }
    await status.checkWith(true)
    const atOut = lists()
    // The first return is checked at once: the list is asked, dropped, and the server is out again.
    await backAndSettled()
    await expect.poll(status.unreachable).not.toBeNull()
    const afterFirst = lists()
    expect(afterFirst).toBeGreaterThan(atOut)
    // Back again within the interval (the views asking again): the list is not asked now, so the server stays back and
    // the answers after it change nothing.
    for (let i = 0; i < 3; i++) await backAndSettled()
    expect(lists()).toBe(afterFirst)
    expect(await status.unreachable()).toBeNull()
    // At the interval's end, still there: checked then, once.
    await clock.advance(PROBE_MS)
    await expect.poll(lists).toBeGreaterThan(afterFirst)
    await expect.poll(idle, { timeout: 10_000 }).toBe(true)
    const afterLater = lists()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(lists()).toBe(afterLater)
  })

  it('a new outage is first asked again PROBE_MS after it began, not by a timer the last outage left', async () => {
    const status = await statusApp()
    const { clock, lists } = status
    await status.checkWith(true)
    // Back before its probe came: the probe's timer goes with the outage.
    await status.checkWith(false)
    await clock.advance(PROBE_MS / 2)
    await status.checkWith(true)
    const atOut = lists()
    // Where the last outage's timer would have fired: nothing is asked.
    await clock.advance(PROBE_MS / 2 + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(lists()).toBe(atOut)
    // PROBE_MS after this outage began: asked again.
    await clock.advance(PROBE_MS / 2)
    await expect.poll(lists).toBeGreaterThan(atOut)
  })
})
