import { readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { describe, expect, it, vi } from 'vitest'

import { ApiClient } from '../../../src/main/core/api/api-client'
import { closeAfterEach } from '../../support/close-after-each'
import { failureOf } from '../../support/outcomes'
import { startStubPlatform } from '../../support/stub-platform'

/** Bodies come back as the generic view's bounded copy. */
const SAMPLE = { read: ['sample'] } as const

const closing = closeAfterEach()

function client(
  base: string,
  token: string | null = 'session-token',
  extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}
) {
  const onUnauthorized = vi.fn()
  const api = new ApiClient({
    baseUrl: () => base,
    sessionToken: () => token,
    onUnauthorized,
    retryDelayMs: 5,
    timeoutMs: 1_000,
    ...extra
  })
  return { api, onUnauthorized }
}

describe('ApiClient over real HTTP', () => {
  it('adds the bearer header for session requests and none for public ones', async () => {
    const stub = closing(await startStubPlatform({ 'GET /v1/x': () => ({ body: { fine: true } }) }))
    const { api } = client(stub.url)
    expect((await api.get('/v1/x', SAMPLE)).body).toEqual({ fine: true })
    await api.get('/v1/x', { ...SAMPLE, auth: 'none' })
    await api.get('/v1/x', { ...SAMPLE, auth: { token: 'explicit' } })
    expect(stub.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer session-token',
      undefined,
      'Bearer explicit'
    ])
  })

  it('refuses a session request when signed out, without touching the network', async () => {
    const stub = closing(await startStubPlatform())
    const { api } = client(stub.url, null)
    expect((await failureOf(api.get('/v1/x', SAMPLE))).kind).toBe('not-signed-in')
    expect(stub.requests).toHaveLength(0)
  })

  it('maps HTML where JSON was expected, truncated JSON and empty bodies', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /html': () => ({
          body: '<!doctype html><html><body>Login portal</body></html>',
          headers: { 'Content-Type': 'text/html' }
        }),
        'GET /html-as-json': () => ({ body: '<html>proxy</html>', headers: { 'Content-Type': 'application/json' } }),
        'GET /cut': () => ({ body: '{"updates":[{"id":1,"ti', headers: { 'Content-Type': 'application/json' } }),
        'GET /empty': () => ({ status: 200 })
      })
    )
    const { api } = client(stub.url)
    expect(await failureOf(api.get('/html', SAMPLE))).toMatchObject({
      kind: 'bad-response',
      message: expect.stringMatching(/web page/)
    })
    expect((await failureOf(api.get('/html-as-json', SAMPLE))).kind).toBe('bad-response')
    expect(await failureOf(api.get('/cut', SAMPLE))).toMatchObject({
      kind: 'bad-response',
      message: expect.stringMatching(/cut off|malformed/)
    })
    expect((await api.get('/empty', SAMPLE)).body).toBeNull()
  })

  it('gives every status its own kind and sentence', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /400': () => ({ status: 400, body: { code: '400', message: 'input is required' } }),
        'GET /403': () => ({ status: 403, body: {} }),
        'GET /404': () => ({ status: 404, body: '<h1>nope</h1>', headers: { 'Content-Type': 'text/html' } }),
        'GET /500': () => ({ status: 500, body: 'oops' }),
        'GET /418': () => ({ status: 418, body: {} })
      })
    )
    const { api } = client(stub.url, null)
    expect(await failureOf(api.get('/400', { ...SAMPLE, auth: 'none' }))).toMatchObject({
      kind: 'http',
      status: 400,
      message: expect.stringContaining('input is required')
    })
    expect((await failureOf(api.get('/403', { ...SAMPLE, auth: 'none' }))).kind).toBe('forbidden')
    expect((await failureOf(api.get('/404', { ...SAMPLE, auth: 'none' }))).kind).toBe('not-found')
    expect(await failureOf(api.get('/500', { ...SAMPLE, auth: 'none' }))).toMatchObject({ kind: 'server', status: 500 })
    expect((await failureOf(api.get('/418', { ...SAMPLE, auth: 'none' }))).message).toMatch(/418/)
  })

  it('a 401 to a request sent without a credential asks to sign in; with one, it says the session expired', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /v1/account/info': () => ({ status: 401, body: { message: 'Unauthorized & No token provided' } })
      })
    )
    const { api, onUnauthorized } = client(stub.url)
    expect(await failureOf(api.get('/v1/account/info', { ...SAMPLE, auth: 'none' }))).toEqual({
      kind: 'unauthorized',
      status: 401,
      message: 'The platform needs you to be signed in for this. Sign in and try again.'
    })
    expect((await failureOf(api.get('/v1/account/info', SAMPLE))).message).toBe(
      'Your session has expired — please sign in again.'
    )
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it.each([
    [413, 'The platform refused the request as too large (413).', 'Body exceeds 16 KiB.'],
    [415, 'The platform does not accept the format of this request (415).', 'Send a form.'],
    [422, 'The platform could not process the request (422).', 'Field "limit" must be positive.'],
    [409, 'The platform refused the request because it conflicts with its current state (409).', 'Already pinged.'],
    [
      403,
      'The platform refused access to this. Your account may not have permission.',
      'Plan does not include search.'
    ],
    [404, 'The platform could not find what was asked for.', 'No user has the id 9.'],
    [418, 'The platform answered with an unexpected status (418).', "I'm a teapot"]
  ])('a %i passes on the server’s own message after our sentence', async (status, sentence, said) => {
    const stub = closing(
      await startStubPlatform({ 'GET /x': () => ({ status, body: { code: String(status), message: said } }) })
    )
    expect((await failureOf(client(stub.url, null).api.get('/x', { ...SAMPLE, auth: 'none' }))).message).toBe(
      `${sentence} The platform said: “${said}”`
    )
  })

  it('a server message is made one line, cut to 300 characters, and has live secrets taken out', async () => {
    const secret = 'sekrit-token-abcdef123456'
    const stub = closing(
      await startStubPlatform({
        'GET /multi': () => ({ status: 422, body: { message: `  first line\r\nsecond\u2028line\twith ${secret}  ` } }),
        'GET /long': () => ({ status: 415, body: { error: 'y'.repeat(1000) } })
      })
    )
    const { api } = client(stub.url, null, { scrub: (text: string) => text.split(secret).join('[redacted]') })
    expect((await failureOf(api.get('/multi', { ...SAMPLE, auth: 'none' }))).message).toBe(
      'The platform could not process the request (422). The platform said: “first line second line with [redacted]”'
    )
    const long = (await failureOf(api.get('/long', { ...SAMPLE, auth: 'none' }))).message
    const quoted = /“(.*)”/.exec(long)?.[1] ?? ''
    expect(quoted).toHaveLength(300)
    expect(quoted.endsWith('…')).toBe(true)
  })

  it('reports 401 on a session request to onUnauthorized with the token used', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /v1/account/info': () => ({ status: 401, body: { message: 'Unauthorized & No token provided' } })
      })
    )
    const { api, onUnauthorized } = client(stub.url)
    expect((await failureOf(api.get('/v1/account/info', SAMPLE))).kind).toBe('unauthorized')
    expect(onUnauthorized).toHaveBeenCalledWith('session-token')
    await failureOf(api.get('/v1/account/info', { ...SAMPLE, auth: { token: 'candidate' } }))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('retries idempotent GETs on 503 and short Retry-After 429s, not POSTs', async () => {
    let calls = 0
    const stub = closing(
      await startStubPlatform({
        'GET /flaky': () => (++calls < 3 ? { status: 503, body: {} } : { body: { ok: 1 } }),
        'GET /limited': () =>
          ++calls < 5 ? { status: 429, headers: { 'Retry-After': '0' }, body: {} } : { body: { ok: 2 } },
        'POST /once': () => ({ status: 503, body: {} })
      })
    )
    const { api } = client(stub.url)
    expect((await api.get('/flaky', SAMPLE)).body).toEqual({ ok: 1 })
    expect((await api.get('/limited', SAMPLE)).body).toEqual({ ok: 2 })
    await failureOf(api.post('/once', SAMPLE))
    expect(stub.requests.filter((r) => r.path === '/once')).toHaveLength(1)
  })

  it('does not sit out a long Retry-After: it tells the user when to try again', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /slow-down': () => ({ status: 429, headers: { 'Retry-After': '120' }, body: {} })
      })
    )
    const { api } = client(stub.url)
    expect(await failureOf(api.get('/slow-down', SAMPLE))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 120,
      message: 'The platform is receiving too many requests. Try again in 2 minutes.'
    })
    expect(stub.requests).toHaveLength(1)
  })

  it('times out, and maps a refused connection and a dropped connection', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /slow': () => ({ delayMs: 3_000, body: {} }),
        'GET /drop': () => ({ drop: true })
      })
    )
    // Far below the slow answer, far above what a dropped connection takes on a loaded machine.
    const { api } = client(stub.url, 'session-token', { timeoutMs: 1_000, maxRetries: 0 })
    expect((await failureOf(api.get('/slow', SAMPLE))).kind).toBe('timeout')
    expect((await failureOf(api.get('/drop', SAMPLE))).kind).toBe('unreachable')
    const url = stub.url
    await stub.close()
    expect(await failureOf(client(url, null).api.get('/x', { ...SAMPLE, auth: 'none' }))).toMatchObject({
      kind: 'unreachable',
      message: expect.stringMatching(/Could not reach/)
    })
  })

  it('refuses a response larger than the limit once, without reading it, and closes its connection', async () => {
    const stub = closing(await startStubPlatform({ 'GET /huge': () => ({ body: { blob: 'x'.repeat(2_000_000) } }) }))
    // A transport that notes when the body is cancelled (which is what closes the connection).
    const cancelled: boolean[] = []
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(new Request(input, init))
      const reader = (response.body as ReadableStream<Uint8Array>).getReader()
      const body = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          const { done, value } = await reader.read()
          if (done) controller.close()
          else controller.enqueue(value)
        },
        cancel: (reason) => {
          cancelled.push(true)
          return reader.cancel(reason)
        }
      })
      return new Response(body, { status: response.status, headers: response.headers })
    }
    const { api } = client(stub.url, 'session-token', { maxResponseBytes: 50_000, fetch: recording })
    expect(await failureOf(api.get('/huge', SAMPLE))).toMatchObject({
      kind: 'bad-response',
      message: expect.stringMatching(/far too large/) as string
    })
    expect(stub.requests).toHaveLength(1)
    expect(cancelled).toEqual([true])
    // Without a Content-Length the body is counted as it arrives and cut off at the cap.
    stub.on('GET /streamed', () => ({
      body: JSON.stringify({ blob: 'y'.repeat(2_000_000) }),
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }
    }))
    expect(await failureOf(api.get('/streamed', SAMPLE))).toMatchObject({
      kind: 'bad-response',
      message: expect.stringMatching(/far too large/) as string
    })
    expect(stub.requests.filter((r) => r.path === '/streamed')).toHaveLength(1)
    expect(cancelled).toEqual([true, true])
  })

  it('counts a compressed body as it is decoded: its small Content-Length does not bound what it grows to', async () => {
    const packed = gzipSync(JSON.stringify({ blob: 'z'.repeat(2_000_000) }))
    const server = createHttpServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': String(packed.byteLength)
      })
      res.end(packed)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      expect(packed.byteLength).toBeLessThan(50_000)
      const { api } = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, null, {
        maxResponseBytes: 50_000
      })
      expect(await failureOf(api.get('/packed', { ...SAMPLE, auth: 'none' }))).toMatchObject({
        kind: 'bad-response',
        message: expect.stringMatching(/far too large/) as string
      })
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  it('says so when no server is configured', async () => {
    const api = new ApiClient({ baseUrl: () => null, sessionToken: () => null, onUnauthorized: () => undefined })
    expect((await failureOf(api.get('/v1/x', { ...SAMPLE, auth: 'none' }))).kind).toBe('not-configured')
  })

  it('refuses a server whose certificate is not trusted, with a TLS message and no retries', async () => {
    const dir = join(import.meta.dirname, '../../fixtures/tls')
    let hits = 0
    const server = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_req, res) => {
        hits++
        res.end('{}')
      }
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { api } = client(`https://127.0.0.1:${(server.address() as AddressInfo).port}`, null)
      expect(await failureOf(api.get('/v1/maintenance/', { ...SAMPLE, auth: 'none' }))).toMatchObject({
        kind: 'tls',
        message: expect.stringMatching(/certificate is not trusted/)
      })
      expect(hits).toBe(0)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  it('does not retry a 503 whose Retry-After is long, and reads JSON labelled as HTML', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /down': () => ({ status: 503, headers: { 'Retry-After': '3600' }, body: {} }),
        'GET /php': () => ({ body: '{"services":[]}', headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
      })
    )
    const { api } = client(stub.url)
    expect((await failureOf(api.get('/down', SAMPLE))).kind).toBe('server')
    expect(stub.requests.filter((r) => r.path === '/down')).toHaveLength(1)
    expect((await api.get('/php', SAMPLE)).body).toEqual({ services: [] })
  })

  it('never sends or keeps cookies (credentials: omit)', async () => {
    const stub = closing(await startStubPlatform({ 'GET /x': () => ({ body: {} }) }))
    const modes: (string | undefined)[] = []
    const spy: typeof fetch = (input, init) => {
      modes.push(input instanceof Request ? input.credentials : init?.credentials)
      return fetch(input, init)
    }
    const { api } = client(stub.url, null, { fetch: spy })
    await api.get('/x', { ...SAMPLE, auth: 'none' })
    expect(modes).toEqual(['omit'])
  })
})
