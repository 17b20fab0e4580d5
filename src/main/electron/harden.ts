// Electron security checklist items that apply to every web contents:
// navigation locked, new windows denied (https links go to the OS browser),
// no <webview>, and a deny-by-default permission handler.
import { app, type Session, type WebContents } from 'electron'

import type { Logger } from '../core/logging/logger'
import { isTrustedRendererUrl } from '../core/security/trusted-origin'
import { openAllowedExternal } from './open-external'

/** Permissions the app needs. None today: the renderer only talks to main. */
const ALLOWED_PERMISSIONS = new Set<string>()

export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission))
  )
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission))
}

/**
 * No client certificate goes to anyone. Since Electron 44 a server (or a
 * TLS-inspecting proxy) that asks one of main's own requests for a client
 * certificate — the API client's and electron-updater's net.request — gets
 * the first matching one from the OS store unless this event is prevented
 * (electron/electron docs/breaking-changes.md, 44.0; shell/browser/api/
 * electron_api_app.cc, SelectClientCertificate); pages asking get the same
 * answer. `callback()` with nothing continues without one.
 */
export function refuseClientCertificates(log: (host: string, offered: number, fromPage: boolean) => void): void {
  app.on('select-client-certificate', (event, webContents, url, list, callback) => {
    event.preventDefault()
    callback()
    log(url, list.length, webContents !== null)
  })
}

export function hardenAllWebContents(allowedOrigins: readonly string[], logger: Logger): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event, url) => {
      if (isTrustedRendererUrl(url, allowedOrigins)) return
      event.preventDefault()
      logger.warn({ url: safeForLog(url) }, 'blocked navigation')
    })
    contents.on('will-redirect', (event, url) => {
      if (!isTrustedRendererUrl(url, allowedOrigins)) event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      // Denied either way: an allowed link opens in the OS browser instead.
      if (openAllowedExternal(url) === null) logger.warn({ url: safeForLog(url) }, 'refused to open a link')
      return { action: 'deny' }
    })
  })
}

function safeForLog(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return '(unparseable url)'
  }
}
