// An https update host on 127.0.0.1, with the self-signed certificate in
// test/fixtures/tls (the stand-in for Electron's net trusts it as its CA):
// each request is answered as the test says — a file, a redirect or a 404 —
// and recorded.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

const TLS = join(import.meta.dirname, '../../fixtures/tls')
export const TLS_CA = readFileSync(join(TLS, 'cert.pem'))

export type FeedAnswer = { file: string } | { redirect: string } | { status: 404 }

export interface HttpsFeed {
  /** The origin, e.g. https://127.0.0.1:43210. */
  origin: string
  /** "METHOD path" of every request, without the query. */
  requests: string[]
  answer(route: (path: string) => FeedAnswer): void
  close(): Promise<void>
}

export async function startHttpsFeed(): Promise<HttpsFeed> {
  let route: (path: string) => FeedAnswer = () => ({ status: 404 })
  const requests: string[] = []
  const server = createServer({ key: readFileSync(join(TLS, 'key.pem')), cert: TLS_CA }, (request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')
    requests.push(`${request.method ?? 'GET'} ${path}`)
    const answer = route(path)
    if ('redirect' in answer) {
      response.writeHead(302, { location: answer.redirect, 'content-length': '0' }).end()
    } else if ('file' in answer) {
      const bytes = readFileSync(answer.file)
      response.writeHead(200, { 'content-length': String(bytes.length), 'accept-ranges': 'none' }).end(bytes)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => {
      route = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
