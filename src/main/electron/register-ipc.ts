// The only file that touches ipcMain: one handler per contract channel, each
// refusing callers that are not our own top-level page.
import { ipcMain, type IpcMainInvokeEvent } from 'electron'

import { defineMessages } from '@shared/i18n/messages'
import { channelNames } from '@shared/ipc'

import { say } from '../core/i18n'
import type { Dispatch } from '../core/ipc/dispatch'
import { isTrustedRendererUrl } from '../core/security/trusted-origin'

const m = defineMessages({
  notOurWindow: {
    id: 'ipc.error.notOurWindow',
    defaultMessage: 'This request did not come from Platform Desktop’s own window.',
    description: 'Error when a request came from a page or frame that is not the app’s own window.'
  }
})

export function registerIpc(dispatch: Dispatch, allowedOrigins: readonly string[]): void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, request: unknown, account: unknown) => {
      const frame = event.senderFrame
      if (!frame || frame.parent !== null || !isTrustedRendererUrl(frame.url, allowedOrigins))
        return { ok: false, error: { kind: 'forbidden', message: say(m.notOurWindow) } }
      return dispatch(channel, request, { sender: String(event.sender.id), account })
    })
  }
}
