// A credential is only ever sent to the server that issued it: redirects are
// followed by our policy, at most 5 hops, within the configured origin, never
// from https to http. Run over Node's fetch and over the Electron adapter
// (net.ClientRequest semantics), against real servers on 127.0.0.1.
import { describe, expect, it } from 'vitest'

import { ApiClient } from '../../../src/main/core/api/api-client'
import { clientRequestFetch } from '../../../src/main/core/api/client-request-fetch'
import { clientRequestStandIn } from '../../support/client-request-stand-in'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { failureOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

/** Bodies come back as the generic view's bounded copy. */
const SAMPLE = { read: ['sample'] } as const

const TOKEN = 'redirect-token-7f6e5d4c3b2a'
const PASSWORD = 'hunter2-but-longer'
let stub: StubPlatform
let other: StubPlatform
let fx: Fixture | null = null

const closing = closeAfterEach()

const transports: [string, () => typeof fetch | undefined][] = [
  ['Node fetch', () => undefined],
  ['the Electron adapter (net.ClientRequest)', () => clientRequestFetch(clientRequestStandIn())]
]

describe.each(transports)('redirects over %s', (_name, transport) => {
  /** The transport as a `fetch` option, or no option at all for Node's own fetch. */
  const withTransport = (): { fetch?: typeof fetch } => {
    const chosen = transport()
    return chosen ? { fetch: chosen } : {}
  }
  async function servers() {
    other = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'token-from-elsewhere-000' } }),
        'GET /v1/auth/token': () => ({ body: { message: 'Success', authData: { userId: 666, username: 'mallory' } } })
      })
    )
    stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: TOKEN } }),
        'GET /v1/auth/token': (req) =>
          req.headers.authorization === `Bearer ${TOKEN}`
            ? { body: { message: 'Success', authData: { userId: 1, username: 'ada' } } }
            : { status: 401, body: { message: 'Unauthorized & No token provided' } }
      })
    )
  }
  const fixture = async () => (fx = closing(await createFixture(stub.url, {}, undefined, { ...withTransport() })))
  const signIn = () => fx!.call('session:sign-in', { username: 'ada', password: PASSWORD, rememberMe: false })

  it('a login answered 307 to another origin sends the password nowhere else and keeps no token', async () => {
    await servers()
    stub.on('POST /v1/auth/login', () => ({ status: 307, headers: { Location: `${other.url}/v1/auth/login` } }))
    await fixture()
    const result = await signIn()
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'redirected',
        message: `The server tried to send Platform Desktop to ${other.url} — if the platform moved, update the server address in Settings.`
      }
    })
    expect(other.requests).toHaveLength(0)
    expect(fx!.app.accounts.activeView()).toEqual({ signedIn: false })
  })

  it('a GET with the bearer token answered 302 to another origin does not carry the token there', async () => {
    await servers()
    await fixture()
    expect((await signIn()).ok).toBe(true)
    stub.on('GET /v1/auth/token', () => ({ status: 302, headers: { Location: `${other.url}/collect?t=1` } }))
    expect(await fx!.call('session:token-info')).toMatchObject({
      ok: false,
      error: { kind: 'redirected', message: expect.stringContaining(other.url) }
    })
    expect(other.requests).toHaveLength(0)
    // Refused, not retried: one request for the refused call.
    expect(stub.requests.filter((r) => r.path === '/v1/auth/token')).toHaveLength(2)
    expect(fx!.app.accounts.activeView()).toMatchObject({ signedIn: true })
  })

  it('follows a same-origin 301 for a GET, and a same-origin 307 re-sends the login form with its method', async () => {
    await servers()
    stub.on('GET /v1/maintenance', () => ({ status: 301, headers: { Location: '/v1/maintenance/' } }))
    stub.on('GET /v1/maintenance/', () => ({ body: { services: [] } }))
    stub.on('POST /v1/auth/login', () => ({ status: 307, headers: { Location: `${stub.url}/v1/auth/login-v2` } }))
    stub.on('POST /v1/auth/login-v2', (req) =>
      new URLSearchParams(req.body).get('password') === PASSWORD
        ? { body: { token: TOKEN } }
        : { status: 400, body: {} }
    )
    await fixture()
    const api = new ApiClient({
      baseUrl: () => stub.url,
      sessionToken: () => null,
      onUnauthorized: () => undefined,
      ...withTransport()
    })
    expect((await api.get('/v1/maintenance', { ...SAMPLE, auth: 'none' })).body).toEqual({ services: [] })
    expect(await signIn()).toMatchObject({ ok: true, data: { signedIn: true, username: 'ada' } })
    const moved = stub.requests.find((r) => r.path === '/v1/auth/login-v2')
    expect(moved?.method).toBe('POST')
    expect(moved?.headers['content-type']).toBe('application/x-www-form-urlencoded')
  })

  it('a 303 after a POST becomes a GET without the body', async () => {
    await servers()
    stub.on('POST /v1/other/Ping', () => ({ status: 303, headers: { Location: '/v1/other/pong' } }))
    stub.on('GET /v1/other/pong', () => ({ body: { message: 'ok' } }))
    const api = new ApiClient({
      baseUrl: () => stub.url,
      sessionToken: () => TOKEN,
      onUnauthorized: () => undefined,
      ...withTransport()
    })
    expect((await api.postForm('/v1/other/Ping', { a: 'b' }, SAMPLE)).body).toEqual({ message: 'ok' })
    const pong = stub.requests.find((r) => r.path === '/v1/other/pong')
    expect(pong).toMatchObject({ method: 'GET', body: '' })
    expect(pong?.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('a credential follows a redirect only under the base URL’s path: /tenant-a’s token never reaches /tenant-b', async () => {
    await servers()
    stub.on('GET /tenant-a/v1/account/info', () => ({
      status: 307,
      headers: { Location: '/tenant-b/v1/account/info' }
    }))
    stub.on('GET /tenant-a/v1/moved', () => ({ status: 302, headers: { Location: '/tenant-a/v1/here' } }))
    stub.on('GET /tenant-a/v1/here', () => ({ body: { ok: true } }))
    const api = new ApiClient({
      baseUrl: () => `${stub.url}/tenant-a`,
      sessionToken: () => TOKEN,
      onUnauthorized: () => undefined,
      ...withTransport()
    })
    expect(await failureOf(api.get('/v1/account/info', SAMPLE))).toMatchObject({ kind: 'redirected' })
    expect(stub.requests.filter((request) => request.path.startsWith('/tenant-b'))).toEqual([])
    // Within the base URL's path, it follows as before.
    expect((await api.get('/v1/moved', SAMPLE)).body).toEqual({ ok: true })
    expect(stub.requests.find((request) => request.path === '/tenant-a/v1/here')?.headers.authorization).toBe(
      `Bearer ${TOKEN}`
    )
  })

  it('a 9-hop same-origin chain stops after 5 hops with a clear message', async () => {
    await servers()
    for (let hop = 0; hop < 9; hop++)
      stub.on(`GET /hop/${hop}`, () => ({ status: 302, headers: { Location: `/hop/${hop + 1}` } }))
    stub.on('GET /hop/9', () => ({ body: { arrived: true } }))
    const api = new ApiClient({
      baseUrl: () => stub.url,
      sessionToken: () => null,
      onUnauthorized: () => undefined,
      ...withTransport()
    })
    expect(await failureOf(api.get('/hop/0', { ...SAMPLE, auth: 'none' }))).toEqual({
      kind: 'redirected',
      message:
        'The server redirected Platform Desktop more than 5 times, so it stopped. Check the server address in Settings.'
    })
    expect(stub.requests.map((r) => r.path)).toEqual(['/hop/0', '/hop/1', '/hop/2', '/hop/3', '/hop/4', '/hop/5'])
  })

  it('the server check on first run names where a moved platform now lives', async () => {
    await servers()
    stub.on('GET /v1/maintenance/', () => ({ status: 301, headers: { Location: `${other.url}/v1/maintenance/` } }))
    fx = closing(await createFixture(null, {}, undefined, { ...withTransport() }))
    expect(await fx.call('connection:save', { url: stub.url })).toEqual({
      ok: false,
      error: {
        kind: 'redirected',
        message: `${stub.url} sends Platform Desktop to ${other.url}, which was not followed. If your platform moved there, enter that address instead.`
      }
    })
    expect(other.requests).toHaveLength(0)
    expect((await fx.call('app:bootstrap')).ok).toBe(true)
    expect(fx.app.settings.get('baseUrl')).toBeNull()
  })
})

describe('redirects the transport cannot describe, and https → http', () => {
  // Fake transports with exact semantics, for what no local server can show.
  function api(fetchImpl: typeof fetch, base = 'https://platform.test') {
    return new ApiClient({
      baseUrl: () => base,
      sessionToken: () => TOKEN,
      onUnauthorized: () => undefined,
      fetch: fetchImpl,
      retryDelayMs: 1
    })
  }

  it('never follows an https → http downgrade, even on the same host, and sends nothing there', async () => {
    const seen: { url: string; auth: string | null }[] = []
    const fake: typeof fetch = (input, init) => {
      const request = new Request(input, init)
      seen.push({ url: request.url, auth: request.headers.get('authorization') })
      return Promise.resolve(
        new Response(null, { status: 307, headers: { location: 'http://platform.test/v1/auth/token' } })
      )
    }
    expect(await failureOf(api(fake).get('/v1/auth/token', SAMPLE))).toEqual({
      kind: 'redirected',
      message:
        'The server tried to send Platform Desktop to http://platform.test without encryption (http), so it was not followed — if the platform moved, update the server address in Settings.'
    })
    expect(seen).toEqual([{ url: 'https://platform.test/v1/auth/token', auth: `Bearer ${TOKEN}` }])
  })

  it.each<[string, typeof fetch]>([
    [
      "Electron's net.fetch ('Redirect was cancelled')",
      () => Promise.reject(new TypeError('fetch failed', { cause: new Error('Redirect was cancelled') }))
    ],
    [
      "the spec's opaque redirect",
      () =>
        Promise.resolve(Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' }))
    ]
  ])('a redirect reported as %s is refused, not retried', async (_name, fake) => {
    let calls = 0
    const counting: typeof fetch = (input, init) => {
      calls++
      return fake(input, init)
    }
    expect(await failureOf(api(counting).get('/v1/user/data/1', SAMPLE))).toMatchObject({
      kind: 'redirected',
      message: expect.stringMatching(/another address, which was not followed/)
    })
    expect(calls).toBe(1)
  })

  it('asks every transport for manual redirects', async () => {
    const modes: string[] = []
    const fake: typeof fetch = (input, init) => {
      modes.push(new Request(input, init).redirect)
      return Promise.resolve(new Response('{}', { status: 200 }))
    }
    await api(fake).get('/v1/maintenance/', { ...SAMPLE, auth: 'none' })
    expect(modes).toEqual(['manual'])
  })
})
