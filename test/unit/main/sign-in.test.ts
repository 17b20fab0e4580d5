// Sign-in through the real IPC dispatch against platforms that differ from
// our reference server: token placement, field names and error shapes.
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionView } from '../../../src/shared/session'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubHandler, type StubPlatform } from '../../support/stub-platform'

const TOKEN = 'stub-token-5a4b3c2d1e0f'
const PASSWORD = 'correct horse battery'
let stub: StubPlatform
let fx: Fixture

afterEach(async () => {
  await fx?.close()
  await stub?.close()
})

const tokenInfo: StubHandler = (req) =>
  req.headers.authorization === `Bearer ${TOKEN}`
    ? { body: { message: 'Success', authData: { user: { id: 'u-42', name: 'ada' }, exp: 1893456000, scope: 'read write' } } }
    : { status: 401, body: { message: 'Unauthorized & No token provided' } }

async function setup(login: StubHandler, extra: Record<string, StubHandler> = {}, encryption = {}) {
  stub = await startStubPlatform({ 'POST /v1/auth/login': login, 'GET /v1/auth/token': tokenInfo, ...extra })
  fx = await createFixture(stub.url, encryption)
}

const signIn = (over: Record<string, unknown> = {}) =>
  fx.call<SessionView>('auth:sign-in', { username: 'ada', password: PASSWORD, rememberMe: false, ...over })

describe('sign-in against other platform shapes', () => {
  it.each<[string, StubHandler]>([
    ['token in a cookie', () => ({ body: { code: '200', message: 'ok' }, headers: { 'Set-Cookie': `platform_token=${TOKEN}; HttpOnly; Path=/` } })],
    ['token in the Authorization header', () => ({ body: { code: 200 }, headers: { Authorization: `Bearer ${TOKEN}` } })],
    ['token under data.access_token', () => ({ body: { data: { access_token: TOKEN, expires_in: 3600 } } })]
  ])('signs in with the %s and reads the user from authData', async (_name, login) => {
    await setup(login)
    const result = await signIn()
    expect(result).toEqual({
      ok: true,
      data: { signedIn: true, username: 'ada', userId: 'u-42', expiresAt: '2030-01-01T00:00:00.000Z', persistence: 'memory', method: 'password' }
    })
    expect(JSON.stringify(result)).not.toContain(TOKEN)
    expect(fx.events.at(-1)).toMatchObject({ event: 'session:changed', payload: { reason: 'signed-in' } })
  })

  it('sends form-urlencoded fields, email only when given', async () => {
    await setup(() => ({ body: { token: TOKEN } }))
    await signIn({ rememberMe: true })
    await signIn({ email: 'ada@example.com' })
    const [first, second] = stub.requests.filter((r) => r.path === '/v1/auth/login')
    expect(first?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(first?.body))).toEqual({ username: 'ada', password: PASSWORD, rememberMe: 'true' })
    expect(new URLSearchParams(second?.body).get('email')).toBe('ada@example.com')
  })

  it('a 200 without a token is an error, not a signed-in state', async () => {
    await setup(() => ({ body: { code: '200', message: 'Login successful' } }))
    const result = await signIn()
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-token' } })
    expect((await fx.call<SessionView>('session:get')).ok && (await fx.call<SessionView>('session:get'))).toMatchObject({ data: { signedIn: false } })
  })

  it('wrong credentials (400, or 200 with code "400") have their own message', async () => {
    await setup(() => ({ status: 400, body: { code: '400', message: 'Username or password incorrect' } }))
    expect(await signIn()).toMatchObject({ ok: false, error: { kind: 'wrong-credentials', message: expect.stringMatching(/not right/) } })
    stub.on('POST /v1/auth/login', () => ({ body: { code: '400', message: 'bad login' } }))
    expect(await signIn()).toMatchObject({ ok: false, error: { kind: 'wrong-credentials' } })
  })

  it('already logged in: keeps a valid held credential, replaces an invalid one', async () => {
    let held = 'none'
    await setup((req) => {
      if (req.headers.authorization) return { status: 400, body: { code: '400', message: 'You are already logged in' } }
      return { body: { token: held === 'none' ? TOKEN : 'second-token-000000' } }
    })
    expect((await signIn()).ok).toBe(true)
    // Valid held credential: the 400 "already" answer continues the session.
    const again = await signIn()
    expect(again).toMatchObject({ ok: true, data: { signedIn: true, userId: 'u-42' } })
    expect(stub.requests.filter((r) => r.path === '/v1/auth/login')).toHaveLength(2)

    // Invalid held credential: dropped, and the sign-in is retried without it.
    held = 'expired'
    stub.on('GET /v1/auth/token', (req) =>
      req.headers.authorization === 'Bearer second-token-000000'
        ? { body: { message: 'Success', authData: { id: 7, username: 'ada' } } }
        : { status: 401, body: { message: 'Unauthorized & No token provided' } }
    )
    const replaced = await signIn()
    expect(replaced).toMatchObject({ ok: true, data: { signedIn: true, userId: '7' } })
    const logins = stub.requests.filter((r) => r.path === '/v1/auth/login')
    expect(logins.at(-1)?.headers.authorization).toBeUndefined()
  })

  it.each<[string, StubHandler, string, RegExp]>([
    ['405 text/html', () => ({ status: 405, body: '<html><body>Method Not Allowed</body></html>', headers: { 'Content-Type': 'text/html' } }), 'method-not-allowed', /refused this way of signing in/],
    ['429 with Retry-After', () => ({ status: 429, headers: { 'Retry-After': '30' }, body: {} }), 'rate-limited', /30 seconds/],
    ['500', () => ({ status: 500, body: { message: 'boom' } }), 'server', /had a problem \(500\)/],
    ['200 with an HTML page', () => ({ body: '<!doctype html><p>captive portal</p>', headers: { 'Content-Type': 'text/html' } }), 'bad-response', /not readable data/],
    ['200 with truncated JSON', () => ({ body: '{"token":"abc', headers: { 'Content-Type': 'application/json' } }), 'bad-response', /not readable data/],
    ['a timeout', () => ({ delayMs: 3_000, body: {} }), 'timeout', /did not answer in time/]
  ])('%s gets its own clear message', async (_name, login, kind, message) => {
    await setup(login)
    expect(await signIn()).toMatchObject({ ok: false, error: { kind, message: expect.stringMatching(message) } })
  })

  it('an unreachable server gets its own message', async () => {
    await setup(() => ({ body: {} }))
    await stub.close()
    expect(await signIn()).toMatchObject({ ok: false, error: { kind: 'unreachable' } })
  })

  it('scrubs the signed-in token from anything logged, by field and by value', async () => {
    await setup(() => ({ body: { token: TOKEN } }))
    await signIn({ rememberMe: true })
    fx.app.logger.error({ token: TOKEN, detail: `leaked ${TOKEN}` }, `message with ${TOKEN}`)
    await fx.app.dispose()
    const files = await fx.allFiles()
    expect(files).not.toContain(TOKEN)
    expect(files.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(3)
  })
})

describe('API key sign-in', () => {
  it('validates the key with GET /v1/auth/token before keeping it', async () => {
    await setup(() => ({ status: 500 }))
    expect(await fx.call('auth:sign-in-with-key', { apiKey: 'wrong-key-123456', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized', message: expect.stringMatching(/did not accept that API key/) }
    })
    expect(await fx.call('auth:sign-in-with-key', { apiKey: `  ${TOKEN} `, remember: false })).toMatchObject({
      ok: true,
      data: { signedIn: true, method: 'api-key', username: 'ada' }
    })
    expect(stub.requests.filter((r) => r.path === '/v1/auth/login')).toHaveLength(0)
  })

  it('refuses a key with spaces inside before any request', async () => {
    await setup(() => ({ status: 500 }))
    expect(await fx.call('auth:sign-in-with-key', { apiKey: 'two words', remember: false })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } })
    expect(stub.requests).toHaveLength(0)
  })
})
