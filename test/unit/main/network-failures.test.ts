// Checking a server address (first run, connection:save) over real sockets on
// 127.0.0.1: a name that does not resolve, a port nobody listens on and a
// host that never answers each get their own sentence naming the host, while
// the kind stays the one connectivity relies on; and Cancel really aborts the
// check, first run's and Add account's alike (the silent host sees its
// connection close).
import { createServer as createHttpServer } from 'node:http'
import { createServer, type Server, type Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'

const closing = closeAfterEach()

/** A port on 127.0.0.1 that was free a moment ago and has nothing listening now. */
async function closedPort(): Promise<number> {
  const server = createHttpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Accepts connections and reads what is sent, never saying a word; notes each request line and each connection that closed. */
async function silentHost(): Promise<{
  port: number
  requests: string[]
  opened: () => number
  closed: () => number
  close(): Promise<void>
}> {
  const sockets: Socket[] = []
  const requests: string[] = []
  let closed = 0
  const server: Server = createServer((socket) => {
    sockets.push(socket)
    socket.on('data', (chunk) => {
      const line = String(chunk).split('\r\n')[0]
      if (line?.includes(' HTTP/')) requests.push(line)
    })
    socket.on('close', () => closed++)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    requests,
    opened: () => sockets.length,
    closed: () => closed,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

describe('checking a server address: network failures in words', () => {
  it('a refused connection names the host and the port', async () => {
    const fx = closing(await createFixture(null))
    const port = await closedPort()
    expect(await fx.call('connection:save', { url: `127.0.0.1:${port}` })).toEqual({
      ok: false,
      error: {
        kind: 'unreachable',
        message: `127.0.0.1 is not accepting connections on port ${port}. Is the platform running there?`
      }
    })
  })

  it('a host that accepts the connection and never answers is said to be silent for the time waited', async () => {
    const fx = closing(await createFixture(null, {}, undefined, { http: { retryDelayMs: 5, timeoutMs: 1_000 } }))
    const silent = closing(await silentHost())
    expect(await fx.call('connection:save', { url: `http://127.0.0.1:${silent.port}` })).toEqual({
      ok: false,
      error: {
        kind: 'timeout',
        message: '127.0.0.1 did not answer within 1 second. Check the address and your connection, and try again.'
      }
    })
    expect(fx.app.settings.get('baseUrl')).toBeNull()
  })

  it('a name that does not resolve is no such server', { timeout: 30_000 }, async () => {
    const fx = closing(await createFixture(null, {}, undefined, { http: { retryDelayMs: 5, timeoutMs: 20_000 } }))
    // .invalid never resolves (RFC 6761).
    expect(await fx.call('connection:save', { url: 'https://platform.desktop-test.invalid' })).toEqual({
      ok: false,
      error: {
        kind: 'unreachable',
        message:
          'No server called platform.desktop-test.invalid could be found. Check the address, and that this computer is online.'
      }
    })
  })

  it('requests to the saved platform keep their own sentence', async () => {
    const port = await closedPort()
    const saved = closing(await createFixture(`http://127.0.0.1:${port}`))
    expect(await saved.call('search:query', { query: 'ada', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'unreachable', message: expect.stringMatching(/^Could not reach the platform/) }
    })
  })
})

describe('cancelling a check', () => {
  it('connection:cancel aborts the running check of that window: it settles as cancelled, the host sees the connection close, nothing is saved', async () => {
    const fx = closing(await createFixture(null, {}, undefined, { http: { retryDelayMs: 5, timeoutMs: 10_000 } }))
    const silent = closing(await silentHost())
    const started = Date.now()
    const check = fx.callFrom('window-1', 'connection:save', { url: `http://127.0.0.1:${silent.port}` })
    // Once the request is out (a check cancelled before that never reached the host at all).
    await expect.poll(() => silent.requests).toEqual(['GET /v1/maintenance/ HTTP/1.1'])
    // Another window's cancel is not this one's.
    expect(await fx.callFrom('window-2', 'connection:cancel')).toEqual({ ok: true, data: null })
    expect(silent.closed()).toBe(0)
    expect(await fx.callFrom('window-1', 'connection:cancel')).toEqual({ ok: true, data: null })
    expect(await check).toEqual({
      ok: false,
      error: { kind: 'cancelled', message: 'The check of the server address was cancelled.' }
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    // Every connection the check opened is closed (Node 24's fetch may open a spare one that sends nothing).
    await expect.poll(() => silent.closed() > 0 && silent.closed() === silent.opened()).toBe(true)
    // Not tried again: a cancelled request stays cancelled.
    expect(silent.requests).toHaveLength(1)
    expect(fx.app.settings.get('baseUrl')).toBeNull()
  })

  it("connection:cancel aborts Add account's check too: accounts:add settles as cancelled and nothing is listed", async () => {
    const fx = closing(
      await createFixture(null, {}, undefined, {
        http: { retryDelayMs: 5, timeoutMs: 10_000 },
        os: { confirm: () => Promise.resolve(true) }
      })
    )
    const silent = closing(await silentHost())
    const started = Date.now()
    const adding = fx.callFrom('window-1', 'accounts:add', { url: `http://127.0.0.1:${silent.port}` })
    await expect.poll(() => silent.requests).toEqual(['GET /v1/maintenance/ HTTP/1.1'])
    expect(await fx.callFrom('window-1', 'connection:cancel')).toEqual({ ok: true, data: null })
    expect(await adding).toEqual({
      ok: false,
      error: { kind: 'cancelled', message: 'The check of the server address was cancelled.' }
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    // Main aborted the request, not just the page's wait for it.
    await expect.poll(() => silent.closed(), { timeout: 5_000 }).toBeGreaterThan(0)
    expect(silent.requests).toHaveLength(1)
    expect(await fx.callFrom('window-1', 'accounts:list')).toEqual({ ok: true, data: { active: null, accounts: [] } })
  })
})
