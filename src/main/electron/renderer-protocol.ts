// The packaged renderer is served from app://platform/ rather than file://:
// a real origin lets the CSP say 'self' and keeps file:// (the whole disk)
// out of reach of the page.
import { readFile } from 'node:fs/promises'
import { join, normalize, relative as relativeTo, sep } from 'node:path'

import { protocol } from 'electron'

import { rendererResponse } from '../core/security/renderer-types'
import { APP_HOST, APP_SCHEME } from '../core/security/trusted-origin'

/** Must run before app ready. */
export function registerRendererScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }
  ])
}

/**
 * Serves the built page from `root`. Its HTML goes through `startPage` (main's MainApp.startPage: the picture of the
 * last screen written in, app/start-page.ts) and is never stored: `no-store`, since it may carry what the screen
 * showed, and a later start asks main again.
 */
export function serveRenderer(root: string, startPage: (html: string) => Promise<string>): void {
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
    let read: Buffer<ArrayBuffer>
    try {
      read = await readFile(file)
    } catch {
      return new Response('Not found', { status: 404 })
    }
    const { body, headers } = await rendererResponse(relativeTo(base, file), read, startPage)
    return new Response(body, { headers })
  })
}
