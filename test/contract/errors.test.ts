// Bad input always gets a JSON 4xx that matches the contract: never a 500,
// never a hang, never a stack trace.
import { describe, expect, it } from 'vitest'

import { MAX_HEADER_BYTES } from '../../server/index'
import type { ContractRequest } from './support/contract'
import { bearer, field, get, post } from './support/http'
import { head, rawExchange } from './support/raw-http'
import { contractContext } from './support/session'

const ctx = contractContext()

async function expectError(response: Response, operationId: string, status: number): Promise<string> {
  const checked = await ctx.spec.check(response, operationId)
  expect(checked.status, checked.text).toBe(status)
  expect(field(checked.body, 'code')).toBe(String(status))
  const message = field<string>(checked.body, 'message')
  expect(message).toMatch(/\.$/)
  expect(checked.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|FST_/)
  return message
}

describe('user endpoints', () => {
  it('answer 400 to ids that are not whole numbers', async () => {
    for (const id of ['abc', '1.5', '-1', '1e3', '0x10', '%20']) {
      await expectError(await get(ctx.server.url, `/v1/user/data/${id}`), 'getUserData', 400)
      await expectError(await get(ctx.server.url, `/v1/user/activity/${id}`), 'getUserActivity', 400)
    }
  })

  it('answer 404 to unknown ids', async () => {
    for (const id of ['0', '999999', '999999999999999']) {
      expect(await expectError(await get(ctx.server.url, `/v1/user/data/${id}`), 'getUserData', 404)).toContain(id)
      await expectError(await get(ctx.server.url, `/v1/user/activity/${id}`), 'getUserActivity', 404)
      await expectError(await get(ctx.server.url, `/v1/user/followers?userid=${id}`), 'getUserFollowers', 404)
    }
  })

  it('answer 400 to a missing, repeated or non-numeric userid', async () => {
    for (const query of ['', '?userid=', '?userid=abc', '?userid=1.0', '?userid=1&userid=2']) {
      await expectError(await get(ctx.server.url, `/v1/user/followers${query}`), 'getUserFollowers', 400)
    }
  })

  it('answer 400 to paging values out of range', async () => {
    for (const query of ['offset=-1', 'offset=x', 'limit=0', 'limit=1001', 'limit=ten']) {
      await expectError(await get(ctx.server.url, `/v1/user/followers?userid=1&${query}`), 'getUserFollowers', 400)
    }
  })

  it('page followers when offset and limit are given', async () => {
    const all = await ctx.spec.check(await get(ctx.server.url, '/v1/user/followers?userid=2'), 'getUserFollowers')
    const page = await ctx.spec.check(
      await get(ctx.server.url, '/v1/user/followers?userid=2&offset=1&limit=2'),
      'getUserFollowers'
    )
    expect(field(page.body, 'followers')).toEqual(field<unknown[]>(all.body, 'followers').slice(1, 3))
    expect(field(page.body, 'followersCount')).toBe(field<unknown[]>(all.body, 'followers').length)
  })
})

describe('platform endpoints', () => {
  it('answer 404 to an unknown service', async () => {
    for (const id of ['nope', '0', '99'])
      await expectError(await get(ctx.server.url, `/v1/maintenance/${id}`), 'getMaintenance', 404)
  })

  it('answer 400 to an update limit out of range or not a whole number', async () => {
    for (const limit of ['0', '101', '-5', 'ten', '2.5', '1e2']) {
      await expectError(await get(ctx.server.url, `/v1/other/updates/${limit}`), 'listUpdatesWithLimit', 400)
    }
  })

  it('answer 400 JSON to a missing, empty or overlong search input', async () => {
    for (const query of ['', '?input=', '?input=%20%20', '?other=x', `?input=${'a'.repeat(201)}`, '?input=a&input=b']) {
      await expectError(await get(ctx.server.url, `/v1/search${query}`), 'search', 400)
    }
  })

  it('caps each search result list at 20', async () => {
    const { body } = await ctx.spec.check(await get(ctx.server.url, '/v1/search?input=a'), 'search')
    expect(field<unknown[]>(body, 'users')).toHaveLength(20)
    expect(field<unknown[]>(body, 'projects')).toHaveLength(20)
    expect(field<unknown[]>(body, 'repositories')).toHaveLength(20)
  })

  it('returns empty lists when nothing matches', async () => {
    const { body } = await ctx.spec.check(await get(ctx.server.url, '/v1/search?input=zzzzqqqq'), 'search')
    expect(body).toMatchObject({ users: [], projects: [], repositories: [] })
  })
})

describe('request bodies', () => {
  const pwned = (headers: Record<string, string>, body?: string): Promise<Response> =>
    post(ctx.server.url, '/v1/account/PwnedAPI/', { headers: { ...bearer(ctx.token), ...headers }, body })

  it('answer 413 to bodies over 16 KiB', async () => {
    const big = JSON.stringify({ password: 'x'.repeat(20_000) })
    await expectError(await pwned({ 'content-type': 'application/json' }, big), 'checkPwnedPassword', 413)
    const form = `username=demo&password=${'x'.repeat(20_000)}`
    const login = await post(ctx.server.url, '/v1/auth/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form
    })
    await expectError(login, 'login', 413)
  })

  it('answer 400 to malformed JSON and to a missing password', async () => {
    await expectError(await pwned({ 'content-type': 'application/json' }, '{"password":'), 'checkPwnedPassword', 400)
    await expectError(await pwned({ 'content-type': 'application/json' }, ''), 'checkPwnedPassword', 400)
    await expectError(await pwned({ 'content-type': 'application/json' }, '[1,2]'), 'checkPwnedPassword', 400)
    await expectError(await pwned({ 'content-type': 'application/json' }, '{"password":42}'), 'checkPwnedPassword', 400)
    await expectError(
      await pwned({ 'content-type': 'application/x-www-form-urlencoded' }, '%%%&&&=='),
      'checkPwnedPassword',
      400
    )
    await expectError(await pwned({}), 'checkPwnedPassword', 400)
  })

  it('answer 400 to a JSON body that tries prototype poisoning', async () => {
    await expectError(
      await pwned({ 'content-type': 'application/json' }, '{"__proto__":{"password":"x"}}'),
      'checkPwnedPassword',
      400
    )
  })

  it('answer 415 to a content type that is neither JSON nor a form', async () => {
    await expectError(await pwned({ 'content-type': 'text/plain' }, 'password'), 'checkPwnedPassword', 415)
    await expectError(await pwned({ 'content-type': 'application/xml' }, '<password/>'), 'checkPwnedPassword', 415)
  })
})

describe('unknown paths and malformed requests', () => {
  it('answer 404 JSON for paths outside the contract', async () => {
    for (const path of ['/', '/v1', '/v2/search?input=a', '/v1/user/data', '/v1/auth/Login']) {
      const response = await get(ctx.server.url, path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ code: '404', message: expect.stringMatching(/\.$/) as unknown })
    }
    const wrongMethod = await fetch(`${ctx.server.url}/v1/auth/token`, { method: 'DELETE' })
    expect(wrongMethod.status).toBe(404)
    expect(wrongMethod.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('answer 400 JSON to a malformed percent-encoding in the path', async () => {
    const response = await get(ctx.server.url, '/v1/user/data/%E0%A4%A')
    expect(response.status).toBe(400)
    expect(field(await response.json(), 'code')).toBe('400')
  })

  it('answer JSON to an overlong path parameter', async () => {
    // Every id that fits in a request reaches the route and its own 400; one
    // too long for the request head is refused by Node's parser with 431.
    const message = await expectError(
      await get(ctx.server.url, `/v1/maintenance/${'a'.repeat(300)}`),
      'getMaintenance',
      400
    )
    expect(message).toContain('64 characters')
    const exchange = await rawExchange(
      ctx.server.url,
      head(`GET /v1/maintenance/${'a'.repeat(MAX_HEADER_BYTES)} HTTP/1.1`, 'Host: 127.0.0.1')
    )
    expect(exchange.response?.status).toBe(431)
    expect(JSON.parse(exchange.response?.body ?? '')).toEqual({
      code: '431',
      message: expect.stringMatching(/\.$/) as unknown
    })
  })
})

describe('the contract and the server agree on the edges', () => {
  const maintenance = (length: number): string => `/v1/maintenance/${'x'.repeat(length)}`

  it('a service id of up to 64 characters is well-formed (404 when unknown), a longer one is 400', async () => {
    expect(ctx.spec.validateRequest('getMaintenance', { method: 'get', path: maintenance(64) })).toEqual([])
    await expectError(await get(ctx.server.url, maintenance(64)), 'getMaintenance', 404)
    for (const length of [65, 200, 201, 1_000, 10_000]) {
      expect(ctx.spec.validateRequest('getMaintenance', { method: 'get', path: maintenance(length) }).join()).toMatch(
        /64 characters/
      )
      const message = await expectError(await get(ctx.server.url, maintenance(length)), 'getMaintenance', 400)
      expect(message, `length ${length}`).toContain('64 characters')
    }
  })

  it('documents the 400 for getMaintenance explicitly, not only through the default', () => {
    expect(ctx.spec.documentedStatuses('getMaintenance')).toContain('400')
  })

  it('userid=0 is well-formed and unknown: the contract accepts it and the server answers 404', async () => {
    const followers = (userid: string): ContractRequest => ({
      method: 'get',
      path: '/v1/user/followers',
      query: { userid }
    })
    expect(ctx.spec.validateRequest('getUserFollowers', followers('0'))).toEqual([])
    expect(ctx.spec.validateRequest('getUserData', { method: 'get', path: '/v1/user/data/0' })).toEqual([])
    await expectError(await get(ctx.server.url, '/v1/user/followers?userid=0'), 'getUserFollowers', 404)
    await expectError(await get(ctx.server.url, '/v1/user/data/0'), 'getUserData', 404)
    // The other edges of the same parameter: what the contract rejects, the server answers 400.
    for (const userid of ['-1', '1000000000000000', 'abc']) {
      expect(ctx.spec.validateRequest('getUserFollowers', followers(userid)), userid).not.toEqual([])
      await expectError(await get(ctx.server.url, `/v1/user/followers?userid=${userid}`), 'getUserFollowers', 400)
    }
    expect(ctx.spec.validateRequest('getUserFollowers', followers('999999999999999'))).toEqual([])
    await expectError(await get(ctx.server.url, '/v1/user/followers?userid=999999999999999'), 'getUserFollowers', 404)
  })
})
