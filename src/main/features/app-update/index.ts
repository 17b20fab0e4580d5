// The app update as a feature: the service and its check on the one
// scheduler, its IPC slice, the tray's "Restart to update" and Help → Check
// for updates….
import type { Notice } from '@shared/notice'

import type { Feature } from '../../app/feature'
import { UpdateService, type UpdateServiceDeps } from './update-service'
import { checkOutcome } from './update-words'

export interface AppUpdateFeature extends Feature {
  /** Main's language changed (settings-reactions.ts): Settings' update line is sent again in it. */
  languageChanged(): void
}

export interface AppUpdateFeatureDeps extends UpdateServiceDeps {
  /** The running version, for "up to date (version 0.1.0)". */
  currentVersion: string
  /** How the menu's check answers: a notice, as the menu has no other way. */
  tell: (notice: Omit<Notice, 'id'>) => void
}

export function createAppUpdateFeature(deps: AppUpdateFeatureDeps): AppUpdateFeature {
  const service = new UpdateService(deps)
  const checkFromMenu = async () => {
    const view = await service.check()
    deps.tell({ level: view.phase === 'error' ? 'error' : 'info', message: checkOutcome(view, deps.currentVersion) })
  }
  return {
    handlers: {
      'app-update:get': () => Promise.resolve(service.view()),
      'app-update:check': () => service.check(),
      'app-update:download': () => service.download(),
      'app-update:restart': () => {
        service.restart()
        return Promise.resolve(null)
      }
    },
    trayActions: { 'restart-to-update': () => service.restart() },
    menuCommands: { 'help:check-updates': checkFromMenu },
    // Another update mode: checks and downloads follow it at once.
    reactions: { updateMode: (mode) => service.modeChanged(mode) },
    languageChanged: () => service.languageChanged(),
    onLogOff: () => service.loggingOff()
  }
}
