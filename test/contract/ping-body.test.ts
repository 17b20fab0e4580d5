// Ping takes no input, so whatever body a client sends with it (empty JSON,
// text, nothing, chunked) is ignored rather than parsed. Only the ping route
// does this: every other route still answers 415 to a type it does not read.
import { describe, expect, it } from 'vitest'

import { BODY_LIMIT_BYTES } from '../../server/index'
import { bearer, field, post } from './support/http'
import { asFetchResponse, head, rawExchange } from './support/raw-http'
import { contractContext } from './support/session'

const ctx = contractContext()
const UNAUTHORIZED = { message: 'Unauthorized & No token provided' }

/** Content type (undefined: none) and body pairs a client may send with Ping. */
const BODIES: ReadonlyArray<readonly [string | undefined, string]> = [
  ['application/json', ''],
  ['application/json; charset=utf-8', ''],
  ['text/plain', ''],
  ['application/x-www-form-urlencoded', ''],
  ['application/octet-stream', ''],
  [undefined, ''],
  ['application/json', '{"broken":'],
  ['text/plain', 'hello'],
  ['application/xml', '<ping/>']
]

const operationOf = (path: string): string => (path.endsWith('/ping') ? 'pingLowerCase' : 'ping')

/** A raw POST with exactly these framing headers, which fetch would rewrite. */
const rawPing = (path: string, lines: string[], body = ''): Promise<Awaited<ReturnType<typeof rawExchange>>> =>
  rawExchange(ctx.server.url, head(`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...lines) + body)

describe('POST /v1/other/Ping ignores its request body', () => {
  it('answers 200 ok with a valid bearer, whatever the content type and body', async () => {
    for (const path of ['/v1/other/Ping', '/v1/other/ping', '/v1/other/PING/']) {
      for (const [type, body] of BODIES) {
        const headers = { ...bearer(ctx.token), ...(type === undefined ? {} : { 'content-type': type }) }
        const checked = await ctx.spec.check(await post(ctx.server.url, path, { headers, body }), operationOf(path))
        expect(checked.status, `${path} ${type ?? '(none)'} ${JSON.stringify(body)}`).toBe(200)
        expect(checked.body).toEqual({ message: 'ok' })
      }
    }
  })

  it('answers 401 without a bearer, whatever the content type and body', async () => {
    for (const [type, body] of BODIES) {
      const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type }
      const checked = await ctx.spec.check(await post(ctx.server.url, '/v1/other/Ping', { headers, body }), 'ping')
      expect(checked.status, `${type ?? '(none)'} ${JSON.stringify(body)}`).toBe(401)
      expect(checked.body).toEqual(UNAUTHORIZED)
    }
  })

  it('accepts Content-Length: 0 and an empty chunked body, with or without a content type', async () => {
    const auth = `Authorization: ${bearer(ctx.token).authorization}`
    const framings: string[][] = [
      ['Content-Type: application/json', 'Content-Length: 0'],
      ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
      ['Content-Type: text/plain', 'Transfer-Encoding: chunked'],
      ['Transfer-Encoding: chunked'],
      ['Content-Length: 0'],
      []
    ]
    for (const framing of framings) {
      const chunked = framing.includes('Transfer-Encoding: chunked')
      const exchange = await rawPing('/v1/other/ping', [auth, ...framing], chunked ? '0\r\n\r\n' : '')
      const response = exchange.response
      expect(response?.status, framing.join(', ')).toBe(200)
      if (response) await ctx.spec.check(asFetchResponse(response), 'pingLowerCase')
      const anonymous = await rawPing('/v1/other/Ping', framing, chunked ? '0\r\n\r\n' : '')
      expect(anonymous.response?.status, framing.join(', ')).toBe(401)
    }
  })

  it('ignores a non-empty chunked body too', async () => {
    const auth = `Authorization: ${bearer(ctx.token).authorization}`
    const exchange = await rawPing(
      '/v1/other/Ping',
      [auth, 'Content-Type: application/json', 'Transfer-Encoding: chunked'],
      '3\r\n{"a\r\n0\r\n\r\n'
    )
    expect(exchange.response?.status).toBe(200)
  })

  it('still answers 413 to a body over the size limit', async () => {
    const big = 'x'.repeat(BODY_LIMIT_BYTES + 1)
    for (const type of ['text/plain', 'application/json']) {
      const response = await post(ctx.server.url, '/v1/other/Ping', {
        headers: { ...bearer(ctx.token), 'content-type': type },
        body: big
      })
      const checked = await ctx.spec.check(response, 'ping')
      expect(checked.status, type).toBe(413)
      expect(field(checked.body, 'code')).toBe('413')
    }
  })
})

describe('other routes keep their body parsers', () => {
  it('answer 415 to a content type they do not read, even with an empty body', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/octet-stream']) {
      const response = await post(ctx.server.url, '/v1/account/PwnedAPI/', {
        headers: { ...bearer(ctx.token), 'content-type': type },
        body: ''
      })
      const checked = await ctx.spec.check(response, 'checkPwnedPassword')
      expect(checked.status, type).toBe(415)
    }
  })

  it('still answer 400 to an empty JSON body', async () => {
    const response = await post(ctx.server.url, '/v1/account/PwnedAPI/', {
      headers: { ...bearer(ctx.token), 'content-type': 'application/json' },
      body: ''
    })
    expect((await ctx.spec.check(response, 'checkPwnedPassword')).status).toBe(400)
  })
})
