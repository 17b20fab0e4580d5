// The only file that touches ipcMain: one handler per contract channel, each
// refusing callers that are not our own top-level page.
import { ipcMain, type IpcMainInvokeEvent } from 'electron'

import { channelNames } from '@shared/ipc'

import type { Dispatch } from '../core/ipc/dispatch'
import { notOurWindow } from '../core/ipc/ipc-words'
import { isTrustedRendererUrl } from '../core/security/trusted-origin'

export function registerIpc(dispatch: Dispatch, allowedOrigins: readonly string[]): void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, request: unknown, account: unknown) => {
      const frame = event.senderFrame
      if (!frame || frame.parent !== null || !isTrustedRendererUrl(frame.url, allowedOrigins))
        return { ok: false, error: { kind: 'forbidden', message: notOurWindow() } }
      return dispatch(channel, request, { sender: String(event.sender.id), account })
    })
  }
}
