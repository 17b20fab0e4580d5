// The narrow bridge: one function per contract channel plus `on` and `takeStartAnswer`, generated from
// src/shared/ipc.ts by createBridge (bridge.ts, which the e2e harness runs too). The IpcRendererEvent never reaches
// the page.
import { contextBridge, ipcRenderer } from 'electron'

import type { PlatformBridge } from '@shared/ipc'

import { BRIDGE_NAMES, type BridgeTransport, createBridge } from './bridge'

const transport: BridgeTransport = {
  invoke: (channel, request, account) => ipcRenderer.invoke(channel, request, account),
  listen: (event, deliver) => {
    ipcRenderer.on(event, (_event, payload: unknown) => deliver(payload))
  }
}

const exposed: Partial<PlatformBridge> = createBridge(transport, BRIDGE_NAMES)
contextBridge.exposeInMainWorld('platform', exposed)
