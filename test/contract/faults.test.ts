// Fault injection: every kind, how rules match operations, and `times`.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { FaultRule, RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { bearer, field, get, post } from './support/http'
import { contract } from './support/session'
import { waitFor } from './support/wait'

let server: RunningServer
let spec: Contract

beforeAll(async () => {
  ;[server, spec] = await Promise.all([startServer({ port: 0 }), contract()])
})

afterEach(() => {
  server.controls.clearFaults()
})

afterAll(async () => {
  await server.close()
})

const profile = (): Promise<Response> => get(server.url, '/v1/user/data/1')

describe('fault kinds', () => {
  it('delayMs delays the normal answer', async () => {
    server.controls.setFaults({ getUserData: { delayMs: 300 } })
    const started = performance.now()
    const { status } = await spec.check(await profile(), 'getUserData')
    expect(status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('status answers that status with a contract-shaped JSON error', async () => {
    server.controls.setFaults({ getUserData: { status: 503 }, search: { status: 500, message: 'Search is down.' } })
    const { status, body } = await spec.check(await profile(), 'getUserData')
    expect(status).toBe(503)
    expect(field(body, 'code')).toBe('503')
    const search = await spec.check(await get(server.url, '/v1/search?input=a'), 'search')
    expect(search.body).toEqual({ code: '500', message: 'Search is down.' })
  })

  it('html answers 200 text/html where JSON is expected, which breaks the contract', async () => {
    server.controls.setFaults({ getUserData: { html: true } })
    const response = await profile()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    await expect(spec.check(response, 'getUserData')).rejects.toThrow(/content type "text\/html"/)
    server.controls.setFaults({ getUserData: { html: '<p>Captive portal</p>' } })
    expect(await (await profile()).text()).toBe('<p>Captive portal</p>')
  })

  it('truncatedJson sends half of the normal body labelled as JSON', async () => {
    const whole = await (await profile()).text()
    server.controls.setFaults({ getUserData: { truncatedJson: true } })
    const response = await profile()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(text).toBe(whole.slice(0, Math.floor(whole.length / 2)))
    expect(() => JSON.parse(text) as unknown).toThrow()
  })

  it('oversizedBytes sends a valid JSON body of exactly that size', async () => {
    server.controls.setFaults({ listUpdates: { oversizedBytes: 5_000_000 } })
    const response = await get(server.url, '/v1/other/updates/')
    expect(response.headers.get('content-length')).toBe('5000000')
    const text = await response.text()
    expect(Buffer.byteLength(text)).toBe(5_000_000)
    expect(typeof JSON.parse(text)).toBe('object')
  })

  it('json replaces the body with the given JSON value, whatever its type', async () => {
    const wrongTypes: unknown[] = [
      null,
      'a string, not a profile',
      [1, 'two', null, { three: [3] }],
      { id: '1', followersCount: '6' },
      0,
      false
    ]
    for (const value of wrongTypes) {
      server.controls.setFaults({ getUserData: { json: value } })
      const response = await profile()
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(JSON.parse(await response.text())).toEqual(value)
    }
    // Its place in the order: after status and html, before oversizedBytes and truncatedJson.
    server.controls.setFaults({ getUserData: { status: 503, json: {} } })
    expect((await profile()).status).toBe(503)
    server.controls.setFaults({ getUserData: { json: { small: true }, oversizedBytes: 5_000, truncatedJson: true } })
    expect(await (await profile()).json()).toEqual({ small: true })
  })

  it('json is copied when set: changing the value afterwards changes nothing', async () => {
    const value = { list: [1, 2] }
    server.controls.setFaults({ getUserData: { json: value } })
    value.list.push(3)
    expect(await (await profile()).json()).toEqual({ list: [1, 2] })
  })

  it('dropConnection closes the socket without an answer', async () => {
    server.controls.setFaults({ getUserData: { dropConnection: true } })
    await expect(profile()).rejects.toThrow(TypeError)
  })

  it('rateLimit answers 429 with Retry-After, as the contract documents', async () => {
    server.controls.setFaults({ getUserData: { rateLimit: { retryAfterSeconds: 7 } } })
    const { status, headers, body } = await spec.check(await profile(), 'getUserData')
    expect(status).toBe(429)
    expect(headers.get('retry-after')).toBe('7')
    expect(field(body, 'code')).toBe('429')
  })

  it('dripMs sends the headers at once and the body a byte at a time, and stops when the client goes', async () => {
    const whole = await (await profile()).text()
    server.controls.setFaults({ getUserData: { dripMs: 1, times: 1 } })
    const response = await profile()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBeNull()
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const chunks: Buffer[] = []
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value))
    expect(Buffer.concat(chunks).toString()).toBe(whole)
    // Written a byte at a time; a busy reader may take two or three in one read, never the body at once.
    expect(chunks.length).toBeGreaterThan(Buffer.byteLength(whole) / 4)

    server.controls.setFaults({ getUserData: { dripMs: 50 } })
    const controller = new AbortController()
    const slow = await fetch(`${server.url}/v1/user/data/1`, { signal: controller.signal })
    const first = await (slow.body as ReadableStream<Uint8Array>).getReader().read()
    // A byte every 50 ms: the first read has the first byte, or a few more if the reader came late (a busy machine
    // gave it two), never a good part of the body.
    expect(first.value?.byteLength).toBeGreaterThanOrEqual(1)
    expect(first.value?.byteLength).toBeLessThan(Buffer.byteLength(whole) / 4)
    controller.abort()
    await waitFor(() => server.controls.requests().at(-1)?.aborted === true, 'the server to see the client go')
  })

  it('delayMs combines with another fault', async () => {
    server.controls.setFaults({ getUserData: { delayMs: 150, status: 502 } })
    const started = performance.now()
    expect((await spec.check(await profile(), 'getUserData')).status).toBe(502)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })
})

describe('matching', () => {
  it('applies a rule only to its operation', async () => {
    server.controls.setFaults({ getUserActivity: { status: 500 } })
    expect((await spec.check(await profile(), 'getUserData')).status).toBe(200)
    expect((await spec.check(await get(server.url, '/v1/user/activity/1'), 'getUserActivity')).status).toBe(500)
  })

  it('times limits a rule to the next N matching requests', async () => {
    server.controls.setFaults({ getUserData: { status: 503, times: 2 } })
    const statuses: number[] = []
    for (let n = 0; n < 4; n += 1) statuses.push((await profile()).status)
    expect(statuses).toEqual([503, 503, 200, 200])
  })

  it('"*" matches every operation, and an operation rule wins over it', async () => {
    server.controls.setFaults({ '*': { status: 503 }, getUserData: { status: 504 } })
    expect((await profile()).status).toBe(504)
    expect((await get(server.url, '/v1/maintenance/')).status).toBe(503)
    expect((await get(server.url, '/v1/unknown')).status).toBe(404)
  })

  it('applies before authentication, and to every spelling of the ping path', async () => {
    server.controls.setFaults({ ping: { rateLimit: { retryAfterSeconds: 1 } } })
    for (const path of ['/v1/other/Ping', '/v1/other/ping', '/v1/other/PING']) {
      expect((await post(server.url, path)).status, path).toBe(429)
    }
    server.controls.setFaults({ pingLowerCase: { status: 503 } })
    expect((await post(server.url, '/v1/other/Ping')).status).toBe(503)
  })

  it('setFaults replaces the previous rules and clearFaults removes them', async () => {
    server.controls.setFaults({ getUserData: { status: 500 } })
    server.controls.setFaults({ search: { status: 500 } })
    expect((await profile()).status).toBe(200)
    server.controls.clearFaults()
    expect((await get(server.url, '/v1/search?input=a')).status).toBe(200)
  })

  it('rejects invalid rules with a TypeError', () => {
    expect(() => server.controls.setFaults({ getUserData: { times: 0 } })).toThrow(TypeError)
    expect(() => server.controls.setFaults({ getUserData: { status: 99 } })).toThrow(TypeError)
    expect(() => server.controls.setFaults({ getUserData: { dripMs: 0 } })).toThrow(/dripMs/)
    expect(() => server.controls.setFaults({ getUserData: { rateLimit: { retryAfterSeconds: -1 } } })).toThrow(
      TypeError
    )
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    for (const json of [cycle, 10n, () => 1, Symbol('x')])
      expect(() => server.controls.setFaults({ getUserData: { json } })).toThrow(/json must be/)
  })

  it('rejects an unknown operationId and keeps the previous rules', async () => {
    server.controls.setFaults({ getUserData: { status: 503 } })
    const typo: Record<string, FaultRule> = { getUser: { status: 500 } }
    expect(() => server.controls.setFaults(typo)).toThrow(/not an operationId/)
    expect((await profile()).status).toBe(503)
  })
})

describe('servers started with faults', () => {
  it('apply rules from startServer options, and close promptly with a delayed request pending', async () => {
    const faulty = await startServer({
      port: 0,
      faults: { getTokenInfo: { delayMs: 60_000 }, getUserData: { status: 500, times: 1 } }
    })
    expect((await get(faulty.url, '/v1/user/data/1')).status).toBe(500)
    expect((await get(faulty.url, '/v1/user/data/1')).status).toBe(200)
    const key = faulty.controls.demo.apiKeys[0]?.key ?? ''
    const pending = get(faulty.url, '/v1/auth/token', bearer(key)).then(
      (response) => response.status,
      () => 'dropped'
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = performance.now()
    await faulty.close()
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(await pending).toBe('dropped')
  })
})
