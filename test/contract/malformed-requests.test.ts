// Requests that fail before routing (Node's parser rejects them, their path
// or query does not decode, they lack Host) get the same JSON error body as
// every other error. fetch cannot send most of them, so these tests write
// raw bytes with node:net and parse the answer by hand.
import { describe, expect, it } from 'vitest'

import { MAX_HEADER_BYTES } from '../../server/index'
import { bearer } from './support/http'
import type { RawExchange } from './support/raw-http'
import { asFetchResponse, head, rawExchange } from './support/raw-http'
import { contractContext } from './support/session'

const ctx = contractContext()
const HOST = 'Host: 127.0.0.1'

const get = (target: string | Buffer, ...lines: string[]): Promise<RawExchange> => {
  const start = Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1')
  const rest = Buffer.from(head(' HTTP/1.1', HOST, 'Connection: close', ...lines), 'latin1')
  return rawExchange(ctx.server.url, Buffer.concat([Buffer.from('GET ', 'latin1'), start, rest]))
}

/** Raw bytes inside a request target, which fetch would percent-encode. */
const withByte = (before: string, byte: number, after = ''): Buffer =>
  Buffer.concat([Buffer.from(before, 'latin1'), Buffer.from([byte]), Buffer.from(after, 'latin1')])

async function expectJsonError(exchange: RawExchange, status: number, operationId: string): Promise<string> {
  const response = exchange.response
  if (response === undefined) throw new Error(`no answer before the connection closed (expected ${status})`)
  expect(response.status, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = JSON.parse(response.body) as Record<string, unknown>
  expect(body).toEqual({ code: String(status), message: expect.stringMatching(/^[A-Z].*\.$/) as unknown })
  expect(response.body).not.toMatch(/FST_|statusCode|\bat .+:\d+:\d+/)
  await ctx.spec.check(asFetchResponse(response), operationId)
  return body.message as string
}

describe('bad bytes in the path', () => {
  it('answer 400 JSON to a percent-encoding that does not decode', async () => {
    for (const path of ['/v1/user/data/%E0%A4%A', '/v1/user/data/%FF', '/v1/user/activity/%ZZ']) {
      const operationId = path.includes('activity') ? 'getUserActivity' : 'getUserData'
      await expectJsonError(await get(path), 400, operationId)
    }
    await expectJsonError(await get('/v1/maintenance/%C3%28'), 400, 'getMaintenance')
  })

  it('answer 400 JSON to raw bytes the HTTP parser refuses', async () => {
    await expectJsonError(await get(withByte('/v1/user/data/', 0xff)), 400, 'getUserData')
    await expectJsonError(await get(withByte('/v1/user/data/', 0x01)), 400, 'getUserData')
    await expectJsonError(await get(withByte('/v1/user/data/1', 0x7f)), 400, 'getUserData')
  })
})

describe('a query that does not decode', () => {
  it('answers 400 JSON instead of searching for the literal escape', async () => {
    for (const query of ['input=%E0%A4%A', 'input=%FF', 'input=%ZZ', 'input=100%', 'in%FFput=a', 'input=a&x=%C3%28']) {
      await expectJsonError(await get(`/v1/search?${query}`), 400, 'search')
    }
    await expectJsonError(await get(`/v1/user/followers?userid=1&offset=%E0%A4%A`), 400, 'getUserFollowers')
  })

  it('answers 400 JSON to raw bytes in the query', async () => {
    await expectJsonError(await get(withByte('/v1/search?input=', 0xff)), 400, 'search')
  })

  it('still serves well-formed escapes, + and UTF-8', async () => {
    const exchange = await get('/v1/search?input=%E2%82%AC+al%69ce')
    expect(exchange.response?.status).toBe(200)
    expect(JSON.parse(exchange.response?.body ?? '{}')).toMatchObject({ input: '€ alice' })
  })
})

describe('a request head that is too large', () => {
  it('answers 431 JSON to a URL longer than the limit', async () => {
    const message = await expectJsonError(
      await get(`/v1/search?input=${'a'.repeat(MAX_HEADER_BYTES + 1_000)}`),
      431,
      'search'
    )
    expect(message).toContain('16 KiB')
  })

  it('answers 431 JSON to headers larger than the limit', async () => {
    await expectJsonError(
      await get('/v1/maintenance/', `X-Padding: ${'p'.repeat(MAX_HEADER_BYTES)}`),
      431,
      'listMaintenance'
    )
    const many = Array.from({ length: 400 }, (_, index) => `X-Header-${index}: ${'v'.repeat(40)}`)
    await expectJsonError(await get('/v1/maintenance/', ...many), 431, 'listMaintenance')
  })
})

describe('the Host header', () => {
  it('is required on HTTP/1.1: 400 JSON without it', async () => {
    const exchange = await rawExchange(ctx.server.url, head('GET /v1/maintenance/ HTTP/1.1', 'Connection: close'))
    const message = await expectJsonError(exchange, 400, 'listMaintenance')
    expect(message).toMatch(/Host/)
  })

  it('is optional on HTTP/1.0', async () => {
    const exchange = await rawExchange(ctx.server.url, head('GET /v1/maintenance/ HTTP/1.0'))
    expect(exchange.response?.status).toBe(200)
  })
})

describe('requests that are not HTTP', () => {
  it('answer 400 JSON to a garbled request line or version', async () => {
    for (const request of ['HELLO\r\n\r\n', head('GET /v1/maintenance/ HTTP/9.9', HOST), head('GET  HTTP/1.1', HOST)]) {
      await expectJsonError(await rawExchange(ctx.server.url, request), 400, 'listMaintenance')
    }
  })

  it('answer 400 JSON to a malformed header line', async () => {
    await expectJsonError(await get('/v1/maintenance/', 'Bad Header Without Colon'), 400, 'listMaintenance')
  })

  it('answer 400 JSON to a chunked body with a malformed chunk size', async () => {
    const { authorization } = bearer(ctx.token)
    const lines = [
      HOST,
      `Authorization: ${authorization}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked'
    ]
    const exchange = await rawExchange(
      ctx.server.url,
      head('POST /v1/account/PwnedAPI/ HTTP/1.1', ...lines) + 'zz\r\n{}\r\n0\r\n\r\n'
    )
    await expectJsonError(exchange, 400, 'checkPwnedPassword')
  })

  it('close the connection after answering', async () => {
    const exchange = await rawExchange(ctx.server.url, 'HELLO\r\n\r\n')
    expect(exchange.closed).toBe(true)
    expect(exchange.response?.headers.connection).toBe('close')
  })
})
