// Where updates may come from. Updates are code the app will run, so the feed
// is https (http only on this computer, for testing with PLATFORM_UPDATE_URL),
// and everything electron-updater fetches for it — the channel file, its
// signature, block maps, installers, every hop of a redirect — stays on the
// feed's own origin (scheme, host and port). docs/releases.md "Updates" says why a
// redirect to another host, even over https, is refused.
import type { RequestOptions } from 'node:http'

import { say } from '../../core/i18n'
import { isLoopbackHost } from '../connection/normalize-base-url'
import { UpdateRefusal } from './update-refusal'
import { redirectedAway, updateMessages } from './update-words'

/** PLATFORM_UPDATE_URL: https, or http on this computer while testing. */
export function updateFeedAllowed(raw: string): boolean {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
  } catch {
    return false
  }
}

/** The feed a build names in app-update.yml (electron-builder.yml `publish`): https only. */
export function builtInFeedAllowed(raw: string): boolean {
  try {
    return new URL(raw).protocol === 'https:'
  } catch {
    return false
  }
}

export function originOf(raw: string): string | null {
  try {
    const { origin } = new URL(raw)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * The origin Electron's net contacts for the Node-style options
 * electron-updater passes (electron/electron
 * lib/common/api/net-client-request.ts, parseOptions: `host` wins over
 * `hostname` and `port`, and the protocol defaults to http:).
 */
export function requestOrigin(options: RequestOptions): string | null {
  const authority =
    options.host ?? `${options.hostname ?? 'localhost'}${options.port ? `:${String(options.port)}` : ''}`
  return originOf(`${options.protocol ?? 'http:'}//${authority}`)
}

/** A redirect is followed only within the origin of the request it answers. */
export function redirectRefusal(from: string | null, to: string): UpdateRefusal | null {
  const target = originOf(to)
  if (from !== null && target === from) return null
  return new UpdateRefusal(redirectedAway(from, target))
}

/** A file the channel file names must be on the feed's own origin. */
export function fileRefusal(feedOrigin: string, file: URL): UpdateRefusal | null {
  if (file.origin === feedOrigin) return null
  return new UpdateRefusal(say(updateMessages.fileElsewhere, { fileOrigin: file.origin, feedOrigin }))
}
