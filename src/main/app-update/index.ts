// The app update as a feature: the service and its check on the one
// scheduler, its IPC slice, and the tray's "Restart to update".
import type { UpdateMode } from '@shared/settings'

import type { Feature } from '../app/feature'
import { UpdateService, type UpdateServiceDeps } from './update-service'

export interface AppUpdateFeature extends Feature {
  /** The person chose another update mode (settings-reactions.ts). */
  modeChanged(mode: UpdateMode): void
}

export function createAppUpdateFeature(deps: UpdateServiceDeps): AppUpdateFeature {
  const service = new UpdateService(deps)
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
    modeChanged: (mode) => service.modeChanged(mode)
  }
}
