// Where the login returns the token is not stated by the API, so we look in
// every place real platforms use, in this order (README documents it):
//   1. body `token`, `accessToken`, `access_token`
//   2. the same names under `data`, then under `authData`
//   3. an `Authorization: Bearer …` response header
//   4. a Set-Cookie whose name contains "token" (exact names such as
//      `token` or `access_token` first; CSRF cookies are never taken)
const TOKEN_FIELDS = ['token', 'accessToken', 'access_token'] as const
const CONTAINERS = ['data', 'authData'] as const

function tokenFrom(object: unknown): string | null {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return null
  for (const field of TOKEN_FIELDS) {
    const value = (object as Record<string, unknown>)[field]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}

export function findToken(body: unknown, headers: Record<string, string>): string | null {
  const direct = tokenFrom(body)
  if (direct) return direct
  if (body && typeof body === 'object') {
    for (const container of CONTAINERS) {
      const nested = tokenFrom((body as Record<string, unknown>)[container])
      if (nested) return nested
    }
  }
  const bearer = /^\s*Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')
  if (bearer?.[1]) return bearer[1]
  return tokenFromSetCookie(headers['set-cookie'])
}

const EXACT_COOKIE = /^(token|access_?token|auth_?token|accesstoken)$/i
const CSRF_COOKIE = /csrf|xsrf/i

function tokenFromSetCookie(header: string | undefined): string | null {
  if (!header) return null
  const candidates: { name: string; value: string }[] = []
  // Headers arrive joined with ", "; an Expires date also holds ", " so split
  // only where a new "name=" begins.
  for (const cookie of header.split(/,\s*(?=[^;,=\s]+=)/)) {
    const [pair] = cookie.split(';')
    const eq = pair?.indexOf('=') ?? -1
    if (!pair || eq <= 0) continue
    const name = pair.slice(0, eq).trim()
    const value = decodeCookie(pair.slice(eq + 1).trim().replace(/^"|"$/g, ''))
    if (value && /token/i.test(name) && !CSRF_COOKIE.test(name)) candidates.push({ name, value })
  }
  return (candidates.find((c) => EXACT_COOKIE.test(c.name)) ?? candidates[0])?.value ?? null
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
