// What the smoke test asks of every web contents and session the app set up:
// where navigation and window.open may go, which permissions are granted, and
// whether anything takes over certificate errors. Pure probes over the
// listeners and handlers the electron stand-in recorded.
export const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `condition()` holds, up to `ms`; whether it held. */
export async function eventually(condition, ms = 5000) {
  const until = performance.now() + ms
  while (!condition()) {
    if (performance.now() > until) return false
    await settle(1)
  }
  return true
}

// Where the page might try to go, and what a link might ask the OS to open.
const NAVIGATION_TARGETS = [
  'app://platform/index.html',
  'https://evil.example/',
  'http://127.0.0.1:8787/',
  'file:///etc/passwd',
  'app://elsewhere/index.html',
  'platform-desktop://user/42',
  'javascript:alert(1)'
]
const WINDOW_OPEN_TARGETS = [
  'https://example.com/help',
  'http://localhost:8080/docs',
  'http://127.0.0.1:8080/',
  'http://example.com/',
  'https://user:secret@example.com/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'app://platform/index.html',
  'platform-desktop://user/42',
  'not a url'
]
const PERMISSIONS = [
  'clipboard-read',
  'clipboard-sanitized-write',
  'display-capture',
  'fileSystem',
  'fullscreen',
  'geolocation',
  'hid',
  'idle-detection',
  'keyboardLock',
  'media',
  'mediaKeySystem',
  'midi',
  'midiSysex',
  'notifications',
  'openExternal',
  'pointerLock',
  'serial',
  'speaker-selection',
  'storage-access',
  'top-level-storage-access',
  'usb',
  'window-management',
  'unknown'
]

/** Emits an event to every listener; true if any prevented the default. */
function prevented(listeners, ...args) {
  let stopped = false
  for (const listener of listeners ?? []) listener({ preventDefault: () => (stopped = true) }, ...args)
  return stopped
}

/** What one web contents does with navigation, new windows and certificate errors. */
export function contentsPosture(contents, openedExternal) {
  const navigate = (event) =>
    Object.fromEntries(
      NAVIGATION_TARGETS.map((url) => [url, prevented(contents.listeners[event], url) ? 'blocked' : 'allowed'])
    )
  const windowOpen = Object.fromEntries(
    WINDOW_OPEN_TARGETS.map((url) => {
      const before = openedExternal.length
      const result =
        contents.windowOpenHandler?.({
          url,
          frameName: '',
          features: '',
          disposition: 'foreground-tab',
          referrer: { url: '', policy: 'default' }
        }) ?? null
      return [url, { result, openedExternal: openedExternal.slice(before) }]
    })
  )
  return {
    willNavigate: navigate('will-navigate'),
    willRedirect: navigate('will-redirect'),
    willFrameNavigate: contents.listeners['will-frame-navigate'] ? navigate('will-frame-navigate') : null,
    attachWebview: prevented(contents.listeners['will-attach-webview'], {}, { src: 'https://evil.example/' })
      ? 'blocked'
      : 'allowed',
    windowOpen,
    certificateError: certificateError(contents.listeners['certificate-error'])
  }
}

/**
 * Sends a certificate error to every listener (app's passes the web contents
 * first): did any of them take over from Electron's default, which rejects?
 */
export function certificateError(listeners, ...prefix) {
  const answers = []
  let defaultPrevented = false
  for (const listener of listeners ?? []) {
    const event = { preventDefault: () => (defaultPrevented = true) }
    listener(
      event,
      ...prefix,
      'https://platform.example.com/',
      'net::ERR_CERT_AUTHORITY_INVALID',
      { issuerName: 'Mallory' },
      (trusted) => answers.push(trusted),
      false
    )
  }
  return { listeners: (listeners ?? []).length, defaultPrevented, answers }
}

/**
 * A server asks a request main made (net.request: the API client,
 * electron-updater) for a client certificate. Since Electron 44 app's
 * 'select-client-certificate' fires for these too, with a null web contents
 * and `host:port` (electron/electron shell/browser/api/electron_api_app.cc,
 * SelectClientCertificate; electron/electron docs/breaking-changes.md, 44.0): unless a listener
 * calls preventDefault, Electron answers with the first certificate of the
 * list. Which certificate, if any, went to the server?
 */
export function clientCertificateRequest(listeners) {
  const list = [{ subjectName: 'Ada Lovelace', issuerName: 'Bank CA' }]
  let defaultPrevented = false
  const answers = []
  const callback = (certificate) => answers.push(certificate ?? null)
  for (const listener of listeners ?? [])
    listener(
      { preventDefault: () => (defaultPrevented = true) },
      null,
      'updates.platform-desktop.example:443',
      list,
      callback
    )
  if (!defaultPrevented) callback(list[0])
  return { listeners: (listeners ?? []).length, defaultPrevented, sent: answers }
}

/** Every permission through a session's request and check handlers; a request left unanswered is 'no answer'. */
export async function sessionPosture(session) {
  const request = async (permission) =>
    session.permissionRequestHandler
      ? Promise.race([
          new Promise((resolve) =>
            session.permissionRequestHandler({}, permission, resolve, {
              requestingUrl: 'app://platform/index.html',
              isMainFrame: true
            })
          ),
          settle(100).then(() => 'no answer')
        ])
      : 'no handler'
  const check = (permission) =>
    session.permissionCheckHandler
      ? session.permissionCheckHandler({}, permission, 'app://platform', {
          requestingUrl: 'app://platform/index.html',
          isMainFrame: true
        })
      : 'no handler'
  const requests = {}
  const checks = {}
  for (const permission of PERMISSIONS) {
    requests[permission] = await request(permission)
    checks[permission] = check(permission)
  }
  return { requests, checks }
}
