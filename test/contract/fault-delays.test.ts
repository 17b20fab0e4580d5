// Delay faults beyond a fixed delayMs: a delay chosen by a query value (to
// make an older search answer after a newer one), a random delay (benchmark
// latency), and delays that end as soon as the client goes away.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { FaultRule, RunningServer } from '../../server/index'
import { MAX_DELAY_MS, startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { bearer, field, get, post } from './support/http'
import { contract, logIn } from './support/session'
import { pause, waitFor } from './support/wait'

let server: RunningServer
let spec: Contract

beforeAll(async () => {
  ;[server, spec] = await Promise.all([startServer({ port: 0 }), contract()])
})

afterEach(() => {
  server.controls.clearFaults()
  server.controls.clearRequests()
})

afterAll(async () => {
  await server.close()
})

/** A contract-checked search and how long it took, in ms. */
async function timedSearch(input: string): Promise<{ input: string; status: number; ms: number }> {
  const started = performance.now()
  const { status, body } = await spec.check(
    await get(server.url, `/v1/search?input=${encodeURIComponent(input)}`),
    'search'
  )
  return { input: status === 200 ? field<string>(body, 'input') : '', status, ms: performance.now() - started }
}

describe('delayByQuery', () => {
  it('makes the answer for input=a arrive after the one for input=ab', async () => {
    server.controls.setFaults({ search: { delayByQuery: { param: 'input', delays: { a: 1_500, ab: 0 } } } })
    const arrived: string[] = []
    const track = (input: string): Promise<{ input: string; status: number; ms: number }> =>
      timedSearch(input).then((result) => {
        arrived.push(result.input)
        return result
      })
    const older = track('a')
    await pause(20)
    const newer = track('ab')
    const [a, ab] = await Promise.all([older, newer])
    expect(arrived).toEqual(['ab', 'a'])
    expect(a.status).toBe(200)
    expect(ab.status).toBe(200)
    expect(a.ms).toBeGreaterThanOrEqual(1_490)
    // Undelayed: how long exactly depends on the machine's load, so only its order is fixed.
    expect(ab.ms).toBeLessThan(a.ms)
  })

  it('adds nothing for values it does not list, nor for names inherited from Object', async () => {
    server.controls.setFaults({ search: { delayByQuery: { param: 'input', delays: { slow: 2_000 } } } })
    for (const input of ['abc', 'SLOW', 'constructor', 'toString']) {
      expect((await timedSearch(input)).ms, input).toBeLessThan(1_000)
    }
  })

  it('adds to delayMs, and also delays a fault answer', async () => {
    server.controls.setFaults({ search: { delayMs: 200, delayByQuery: { param: 'input', delays: { x: 300 } } } })
    const [listed, other] = await Promise.all([timedSearch('x'), timedSearch('y')])
    expect(listed.ms).toBeGreaterThanOrEqual(490)
    expect(other.ms).toBeGreaterThanOrEqual(190)
    // Not delayed by the listed value: sent together, it arrives first. How much sooner depends on the machine's
    // load (541 ms for the unlisted one once in a busy CI), so only the order is fixed, as above.
    expect(other.ms).toBeLessThan(listed.ms)
    server.controls.setFaults({ getUserData: { delayByQuery: { param: 'wait', delays: { yes: 250 } }, status: 503 } })
    const started = performance.now()
    expect((await spec.check(await get(server.url, '/v1/user/data/1?wait=yes'), 'getUserData')).status).toBe(503)
    expect(performance.now() - started).toBeGreaterThanOrEqual(240)
  })

  it('keys on the first occurrence of a repeated parameter, decoded', async () => {
    server.controls.setFaults({ search: { delayByQuery: { param: 'input', delays: { 'a b': 400 } } } })
    const started = performance.now()
    // The route itself answers 400 to a repeated input; the delay comes first.
    const response = await get(server.url, '/v1/search?input=a+b&input=c')
    expect((await spec.check(response, 'search')).status).toBe(400)
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
  })
})

describe('randomDelayMs', () => {
  it('delays each request by its own amount between min and max', async () => {
    server.controls.setFaults({ listMaintenance: { randomDelayMs: { min: 100, max: 400 } } })
    const times = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const started = performance.now()
        expect((await spec.check(await get(server.url, '/v1/maintenance/'), 'listMaintenance')).status).toBe(200)
        return performance.now() - started
      })
    )
    for (const ms of times) {
      expect(ms).toBeGreaterThanOrEqual(95)
      // Not seconds for milliseconds: a bound far above max, since a busy machine adds its own wait to each answer.
      expect(ms).toBeLessThan(5_000)
    }
    // Twelve draws from 300 ms of range: all within 30 ms of each other would
    // mean the delay is not random (chance about 1e-10 if it is).
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(30)
  })

  it('adds to delayMs; min equal to max is a fixed delay', async () => {
    server.controls.setFaults({
      getUserData: { delayMs: 100, randomDelayMs: { min: 150, max: 150 }, rateLimit: { retryAfterSeconds: 3 } }
    })
    const started = performance.now()
    expect((await spec.check(await get(server.url, '/v1/user/data/1'), 'getUserData')).status).toBe(429)
    expect(performance.now() - started).toBeGreaterThanOrEqual(240)
  })
})

describe('validation', () => {
  const invalid: ReadonlyArray<readonly [string, FaultRule]> = [
    ['empty param', { delayByQuery: { param: '', delays: { a: 1 } } }],
    ['delays not an object', { delayByQuery: { param: 'input', delays: 5 as unknown as Record<string, number> } }],
    ['negative delay', { delayByQuery: { param: 'input', delays: { a: -1 } } }],
    ['delay not a number', { delayByQuery: { param: 'input', delays: { a: '600' as unknown as number } } }],
    ['delay beyond a timer', { delayByQuery: { param: 'input', delays: { a: MAX_DELAY_MS + 1 } } }],
    ['min above max', { randomDelayMs: { min: 300, max: 0 } }],
    ['negative min', { randomDelayMs: { min: -1, max: 10 } }],
    ['NaN max', { randomDelayMs: { min: 0, max: Number.NaN } }],
    ['missing max', { randomDelayMs: { min: 0 } as unknown as { min: number; max: number } }],
    ['infinite delayMs', { delayMs: Number.POSITIVE_INFINITY }]
  ]

  it.each(invalid)('rejects %s with a TypeError and keeps the previous rules', async (_name, rule) => {
    server.controls.setFaults({ getUserData: { status: 503 } })
    expect(() => server.controls.setFaults({ search: rule })).toThrow(TypeError)
    expect((await get(server.url, '/v1/user/data/1')).status).toBe(503)
  })

  it('is not affected by changes to the rule object after setFaults', async () => {
    const delays: Record<string, number> = { a: 0 }
    server.controls.setFaults({ search: { delayByQuery: { param: 'input', delays } } })
    delays.a = 5_000
    expect((await timedSearch('a')).ms).toBeLessThan(1_000)
  })
})

describe('a client that goes away during a delay', () => {
  // Ping records the last-seen time when its route runs, which shows whether
  // the server carried on after the client left. Each case pings as its own
  // user. The query is ignored by ping but read by delayByQuery.
  const cases: ReadonlyArray<readonly [string, string, string, FaultRule]> = [
    ['delayMs', 'demo', 'demo1234', { delayMs: 400 }],
    ['delayByQuery', 'alice', 'alice1234', { delayByQuery: { param: 'wait', delays: { long: 400 } } }],
    ['randomDelayMs', 'bob', 'bob1234', { randomDelayMs: { min: 400, max: 400 } }]
  ]

  it.each(cases)(
    'is noticed at once during %s: the route never runs for it',
    async (_kind, username, password, rule) => {
      const token = await logIn(server.url, username, password)
      const userId = server.controls.demo.accounts.find((account) => account.username === username)?.id ?? 0
      server.controls.setFaults({ ping: rule })
      const abort = new AbortController()
      const pending = fetch(`${server.url}/v1/other/ping?wait=long`, {
        method: 'POST',
        headers: bearer(token),
        signal: abort.signal
      })
      await waitFor(
        () => server.controls.requests().find((entry) => entry.operationId === 'ping'),
        'the ping to arrive'
      )
      abort.abort()
      await expect(pending).rejects.toThrow()
      const entry = await waitFor(
        () => server.controls.requests().find((candidate) => candidate.aborted),
        'the abort to be noticed'
      )
      expect(entry).toMatchObject({ operationId: 'ping', status: null })
      // Past the delay: had the server waited it out, the route would have run by now.
      await pause(700)
      expect(server.controls.lastSeen(userId)).toBeNull()
      // The same client's next ping is answered normally.
      server.controls.clearFaults()
      expect((await post(server.url, '/v1/other/ping', { headers: bearer(token) })).status).toBe(200)
      expect(server.controls.lastSeen(userId)).not.toBeNull()
    }
  )
})
