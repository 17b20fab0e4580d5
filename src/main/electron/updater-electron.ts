// electron-updater behind main's UpdaterPort: the generic feed from the
// build's publish configuration, or PLATFORM_UPDATE_URL for a self-hosted
// one. Off in development unless PLATFORM_UPDATE_FORCE=1. Loaded lazily and
// defensively: a broken updater never stops the app from starting.
import { isLoopbackHost } from '../connection/normalize-base-url'
import type { Logger } from '../logging/logger'
import type { UpdaterPort } from '../updates/update-service'

/** Updates are code we will run: only over https, or from this computer while testing. */
export function updateFeedAllowed(raw: string): boolean {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
  } catch {
    return false
  }
}

export async function createElectronUpdater(options: { isPackaged: boolean; env: Record<string, string | undefined>; logger: Logger }): Promise<UpdaterPort | null> {
  const { env, logger } = options
  const forced = env.PLATFORM_UPDATE_FORCE === '1'
  if (!options.isPackaged && !forced) return null
  try {
    const { default: electronUpdater } = await import('electron-updater')
    const updater = electronUpdater.autoUpdater
    updater.logger = {
      info: (message?: unknown) => logger.info({ updater: String(message) }, 'updater'),
      warn: (message?: unknown) => logger.warn({ updater: String(message) }, 'updater'),
      error: (message?: unknown) => logger.error({ updater: String(message) }, 'updater')
    }
    if (forced) updater.forceDevUpdateConfig = true
    const feed = env.PLATFORM_UPDATE_URL?.trim()
    if (feed) {
      if (updateFeedAllowed(feed)) updater.setFeedURL({ provider: 'generic', url: feed })
      else logger.warn('PLATFORM_UPDATE_URL ignored: an update feed must use https:// (http only on this computer)')
    }
    return updater
  } catch (error) {
    logger.warn({ err: error }, 'auto-update is not available in this build')
    return null
  }
}
