// A client that starts a request and never finishes it must not hold a
// connection open forever: it gets 408 with the common JSON error body and
// the connection is closed. The servers here use ~1 s limits so the tests
// stay fast; the last tests check the defaults without waiting them out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer } from '../../server/index'
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, startServer } from '../../server/index'
import type { Contract } from './support/contract'
import type { RawExchange } from './support/raw-http'
import { asFetchResponse, head, rawExchange } from './support/raw-http'
import { contract } from './support/session'

const TIMEOUT_MS = 1_000
/** Timeout plus Node's check interval plus generous slack for a busy CI machine. */
const CUT_OFF_BY_MS = 4_000
const FORM = 'Content-Type: application/x-www-form-urlencoded'

let server: RunningServer
let spec: Contract

beforeAll(async () => {
  ;[server, spec] = await Promise.all([startServer({ port: 0, requestTimeoutMs: TIMEOUT_MS }), contract()])
})

afterAll(async () => {
  await server.close()
})

async function expectTimedOut(exchange: RawExchange, operationId: string, earliestMs: number): Promise<void> {
  expect(exchange.closed, 'the server closed the connection').toBe(true)
  expect(exchange.elapsedMs).toBeGreaterThanOrEqual(earliestMs - 50)
  expect(exchange.elapsedMs).toBeLessThan(CUT_OFF_BY_MS)
  const response = exchange.response
  if (response === undefined) throw new Error('no 408 answer before the close')
  expect(response.status).toBe(408)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(JSON.parse(response.body)).toEqual({ code: '408', message: expect.stringMatching(/\.$/) as unknown })
  await spec.check(asFetchResponse(response), operationId)
}

describe('a request that never finishes', () => {
  it('is answered 408 JSON and closed when its body stops short of Content-Length', async () => {
    const request = head('POST /v1/auth/login HTTP/1.1', 'Host: 127.0.0.1', FORM, 'Content-Length: 100') + 'username=de'
    await expectTimedOut(await rawExchange(server.url, request), 'login', TIMEOUT_MS)
  })

  it('is answered 408 JSON and closed when its headers never end', async () => {
    const partial = 'GET /v1/maintenance/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n'
    await expectTimedOut(await rawExchange(server.url, partial), 'listMaintenance', TIMEOUT_MS)
  })

  it('is cut off after headersTimeoutMs when headers stall, before the request timeout', async () => {
    const strict = await startServer({ port: 0, requestTimeoutMs: 10_000, headersTimeoutMs: 500 })
    try {
      const exchange = await rawExchange(strict.url, 'GET /v1/maintenance/ HTTP/1.1\r\nHost: 127.0.0.1\r\n')
      await expectTimedOut(exchange, 'listMaintenance', 500)
      expect(exchange.elapsedMs).toBeLessThan(2_500)
    } finally {
      await strict.close()
    }
  })

  it('is not cut off when the rest of the body arrives in time', async () => {
    const request = head(
      'POST /v1/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      FORM,
      'Content-Length: 31',
      'Connection: close'
    )
    const exchange = await rawExchange(server.url, request + 'username=demo&', {
      later: { afterMs: 300, bytes: 'password=demo1234' }
    })
    expect(exchange.response?.status).toBe(200)
    expect(exchange.elapsedMs).toBeLessThan(TIMEOUT_MS)
  })
})

describe('the limits', () => {
  it('default to at most 30 s for a request, with headers due no later', async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000)
    expect(DEFAULT_HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(DEFAULT_REQUEST_TIMEOUT_MS)
    const defaults = await startServer({ port: 0 })
    try {
      // Read back from the running Node server: what it enforces, not what was asked.
      const { requestTimeoutMs, headersTimeoutMs, checkIntervalMs } = defaults.limits
      expect(requestTimeoutMs).toBeGreaterThan(0)
      expect(requestTimeoutMs).toBeLessThanOrEqual(30_000)
      expect(headersTimeoutMs).toBeGreaterThan(0)
      expect(headersTimeoutMs).toBeLessThanOrEqual(requestTimeoutMs)
      // Node only notices an expired request when it checks; its default 30 s
      // interval would let a stalled request live for up to a minute.
      expect(checkIntervalMs).toBeGreaterThan(0)
      expect(checkIntervalMs).toBeLessThanOrEqual(1_000)
    } finally {
      await defaults.close()
    }
  })

  it('are what startServer was given', () => {
    expect(server.limits).toMatchObject({ requestTimeoutMs: TIMEOUT_MS, headersTimeoutMs: TIMEOUT_MS })
    expect(server.limits.checkIntervalMs).toBeLessThanOrEqual(TIMEOUT_MS / 2)
  })

  it('refuse a timeout of zero or a headers timeout above the request timeout', async () => {
    await expect(startServer({ port: 0, requestTimeoutMs: 0 })).rejects.toThrow(RangeError)
    await expect(startServer({ port: 0, requestTimeoutMs: 1_000, headersTimeoutMs: 2_000 })).rejects.toThrow(
      /headersTimeoutMs/
    )
  })
})
