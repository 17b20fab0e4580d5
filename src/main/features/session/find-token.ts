// Where the login returns the token is not stated by the API, so we look in
// every place real platforms use, in this order (docs/security.md, "The credential", documents it):
//   1. body `token`, `accessToken`, `access_token`
//   2. the same names under `data`, then under `authData`
//   3. an `Authorization: Bearer …` response header
//   4. a live Set-Cookie whose name is a token's (`token`, `access_token`,
//      `jwt`, … or ending in `_token`/`Token`; never a refresh, type or
//      CSRF cookie)
// Only the first place is the body's own answer; a token found anywhere else
// is a guess, and the caller confirms it with GET /v1/auth/token first.
const TOKEN_FIELDS = ['token', 'accessToken', 'access_token'] as const
const CONTAINERS = ['data', 'authData'] as const

export type TokenSource = 'body' | 'nested' | 'header' | 'cookie'

export interface FoundToken {
  token: string
  source: TokenSource
}

const MAX_TOKEN_BYTES = 8 * 1024
/**
 * Shorter than any real bearer credential, and than the live-secret
 * registry's shortest (it would not scrub it from answers and logs): a
 * five-character "token" once crossed IPC as it was.
 */
export const MIN_TOKEN_LENGTH = 8

/** Printable ASCII without whitespace, 8 characters to 8 KB: what a bearer credential can be. */
export function isPlausibleToken(value: string): boolean {
  return value.length >= MIN_TOKEN_LENGTH && value.length <= MAX_TOKEN_BYTES && /^[\x21-\x7e]+$/.test(value)
}

function tokenFrom(object: unknown): string | null {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return null
  for (const field of TOKEN_FIELDS) {
    const value = (object as Record<string, unknown>)[field]
    if (typeof value === 'string' && isPlausibleToken(value.trim())) return value.trim()
  }
  return null
}

export function findToken(body: unknown, headers: Record<string, string>, now = Date.now()): FoundToken | null {
  const direct = tokenFrom(body)
  if (direct) return { token: direct, source: 'body' }
  if (body && typeof body === 'object') {
    for (const container of CONTAINERS) {
      const nested = tokenFrom((body as Record<string, unknown>)[container])
      if (nested) return { token: nested, source: 'nested' }
    }
  }
  const bearer = /^\s*Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')
  if (bearer?.[1] && isPlausibleToken(bearer[1])) return { token: bearer[1], source: 'header' }
  const cookie = tokenFromSetCookie(headers['set-cookie'], now)
  return cookie ? { token: cookie, source: 'cookie' } : null
}

const EXACT_COOKIE = /^(token|access_token|accessToken|auth_token|authToken|jwt|session_token)$/i
const SUFFIX_COOKIE = /(_token|Token)$/
const NOT_A_TOKEN_COOKIE = /refresh|^token_type$|csrf|xsrf/i

export function tokenFromSetCookie(header: string | undefined, now = Date.now()): string | null {
  if (!header) return null
  const candidates: { name: string; value: string }[] = []
  // Headers arrive joined with ", "; an Expires date also holds ", " so split
  // only where a new "name=" begins.
  for (const cookie of header.split(/,\s*(?=[^;,=\s]+=)/)) {
    const [pair = '', ...attributes] = cookie.split(';')
    const eq = pair.indexOf('=')
    if (eq <= 0) continue
    const name = pair.slice(0, eq).trim()
    const value = decodeCookie(
      pair
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, '')
    )
    if (!EXACT_COOKIE.test(name) && !SUFFIX_COOKIE.test(name)) continue
    if (NOT_A_TOKEN_COOKIE.test(name) || !isPlausibleToken(value) || value.toLowerCase() === 'deleted') continue
    if (isExpired(attributes, now)) continue
    candidates.push({ name, value })
  }
  return (candidates.find((c) => EXACT_COOKIE.test(c.name)) ?? candidates[0])?.value ?? null
}

/** A cookie being deleted (Max-Age=0 or an Expires in the past) carries no token. */
function isExpired(attributes: string[], now: number): boolean {
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=')
    const key = rawKey.trim().toLowerCase()
    const value = rest.join('=').trim()
    // Max-Age wins over Expires (RFC 6265 §5.3), so it decides on its own.
    if (key === 'max-age' && /^-?\d+$/.test(value)) return Number(value) <= 0
  }
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=')
    if (rawKey.trim().toLowerCase() !== 'expires') continue
    const at = Date.parse(rest.join('=').trim())
    if (Number.isFinite(at) && at <= now) return true
  }
  return false
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
