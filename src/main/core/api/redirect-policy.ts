// Redirects are ours to follow, never the fetch implementation's: a password
// or a bearer token must not follow a 307 to another origin or from https to
// http. Node's fetch with redirect 'manual' hands back the 3xx itself;
// Electron's net.fetch fails with "Redirect was cancelled" and the spec's
// fetch returns an opaque redirect — the last two never say where to, so our
// Electron adapter (client-request-fetch.ts) gives Node's semantics instead,
// and the others are still refused safely.

export const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

export type RedirectRefusal = 'cross-origin' | 'downgrade' | 'too-many' | 'unreadable' | 'outside-base'

/**
 * The base URL a request's credential is for, handed to the fetch in its
 * options by the API client (axios passes `fetchOptions` through): a
 * credential never follows a redirect out from under that path — a token
 * for https://host/tenant-a is not sent to https://host/tenant-b.
 */
export interface RedirectScope {
  redirectScope?: string
}

/** Whether `target` lies under the base URL `base` (its path, as a folder). */
function underBase(target: URL, base: string): boolean {
  const folder = new URL(base).pathname.replace(/\/?$/, '/')
  return target.pathname === folder.slice(0, -1) || target.pathname.startsWith(folder)
}

/** Thrown from the fetch layer; map-error turns it into a sentence naming the target. */
export class RedirectRefused extends Error {
  constructor(
    readonly reason: RedirectRefusal,
    /** Scheme, host and port of where the server tried to send us; never a path or query (they may carry secrets). */
    readonly target: string | null
  ) {
    super(`redirect refused (${reason})${target ? ` to ${target}` : ''}`)
    this.name = 'RedirectRefused'
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (
    let current = error;
    current && typeof current === 'object' && chain.length < 6;
    current = (current as { cause?: unknown }).cause
  )
    chain.push(current)
  return chain
}

export function findRedirectRefusal(error: unknown): RedirectRefused | null {
  return causes(error).find((link): link is RedirectRefused => link instanceof RedirectRefused) ?? null
}

const isCancelledRedirect = (error: unknown) =>
  causes(error).some((link) => {
    const message = (link as { message?: unknown }).message
    return typeof message === 'string' && /redirect was cancelled/i.test(message)
  })

const onlyScope = (init: RequestInit | undefined): boolean =>
  init === undefined || Object.keys(init).every((key) => key === 'redirectScope')

/**
 * Wraps a fetch so that at most MAX_REDIRECTS redirects are followed, each
 * within the origin of the first request, never downgrading to http; the body
 * is re-sent only where the method is kept (307/308).
 */
export function withRedirectPolicy(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    // axios hands in its own Request and options that carry only our scope: that Request is used as it is, which
    // spares each call a copy (docs/performance.md, api.ratio).
    const first = input instanceof Request && onlyScope(init) ? input : new Request(input, init)
    // Handed on as it came: the copies each `new Request` makes hear it only while they live (see client-request-fetch.ts).
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null)
    const origin = new URL(first.url).origin
    const scope = (init as RedirectScope | undefined)?.redirectScope
    const withCredential = first.headers.has('authorization')
    let current = first
    for (let hops = 0; ; hops++) {
      // A 307/308 re-sends the body, which a Request can give only once.
      const spare = current.body ? current.clone() : null
      let response: Response
      try {
        response = await fetchImpl(current, { redirect: 'manual', ...(signal ? { signal } : {}) })
      } catch (error) {
        if (isCancelledRedirect(error)) throw new RedirectRefused('unreadable', null)
        throw error
      }
      if (response.type === 'opaqueredirect') throw new RedirectRefused('unreadable', null)
      const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null
      if (location === null) return response
      await response.body?.cancel().catch(() => undefined)

      let target: URL
      try {
        target = new URL(location, current.url)
      } catch {
        throw new RedirectRefused('unreadable', null)
      }
      if (new URL(current.url).protocol === 'https:' && target.protocol !== 'https:')
        throw new RedirectRefused('downgrade', target.origin)
      if (target.origin !== origin) throw new RedirectRefused('cross-origin', target.origin)
      if (withCredential && scope !== undefined && !underBase(target, scope))
        throw new RedirectRefused('outside-base', target.origin)
      if (hops >= MAX_REDIRECTS) throw new RedirectRefused('too-many', target.origin)
      current = nextRequest(current, spare, response.status, target)
    }
  }
}

function nextRequest(previous: Request, spare: Request | null, status: number, target: URL): Request {
  // As browsers do: 303, and 301/302 after a POST, become a GET without a body.
  const toGet = status === 303 || ((status === 301 || status === 302) && previous.method === 'POST')
  const headers = new Headers(previous.headers)
  if (toGet)
    for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language']) headers.delete(name)
  return new Request(target, {
    method: toGet && previous.method !== 'HEAD' ? 'GET' : previous.method,
    headers,
    body: toGet ? null : (spare?.body ?? null),
    signal: previous.signal,
    credentials: previous.credentials,
    redirect: 'manual',
    // Needed by Node's fetch for a streamed body.
    ...({ duplex: 'half' } as object)
  })
}
