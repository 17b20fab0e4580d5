// controls.requests(): what the server received, how each exchange ended, and
// that it never keeps what may hold a credential (headers, bodies, the login
// query). Tests of the client rely on `aborted` to prove a cancel was real.
import { connect } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { RecordedRequest, RunningServer } from '../../server/index'
import { MAX_RECORDED_REQUESTS, startServer } from '../../server/index'
import { bearer, get, post, postLogin } from './support/http'
import { head, rawExchange } from './support/raw-http'
import { logIn } from './support/session'
import { waitFor } from './support/wait'

const START_MS = Date.UTC(2030, 0, 1, 12, 0, 0)
let clock = START_MS
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ port: 0, now: () => clock })
})

afterEach(() => {
  clock = START_MS
  server.controls.clearFaults()
  server.controls.clearRequests()
})

afterAll(async () => {
  await server.close()
})

const log = (): readonly RecordedRequest[] => server.controls.requests()
const entryFor = (operationId: string) => (): RecordedRequest | undefined =>
  log().find((entry) => entry.operationId === operationId)

describe('what each entry holds', () => {
  it('records requests in arrival order with operation, method, path, query, status and time', async () => {
    await get(server.url, '/v1/maintenance/api')
    await get(server.url, '/v1/search?input=Al+ice&input=second&empty=&caf%C3%A9=cr%C3%A8me')
    clock += 60_000
    await get(server.url, '/v1/no/such/path?x=1')
    await post(server.url, '/v1/other/ping')
    const at = new Date(START_MS).toISOString()
    const later = new Date(START_MS + 60_000).toISOString()
    expect(log()).toEqual([
      {
        operationId: 'getMaintenance',
        method: 'GET',
        path: '/v1/maintenance/api',
        query: {},
        status: 200,
        aborted: false,
        at
      },
      {
        operationId: 'search',
        method: 'GET',
        path: '/v1/search',
        // The first of a repeated parameter, decoded; the route answered 400 to the repeat.
        query: { input: 'Al ice', empty: '', café: 'crème' },
        status: 400,
        aborted: false,
        at
      },
      {
        operationId: null,
        method: 'GET',
        path: '/v1/no/such/path',
        query: { x: '1' },
        status: 404,
        aborted: false,
        at: later
      },
      // The path as the client spelled it; the operation it reached.
      { operationId: 'ping', method: 'POST', path: '/v1/other/ping', query: {}, status: 401, aborted: false, at: later }
    ])
  })

  it('never records headers, bodies, or any query of a login', async () => {
    const token = await logIn(server.url, 'demo', 'demo1234')
    await fetch(`${server.url}/v1/auth/login?username=demo&password=demo1234`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&password=demo1234'
    })
    await get(server.url, '/v1/auth/login?password=demo1234')
    await get(server.url, '/V1/AUTH/LOGIN/?password=demo1234')
    await postLogin(server.url, { username: 'alice', password: 'alice1234' }, bearer(token))
    await post(server.url, '/v1/account/PwnedAPI/', {
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ password: 'hunter2-secret' })
    })
    const entries = log()
    expect(entries.map((entry) => [entry.operationId, entry.method, entry.status])).toEqual([
      ['login', 'POST', 200],
      ['login', 'POST', 200],
      ['login', 'GET', 405],
      [null, 'GET', 404],
      ['login', 'POST', 400],
      ['checkPwnedPassword', 'POST', 200]
    ])
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['aborted', 'at', 'method', 'operationId', 'path', 'query', 'status'])
      if (entry.operationId !== 'checkPwnedPassword') expect(entry.query).toEqual({})
    }
    const text = JSON.stringify(entries)
    for (const secret of ['demo1234', 'alice1234', 'hunter2-secret', token, 'Bearer'])
      expect(text).not.toContain(secret)
  })

  it('logs requests rejected before any route: a path that does not decode, a missing Host', async () => {
    const badPath = await rawExchange(
      server.url,
      head('GET /v1/user/data/%E0%A4%A?x=1 HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close')
    )
    expect(badPath.response?.status).toBe(400)
    const noHost = await rawExchange(server.url, head('GET /v1/maintenance/api HTTP/1.1', 'Connection: close'))
    expect(noHost.response?.status).toBe(400)
    await waitFor(() => log().length === 2 && log().every((entry) => entry.status !== null), 'both answers')
    expect(
      log().map(({ operationId, path, query, status, aborted }) => ({ operationId, path, query, status, aborted }))
    ).toEqual([
      { operationId: null, path: '/v1/user/data/%E0%A4%A', query: { x: '1' }, status: 400, aborted: false },
      { operationId: 'getMaintenance', path: '/v1/maintenance/api', query: {}, status: 400, aborted: false }
    ])
  })

  it('returns frozen snapshots that later events do not change', async () => {
    server.controls.setFaults({ listMaintenance: { delayMs: 300 } })
    const pending = get(server.url, '/v1/maintenance/')
    const inFlight = await waitFor(entryFor('listMaintenance'), 'the request to arrive')
    expect(inFlight).toMatchObject({ status: null, aborted: false })
    expect((await pending).status).toBe(200)
    expect(inFlight.status).toBeNull()
    expect(Object.isFrozen(inFlight) && Object.isFrozen(inFlight.query)).toBe(true)
    expect(entryFor('listMaintenance')()?.status).toBe(200)
  })
})

describe('how an exchange ended', () => {
  it('marks a search the client aborted during a delay, and not the one it kept', async () => {
    server.controls.setFaults({ search: { delayByQuery: { param: 'input', delays: { a: 60_000 } } } })
    const abort = new AbortController()
    const superseded = fetch(`${server.url}/v1/search?input=a`, { signal: abort.signal })
    await waitFor(entryFor('search'), 'the first search to arrive')
    abort.abort()
    await expect(superseded).rejects.toThrow()
    expect((await get(server.url, '/v1/search?input=ab')).status).toBe(200)
    await waitFor(() => log()[0]?.aborted, 'the abort to be noticed')
    expect(log().map(({ query, status, aborted }) => ({ query, status, aborted }))).toEqual([
      { query: { input: 'a' }, status: null, aborted: true },
      { query: { input: 'ab' }, status: 200, aborted: false }
    ])
  })

  it('marks a response the client stopped reading part-way as aborted, with the status sent', async () => {
    // Far more than the socket buffers hold, so the body cannot be sent in
    // full to a client that stops reading. (fetch would read it all ahead.)
    server.controls.setFaults({ listUpdates: { oversizedBytes: 32_000_000 } })
    const { port } = new URL(server.url)
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(head('GET /v1/other/updates/ HTTP/1.1', 'Host: 127.0.0.1'))
      )
      socket.once('data', (chunk: Buffer) => {
        expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 200 /)
        socket.destroy()
        resolve()
      })
      socket.on('error', reject)
    })
    const entry = await waitFor(() => log().find((candidate) => candidate.aborted), 'the abort to be noticed')
    expect(entry).toMatchObject({ operationId: 'listUpdates', status: 200 })
  })

  it('records fault answers, and a connection the server drops is not an abort', async () => {
    server.controls.setFaults({
      getUserData: { rateLimit: { retryAfterSeconds: 1 } },
      getUserActivity: { dropConnection: true }
    })
    expect((await get(server.url, '/v1/user/data/1')).status).toBe(429)
    await expect(get(server.url, '/v1/user/activity/1')).rejects.toThrow(TypeError)
    const dropped = await waitFor(() => log()[1], 'the dropped request')
    expect(log()[0]).toMatchObject({ operationId: 'getUserData', status: 429, aborted: false })
    expect(dropped).toMatchObject({ operationId: 'getUserActivity', status: null, aborted: false })
  })

  it('records the status of an answer written onto the socket, such as a 408', async () => {
    const strict = await startServer({ port: 0, requestTimeoutMs: 500 })
    try {
      const partial =
        head(
          'POST /v1/auth/login?password=x HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/x-www-form-urlencoded',
          'Content-Length: 100'
        ) + 'username=de'
      expect((await rawExchange(strict.url, partial)).response?.status).toBe(408)
      const entry = await waitFor(() => strict.controls.requests()[0]?.status, 'the 408 to be recorded')
      expect(entry).toBe(408)
      expect(strict.controls.requests()).toEqual([
        expect.objectContaining({ operationId: 'login', query: {}, status: 408, aborted: false })
      ])
    } finally {
      await strict.close()
    }
  })

  it('does not blame clients for connections that close() cuts', async () => {
    const closing = await startServer({ port: 0, faults: { listMaintenance: { delayMs: 60_000 } } })
    const pending = get(closing.url, '/v1/maintenance/').catch(() => 'dropped')
    await waitFor(() => closing.controls.requests()[0], 'the request to arrive')
    await closing.close()
    expect(await pending).toBe('dropped')
    expect(closing.controls.requests()).toEqual([
      expect.objectContaining({ operationId: 'listMaintenance', status: null, aborted: false })
    ])
  })
})

describe('the log itself', () => {
  it('clearRequests empties it, and a request in flight then is not added back', async () => {
    server.controls.setFaults({ listMaintenance: { delayMs: 200, times: 1 } })
    const pending = get(server.url, '/v1/maintenance/')
    await waitFor(entryFor('listMaintenance'), 'the request to arrive')
    server.controls.clearRequests()
    expect(log()).toEqual([])
    expect((await pending).status).toBe(200)
    await get(server.url, '/v1/maintenance/api')
    expect(log().map((entry) => entry.operationId)).toEqual(['getMaintenance'])
  })

  // 10,000 real requests: 40–53 s in five clean-clone CI runs on a two-core machine, and once over a minute when the
  // e2e lane was busy beside it (the test after it then met its stragglers). The limit leaves room for that.
  it(`keeps only the last ${MAX_RECORDED_REQUESTS.toLocaleString('en')} entries`, { timeout: 180_000 }, async () => {
    expect(MAX_RECORDED_REQUESTS).toBe(10_000)
    for (let n = 0; n < 5; n += 1) await get(server.url, `/v1/maintenance/api?old=${n}`)
    const BATCH = 100
    for (let start = 0; start < MAX_RECORDED_REQUESTS; start += BATCH) {
      await Promise.all(
        Array.from({ length: BATCH }, (_, n) =>
          get(server.url, `/v1/maintenance/api?new=${start + n}`).then((response) => response.arrayBuffer())
        )
      )
    }
    const entries = log()
    expect(entries).toHaveLength(MAX_RECORDED_REQUESTS)
    expect(entries.some((entry) => 'old' in entry.query)).toBe(false)
    expect(new Set(entries.map((entry) => entry.query.new)).size).toBe(MAX_RECORDED_REQUESTS)
  })

  it('belongs to one server: another server in the process has its own', async () => {
    const other = await startServer({ port: 0 })
    try {
      await get(server.url, '/v1/maintenance/api')
      await get(other.url, '/v1/other/updates/')
      await get(other.url, '/v1/other/updates/')
      expect(log().map((entry) => entry.operationId)).toEqual(['getMaintenance'])
      expect(other.controls.requests().map((entry) => entry.operationId)).toEqual(['listUpdates', 'listUpdates'])
      other.controls.clearRequests()
      expect(log()).toHaveLength(1)
    } finally {
      await other.close()
    }
  })
})
