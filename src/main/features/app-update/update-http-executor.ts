// electron-updater's HTTP client with our redirect rule. Every request it
// makes is created by createRequest — the channel file, block maps,
// installers, and each range of a differential download, which calls
// createRequest itself — and in Electron every redirect reaches us as that
// request's 'redirect' event, never as a 3xx response (electron/electron
// lib/common/api/net-client-request.ts, ClientRequest: the URL loader's
// 'redirect' handler emits it in both the 'follow' and 'manual' modes). So a
// redirect is judged there, before anyone follows it.
import type { RequestOptions } from 'node:http'

import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js'

import { redirectRefusal, requestOrigin } from './update-origin'

type NetRequest = ReturnType<ElectronHttpExecutor['createRequest']>

export class UpdateHttpExecutor extends ElectronHttpExecutor {
  override createRequest(options: RequestOptions, callback: (response: unknown) => void): NetRequest {
    const request = this.openRequest(options, callback)
    // After openRequest: ElectronHttpExecutor.createRequest may move a Host header into options.host.
    const origin = requestOrigin(options)
    // Added before electron-updater's own 'redirect' listeners (they are
    // attached after createRequest returns), so a refused redirect is
    // aborted before any of them can follow it: abort() inside the event
    // stops both modes (ClientRequest.abort → _die → URL loader cancelled),
    // and the caller, whose 'error' listener every electron-updater request
    // has (HttpExecutor.addErrorAndTimeoutHandlers), hears why.
    request.on('redirect', (_status: number, _method: string, target: string) => {
      const refusal = redirectRefusal(origin, target)
      if (!refusal) return
      request.abort()
      request.emit('error', refusal)
    })
    return request
  }

  /**
   * ElectronHttpExecutor follows a redirect by aborting the request and
   * starting a new one for the target (addRedirectHandlers); a refused target
   * must not be started again. The request has already failed with the reason
   * (createRequest above).
   */
  protected override addRedirectHandlers(
    request: NetRequest,
    options: RequestOptions,
    reject: (error: Error) => void,
    redirectCount: number,
    handler: (options: RequestOptions) => void
  ): void {
    const origin = requestOrigin(options)
    super.addRedirectHandlers(request, options, reject, redirectCount, (next) => {
      if (origin !== null && requestOrigin(next) === origin) handler(next)
    })
  }

  /** Electron's net.request on electron-updater's session (ElectronHttpExecutor.createRequest). */
  protected openRequest(options: RequestOptions, callback: (response: unknown) => void): NetRequest {
    return super.createRequest(options, callback)
  }
}
