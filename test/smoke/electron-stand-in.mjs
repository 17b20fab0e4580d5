// A recording stand-in for the `electron` module, so the built main entry can
// boot under plain Node. When the window loads, it exercises the handlers the
// app installed (permissions, navigation, window.open, IPC, the app://
// protocol) and writes what happened to $SMOKE_REPORT, then exits.
import { EventEmitter } from 'node:events'
import { writeFileSync } from 'node:fs'

const record = {
  appEvents: [],
  privilegedSchemes: [],
  protocolHandlers: {},
  windows: [],
  ipcHandlers: {},
  sessions: {},
  openedExternal: [],
  menuSet: false,
  sandboxEnabled: false,
  singleInstanceLock: false,
  netRequests: [],
  protocolClients: [],
  sent: [],
  trays: [],
  powerEvents: [],
  ipcOn: []
}
const appListeners = new Map()
// Packaged, the app finds its icons under process.resourcesPath (electron-builder's extraResources).
process.resourcesPath = `${process.env.SMOKE_APP_PATH}/resources`

const makeSession = (name) => {
  const s = {
    name,
    permissionRequestHandler: null,
    permissionCheckHandler: null,
    setPermissionRequestHandler(fn) {
      s.permissionRequestHandler = fn
    },
    setPermissionCheckHandler(fn) {
      s.permissionCheckHandler = fn
    },
    fetch: (...args) => fetch(...args)
  }
  record.sessions[name] = s
  return s
}

export const app = {
  isPackaged: true,
  setPath() {},
  getPath: () => process.env.SMOKE_USER_DATA,
  getAppPath: () => process.env.SMOKE_APP_PATH,
  getLoginItemSettings: () => ({ openAtLogin: false, wasOpenedAtLogin: false }),
  setLoginItemSettings() {},
  setBadgeCount() {},
  getVersion: () => '0.0.0-smoke',
  getName: () => 'Platform Desktop',
  setAsDefaultProtocolClient(scheme) {
    record.protocolClients.push(scheme)
    return true
  },
  requestSingleInstanceLock() {
    record.singleInstanceLock = true
    return true
  },
  enableSandbox() {
    record.sandboxEnabled = true
  },
  quit() {},
  exit(code) {
    process.exit(code)
  },
  whenReady: () => Promise.resolve(),
  on(event, listener) {
    record.appEvents.push(event)
    appListeners.set(event, [...(appListeners.get(event) ?? []), listener])
    return app
  },
  emit(event, ...args) {
    for (const listener of appListeners.get(event) ?? []) listener(...args)
  }
}

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    record.privilegedSchemes.push(...schemes)
  },
  handle(scheme, handler) {
    record.protocolHandlers[scheme] = handler
  }
}

export const session = { defaultSession: makeSession('default'), fromPartition: (name) => makeSession(name) }
export const shell = {
  openExternal: async (url) => {
    record.openedExternal.push(url)
  }
}
export const dialog = {
  showErrorBox(title) {
    record.errorBoxes = [...(record.errorBoxes ?? []), title]
  }
}
// API traffic: records how each request is opened, then fails it as an offline machine would.
export const net = {
  request(options) {
    const request = new EventEmitter()
    const entry = { url: options.url, method: options.method, session: options.session?.name ?? null, credentials: options.credentials, redirect: options.redirect, useSessionCookies: options.useSessionCookies, headers: {} }
    record.netRequests.push(entry)
    request.setHeader = (name, value) => (entry.headers[name.toLowerCase()] = value)
    request.write = () => true
    request.abort = () => undefined
    request.end = () => setTimeout(() => request.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED')), 1)
    return request
  }
}
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] }
export const ipcMain = {
  // electron-store's own listener: recorded so the smoke test can see it answers only its channel.
  on(channel) {
    record.ipcOn.push(channel)
  },
  handle(channel, handler) {
    record.ipcHandlers[channel] = handler
  },
  removeHandler(channel) {
    delete record.ipcHandlers[channel]
  }
}
export const Menu = {
  buildFromTemplate: (template) => template,
  setApplicationMenu() {
    record.menuSet = true
  }
}
export const safeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptString: () => {
    throw new Error('unavailable')
  },
  decryptString: () => {
    throw new Error('unavailable')
  }
}

export const powerMonitor = {
  on(event) {
    record.powerEvents.push(event)
  }
}

export const nativeImage = {
  createFromPath: (path) => ({ path, setTemplateImage() {} }),
  createFromBitmap: () => ({ bitmap: true })
}

export class Notification {
  static isSupported = () => true
  on() {}
  show() {}
}

export class Tray {
  constructor(image) {
    this.entry = { images: [image.path], tooltip: null, menu: null }
    record.trays.push(this.entry)
  }
  on() {}
  setImage(image) {
    this.entry.images.push(image.path)
  }
  setToolTip(text) {
    this.entry.tooltip = text
  }
  setContextMenu(menu) {
    this.entry.menu = menu
  }
  destroy() {}
}

export class BrowserWindow {
  static all = []
  static getAllWindows = () => BrowserWindow.all
  constructor(options) {
    this.options = options
    this.listeners = {}
    this.webContents = {
      listeners: {},
      windowOpenHandler: null,
      send(channel, payload) {
        record.sent.push({ channel, payload })
      },
      on(event, listener) {
        this.listeners[event] = listener
      },
      setWindowOpenHandler(handler) {
        this.windowOpenHandler = handler
      }
    }
    BrowserWindow.all.push(this)
    record.windows.push(this)
    app.emit('web-contents-created', {}, this.webContents)
  }
  on(event, listener) {
    this.listeners[event] = listener
  }
  once(event, listener) {
    this.listeners[event] = listener
  }
  maximize() {}
  show() {}
  focus() {}
  restore() {}
  isDestroyed = () => false
  isMinimized = () => false
  isMaximized = () => false
  getNormalBounds = () => ({ x: 0, y: 0, width: 1100, height: 760 })
  async loadURL(url) {
    this.loadedUrl = url
    setTimeout(() => void report(), 10)
  }
}

async function report() {
  const window = record.windows[0]
  const contents = window.webContents
  const navigate = (url) => {
    let prevented = false
    contents.listeners['will-navigate']?.({ preventDefault: () => (prevented = true) }, url)
    return prevented
  }
  const permission = (name) =>
    new Promise((resolve) => record.sessions.default.permissionRequestHandler?.({}, name, resolve, {}))
  const ipc = (url, parent = null) => record.ipcHandlers['session:get']?.({ sender: { id: 1 }, senderFrame: { url, parent } }, undefined)
  const serve = async (url) => {
    const response = await record.protocolHandlers.app?.(new Request(url))
    return { status: response?.status, csp: response?.headers.get('content-security-policy') ?? null }
  }
  const connect = await record.ipcHandlers['connection:save']?.({ sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } }, { url: 'https://platform.example.com' })
  // A link passed to a second instance (Windows/Linux), then a hostile one.
  await record.ipcHandlers['app:bootstrap']?.({ sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } }, undefined)
  app.emit('second-instance', {}, ['/opt/platform-desktop', 'platform-desktop://user/42'])
  app.emit('second-instance', {}, ['/opt/platform-desktop', 'platform-desktop://user/../../etc'])
  await new Promise((resolve) => setTimeout(resolve, 200))
  const update = await record.ipcHandlers['update:get']?.({ sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } }, undefined)
  const out = {
    update,
    errorBoxes: record.errorBoxes ?? [],
    trays: record.trays,
    powerEvents: record.powerEvents,
    ipcOn: record.ipcOn,
    api: { connect, requests: record.netRequests },
    deepLinks: { protocolClients: record.protocolClients, navigated: record.sent.filter((s) => s.channel === 'navigate').map((s) => s.payload) },
    singleInstanceLock: record.singleInstanceLock,
    sandboxEnabled: record.sandboxEnabled,
    menuSet: record.menuSet,
    privilegedSchemes: record.privilegedSchemes,
    loadedUrl: window.loadedUrl,
    webPreferences: window.options.webPreferences,
    bounds: { x: window.options.x, y: window.options.y, width: window.options.width, height: window.options.height },
    ipcChannels: Object.keys(record.ipcHandlers),
    navigation: { external: navigate('https://evil.example/'), own: navigate('app://platform/index.html') },
    windowOpen: {
      https: contents.windowOpenHandler?.({ url: 'https://example.com/help' }),
      file: contents.windowOpenHandler?.({ url: 'file:///etc/passwd' })
    },
    openedExternal: record.openedExternal,
    permissions: { media: await permission('media'), geolocation: await permission('geolocation'), notifications: await permission('notifications') },
    permissionCheckHandlers: Object.fromEntries(Object.entries(record.sessions).map(([k, s]) => [k, typeof s.permissionCheckHandler === 'function'])),
    ipc: { untrusted: await ipc('https://evil.example/'), subframe: await ipc('app://platform/index.html', {}), trusted: await ipc('app://platform/index.html') },
    protocol: {
      index: await serve('app://platform/index.html'),
      traversal: await serve('app://platform/..%2f..%2fpackage.json'),
      otherHost: await serve('app://elsewhere/index.html')
    }
  }
  writeFileSync(process.env.SMOKE_REPORT, JSON.stringify(out, null, 2))
  process.exit(0)
}

// electron-store imports Electron's default export; CommonJS require gets the same object (electron-stand-in.cjs).
const electron = { app, protocol, session, shell, dialog, net, screen, ipcMain, Menu, safeStorage, powerMonitor, nativeImage, Notification, Tray, BrowserWindow, autoUpdater: new EventEmitter() }
globalThis.__electronStandIn = electron
export default electron
