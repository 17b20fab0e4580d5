// The content type of each file of the built renderer, by extension: one
// table for the app's own protocol (electron/renderer-protocol.ts) and the
// browser preview's server (preview/page-host.ts), so both serve the page alike.
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
