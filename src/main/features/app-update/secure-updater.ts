// Puts electron-updater's platform updater under the app's update rules
// (docs/releases.md "Updates"): our HTTP client for every request it makes, and our
// provider for the feed (on Windows the updater itself is
// SignedBuildNsisUpdater). Works on any AppUpdater, so the contract tests run
// the same wiring on the Windows and deb updaters without Electron.
import type { AppUpdater } from 'electron-updater'

import { type FeedOptions, FeedProvider } from './feed-provider'
import type { FeedRecord } from './feed-record'
import type { TrustedKey } from './feed-signature'
import { updateConfigOf } from './update-config'
import type { UpdateHttpExecutor } from './update-http-executor'
import { builtInFeedAllowed, updateFeedAllowed } from './update-origin'

export interface SecureUpdaterOptions {
  executor: UpdateHttpExecutor
  /** PLATFORM_UPDATE_URL, when set. */
  feedOverride?: string | undefined
  trustedKeys: readonly TrustedKey[]
  /** The newest signing time accepted per channel file (feed-record.ts). */
  record: FeedRecord
  /** The clock a signature's expiry is judged by; Date.now unless a test sets it. */
  now?: () => number
  warn: (message: string) => void
}

/** false when this build has no feed it may use; the reason went to `warn`. */
export async function secureUpdater(updater: AppUpdater, options: SecureUpdaterOptions): Promise<boolean> {
  const config = await updateConfigOf(updater)
  let feed: string | null = null
  const override = options.feedOverride?.trim()
  if (override) {
    if (updateFeedAllowed(override)) feed = override
    else options.warn('PLATFORM_UPDATE_URL ignored: an update feed must use https:// (http only on this computer)')
  }
  if (feed === null && config?.provider === 'generic' && config.url !== undefined && builtInFeedAllowed(config.url))
    feed = config.url
  if (feed === null) {
    options.warn(
      'auto-update is off: this build names no https update feed (app-update.yml, from electron-builder.yml "publish")'
    )
    return false
  }
  // AppUpdater keeps its HTTP client in `httpExecutor` (private in its
  // typings) and hands it to the provider (createProviderRuntimeOptions) and
  // to every download; setFeedURL below reads it, so it is replaced first.
  Object.assign(updater, { httpExecutor: options.executor })
  const feedOptions: FeedOptions = {
    provider: 'custom',
    updateProvider: FeedProvider,
    url: feed,
    channel: config?.channel ?? null,
    trustedKeys: options.trustedKeys,
    record: options.record,
    now: options.now ?? Date.now,
    warn: options.warn
  }
  updater.setFeedURL(feedOptions)
  return true
}
