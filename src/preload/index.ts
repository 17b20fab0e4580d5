// The narrow bridge: one function per contract channel plus `on`, generated
// from src/shared/ipc.ts. No logic, and the IpcRendererEvent never reaches
// the page.
import { contextBridge, ipcRenderer } from 'electron'

import type { EventName, IpcEvents, PlatformBridge } from '@shared/ipc'
import { channelNames, eventNames } from '@shared/ipc-names'

const bridge: Record<string, unknown> = {}
for (const channel of channelNames) {
  // The account is main's to check, like the request.
  bridge[channel] = (request?: unknown, account?: unknown) => ipcRenderer.invoke(channel, request, account)
}
bridge.on = <E extends EventName>(event: E, listener: (payload: IpcEvents[E]) => void) => {
  if (!(eventNames as readonly string[]).includes(event)) throw new Error(`Unknown event: ${event}`)
  const wrapped = (_event: unknown, payload: IpcEvents[E]) => listener(payload)
  ipcRenderer.on(event, wrapped)
  return () => {
    ipcRenderer.removeListener(event, wrapped)
  }
}

const exposed: Partial<PlatformBridge> = bridge
contextBridge.exposeInMainWorld('platform', exposed)
