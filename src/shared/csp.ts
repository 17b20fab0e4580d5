// The renderer's Content-Security-Policy, in one place: the build writes it
// into index.html's meta tag and the app:// protocol (and the e2e harness)
// send it as a header. The renderer talks to nobody but main.
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

/**
 * The same policy for index.html's meta tag: frame-ancestors is honoured only
 * as a header (a meta tag carrying it makes Chromium log an error), and the
 * header always comes with the page.
 */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ')

/** `electron-vite dev` only: React Refresh's inline preamble, injected styles and the HMR socket. */
export const DEV_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://localhost:* ws://127.0.0.1:*"
