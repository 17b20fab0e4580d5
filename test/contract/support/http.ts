// Small request helpers over Node's global fetch, so every test talks real
// HTTP to a server on 127.0.0.1.

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { headers })
}

export function post(
  base: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string | undefined } = {}
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: init.headers ?? {},
    ...(init.body === undefined ? {} : { body: init.body })
  })
}

/** POST /v1/auth/login with a form body built from `fields`. */
export function postLogin(
  base: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {}
): Promise<Response> {
  return fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString()
  })
}

export function json(body: unknown): { headers: Record<string, string>; body: string } {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

/** Reads a field of a parsed JSON body in tests without casting at each use. */
export function field<T = unknown>(body: unknown, name: string): T {
  if (typeof body !== 'object' || body === null)
    throw new Error(`expected an object with "${name}", got ${String(body)}`)
  return (body as Record<string, unknown>)[name] as T
}
