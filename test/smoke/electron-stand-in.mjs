// A recording stand-in for the `electron` module, so the built main entry can
// boot under plain Node. When the window loads, boot-report.mjs exercises the
// handlers the app installed (permissions, navigation, window.open,
// certificate errors, IPC, the app:// protocol, menus) on every session and
// web contents, closes the window and has the app open another (as macOS's
// `activate` does), and writes what happened to $SMOKE_REPORT, then exits. $SMOKE_SCENARIO picks another
// run instead: quitting, restarting for an update, a development run
// (lifecycle-scenarios.mjs). Without $SMOKE_REPORT (unit tests of the
// Electron adapter) it only records. Notification, Tray and login items live
// in os-stand-in.mjs.

import { bootReport } from './boot-report.mjs'
import { lifecycleReport, lifecycleScenario } from './lifecycle-scenarios.mjs'
import { clipboard, desktop, dock, loginItems, Menu, nativeTheme, Notification, Tray } from './os-stand-in.mjs'
import { closeWindow, createAutoUpdater, createQuitModel, pendingLoad } from './stand-in-lifecycle.mjs'
import { createNet } from './stand-in-net.mjs'
import { webContentsFactory } from './stand-in-web-contents.mjs'
// Built-ins as objects, not imports: Electron's own `electron` module is part of the binary and builds no ES
// module face of node:fs or node:crypto (that face runs every lazy getter of the built-in: nodejs/node
// lib/internal/bootstrap/realm.js, getESMFacade), so the stand-in must not build one for the main it runs either,
// nor must the modules it loads (bench/startup-bench.ts compares two mains under it). Nor does it load one Electron
// has no use for at start: node:crypto (the keyring below is OS code in Electron) waits for its first use.
const crypto = () => process.getBuiltinModule('node:crypto')
const { writeFileSync } = process.getBuiltinModule('node:fs')
const { join } = process.getBuiltinModule('node:path')
export { clipboard, Menu, nativeTheme, Notification, Tray }
/** What the stand-in recorded, for unit tests of the Electron adapters. */
export { record as standInRecord }

const record = {
  appEvents: [],
  privilegedSchemes: [],
  protocolHandlers: {},
  windows: [],
  ipcHandlers: {},
  sessions: {},
  openedExternal: [],
  sandboxEnabled: false,
  singleInstanceLock: false,
  netRequests: [],
  protocolClients: [],
  sent: [],
  powerEvents: [],
  ipcOn: [],
  certificateVerifyProcs: [],
  switches: [],
  // In order: the calls whose order matters to Windows (the app's identity before ready and before its login item).
  calls: [],
  updateInstalled: false,
  proxyAnswers: [],
  keyringWaits: [],
  /** Where spelling dictionaries were fetched from (each URL), and the base address set. */
  dictionaryDownloads: [],
  dictionaryDownloadUrl: null
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
    // Trusting a certificate Chromium rejected would go through here.
    setCertificateVerifyProc() {
      record.certificateVerifyProcs.push(name)
    },
    fetch: (...args) => fetch(...args),
    // The spellchecker (electron/electron shell/browser/api/electron_api_session.cc and electron/electron docs/api/session.md):
    // a language outside availableSpellCheckerLanguages throws, an empty list turns spellcheck off, and until
    // told otherwise the session checks the OS locale's language (shell/browser/electron_browser_context.cc).
    availableSpellCheckerLanguages: ['de', 'en-AU', 'en-GB', 'en-US', 'fr', 'pt-BR'],
    spellCheckerLanguages: ['en-US'],
    spellCheckerCalls: [],
    setSpellCheckerLanguages(languages) {
      for (const language of languages)
        if (!s.availableSpellCheckerLanguages.includes(language))
          throw new Error(`Invalid language code provided: "${language}" is not a valid language code`)
      s.spellCheckerLanguages = [...languages]
      s.spellCheckerCalls.push([...languages])
      // Which dictionaries that starts downloading: on Linux every language's
      // Hunspell dictionary; on Windows only those of languages Windows has no
      // dictionary for (Chromium SpellcheckService::LoadDictionaries, then
      // SpellcheckHunspellDictionary::DownloadDictionary); none on macOS.
      if (desktop.platform === 'darwin') return
      for (const language of languages)
        if (desktop.platform !== 'win32' || !desktop.osSpellcheckLanguages.includes(language))
          record.dictionaryDownloads.push(
            `${record.dictionaryDownloadUrl ?? 'https://redirector.gvt1.com/edgedl/chrome/dict/'}${language.toLowerCase()}`
          )
    },
    // Process-wide, whichever session is asked (electron_api_session.cc,
    // SetSpellCheckerDictionaryDownloadURL → SetBaseDownloadURL); an invalid
    // URL throws; compiled out on macOS.
    setSpellCheckerDictionaryDownloadURL(url) {
      if (desktop.platform === 'darwin') return
      if (!URL.canParse(url)) throw new Error(`Invalid URL: ${url}`)
      record.dictionaryDownloadUrl = url
    },
    dictionaryWords: [],
    addWordToSpellCheckerDictionary(word) {
      s.dictionaryWords.push(word)
      return true
    }
  }
  record.sessions[name] = s
  // Every new session is announced (shell/browser/api/electron_api_session.cc, Session::FromOrCreate).
  app.emit('session-created', s)
  return s
}

const SCENARIO = process.env.SMOKE_SCENARIO ?? 'boot'

export const app = {
  // A development run (`electron .`) is not packaged.
  isPackaged: process.env.SMOKE_PACKAGED !== '0',
  setPath() {},
  // Crashpad's folder sits in the profile unless set (electron/electron
  // shell/common/electron_paths.cc, ElectronPathProvider: DIR_CRASH_DUMPS is DIR_USER_DATA/Crashpad).
  getPath: (name) =>
    name === 'crashDumps' ? join(process.env.SMOKE_USER_DATA, 'Crashpad') : process.env.SMOKE_USER_DATA,
  getAppPath: () => process.env.SMOKE_APP_PATH,
  getLoginItemSettings: () => loginItems.get(),
  setLoginItemSettings(settings) {
    record.calls.push({ call: 'setLoginItemSettings', settings })
    loginItems.set(settings)
  },
  // Native on Windows only; lib/browser/api/app.ts makes it a no-op elsewhere. Recorded everywhere.
  setAppUserModelId(id) {
    record.calls.push({ call: 'setAppUserModelId', id })
  },
  setBadgeCount() {},
  get dock() {
    return dock()
  },
  getVersion: () => '0.0.0-smoke',
  // electron/electron docs/api/app.md, getPreferredSystemLanguages: the OS's languages, most preferred first.
  getPreferredSystemLanguages: () => ['en-GB', 'fr-FR', 'ja-JP'],
  getName: () => 'Platform Desktop',
  // Linux: true only when a desktop entry named CHROME_DESKTOP (package.json
  // desktopName) is installed where GIO looks (electron/electron
  // shell/browser/browser_linux.cc, SetDefaultWebClient); an AppImage has
  // none unless a tool installed one. Windows and macOS register the app itself.
  setAsDefaultProtocolClient(scheme) {
    record.protocolClients.push(scheme)
    record.calls.push({ call: 'setAsDefaultProtocolClient', scheme })
    return desktop.platform !== 'linux' || desktop.desktopEntryInstalled
  },
  // One lock per profile, held by this process until 'quit' (App::OnQuit →
  // process_singleton_->Cleanup(), electron/electron shell/browser/api/
  // electron_api_app.cc) or releaseSingleInstanceLock(). Until then another
  // process asking for it is told no, and this one hears 'second-instance'
  // (NotificationCallbackWrapper answers while !is_shutting_down()).
  requestSingleInstanceLock() {
    record.singleInstanceLock = true
    return true
  },
  releaseSingleInstanceLock() {
    record.singleInstanceLock = false
    record.calls.push({ call: 'releaseSingleInstanceLock' })
  },
  /** Another process (the new AppImage after an update) asks for the lock: whether it got it. */
  anotherInstanceAsks(argv) {
    if (!record.singleInstanceLock) return true
    app.emit('second-instance', {}, argv, '/', null)
    return false
  },
  enableSandbox() {
    record.sandboxEnabled = true
  },
  quit: () => lifecycle.quit(),
  exit: (code) => lifecycle.exit(code),
  whenReady() {
    record.calls.push({ call: 'whenReady' })
    return Promise.resolve()
  },
  // Switches such as --ignore-certificate-errors would weaken every page and request.
  commandLine: {
    // Recorded in order with the other calls: Chromium reads --lang once, before 'ready' (electron_browser_main_parts.cc, PreCreateThreads).
    appendSwitch(name, value) {
      record.switches.push(value === undefined ? name : `${name}=${value}`)
      record.calls.push({ call: 'appendSwitch', switch: value === undefined ? name : `${name}=${value}` })
    },
    appendArgument(argument) {
      record.switches.push(argument)
    },
    // Chromium's own command line, this process's (shell/common/api/electron_api_command_line.cc, HasSwitch).
    hasSwitch: (name) => process.argv.includes(`--${name}`),
    getSwitchValue: () => ''
  },
  on(event, listener) {
    record.appEvents.push(event)
    appListeners.set(event, [...(appListeners.get(event) ?? []), listener])
    return app
  },
  emit(event, ...args) {
    for (const listener of appListeners.get(event) ?? []) listener(...args)
  }
}

// Modelled on electron/electron lib/browser/api/crash-reporter.ts, CrashReporter.start:
// uploadToServer defaults to true, and then a submitURL is required or start
// throws. Recorded in order, so a test can see it came before 'ready'.
export const crashReporter = {
  start(options = {}) {
    const { uploadToServer = true, submitURL = '' } = options
    if (uploadToServer && !submitURL) throw new Error('submitURL must be specified when uploadToServer is true')
    record.calls.push({ call: 'crashReporter.start', uploadToServer, submitURL })
  }
}

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    record.privilegedSchemes.push(...schemes)
  },
  // A scheme is handled once: registering it again fails and throws "Failed to register
  // protocol" (electron/electron lib/browser/api/protocol.ts, Protocol.prototype.handle).
  handle(scheme, handler) {
    if (scheme in record.protocolHandlers) throw new Error(`Failed to register protocol: ${scheme}`)
    record.protocolHandlers[scheme] = handler
  }
}

// One session per partition name, so a second fromPartition sees the same (hardened or not) session
// (electron/electron shell/browser/api/electron_api_session.cc, Session::FromPartition → FromOrCreate).
// The default session too is made on first use, and announced then (electron/electron lib/browser/api/session.ts: defaultSession is fromPartition('')).
export const session = {
  get defaultSession() {
    return record.sessions.default ?? makeSession('default')
  },
  fromPartition: (name) => record.sessions[name] ?? makeSession(name)
}
export const shell = {
  openExternal: async (url) => {
    record.openedExternal.push(url)
  },
  showItemInFolder: (path) => {
    desktop.openedPaths.push(path)
  }
}
export const dialog = {
  showErrorBox(title) {
    record.errorBoxes = [...(record.errorBoxes ?? []), title]
  },
  // As electron/electron lib/browser/api/dialog.ts, showMessageBox and messageBox: the window
  // comes first or not at all; without a cancelId the first "cancel"/"no" button cancels, else 1
  // when defaultId is 0 and there are more buttons, else 0. The stand-in answers as a person
  // pressing Enter (the default button), or Escape (cancelId) when there is no default button.
  async showMessageBox(windowOrOptions, maybeOptions) {
    const options = windowOrOptions instanceof BrowserWindow ? maybeOptions : windowOrOptions
    const { buttons = [], defaultId = -1, message = '' } = options ?? {}
    let cancelId = options?.cancelId
    if (cancelId == null) {
      const named = buttons.findIndex((button) => ['cancel', 'no'].includes(button.toLowerCase()))
      cancelId = named >= 0 ? named : defaultId === 0 && buttons.length > 1 ? 1 : 0
    }
    record.messageBoxes = [...(record.messageBoxes ?? []), message]
    return { response: defaultId >= 0 ? defaultId : cancelId, checkboxChecked: Boolean(options?.checkboxChecked) }
  }
}
export const net = createNet(record)

export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] }
export const ipcMain = {
  // electron-store's own listener: recorded so the smoke test can see it answers only its channel.
  on(channel) {
    record.ipcOn.push(channel)
  },
  // One handler per channel: a second registration throws (electron/electron
  // lib/browser/ipc-main-impl.ts, IpcMainImpl.handle), so re-registering on a new window would fail.
  handle(channel, handler) {
    if (channel in record.ipcHandlers) throw new Error(`Attempted to register a second handler for '${channel}'`)
    record.ipcHandlers[channel] = handler
  },
  removeHandler(channel) {
    delete record.ipcHandlers[channel]
  }
}
// Electron 45's asynchronous safeStorage (electron/electron
// shell/browser/api/electron_api_safe_storage.cc) while the keyring or Keychain
// prompts: until the encryptor is ready every call waits in
// pending_availability_checks_, pending_encrypts_ or pending_decrypts_
// (IsAsyncEncryptionAvailable, encryptStringAsync, decryptStringAsync). The
// report checks the window is up meanwhile, then the person dismisses the
// prompt: OnOsCryptReady answers the waiting calls, availability with true and
// a decrypt whose key is missing with the "temporarily unavailable" rejection.
const keyring = { answered: false, waiting: [] }
const keyringCall = (call, settle) => {
  record.keyringWaits.push(call)
  return new Promise((resolve, reject) => {
    if (keyring.answered) settle(resolve, reject)
    else keyring.waiting.push(() => settle(resolve, reject))
  })
}
function dismissKeyringPrompt() {
  keyring.answered = true
  for (const answer of keyring.waiting.splice(0)) answer()
}
// $SMOKE_KEYRING=secret-service: the prompt is answered with the keyring's
// key, the Secret Service's "v11" one of test/support/safe-storage-stand-in.ts's
// default keyring (PBKDF2 of its secret, AES-128-CBC): a profile whose
// sign-ins a test's main remembered is restored (the bench's start-up with
// remembered accounts). Otherwise the prompt is dismissed: no key.
const V11_KEY =
  process.env.SMOKE_KEYRING === 'secret-service'
    ? crypto().pbkdf2Sync(
        crypto().createHash('sha256').update('stand-in-keyring:default').digest('base64'),
        'saltysalt',
        1,
        16,
        'sha1'
      )
    : null
const CBC_IV = Buffer.alloc(16, ' ')
const v11 = (key, text) => {
  const cipher = crypto().createCipheriv('aes-128-cbc', key, CBC_IV)
  return Buffer.concat([Buffer.from('v11'), cipher.update(text, 'utf8'), cipher.final()])
}
const openV11 = (key, data) => {
  const decipher = crypto().createDecipheriv('aes-128-cbc', key, CBC_IV)
  return Buffer.concat([decipher.update(data.subarray(3)), decipher.final()]).toString('utf8')
}
export const safeStorage = {
  isAsyncEncryptionAvailable: () => keyringCall('isAsyncEncryptionAvailable', (resolve) => resolve(true)),
  // Without the keyring's key, Chromium's fallback provider (tag "v10") encrypts.
  encryptStringAsync: (text) =>
    keyringCall('encryptStringAsync', (resolve) => resolve(V11_KEY ? v11(V11_KEY, text) : Buffer.from(`v10${text}`))),
  decryptStringAsync: (data) =>
    keyringCall('decryptStringAsync', (resolve, reject) =>
      V11_KEY && Buffer.from(data).subarray(0, 3).toString('latin1') === 'v11'
        ? resolve({ shouldReEncrypt: false, result: openV11(V11_KEY, Buffer.from(data)) })
        : reject(new Error('safeStorage.decryptStringAsync is temporarily unavailable. Please try again.'))
    )
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

const makeWebContents = webContentsFactory(record, () => session.defaultSession)

export class BrowserWindow {
  static all = []
  static getAllWindows = () => BrowserWindow.all
  constructor(options) {
    this.options = options
    // Shown at once unless made with `show: false` (electron/electron docs/api/browser-window.md, `show` defaults to true).
    this.visible = options?.show !== false
    this.maximized = false
    this.listeners = {}
    this.webContents = makeWebContents()
    BrowserWindow.all.push(this)
    record.windows.push(this)
    record.firstWindowAt ??= performance.now()
    app.emit('web-contents-created', {}, this.webContents)
  }
  on(event, listener) {
    ;(this.listeners[event] ??= []).push(listener)
  }
  once(event, listener) {
    const wrapped = (...args) => {
      this.listeners[event] = this.listeners[event].filter((other) => other !== wrapped)
      listener(...args)
    }
    this.on(event, wrapped)
  }
  emit(event, ...args) {
    for (const listener of [...(this.listeners[event] ?? [])]) listener(...args)
  }
  // Maximizing a hidden window shows it, on every OS: native_window_views.cc
  // Maximize() shows it maximized when !IsVisible() (Windows, Linux), and
  // native_window_mac.mm Maximize() calls ShowInactive() when it was not
  // visible; electron/electron docs/api/base-window.md: "This will also show (but not focus)
  // the window if it isn't being displayed already."
  maximize() {
    this.maximized = true
    if (!this.visible) {
      this.visible = true
      this.shownByMaximize = (this.shownByMaximize ?? 0) + 1
      this.emit('show')
    }
  }
  // Showing keeps a maximized window maximized (native_window_views.cc Show → GetRestoredState()).
  show() {
    this.shows = (this.shows ?? 0) + 1
    this.hidden = false
    const wasVisible = this.visible
    this.visible = true
    if (!wasVisible) this.emit('show')
  }
  hide() {
    this.hidden = true
    const wasVisible = this.visible
    this.visible = false
    // Windows: a hidden window has no taskbar button, and the one the next
    // show() makes is new and empty. Electron keeps no overlay or progress to
    // put back: TaskbarHost (shell/browser/ui/win/taskbar_host.h) stores only
    // the thumbar buttons, and only those are restored, on "TaskbarCreated"
    // (native_window_views_win.cc); SetOverlayIcon and SetProgressBar go
    // straight to ITaskbarList3. (That the shell drops them with the button
    // is Windows' behaviour, not Electron's.)
    if (desktop.platform === 'win32') {
      this.overlay = null
      this.progress = []
    }
    if (wasVisible) this.emit('hide')
  }
  isVisible = () => this.visible
  focus() {}
  restore() {}
  // Per window: Electron hands the overlay to this window's own taskbar button
  // (shell/browser/native_window_views.cc, SetOverlayIcon → TaskbarHost::SetOverlayIcon(GetAcceleratedWidget())),
  // so a new window starts without one.
  setOverlayIcon(image, description) {
    this.overlay = image ? { image, description } : null
  }
  // Per window too, like the overlay; a value below 0 removes the bar (electron/electron docs/api/base-window.md, setProgressBar).
  setProgressBar(progress) {
    ;(this.progress ??= []).push(progress)
  }
  focused = false
  isFocused = () => this.focused
  // Flashes until flashFrame(false) on Windows and Linux (electron/electron docs/breaking-changes.md, flashFrame; electron/electron docs/tutorial/windows-taskbar.md).
  flashFrame(flag) {
    this.flashing = flag
  }
  close() {
    closeWindow(this, lifecycle)
  }
  destroyed = false
  isDestroyed = () => this.destroyed
  isMinimized = () => false
  isMaximized = () => this.maximized
  getNormalBounds = () => ({ x: 0, y: 0, width: 1100, height: 760 })
  loadURL(url) {
    this.loadedUrl = url
    const load = pendingLoad(url)
    this.webContents.on('destroyed', load.destroyed)
    const first = record.windows.length === 1
    // The first window's load starts the run; later windows are its doing.
    if (first && process.env.SMOKE_REPORT)
      setTimeout(
        () => void (SCENARIO === 'boot' ? report() : lifecycleScenario(SCENARIO, context)),
        SCENARIO === 'startup' ? 0 : 10
      )
    // Its page loads at once, unless the run closes the window while it loads;
    // once painted, a window made hidden says it is ready to show (electron/electron docs/api/browser-window.md, 'ready-to-show').
    if (!(first && SCENARIO === 'quit-while-loading'))
      setTimeout(() => {
        load.finish()
        if (!this.destroyed && !this.readyShown) {
          this.readyShown = true
          this.emit('ready-to-show')
        }
      }, 1)
    return load.promise
  }
}

const lifecycle = createQuitModel({
  emit: (event, ...args) => app.emit(event, ...args),
  windows: () => BrowserWindow.all,
  remove: (window) => (BrowserWindow.all = BrowserWindow.all.filter((other) => other !== window)),
  finish
})
export const autoUpdater = createAutoUpdater({
  windows: () => BrowserWindow.all,
  lifecycle,
  quit: () => app.quit(),
  installed: () => (record.updateInstalled = true)
})
const context = { record, app, autoUpdater, finish, dismissKeyringPrompt }

let finished = false
/** The end of a lifecycle run: its report, and the exit code the app asked for. */
function finish(code, ended) {
  if (finished) return
  finished = true
  writeFileSync(process.env.SMOKE_REPORT, JSON.stringify(lifecycleReport(record, code, ended), null, 2))
  process.exit(code)
}

let reported = false
function report() {
  if (reported) return
  reported = true
  return bootReport({ record, app, appListeners, BrowserWindow, makeWebContents, dismissKeyringPrompt })
}

// electron-store imports Electron's default export; CommonJS require gets the same object (electron-stand-in.cjs).
const electron = {
  app,
  crashReporter,
  protocol,
  session,
  shell,
  dialog,
  net,
  screen,
  ipcMain,
  Menu,
  clipboard,
  safeStorage,
  powerMonitor,
  nativeImage,
  nativeTheme,
  Notification,
  Tray,
  BrowserWindow,
  autoUpdater
}
globalThis.__electronStandIn = electron
export default electron
