// The app's own network adapter (fetch over Electron's net.ClientRequest):
// an abort or a timeout stops the request while its body is still arriving,
// and a reader that gives up on the body aborts the request — because in
// Electron only ClientRequest.abort() stops a download. Run over the
// stand-in that models Electron's IncomingMessage, against real sockets on
// 127.0.0.1 that drip one byte at a time.
import { EventEmitter } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { afterEach, describe, expect, it } from 'vitest'

import { ApiClient } from '../../../src/main/core/api/api-client'
import { clientRequestFetch, type OpenClientRequest } from '../../../src/main/core/api/client-request-fetch'
import { withRedirectPolicy } from '../../../src/main/core/api/redirect-policy'
import { withResponseLimit } from '../../../src/main/core/api/response-limit'
import { avatarUrlAllowed } from '../../../src/main/features/people/avatar-policy'
import { loadAvatar } from '../../../src/main/features/people/load-avatar'
import { AppFailure } from '../../../src/shared/result'
import { clientRequestStandIn, type OpenedRequest } from '../../support/client-request-stand-in'

const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

interface DripServer {
  url: string
  /** Resolves when the server sees the client's connection close. */
  closed: Promise<void>
  stop(): Promise<void>
}

let servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    })
  )
  servers = []
})

/** Headers at once, then `first` and one more byte every `everyMs`, never ending. */
async function dripServer(
  contentType = 'application/json',
  first: Buffer = Buffer.from('{"a":"')
): Promise<DripServer> {
  let sawClose: () => void = () => undefined
  const closed = new Promise<void>((resolve) => (sawClose = resolve))
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': contentType })
    res.write(first)
    const timer = setInterval(() => res.write('x'), 40)
    res.on('close', () => {
      clearInterval(timer)
      sawClose()
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    closed,
    stop: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

function adapter(): { fetch: typeof fetch; opened: OpenedRequest[] } {
  const opened: OpenedRequest[] = []
  return { fetch: clientRequestFetch(clientRequestStandIn(opened)), opened }
}

describe('the stand-in models Electron', () => {
  it('destroying the incoming message does not stop the download; abort() does', async () => {
    const drip = await dripServer()
    const open = clientRequestStandIn()
    const client = open({ method: 'GET', url: drip.url, redirect: 'manual' })
    const incoming = await new Promise<Readable>((resolve) => {
      client.on('response', resolve)
      client.end()
    })
    incoming.destroy()
    const stillOpen = await Promise.race([
      drip.closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300))
    ])
    expect(stillOpen).toBe(true)
    client.abort()
    await drip.closed
  })
})

describe('clientRequestFetch', () => {
  it('a signal that fires while the body drips fails the body and aborts the request', async () => {
    const drip = await dripServer()
    const { fetch, opened } = adapter()
    // Fired once the headers are in (a timer could fire before them on a busy machine): the body is still dripping.
    const controller = new AbortController()
    const response = await fetch(drip.url, { signal: controller.signal })
    expect(response.status).toBe(200)
    const text = response.text()
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
    await expect(text).rejects.toThrow(/timed? ?out|abort/i)
    expect(opened[0]?.aborted).toBe(true)
    await drip.closed
  })

  it('cancelling the body aborts the request', async () => {
    const drip = await dripServer()
    const { fetch, opened } = adapter()
    const response = await fetch(drip.url)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    expect((await reader.read()).done).toBe(false)
    await reader.cancel()
    expect(opened[0]?.aborted).toBe(true)
    await drip.closed
  })

  it('a body read to its end lets go of the signal: a later abort touches nothing', async () => {
    const server = createServer((_req, res) => res.end('{"ok":true}'))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { fetch, opened } = adapter()
    const controller = new AbortController()
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      signal: controller.signal
    })
    expect(await response.json()).toEqual({ ok: true })
    controller.abort()
    expect(opened[0]?.aborted).toBe(false)
  })

  it('an abort still arrives after a GC took the Requests the layers made (undici links a derived signal weakly)', async () => {
    const drip = await dripServer()
    const opened: OpenedRequest[] = []
    const layered = withResponseLimit(withRedirectPolicy(clientRequestFetch(clientRequestStandIn(opened))), 1024 * 1024)
    const controller = new AbortController()
    // Held, as axios holds its Request while the body is read; the layers below make and drop their own.
    const caller = new Request(drip.url, { signal: controller.signal })
    const response = await layered(caller)
    const reading = response.text()
    for (let i = 0; i < 5; i++) {
      collectGarbage()
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    controller.abort()
    await expect(reading).rejects.toThrow(/abort/i)
    expect(opened[0]?.aborted).toBe(true)
    expect(caller.signal.aborted).toBe(true)
    await drip.closed
  })

  it('a connection cut mid-body fails the body the way Node fetch does', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"half":')
      setTimeout(() => res.socket?.destroy(), 50)
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { fetch } = adapter()
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    await expect(response.text()).rejects.toThrow(TypeError)
  })

  it('a body that runs past its Content-Length fails and aborts the request (Chromium does not hold HTTP/2 to it)', async () => {
    let aborted = false
    // What Electron hands over for such an answer: the headers as sent, then more bytes than they declared.
    const open: OpenClientRequest = () => {
      const client = new EventEmitter()
      return Object.assign(client, {
        setHeader: () => undefined,
        write: () => true,
        abort: () => void (aborted = true),
        end: () =>
          queueMicrotask(() => {
            const incoming = Object.assign(new Readable({ read: () => undefined }), {
              statusCode: 200,
              statusMessage: 'OK',
              headers: { 'content-type': 'application/json', 'content-length': '5' }
            })
            client.emit('response', incoming)
            incoming.push(Buffer.from('{"a":'))
            incoming.push(Buffer.from('"and more"}'))
            incoming.push(null)
          })
      })
    }
    const response = await clientRequestFetch(open)('http://127.0.0.1:9/x')
    await expect(response.text()).rejects.toThrow(TypeError)
    expect(aborted).toBe(true)
  })
})

describe('through the app', () => {
  it("the API client's timeout covers the whole body", async () => {
    const drip = await dripServer()
    const { fetch, opened } = adapter()
    const api = new ApiClient({
      baseUrl: () => drip.url,
      sessionToken: () => null,
      onUnauthorized: () => undefined,
      fetch,
      timeoutMs: 400
    })
    const failed = await api.get('/v1/user/data/1', { auth: 'none', read: ['sample'] }).then(
      () => null,
      (error: unknown) => error
    )
    expect(failed).toBeInstanceOf(AppFailure)
    expect((failed as AppFailure).appError.kind).toBe('timeout')
    expect(opened[0]?.aborted).toBe(true)
    await drip.closed
  })

  it('an avatar that drips is given up at its timeout and its request aborted', async () => {
    const drip = await dripServer('image/png', PNG_START)
    const { fetch, opened } = adapter()
    const allowed = (raw: string) => avatarUrlAllowed(raw, { baseUrl: drip.url, otherSites: false })
    expect(await loadAvatar(`${drip.url}/a.png`, { fetch, allowed, timeoutMs: 300 })).toBeNull()
    expect(opened[0]?.aborted).toBe(true)
    await drip.closed
  })
})
