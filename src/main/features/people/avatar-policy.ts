// Which picture addresses main may fetch, given the server and the
// person's choice. The server's own origin always; anything else only with
// "Load pictures from other websites" on (off by default, as in mail
// clients: a picture is a way to learn who looked, and when), and then only
// where the server itself lives: this computer for a server on this
// computer, a private or link-local network for a server on one, https on
// the internet for any. Never an address with a user name or password in it.
import { hostKind } from '../../core/security/host-kind'

export interface AvatarPolicy {
  /** The server's base URL; null before one is set, and then nothing is loaded. */
  baseUrl: string | null
  /** "Load pictures from other websites". */
  otherSites: boolean
}

function parse(raw: string): URL | null {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

export function avatarUrlAllowed(raw: string, policy: AvatarPolicy): URL | null {
  const url = parse(raw)
  const server = policy.baseUrl === null ? null : parse(policy.baseUrl)
  if (!url || !server || url.username || url.password) return null
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.origin === server.origin) return url
  if (!policy.otherSites) return null
  const kind = hostKind(url.hostname)
  if (kind === 'special') return null
  if (kind === 'public') return url.protocol === 'https:' ? url : null
  // This computer, or a local network, only for a server that lives there too.
  if (kind !== hostKind(server.hostname)) return null
  // On this computer http goes no further than the server's own traffic does.
  return url.protocol === 'https:' || kind === 'loopback' ? url : null
}
