// How each file of the built renderer is sent: one table of content types and
// one function for the app's own protocol (electron/renderer-protocol.ts) and
// the browser preview's server (preview/page-host.ts), so both serve the page alike.
import { extname } from 'node:path'

import { CONTENT_SECURITY_POLICY } from '@shared/csp'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json'
}

/** `extension` as extname gives it (".js"); anything else is bytes. */
export const contentTypeOf = (extension: string): string => CONTENT_TYPES[extension] ?? 'application/octet-stream'

/** The page's HTML, relative to the built renderer: the one file main writes into as it is sent (app/start-page.ts). */
export const START_PAGE = 'index.html'

/**
 * The body and headers for one file of the built page, read from disk: its type, the page's policy, and for the page's
 * HTML what `startPage` made of it (MainApp.startPage: the picture of the last screen written in), never stored, since
 * it may carry what the screen showed. A failed `startPage` sends the HTML as it is.
 */
export async function rendererResponse(
  relative: string,
  read: Buffer<ArrayBuffer>,
  startPage?: (html: string) => Promise<string>
): Promise<{ body: Buffer<ArrayBuffer> | string; headers: Record<string, string> }> {
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(extname(relative)),
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff'
  }
  if (!startPage || relative !== START_PAGE) return { body: read, headers }
  const html = read.toString('utf8')
  return { body: await startPage(html).catch(() => html), headers: { ...headers, 'Cache-Control': 'no-store' } }
}
