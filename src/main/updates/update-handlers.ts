// The Updates slice of the IPC handler map.
import type { IpcHandlers } from '../ipc/dispatch'
import type { UpdateService } from './update-service'

export type UpdateChannel = 'update:get' | 'update:check' | 'update:download' | 'update:restart'

export function updateHandlers(service: UpdateService): Pick<IpcHandlers, UpdateChannel> {
  return {
    'update:get': () => Promise.resolve(service.view()),
    'update:check': () => service.check(),
    'update:download': () => service.download(),
    'update:restart': () => {
      service.restart()
      return Promise.resolve(null)
    }
  }
}
