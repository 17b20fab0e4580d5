// Sign-in through the real IPC dispatch against platforms that differ from
// our reference server: token placement, field names and error shapes.
import { describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubHandler, type StubPlatform } from '../../support/stub-platform'

const TOKEN = 'stub-token-5a4b3c2d1e0f'
const PASSWORD = 'correct horse battery'
let stub: StubPlatform
let fx: Fixture

const closing = closeAfterEach()

const tokenInfo: StubHandler = (req) =>
  req.headers.authorization === `Bearer ${TOKEN}`
    ? {
        body: {
          message: 'Success',
          authData: { user: { id: 'u-42', name: 'ada' }, exp: 1893456000, scope: 'read write' }
        }
      }
    : { status: 401, body: { message: 'Unauthorized & No token provided' } }

async function setup(login: StubHandler, extra: Record<string, StubHandler> = {}, encryption = {}) {
  stub = closing(await startStubPlatform({ 'POST /v1/auth/login': login, 'GET /v1/auth/token': tokenInfo, ...extra }))
  fx = closing(await createFixture(stub.url, encryption))
}

const signIn = (over: Record<string, unknown> = {}) =>
  fx.call('session:sign-in', { username: 'ada', password: PASSWORD, rememberMe: false, ...over })

describe('sign-in against other platform shapes', () => {
  it.each<[string, StubHandler]>([
    [
      'token in a cookie',
      () => ({
        body: { code: '200', message: 'ok' },
        headers: { 'Set-Cookie': `platform_token=${TOKEN}; HttpOnly; Path=/` }
      })
    ],
    [
      'token in the Authorization header',
      () => ({ body: { code: 200 }, headers: { Authorization: `Bearer ${TOKEN}` } })
    ],
    ['token under data.access_token', () => ({ body: { data: { access_token: TOKEN, expires_in: 3600 } } })]
  ])('signs in with the %s and reads the user from authData', async (_name, login) => {
    await setup(login)
    const result = await signIn()
    expect(result).toEqual({
      ok: true,
      data: {
        signedIn: true,
        username: 'ada',
        userId: 'u-42',
        expiresAt: '2030-01-01T00:00:00.000Z',
        persistence: 'memory',
        method: 'password'
      }
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
    expect(Object.fromEntries(new URLSearchParams(first?.body))).toEqual({
      username: 'ada',
      password: PASSWORD,
      rememberMe: 'true'
    })
    expect(new URLSearchParams(second?.body).get('email')).toBe('ada@example.com')
  })

  it('a 200 without a token is an error, not a signed-in state', async () => {
    await setup(() => ({ body: { code: '200', message: 'Login successful' } }))
    const result = await signIn()
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-token' } })
    expect((await fx.call('session:get')).ok && (await fx.call('session:get'))).toMatchObject({
      data: { signedIn: false }
    })
  })

  it('wrong credentials (400, or 200 with code "400") have their own message', async () => {
    await setup(() => ({ status: 400, body: { code: '400', message: 'Username or password incorrect' } }))
    expect(await signIn()).toMatchObject({
      ok: false,
      error: { kind: 'wrong-credentials', message: expect.stringMatching(/not right/) }
    })
    stub.on('POST /v1/auth/login', () => ({ body: { code: '400', message: 'bad login' } }))
    expect(await signIn()).toMatchObject({ ok: false, error: { kind: 'wrong-credentials' } })
  })

  it.each<[string, StubHandler, string, RegExp]>([
    [
      '405 text/html',
      () => ({
        status: 405,
        body: '<html><body>Method Not Allowed</body></html>',
        headers: { 'Content-Type': 'text/html' }
      }),
      'method-not-allowed',
      /refused this way of signing in/
    ],
    [
      '429 with Retry-After',
      () => ({ status: 429, headers: { 'Retry-After': '30' }, body: {} }),
      'rate-limited',
      /^Too many sign-in attempts\. Wait 30 seconds, then try again\.$/
    ],
    [
      '429 without Retry-After',
      () => ({ status: 429, body: {} }),
      'rate-limited',
      /^Too many sign-in attempts\. Wait a few minutes, then try again\.$/
    ],
    ['500', () => ({ status: 500, body: { message: 'boom' } }), 'server', /had a problem \(500\)/],
    [
      '200 with an HTML page',
      () => ({ body: '<!doctype html><p>captive portal</p>', headers: { 'Content-Type': 'text/html' } }),
      'bad-response',
      /not readable data/
    ],
    [
      '200 with truncated JSON',
      () => ({ body: '{"token":"abc', headers: { 'Content-Type': 'application/json' } }),
      'bad-response',
      /not readable data/
    ],
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

describe('a sign-in while signed in', () => {
  const BOB_TOKEN = 'bob-token-99887766554433'
  // Like a careless platform: a login that carries a credential is "already logged in".
  const login: StubHandler = (req) => {
    if (req.headers.authorization) return { status: 400, body: { code: '400', message: 'You are already logged in.' } }
    const form = new URLSearchParams(req.body)
    if (form.get('username') === 'ada' && form.get('password') === PASSWORD) return { body: { token: TOKEN } }
    if (form.get('username') === 'bob' && form.get('password') === 'bobs password')
      return { body: { token: BOB_TOKEN } }
    return { status: 400, body: { code: '400', message: 'The username or email and password are incorrect.' } }
  }
  const twoUsers: StubHandler = (req) =>
    req.headers.authorization === `Bearer ${TOKEN}`
      ? { body: { message: 'Success', authData: { userId: 1, username: 'ada' } } }
      : req.headers.authorization === `Bearer ${BOB_TOKEN}`
        ? { body: { message: 'Success', authData: { userId: 2, username: 'bob' } } }
        : { status: 401, body: { message: 'Unauthorized & No token provided' } }

  it('a failed sign-in as someone else leaves the old session, in memory and on disk, as it was', async () => {
    await setup(login, { 'GET /v1/auth/token': twoUsers })
    expect(await signIn({ rememberMe: true })).toMatchObject({
      ok: true,
      data: { username: 'ada', persistence: 'encrypted' }
    })
    const wrong = await signIn({ username: 'bob', password: 'not bobs', rememberMe: true })
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'wrong-credentials' } })
    expect(stub.requests.filter((r) => r.path === '/v1/auth/login').map((r) => r.headers.authorization)).toEqual([
      undefined,
      undefined
    ])
    expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true, username: 'ada', userId: '1' })
    fx = await fx.restart()
    expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true, username: 'ada' })
  })

  it('a successful sign-in as someone else replaces the session: the old one ends, memory and disk hold only the new one', async () => {
    await setup(login, { 'GET /v1/auth/token': twoUsers })
    await signIn({ rememberMe: true })
    expect(await signIn({ username: 'bob', password: 'bobs password', rememberMe: true })).toMatchObject({
      ok: true,
      data: { username: 'bob', userId: '2' }
    })
    fx = await fx.restart()
    expect(fx.app.accounts.activeView()).toMatchObject({ signedIn: true, username: 'bob' })
    // Not remembered this time: the earlier remembered sign-in must not come back either.
    expect((await signIn({ rememberMe: false })).ok).toBe(true)
    fx = await fx.restart()
    expect(fx.app.accounts.activeView()).toEqual({ signedIn: false })
  })

  it('a platform that says "already logged in" to a login without a credential is reported plainly, suggesting an API key', async () => {
    await setup(() => ({ status: 400, body: { code: '400', message: 'User is already logged-in' } }))
    expect(await signIn()).toEqual({
      ok: false,
      error: {
        kind: 'already-signed-in',
        status: 400,
        message: expect.stringMatching(/already signed in.*sent no sign-in.*API key/)
      }
    })
    expect(fx.app.accounts.activeView()).toEqual({ signedIn: false })
  })
})

describe('a token found outside the login body is confirmed before it is kept', () => {
  const cookieLogin: StubHandler = () => ({
    body: { code: '200', message: 'ok' },
    headers: { 'Set-Cookie': `platform_token=${TOKEN}; HttpOnly; Path=/` }
  })

  it('when the platform cannot confirm it (5xx), the sign-in fails clearly and nothing is kept', async () => {
    await setup(cookieLogin, { 'GET /v1/auth/token': () => ({ status: 503, body: {} }) })
    expect(await signIn({ rememberMe: true })).toMatchObject({
      ok: false,
      error: {
        kind: 'server',
        message: expect.stringMatching(/unusual place \(a cookie\).*could not confirm it.*not signed in/)
      }
    })
    expect(fx.app.accounts.activeView()).toEqual({ signedIn: false })
    expect(await fx.credentialOnDisk()).toBe(false)
  })

  it('when the check times out, the same', async () => {
    await setup(() => ({ body: { data: { token: TOKEN } } }), {
      'GET /v1/auth/token': () => ({ delayMs: 3_000, body: {} })
    })
    expect(await signIn()).toMatchObject({
      ok: false,
      error: { kind: 'timeout', message: expect.stringMatching(/nested inside the answer/) }
    })
  })

  it('when the platform refuses it, the sign-in fails and says the platform may not be supported', async () => {
    await setup(cookieLogin, {
      'GET /v1/auth/token': () => ({ status: 401, body: { message: 'Unauthorized & No token provided' } })
    })
    expect(await signIn()).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized', message: expect.stringMatching(/did not accept what it sent back \(a cookie\)/) }
    })
  })

  it('a token the body names itself still signs in when token info is down (5xx)', async () => {
    await setup(() => ({ body: { token: TOKEN } }), { 'GET /v1/auth/token': () => ({ status: 500, body: {} }) })
    expect(await signIn()).toMatchObject({ ok: true, data: { signedIn: true, username: 'ada' } })
  })

  it('a cookie that deletes the token is not a token', async () => {
    await setup(() => ({ body: { code: '200' }, headers: { 'Set-Cookie': 'token=deleted; Max-Age=0; Path=/' } }))
    expect(await signIn()).toMatchObject({ ok: false, error: { kind: 'no-token' } })
    expect(stub.requests.filter((r) => r.path === '/v1/auth/token')).toHaveLength(0)
  })
})

describe('API key sign-in', () => {
  it('validates the key with GET /v1/auth/token before keeping it', async () => {
    await setup(() => ({ status: 500 }))
    expect(await fx.call('session:sign-in-with-key', { apiKey: 'wrong-key-123456', remember: false })).toMatchObject({
      ok: false,
      error: {
        kind: 'unauthorized',
        message: 'The platform did not accept this API key. Check that it is complete and has not been revoked.'
      }
    })
    expect(await fx.call('session:sign-in-with-key', { apiKey: `  ${TOKEN} `, remember: false })).toMatchObject({
      ok: true,
      data: { signedIn: true, method: 'api-key', username: 'ada' }
    })
    expect(stub.requests.filter((r) => r.path === '/v1/auth/login')).toHaveLength(0)
  })

  it('a key check refused for now (429) reads as sign-in attempts paused, with the wait, as the password form says', async () => {
    await setup(() => ({ status: 500 }), {
      'GET /v1/auth/token': () => ({
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { message: 'Too Many Requests' }
      })
    })
    expect(await fx.call('session:sign-in-with-key', { apiKey: TOKEN, remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', message: 'Too many sign-in attempts. Wait 2 minutes, then try again.' }
    })
  })

  it('refuses a key with spaces inside, or unprintable, before any request', async () => {
    await setup(() => ({ status: 500 }))
    expect(await fx.call('session:sign-in-with-key', { apiKey: 'two words', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(await fx.call('session:sign-in-with-key', { apiKey: 'k\u0000ey-123456', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(stub.requests).toHaveLength(0)
  })
})
