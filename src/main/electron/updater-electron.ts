// electron-updater behind main's UpdaterPort: the generic feed from the
// build's publish configuration, or PLATFORM_UPDATE_URL for a self-hosted
// one, under the app's update rules (src/main/features/app-update/secure-updater.ts).
// Off in development unless PLATFORM_UPDATE_FORCE=1. Loaded lazily and
// defensively: a broken updater never stops the app from starting.
import { join } from 'node:path'

import type { LoginChallenge } from '../core/api/client-request-fetch'
import type { Logger } from '../core/logging/logger'
import type { UpdaterPort } from '../features/app-update/update-service'
import type { ProxyCredentials } from '../features/proxy/proxy-auth'

export interface ElectronUpdaterOptions {
  isPackaged: boolean
  env: Record<string, string | undefined>
  logger: Logger
  /** A proxy asks one of electron-updater's requests for credentials: the app's proxy sign-in answers. */
  proxyLogin: (challenge: LoginChallenge) => Promise<ProxyCredentials | null>
  /** Where the newest update feed seen is remembered (app-update/feed-record.ts). */
  userDataDir: string
  /** The AppImage updater moved the app to a new file while installing (synchronously, during the quit). */
  appImageMoved: (path: string) => void
}

export async function createElectronUpdater(options: ElectronUpdaterOptions): Promise<UpdaterPort | null> {
  const { env, logger } = options
  const forced = env.PLATFORM_UPDATE_FORCE === '1'
  if (!options.isPackaged && !forced) return null
  try {
    const [
      { default: electronUpdater },
      { SignedBuildNsisUpdater },
      { secureUpdater },
      { UpdateHttpExecutor },
      { trustedUpdateKeys },
      { updaterProxyLogin },
      { fileFeedRecord }
    ] = await Promise.all([
      import('electron-updater'),
      import('../features/app-update/signed-build-nsis-updater'),
      import('../features/app-update/secure-updater'),
      import('../features/app-update/update-http-executor'),
      import('../features/app-update/trusted-update-keys'),
      import('../features/app-update/update-proxy-login'),
      import('../features/app-update/feed-record')
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
    // Only electron-updater's AppImageUpdater emits it (out/AppImageUpdater.js, doInstall), after moving the new version into place.
    updater.on('appimage-filename-updated', options.appImageMoved)
    const secured = await secureUpdater(updater, {
      // AppUpdater's own executor re-emits a proxy's question as its 'login' event, which nobody answers; ours answers it.
      // The callback is Electron's (ClientRequest 'login' in electron.d.ts), whose arguments are optional: none declines.
      executor: new UpdateHttpExecutor(
        updaterProxyLogin(options.proxyLogin) as ConstructorParameters<typeof UpdateHttpExecutor>[0]
      ),
      feedOverride: env.PLATFORM_UPDATE_URL,
      trustedKeys: trustedUpdateKeys(),
      record: fileFeedRecord(join(options.userDataDir, 'update-feed.json')),
      warn: (message) => logger.warn(message)
    })
    return secured ? updater : null
  } catch (error) {
    logger.warn({ err: error }, 'auto-update is not available in this build')
    return null
  }
}
