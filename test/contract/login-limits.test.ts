// The login's limits: per account and per client address (429 with
// Retry-After, the common error body), and the bound on live sessions per
// account. Each test has its own server and an injected clock, so windows
// pass without waiting and no other file's logins count.
import { request } from 'node:http'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer, StartServerOptions } from '../../server/index'
import { startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { bearer, field, get, postLogin } from './support/http'
import { contract, logIn } from './support/session'

const START_MS = Date.UTC(2030, 0, 1, 12, 0, 0)
const SECOND_MS = 1_000
const MINUTE_MS = 60 * SECOND_MS
const UNAUTHORIZED = { message: 'Unauthorized & No token provided' }

let spec: Contract
let clockMs = START_MS
const started: RunningServer[] = []

beforeAll(async () => {
  spec = await contract()
})

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()))
})

async function serverAt(options: StartServerOptions = {}): Promise<RunningServer> {
  clockMs = START_MS
  const server = await startServer({ port: 0, now: () => clockMs, ...options })
  started.push(server)
  return server
}

/** One login, checked against the contract; the status, Retry-After and body. */
async function attempt(server: RunningServer, username: string, password: string, extra: Record<string, string> = {}) {
  const response = await postLogin(server.url, { username, password, ...extra })
  const checked = await spec.check(response, 'login')
  return { status: checked.status, retryAfter: response.headers.get('retry-after'), body: checked.body }
}

async function failTimes(server: RunningServer, username: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++)
    expect((await attempt(server, username, `wrong-${i}`)).status, `failure ${i + 1} for ${username}`).toBe(400)
}

const tokenInfoStatus = async (server: RunningServer, token: string): Promise<number> =>
  (await spec.check(await get(server.url, '/v1/auth/token', bearer(token)), 'getTokenInfo')).status

describe('failed logins per account', () => {
  it('answer 429 with Retry-After and the error body after 10 failures in 15 minutes, even to the right password', async () => {
    const server = await serverAt()
    await failTimes(server, 'demo', 10)
    const refused = await attempt(server, 'demo', 'demo1234')
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('900')
    expect(refused.body).toEqual({
      code: '429',
      message: 'Too many failed logins for this account. Try again in 15 minutes.'
    })
    // The username in another case is the same account.
    expect((await attempt(server, 'DEMO', 'demo1234')).status).toBe(429)
    // Other accounts from the same client are not affected.
    expect((await attempt(server, 'alice', 'alice1234')).status).toBe(200)
  })

  it('hold an unknown username to the same limit, so the answer tells nothing about which accounts exist', async () => {
    const server = await serverAt()
    await failTimes(server, 'nobody', 10)
    const refused = await attempt(server, 'nobody', 'anything')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      code: '429',
      message: 'Too many failed logins for this account. Try again in 15 minutes.'
    })
  })

  it('admit the account again once the window has passed; refused attempts do not push it further out', async () => {
    const server = await serverAt()
    await failTimes(server, 'bob', 10)
    clockMs += 5 * MINUTE_MS
    for (let i = 0; i < 5; i++) expect((await attempt(server, 'bob', 'bob1234')).retryAfter).toBe('600')
    clockMs = START_MS + 15 * MINUTE_MS - SECOND_MS
    const last = await attempt(server, 'bob', 'bob1234')
    expect([last.status, last.retryAfter]).toEqual([429, '1'])
    expect(last.body).toEqual({
      code: '429',
      message: 'Too many failed logins for this account. Try again in 1 second.'
    })
    clockMs = START_MS + 15 * MINUTE_MS
    expect((await attempt(server, 'bob', 'bob1234')).status).toBe(200)
  })

  it('start again from nothing after a successful login', async () => {
    const server = await serverAt()
    await failTimes(server, 'demo', 9)
    expect((await attempt(server, 'demo', 'demo1234')).status).toBe(200)
    // Without the reset the second of these would already be refused.
    await failTimes(server, 'demo', 10)
    expect((await attempt(server, 'demo', 'demo1234')).status).toBe(429)
  })
})

describe('logins per client address', () => {
  it('answer 429 with Retry-After once one address has tried 30 logins in a minute, successful or not, across accounts', async () => {
    const server = await serverAt()
    const accounts = [
      ['demo', 'demo1234'],
      ['alice', 'alice1234'],
      ['bob', 'bob1234']
    ] as const
    for (let i = 0; i < 30; i++) {
      const [username, password] = accounts[i % 3] ?? accounts[0]
      const right = i % 2 === 0
      expect((await attempt(server, username, right ? password : 'wrong')).status, `attempt ${i + 1}`).toBe(
        right ? 200 : 400
      )
    }
    const refused = await attempt(server, 'alice', 'alice1234')
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('60')
    expect(refused.body).toEqual({
      code: '429',
      message: 'Too many login attempts from this address. Try again in 60 seconds.'
    })
    clockMs += 59 * SECOND_MS
    expect((await attempt(server, 'alice', 'alice1234')).retryAfter).toBe('1')
    clockMs += SECOND_MS
    expect((await attempt(server, 'alice', 'alice1234')).status).toBe(200)
  })

  it('count within a sliding window, so no burst of twice the limit fits across a window edge', async () => {
    const server = await serverAt({ loginLimits: { clientLogins: 4, clientWindowMs: MINUTE_MS } })
    await failTimes(server, 'nobody', 2)
    clockMs += 50 * SECOND_MS
    await failTimes(server, 'somebody', 2)
    clockMs += 20 * SECOND_MS
    // The first two have left the window, the last two have not: two more fit, the third waits for them to leave.
    await failTimes(server, 'anybody', 2)
    const refused = await attempt(server, 'anybody', 'wrong')
    expect([refused.status, refused.retryAfter]).toEqual([429, '40'])
  })
})

/** A login sent from another loopback address (127.0.0.0/8 is all this computer's): what a script rotating its source does. */
function loginFrom(server: RunningServer, localAddress: string, username: string): Promise<number> {
  const body = new URLSearchParams({ username, password: 'wrong' }).toString()
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: '/v1/auth/login',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      }
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('every client together', () => {
  it('meet a global budget: rotating the source address does not multiply the attempts', async () => {
    const server = await serverAt({ loginLimits: { clientLogins: 2, globalLogins: 5 } })
    const statuses: number[] = []
    for (let host = 2; host <= 5; host++)
      for (let i = 0; i < 2; i++) statuses.push(await loginFrom(server, `127.0.0.${host}`, `user${host}`))
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
    const refused = await attempt(server, 'demo', 'demo1234')
    expect(refused).toMatchObject({
      status: 429,
      body: { code: '429', message: expect.stringMatching(/^Too many login attempts right now\./) as string }
    })
  })

  it('a user name longer than any account’s is wrong at once and keys nothing: no failure count, no 429 for it', async () => {
    const server = await serverAt()
    const long = 'x'.repeat(12_000)
    for (let i = 0; i < 12; i++) expect((await attempt(server, long, `wrong-${i}`)).status).toBe(400)
  })
})

describe('limits from startServer options', () => {
  it('apply the given numbers and keep the defaults for the rest', async () => {
    const server = await serverAt({
      loginLimits: { accountFailures: 2, accountWindowMs: 5 * SECOND_MS, clientLogins: 4 }
    })
    expect(server.loginLimits).toEqual({
      accountFailures: 2,
      accountWindowMs: 5_000,
      clientLogins: 4,
      clientWindowMs: 60_000,
      globalLogins: 120,
      globalWindowMs: 60_000
    })
    expect(server.maxSessionsPerAccount).toBe(20)
    await failTimes(server, 'demo', 2)
    expect(await attempt(server, 'demo', 'demo1234')).toMatchObject({ status: 429, retryAfter: '5' })
    expect((await attempt(server, 'alice', 'alice1234')).status).toBe(200)
    expect(await attempt(server, 'bob', 'bob1234')).toMatchObject({ status: 429, retryAfter: '60' })
  })

  it('refuse limits that are not whole numbers above 0, and unknown names', async () => {
    await expect(startServer({ port: 0, loginLimits: { clientLogins: 0 } })).rejects.toThrow(
      /loginLimits\.clientLogins must be a whole number above 0/
    )
    await expect(startServer({ port: 0, loginLimits: { accountWindowMs: 1.5 } })).rejects.toThrow(RangeError)
    await expect(startServer({ port: 0, loginLimits: { clientWindow: 5 } as object })).rejects.toThrow(
      /no option "clientWindow"/
    )
    await expect(startServer({ port: 0, maxSessionsPerAccount: -1 })).rejects.toThrow(
      /maxSessionsPerAccount must be a whole number above 0/
    )
  })
})

describe('live sessions per account', () => {
  it('are at most 20: the 21st login revokes the oldest, which then gets the documented 401', async () => {
    const server = await serverAt()
    const alice = await logIn(server.url, 'alice', 'alice1234')
    const tokens: string[] = []
    for (let i = 0; i < 21; i++)
      tokens.push(await logIn(server.url, 'demo', 'demo1234', i === 0 ? { rememberMe: 'true' } : {}))
    const oldest = await spec.check(await get(server.url, '/v1/auth/token', bearer(tokens[0] ?? '')), 'getTokenInfo')
    expect(oldest.status).toBe(401)
    expect(oldest.body).toEqual(UNAUTHORIZED)
    for (const token of tokens.slice(1)) expect(await tokenInfoStatus(server, token)).toBe(200)
    // Another account's session and the account's API key are untouched.
    expect(await tokenInfoStatus(server, alice)).toBe(200)
    const demoKey = server.controls.demo.apiKeys.find((key) => key.username === 'demo')?.key ?? ''
    const keyInfo = await spec.check(await get(server.url, '/v1/auth/token', bearer(demoKey)), 'getTokenInfo')
    expect(field(keyInfo.body, 'authData')).toMatchObject({ username: 'demo', type: 'api_key' })
  })

  it('count only sessions still live, up to maxSessionsPerAccount', async () => {
    const server = await serverAt({ maxSessionsPerAccount: 2 })
    const first = await logIn(server.url, 'bob', 'bob1234')
    const second = await logIn(server.url, 'bob', 'bob1234')
    const third = await logIn(server.url, 'bob', 'bob1234')
    expect([
      await tokenInfoStatus(server, first),
      await tokenInfoStatus(server, second),
      await tokenInfoStatus(server, third)
    ]).toEqual([401, 200, 200])
    // A revoked session frees its place: the next login keeps both others.
    server.controls.expireToken(second)
    const fourth = await logIn(server.url, 'bob', 'bob1234')
    expect([await tokenInfoStatus(server, third), await tokenInfoStatus(server, fourth)]).toEqual([200, 200])
  })
})
