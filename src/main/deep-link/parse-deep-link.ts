// platform-desktop://user/<id> opens that user's profile. Links come from
// anywhere (a web page, a chat message), so everything else is refused.
import { NUMERIC_ID } from '@shared/ids'
import type { Route } from '@shared/routes'

export const DEEP_LINK_SCHEME = 'platform-desktop'
const MAX_LENGTH = 512

export type DeepLinkResult = { ok: true; route: Route } | { ok: false; reason: string }

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
  if (url.search || url.hash) return { ok: false, reason: 'query or fragment' }
  const id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1]
  if (!id || !NUMERIC_ID.test(id)) return { ok: false, reason: 'not /<numeric id>' }
  return { ok: true, route: { view: 'profile', userId: id } }
}

/** The link that opens `userId`'s profile (what "Copy Profile Link" copies); null for an id no link of ours carries. */
export function profileDeepLink(userId: string): string | null {
  return NUMERIC_ID.test(userId) ? `${DEEP_LINK_SCHEME}://user/${userId}` : null
}

/** The first argument that is one of our links (Windows and Linux pass links as argv). */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null
}
