// The packaged renderer is served from app://platform/ rather than file://:
// a real origin lets the CSP say 'self' and keeps file:// (the whole disk)
// out of reach of the page.
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

import { protocol } from 'electron'

import { CONTENT_SECURITY_POLICY } from '@shared/csp'

import { contentTypeOf } from '../core/security/renderer-types'
import { APP_HOST, APP_SCHEME } from '../core/security/trusted-origin'

/** Must run before app ready. */
export function registerRendererScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }
  ])
}

export function serveRenderer(root: string): void {
  const base = normalize(root + sep)
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 })
    let relative: string
    try {
      relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname)
    } catch {
      return new Response('Bad request', { status: 400 })
    }
    const file = normalize(join(base, relative))
    if (!file.startsWith(base)) return new Response('Not found', { status: 404 })
    try {
      const body = await readFile(file)
      return new Response(body, {
        headers: {
          'Content-Type': contentTypeOf(extname(file)),
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff'
        }
      })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  })
}
