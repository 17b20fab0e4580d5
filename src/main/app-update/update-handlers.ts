// The Updates slice of the IPC handler map.
import type { IpcHandlers } from '../ipc/dispatch'
import type { UpdateService } from './update-service'

export type UpdateChannel = 'app-update:get' | 'app-update:check' | 'app-update:download' | 'app-update:restart'

export function updateHandlers(service: UpdateService): Pick<IpcHandlers, UpdateChannel> {
  return {
    'app-update:get': () => Promise.resolve(service.view()),
    'app-update:check': () => service.check(),
    'app-update:download': () => service.download(),
    'app-update:restart': () => {
      service.restart()
      return Promise.resolve(null)
    }
  }
}
