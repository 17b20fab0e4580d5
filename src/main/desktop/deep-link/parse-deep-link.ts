// platform-desktop://user/<id> opens that user's profile, and
// platform-desktop://user/<id>?server=<host> opens it in an account on that
// server (issue 24). Links come from anywhere (a web page, a chat message), so
// everything else is refused.
import { NUMERIC_ID } from '@shared/ids'
import type { Route } from '@shared/routes'

export const DEEP_LINK_SCHEME = 'platform-desktop'
const MAX_LENGTH = 512

/** A server as a link names it: a host name and maybe a port, as the account lists show it ("platform.example.com:8443"). */
const SERVER_HOST = /^[a-z0-9]([a-z0-9.-]{0,252})(:\d{1,5})?$/i

/** `server`: the host the link asks for, lower-cased; null when it names none. */
export type DeepLinkResult = { ok: true; route: Route; server: string | null } | { ok: false; reason: string }

export function parseDeepLink(raw: unknown): DeepLinkResult {
  if (typeof raw !== 'string') return { ok: false, reason: 'not text' }
  if (raw.length > MAX_LENGTH) return { ok: false, reason: 'too long' }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: 'not a URL' }
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return { ok: false, reason: 'another scheme' }
  if (url.username || url.password || url.port) return { ok: false, reason: 'credentials or a port' }
  if (url.hostname.toLowerCase() !== 'user') return { ok: false, reason: 'unknown host' }
  if (url.hash) return { ok: false, reason: 'query or fragment' }
  const params = [...url.searchParams.entries()]
  const server = params.length === 1 && params[0]?.[0] === 'server' ? params[0][1] : null
  if (params.length > 0 && (server === null || !SERVER_HOST.test(server)))
    return { ok: false, reason: 'query or fragment' }
  const id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1]
  if (!id || !NUMERIC_ID.test(id)) return { ok: false, reason: 'not /<numeric id>' }
  return { ok: true, route: { view: 'profile', userId: id }, server: server?.toLowerCase() ?? null }
}

/** The link that opens `userId`'s profile (what "Copy Profile Link" copies); null for an id no link of ours carries. */
export function profileDeepLink(userId: string): string | null {
  return NUMERIC_ID.test(userId) ? `${DEEP_LINK_SCHEME}://user/${userId}` : null
}

/** The first argument that is one of our links (Windows and Linux pass links as argv). */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null
}
