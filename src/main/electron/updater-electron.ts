// electron-updater behind main's UpdaterPort: the generic feed from the
// build's publish configuration, or PLATFORM_UPDATE_URL for a self-hosted
// one, under the app's update rules (src/main/updates/secure-updater.ts).
// Off in development unless PLATFORM_UPDATE_FORCE=1. Loaded lazily and
// defensively: a broken updater never stops the app from starting.
import type { Logger } from '../logging/logger'
import type { UpdaterPort } from '../updates/update-service'

export async function createElectronUpdater(options: { isPackaged: boolean; env: Record<string, string | undefined>; logger: Logger }): Promise<UpdaterPort | null> {
  const { env, logger } = options
  const forced = env.PLATFORM_UPDATE_FORCE === '1'
  if (!options.isPackaged && !forced) return null
  try {
    const [{ default: electronUpdater }, { SignedBuildNsisUpdater }, { secureUpdater }, { UpdateHttpExecutor }, { trustedUpdateKeys }] = await Promise.all([
      import('electron-updater'),
      import('../updates/signed-build-nsis-updater'),
      import('../updates/secure-updater'),
      import('../updates/update-http-executor'),
      import('../updates/trusted-update-keys')
    ])
    // electron-updater's own choice per platform (its autoUpdater), except
    // that Windows gets the NsisUpdater that downloads nothing in an unsigned build.
    const updater = process.platform === 'win32' ? new SignedBuildNsisUpdater() : electronUpdater.autoUpdater
    updater.logger = {
      info: (message?: unknown) => logger.info({ updater: String(message) }, 'updater'),
      warn: (message?: unknown) => logger.warn({ updater: String(message) }, 'updater'),
      error: (message?: unknown) => logger.error({ updater: String(message) }, 'updater')
    }
    if (forced) updater.forceDevUpdateConfig = true
    const secured = await secureUpdater(updater, {
      // As AppUpdater's own executor: a proxy asking for credentials is passed on as the updater's 'login' event.
      executor: new UpdateHttpExecutor((authInfo, callback) => updater.emit('login', authInfo, callback)),
      feedOverride: env.PLATFORM_UPDATE_URL,
      trustedKeys: trustedUpdateKeys(),
      warn: (message) => logger.warn(message)
    })
    return secured ? updater : null
  } catch (error) {
    logger.warn({ err: error }, 'auto-update is not available in this build')
    return null
  }
}
