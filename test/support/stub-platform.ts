// A scriptable HTTP server on 127.0.0.1 that behaves like *another* platform:
// different body shapes, token placements and field names from our reference
// server. Tests use it to prove the client depends on no server's guesses.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StubRequest {
  method: string
  path: string
  /** The query string's parameters. */
  query: URLSearchParams
  /** The client closed the connection before the answer was sent. */
  aborted: boolean
  headers: IncomingMessage['headers']
  body: string
}

export interface StubReply {
  status?: number
  headers?: Record<string, string | string[]>
  /** Objects are sent as JSON; strings and Buffers as they are. */
  body?: unknown
  /** Wait before answering. */
  delayMs?: number
  /** Close the socket without answering. */
  drop?: boolean
}

export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>

export interface StubPlatform {
  url: string
  requests: StubRequest[]
  /** Replace or add a route: key is "METHOD /path" (query ignored). */
  on(route: string, handler: StubHandler): void
  close(): Promise<void>
}

export async function startStubPlatform(routes: Record<string, StubHandler> = {}): Promise<StubPlatform> {
  const table = new Map(Object.entries(routes))
  const requests: StubRequest[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub')
      const path = url.pathname
      const request: StubRequest = {
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        aborted: false,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8')
      }
      res.on('close', () => {
        if (!res.writableFinished) request.aborted = true
      })
      requests.push(request)
      const handler = table.get(`${request.method} ${path}`)
      void Promise.resolve(handler ? handler(request) : { status: 404, body: { message: 'no such route' } }).then(
        async (reply) => {
          if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
          if (reply.drop) {
            req.socket.destroy()
            return
          }
          const isText = typeof reply.body === 'string' || Buffer.isBuffer(reply.body)
          const payload =
            reply.body === undefined ? '' : isText ? (reply.body as string | Buffer) : JSON.stringify(reply.body)
          const headers = {
            ...(isText || reply.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...reply.headers
          }
          if (!res.destroyed) res.writeHead(reply.status ?? 200, headers).end(payload)
        }
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => void table.set(route, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
