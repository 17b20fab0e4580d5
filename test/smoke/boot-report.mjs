// The boot smoke's report: once the built main has opened its window under
// the electron stand-in, this exercises what the app installed (IPC, the
// app:// protocol, permissions, navigation, certificate errors, menus, deep
// links, crashes, closing and reopening the window) and writes what happened
// to $SMOKE_REPORT, then exits (electron-stand-in.mjs starts it).

import { launchAtLoginRound, proxyRound } from './lifecycle-scenarios.mjs'
import { contextMenuRound, menuRound } from './menu-round.mjs'
import { desktop, nativeTheme } from './os-stand-in.mjs'
import { LARGE_PLATFORM } from './stand-in-net.mjs'
import {
  certificateError,
  clientCertificateRequest,
  contentsPosture,
  eventually,
  sessionPosture,
  settle
} from './stand-in-probes.mjs'
const { existsSync, writeFileSync } = process.getBuiltinModule('node:fs')

export async function bootReport({ record, app, appListeners, BrowserWindow, makeWebContents, dismissKeyringPrompt }) {
  const window = record.windows[0]
  const ipc = (url, parent = null) =>
    record.ipcHandlers['session:get']?.({ sender: { id: 1 }, senderFrame: { url, parent } }, undefined)
  // The page's shell:open-external reaches the OS through start.ts's openExternal (open-external.ts).
  const openFromPage = async (url) => {
    const before = record.openedExternal.length
    const answer = await record.ipcHandlers['shell:open-external']?.(
      { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } },
      { url }
    )
    return { ok: answer?.ok ?? null, opened: record.openedExternal.slice(before) }
  }
  const serve = async (url) => {
    const response = await record.protocolHandlers.app?.(new Request(url))
    return {
      status: response?.status,
      csp: response?.headers.get('content-security-policy') ?? null,
      cacheControl: response?.headers.get('cache-control') ?? null
    }
  }
  // The window is up while the keyring still prompts for the remembered sign-in.
  // The restore asks the keyring once main's start-up I/O is done, which may
  // come a few milliseconds after the window's first load (it does on Node 24);
  // the keyring never answers until the prompt is dismissed below, so a window
  // present once it was asked opened without waiting for it.
  await eventually(() => record.keyringWaits.length > 0)
  const restore = {
    windows: record.windows.length,
    keyringWaits: [...record.keyringWaits],
    session: (await ipc('app://platform/index.html'))?.data ?? null
  }
  dismissKeyringPrompt()
  await settle(50)
  restore.sessionAfterPrompt = (await ipc('app://platform/index.html'))?.data ?? null
  restore.fileKept = existsSync(`${process.env.SMOKE_USER_DATA}/credentials.a000000000000000a.json`)
  const connect = await record.ipcHandlers['connection:save']?.(
    { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } },
    { url: 'https://platform.example.com' }
  )
  const largeConnect = await record.ipcHandlers['connection:save']?.(
    { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } },
    { url: LARGE_PLATFORM }
  )
  // A link passed to a second instance (Windows/Linux), then a hostile one.
  const booted = await record.ipcHandlers['app:bootstrap']?.(
    { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } },
    undefined
  )
  app.emit('second-instance', {}, ['/opt/platform-desktop', 'platform-desktop://user/42'])
  app.emit('second-instance', {}, ['/opt/platform-desktop', 'platform-desktop://user/../../etc'])
  await settle(200)
  const proxy = await proxyRound(record)
  const launchAtLogin = await launchAtLoginRound(record)
  const update = await record.ipcHandlers['app-update:get']?.(
    { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } },
    undefined
  )
  const deepLinks = {
    protocolClients: record.protocolClients,
    navigated: record.sent.filter((s) => s.channel === 'navigate').map((s) => s.payload)
  }

  const contextMenu = await contextMenuRound(record, window)
  const spellcheck = Object.fromEntries(
    Object.entries(record.sessions).map(([name, s]) => [
      name,
      { calls: s.spellCheckerCalls, languages: s.spellCheckerLanguages }
    ])
  )

  // The renderer crashes twice: reloaded at once, then the person is asked; the reloaded page hears why.
  const gone = (reason) =>
    window.webContents.listeners['render-process-gone']?.forEach((listener) => listener({}, { reason, exitCode: 1 }))
  gone('clean-exit')
  gone('crashed')
  await settle(20)
  gone('oom')
  await settle(50)
  const rebooted = await record.ipcHandlers['app:bootstrap']?.(
    { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } },
    undefined
  )
  const rendererCrash = {
    reloads: record.reloads ?? 0,
    messageBoxes: record.messageBoxes ?? [],
    notices: rebooted?.data?.notices?.map((n) => n.message) ?? []
  }
  const menu = await menuRound(record)
  // The GPU process crashes and the network service is killed: Electron emits these
  // details for a child crashed or killed (electron/electron shell/browser/api/electron_api_app.cc,
  // App::BrowserChildProcessCrashedOrKilled); name only when the process has one.
  app.emit('child-process-gone', {}, { type: 'GPU', reason: 'crashed', exitCode: 139, serviceName: '' })
  app.emit(
    'child-process-gone',
    {},
    {
      type: 'Utility',
      reason: 'killed',
      exitCode: 15,
      serviceName: 'network.mojom.NetworkService',
      name: 'Network Service'
    }
  )

  // The person closes the window. On Linux the smoke's desktop has no
  // status-notifier host (boot.test.ts puts a gdbus on PATH that says so), so
  // the app must let it close — and then quit — instead of hiding it into a
  // tray nobody sees. Windows and macOS always have a tray to hide into.
  let closePrevented = false
  window.emit('close', { preventDefault: () => (closePrevented = true) })
  const closing = {
    prevented: closePrevented,
    hidden: window.hidden === true,
    notifications: desktop.notifications.map((n) => n.title),
    // As the reloaded page was told it: the tray question is asked once the page's first answer is out and the
    // sign-in is back (startUp in late-features.ts), so the first answer cannot know it yet.
    trayProblem: rebooted?.data?.settings?.desktop?.trayProblem ?? null
  }

  // The window goes away and the app opens a new one (macOS: a click on the
  // Dock icon): the new window must be made the same way.
  window.emit('closed')
  BrowserWindow.all = BrowserWindow.all.filter((w) => w !== window)
  app.emit('activate')
  await settle(50)
  // A web contents the app did not make itself (a <webview> guest, a popup) gets the same treatment.
  const stray = makeWebContents()
  app.emit('web-contents-created', {}, stray)

  const sessions = {}
  for (const [name, session] of Object.entries(record.sessions)) sessions[name] = await sessionPosture(session)

  const out = {
    notices: booted?.data?.notices?.map((notice) => notice.message) ?? [],
    calls: record.calls,
    contextMenu,
    spellcheck,
    proxy,
    launchAtLogin,
    restore,
    rendererCrash,
    update,
    errorBoxes: record.errorBoxes ?? [],
    closing,
    trays: desktop.trays,
    powerEvents: record.powerEvents,
    ipcOn: record.ipcOn,
    api: { connect, largeConnect, requests: record.netRequests },
    deepLinks,
    singleInstanceLock: record.singleInstanceLock,
    sandboxEnabled: record.sandboxEnabled,
    menu,
    privilegedSchemes: record.privilegedSchemes,
    loadedUrl: window.loadedUrl,
    bounds: { x: window.options.x, y: window.options.y, width: window.options.width, height: window.options.height },
    theme: { source: nativeTheme.themeSource, background: window.options.backgroundColor },
    windows: record.windows.map((w) => ({
      loadedUrl: w.loadedUrl ?? null,
      webPreferences: w.options.webPreferences ?? null,
      contents: contentsPosture(w.webContents, record.openedExternal)
    })),
    strayContents: contentsPosture(stray, record.openedExternal),
    sessions,
    certificateVerifyProcs: record.certificateVerifyProcs,
    switches: record.switches,
    appCertificateError: certificateError(appListeners.get('certificate-error'), {}),
    clientCertificate: clientCertificateRequest(appListeners.get('select-client-certificate')),
    ipcChannels: Object.keys(record.ipcHandlers),
    ipc: {
      untrusted: await ipc('https://evil.example/'),
      subframe: await ipc('app://platform/index.html', {}),
      trusted: await ipc('app://platform/index.html')
    },
    openFromPage: {
      allowed: await openFromPage('https://example.com/help'),
      refused: await openFromPage('file:///etc/passwd')
    },
    protocol: {
      index: await serve('app://platform/index.html'),
      traversal: await serve('app://platform/..%2f..%2fpackage.json'),
      otherHost: await serve('app://elsewhere/index.html')
    }
  }
  writeFileSync(process.env.SMOKE_REPORT, JSON.stringify(out, null, 2))
  process.exit(0)
}
