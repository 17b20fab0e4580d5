// The renderer's Content-Security-Policy, in one place: the app:// protocol (and the e2e harness) send it as a header
// with every file of the page. The renderer talks to nobody but main. The built page carries no meta tag: the header
// comes with the page before a byte of it is parsed, and a CSP meta tag stops Chromium's preload scanner from fetching
// the page's script and stylesheet until the parser reaches the tag (third_party/blink/renderer/core/html/parser/
// html_document_parser.cc: "Don't preload anything if a CSP meta tag is found"), which cost the first paint about 6 ms
// (docs/performance.md, renderer.ratioToBaseline).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join('; ')

/** `electron-vite dev` only, as a meta tag (the dev server sends no header): React Refresh's inline preamble, injected styles and the HMR socket. */
export const DEV_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://localhost:* ws://127.0.0.1:*"
