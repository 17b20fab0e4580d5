// Serves the built renderer (out/renderer) on 127.0.0.1 with the same CSP the
// app's custom protocol sends, so the page runs under the real policy.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

import { CONTENT_SECURITY_POLICY } from '../../src/shared/csp'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2'
}

export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const base = normalize(root + sep)
  const server = createServer((request, response) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const file = normalize(join(base, path === '/' ? 'index.html' : path))
    if (!file.startsWith(base)) {
      response.writeHead(404).end()
      return
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': CONTENT_SECURITY_POLICY
        })
        response.end(body)
      },
      () => response.writeHead(404).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
