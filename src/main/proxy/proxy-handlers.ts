// The proxy-login slice: the window's answer to 'proxy:login-required'.
import type { IpcHandlers } from '../ipc/dispatch'
import type { ProxyAuth } from './proxy-auth'

export function proxyHandlers(proxy: ProxyAuth): Pick<IpcHandlers, 'proxy:login' | 'proxy:cancel'> {
  return {
    'proxy:login': ({ id, username, password }) => {
      proxy.answer(id, { username, password })
      return Promise.resolve(null)
    },
    'proxy:cancel': ({ id }) => {
      proxy.answer(id, null)
      return Promise.resolve(null)
    }
  }
}
