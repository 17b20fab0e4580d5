// The app update as a feature: the service and its check on the one
// scheduler, its IPC slice, the tray's "Restart to update" and Help → Check
// for updates….
import type { Notice } from '@shared/notice'

import type { Feature } from '../../app/feature'
import { type UpdaterPort, UpdateService, type UpdateServiceDeps } from './update-service'
import { checkOutcome } from './update-words'

export interface AppUpdateFeature extends Feature {
  /** Main's language changed (settings-reactions.ts): Settings' update line is sent again in it. */
  languageChanged(): void
  /** Makes the updater and starts its checks, once: after the page's first answer (main-app.ts), or at first use. */
  start(): void
}

export interface AppUpdateFeatureDeps extends Omit<UpdateServiceDeps, 'updater'> {
  /**
   * Makes the auto-updater (null: updates are off). Called once, after the page's first answer or at the first
   * request, tray item or menu command that needs it: loading electron-updater's chunks is not a cost the first
   * window and its answer wait for (docs/performance.md).
   */
  updater: () => Promise<UpdaterPort | null>
  /** The running version, for "up to date (version 0.1.0)". */
  currentVersion: string
  /** How the menu's check answers: a notice, as the menu has no other way. */
  tell: (notice: Omit<Notice, 'id'>) => void
}

export function createAppUpdateFeature(deps: AppUpdateFeatureDeps): AppUpdateFeature {
  /** Until the updater is made, nothing has been checked or downloaded: nothing to install at log-off. */
  let made: UpdateService | null = null
  let making: Promise<UpdateService> | undefined
  const service = () => (making ??= deps.updater().then((updater) => (made = new UpdateService({ ...deps, updater }))))
  const checkFromMenu = async () => {
    const view = await (await service()).check()
    deps.tell({ level: view.phase === 'error' ? 'error' : 'info', message: checkOutcome(view, deps.currentVersion) })
  }
  return {
    handlers: {
      'app-update:get': async () => (await service()).view(),
      'app-update:check': async () => (await service()).check(),
      'app-update:download': async () => (await service()).download(),
      'app-update:restart': async () => {
        ;(await service()).restart()
        return null
      }
    },
    trayActions: { 'restart-to-update': async () => (await service()).restart() },
    menuCommands: { 'help:check-updates': checkFromMenu },
    // Another update mode: checks and downloads follow it at once.
    reactions: { updateMode: async (mode) => (await service()).modeChanged(mode) },
    languageChanged: () => void service().then((ready) => ready.languageChanged()),
    onLogOff: () => made?.loggingOff(),
    start: () => void service()
  }
}
