// Login, tokens and credentials: the documented behaviour and our assumed
// lifetimes, with an injected clock so expiry needs no waiting.
import { METHODS } from 'node:http'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { bearer, field, get, post, postLogin } from './support/http'
import { nodeRequest, nodeResponseToFetch } from './support/node-http'
import { contract, logIn } from './support/session'

const HOUR_MS = 3_600_000
const START_MS = Date.UTC(2030, 0, 1, 12, 0, 0)
const UNAUTHORIZED = { message: 'Unauthorized & No token provided' }

let server: RunningServer
let spec: Contract
let clockMs = START_MS

beforeAll(async () => {
  ;[server, spec] = await Promise.all([startServer({ port: 0, now: () => clockMs }), contract()])
})

beforeEach(() => {
  clockMs = START_MS
})

afterAll(async () => {
  await server.close()
})

const tokenInfo = (token: string): Promise<Response> => get(server.url, '/v1/auth/token', bearer(token))

describe('POST /v1/auth/login', () => {
  it('returns code "200", a token and its expiry 12 hours ahead without rememberMe', async () => {
    const { status, body } = await spec.check(
      await postLogin(server.url, { username: 'demo', password: 'demo1234' }),
      'login'
    )
    expect(status).toBe(200)
    expect(field(body, 'code')).toBe('200')
    expect(field<string>(body, 'token').length).toBeGreaterThanOrEqual(43)
    expect(Date.parse(field<string>(body, 'expiresAt'))).toBe(START_MS + 12 * HOUR_MS)
  })

  it('makes the token last 30 days with rememberMe', async () => {
    for (const truthy of ['true', '1', 'on']) {
      const { body } = await spec.check(
        await postLogin(server.url, { username: 'bob', password: 'bob1234', rememberMe: truthy }),
        'login'
      )
      expect(Date.parse(field<string>(body, 'expiresAt'))).toBe(START_MS + 30 * 24 * HOUR_MS)
    }
    const { body } = await spec.check(
      await postLogin(server.url, { username: 'bob', password: 'bob1234', rememberMe: 'false' }),
      'login'
    )
    expect(Date.parse(field<string>(body, 'expiresAt'))).toBe(START_MS + 12 * HOUR_MS)
  })

  it('accepts a matching email and rejects a mismatched one', async () => {
    const match = await spec.check(
      await postLogin(server.url, { username: 'alice', email: 'alice@example.com', password: 'alice1234' }),
      'login'
    )
    expect(match.status).toBe(200)
    const mismatch = await spec.check(
      await postLogin(server.url, { username: 'alice', email: 'bob@example.org', password: 'alice1234' }),
      'login'
    )
    expect(mismatch.status).toBe(400)
  })

  it('answers wrong credentials with the documented 400 body', async () => {
    const expected = { code: '400', message: 'The username or email and password are incorrect.' }
    const attempts: Array<Record<string, string>> = [
      { username: 'demo', password: 'wrong' },
      { username: 'nobody', password: 'demo1234' },
      { username: 'platform', password: '' },
      { username: 'demo' }
    ]
    for (const fields of attempts) {
      const { status, body } = await spec.check(await postLogin(server.url, fields), 'login')
      expect(status).toBe(400)
      expect(body).toEqual(expected)
    }
  })

  it('answers a caller that is already logged in with 400', async () => {
    const token = await logIn(server.url, 'demo', 'demo1234')
    const { status, body } = await spec.check(
      await postLogin(server.url, { username: 'demo', password: 'demo1234' }, bearer(token)),
      'login'
    )
    expect(status).toBe(400)
    expect(body).toEqual({ code: '400', message: 'You are already logged in.' })
  })

  it('ignores an invalid bearer header on login', async () => {
    const { status } = await spec.check(
      await postLogin(server.url, { username: 'demo', password: 'demo1234' }, bearer('stale')),
      'login'
    )
    expect(status).toBe(200)
  })

  it('answers every other method with 405 text/html', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${server.url}/v1/auth/login`, {
        method,
        ...(method === 'PUT' ? { headers: { 'content-type': 'text/plain' }, body: 'not even a form' } : {})
      })
      const { status, mediaType, text } = await spec.check(response, 'login')
      expect(status, method).toBe(405)
      expect(mediaType).toBe('text/html')
      expect(text).toContain('405')
      expect(response.headers.get('allow')).toBe('POST')
    }
    const head = await fetch(`${server.url}/v1/auth/login`, { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('answers 405 text/html to every method Node accepts other than POST, CONNECT included', async () => {
    const others = METHODS.filter((method) => method !== 'POST')
    expect(others).toEqual(expect.arrayContaining(['HEAD', 'TRACE', 'PROPFIND', 'SEARCH', 'QUERY', 'CONNECT']))
    for (const method of others) {
      for (const path of ['/v1/auth/login', '/v1/auth/login/']) {
        const response = await nodeRequest(server.url, { method, path })
        const where = `${method} ${path}`
        expect(response.status, where).toBe(405)
        expect(response.headers['content-type'], where).toMatch(/^text\/html/)
        expect(response.headers.allow, where).toBe('POST')
        const { text } = await spec.check(nodeResponseToFetch(response, method), 'login')
        if (method !== 'HEAD') expect(text, where).toContain('405 Method Not Allowed')
      }
    }
  })

  it('answers 405 before reading whatever body another method sends', async () => {
    const headers = { 'content-type': 'application/json' }
    for (const method of ['PROPFIND', 'SEARCH', 'QUERY', 'REPORT', 'PURGE']) {
      const response = await nodeRequest(server.url, { method, path: '/v1/auth/login', headers, body: '{"username":' })
      expect(response.status, method).toBe(405)
    }
  })

  it('answers a non-form body with 415 JSON', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}] as Array<Record<string, string>>) {
      const response = await post(server.url, '/v1/auth/login', {
        headers,
        body: JSON.stringify({ username: 'demo', password: 'demo1234' })
      })
      const { status, body } = await spec.check(response, 'login')
      expect(status).toBe(415)
      expect(field(body, 'code')).toBe('415')
    }
  })

  it('treats repeated form fields as incorrect credentials', async () => {
    const response = await post(server.url, '/v1/auth/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&username=alice&password=demo1234'
    })
    expect((await spec.check(response, 'login')).status).toBe(400)
  })
})

describe('credentials', () => {
  it('answer 401 with the exact documented body when missing, unknown or malformed', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      bearer('not-a-real-token'),
      { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' },
      { authorization: 'Bearer' }
    ]
    for (const headers of cases) {
      const token = await spec.check(await get(server.url, '/v1/auth/token', headers), 'getTokenInfo')
      const ping = await spec.check(await post(server.url, '/v1/other/Ping', { headers }), 'ping')
      const info = await spec.check(await get(server.url, '/v1/account/info', headers), 'getAccountInfo')
      const notes = await spec.check(await get(server.url, '/v1/account/notifications/', headers), 'listNotifications')
      const pwned = await spec.check(await post(server.url, '/v1/account/PwnedAPI/', { headers }), 'checkPwnedPassword')
      for (const checked of [token, ping, info, notes, pwned]) {
        expect(checked.status).toBe(401)
        expect(checked.text).toBe(JSON.stringify(UNAUTHORIZED))
      }
    }
  })

  it('rejects a token that differs from a real one in its last character', async () => {
    const token = await logIn(server.url, 'demo', 'demo1234')
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    expect((await spec.check(await tokenInfo(altered), 'getTokenInfo')).status).toBe(401)
    expect((await spec.check(await tokenInfo(token), 'getTokenInfo')).status).toBe(200)
  })

  it('expire on schedule by the injected clock', async () => {
    const short = await logIn(server.url, 'demo', 'demo1234')
    const long = await logIn(server.url, 'demo', 'demo1234', { rememberMe: 'true' })
    clockMs = START_MS + 12 * HOUR_MS - 1
    expect((await spec.check(await tokenInfo(short), 'getTokenInfo')).status).toBe(200)
    clockMs = START_MS + 12 * HOUR_MS
    expect((await spec.check(await tokenInfo(short), 'getTokenInfo')).status).toBe(401)
    expect((await spec.check(await tokenInfo(long), 'getTokenInfo')).status).toBe(200)
    clockMs = START_MS + 30 * 24 * HOUR_MS
    const expired = await spec.check(await tokenInfo(long), 'getTokenInfo')
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual(UNAUTHORIZED)
  })

  it('report authData for a remembered session', async () => {
    const token = await logIn(server.url, 'alice', 'alice1234', { rememberMe: 'true' })
    const { body } = await spec.check(await tokenInfo(token), 'getTokenInfo')
    expect(field(body, 'authData')).toEqual({
      userId: 2,
      username: 'alice',
      type: 'session',
      scopes: ['user:read', 'account:read', 'account:write'],
      issuedAt: new Date(START_MS).toISOString(),
      expiresAt: new Date(START_MS + 30 * 24 * HOUR_MS).toISOString(),
      rememberMe: true
    })
  })

  it('can be expired one by one or all at once through the controls', async () => {
    const first = await logIn(server.url, 'demo', 'demo1234')
    const second = await logIn(server.url, 'bob', 'bob1234')
    expect(server.controls.expireToken(first)).toBe(true)
    expect((await spec.check(await tokenInfo(first), 'getTokenInfo')).status).toBe(401)
    expect((await spec.check(await tokenInfo(second), 'getTokenInfo')).status).toBe(200)
    server.controls.expireAllTokens()
    expect((await spec.check(await tokenInfo(second), 'getTokenInfo')).status).toBe(401)
    const [apiKey] = server.controls.demo.apiKeys
    expect((await spec.check(await tokenInfo(apiKey?.key ?? ''), 'getTokenInfo')).status).toBe(200)
  })
})

describe('API keys', () => {
  it('work as bearer credentials that never expire on schedule', async () => {
    const alice = server.controls.demo.apiKeys.find((key) => key.username === 'alice')
    if (!alice) throw new Error('alice has an API key')
    clockMs = START_MS + 365 * 24 * HOUR_MS
    const { body } = await spec.check(await tokenInfo(alice.key), 'getTokenInfo')
    expect(field(body, 'authData')).toMatchObject({ userId: 2, type: 'api_key', expiresAt: null, rememberMe: false })
    const info = await spec.check(await get(server.url, '/v1/account/info', bearer(alice.key)), 'getAccountInfo')
    const keys = field<Array<{ id: string; lastUsedAt: string | null }>>(info.body, 'apiKeys')
    expect(keys).toEqual([expect.objectContaining({ id: alice.id, lastUsedAt: new Date(clockMs).toISOString() })])
  })

  it('stop working once expired through the controls', async () => {
    const fresh = await startServer({ port: 0 })
    try {
      const key = fresh.controls.demo.apiKeys[0]?.key ?? ''
      expect(fresh.controls.expireToken(key)).toBe(true)
      expect((await spec.check(await get(fresh.url, '/v1/auth/token', bearer(key)), 'getTokenInfo')).status).toBe(401)
    } finally {
      await fresh.close()
    }
  })
})

describe('POST /v1/other/Ping', () => {
  it('matches the path case-insensitively and records last seen', async () => {
    const token = await logIn(server.url, 'bob', 'bob1234')
    expect(server.controls.lastSeen(3)).toBeNull()
    for (const [path, operationId] of [
      ['/v1/other/Ping', 'ping'],
      ['/v1/other/ping', 'pingLowerCase'],
      ['/v1/other/PING', 'ping'],
      ['/v1/other/pInG/', 'ping']
    ] as const) {
      clockMs += 60_000
      const { status, body } = await spec.check(await post(server.url, path, { headers: bearer(token) }), operationId)
      expect(status, path).toBe(200)
      expect(body).toEqual({ message: 'ok' })
      expect(server.controls.lastSeen(3)).toBe(new Date(clockMs).toISOString())
    }
    const profile = await spec.check(await get(server.url, '/v1/user/data/3'), 'getUserData')
    expect(field(profile.body, 'lastSeen')).toBe(new Date(clockMs).toISOString())
  })

  it('records last seen for the owner of an API key', async () => {
    const demoKey = server.controls.demo.apiKeys.find((key) => key.username === 'demo')?.key ?? ''
    clockMs = START_MS + 5 * HOUR_MS
    await spec.check(await post(server.url, '/v1/other/ping', { headers: bearer(demoKey) }), 'pingLowerCase')
    const profile = await spec.check(await get(server.url, '/v1/user/data/1'), 'getUserData')
    expect(field(profile.body, 'lastSeen')).toBe(new Date(clockMs).toISOString())
  })
})
