// The OS-facing classes of the electron stand-in — Notification and Tray —
// behaving as Electron 45 does on the OS named in `desktop.platform`, with
// the source each behaviour models beside it. `desktop` is also what a test
// drives: a toast timing out, a click from the Action Center, a left click on
// the menu-bar icon, a garbage collection.
const { EventEmitter } = process.getBuiltinModule('node:events')

/** The error string macOS gives an app that may not post notifications (UNErrorCodeNotificationsNotAllowed). */
export const NOT_ALLOWED = 'Notifications are not allowed for this application'

const later = () => new Promise((resolve) => setImmediate(resolve))
// Electron emits with an Event object first (gin_helper Emit / EmitWithoutEvent).
const event = (fields = {}) => ({ preventDefault() {}, ...fields })

let gc = null
/** V8's own collector, switched on when a test first needs it. */
function collector() {
  if (!gc) {
    // Loaded here, not at start: Electron loads neither node:v8 nor node:vm as it starts.
    process.getBuiltinModule('node:v8').setFlagsFromString('--expose-gc')
    gc = process.getBuiltinModule('node:vm').runInNewContext('gc')
  }
  return gc
}

export const desktop = {
  /** The OS the stand-in plays. */
  platform: process.platform,
  desktopEntryInstalled: process.env.SMOKE_DESKTOP_ENTRY === '1',
  /** Windows: the languages it has spelling dictionaries for. */
  osSpellcheckLanguages: ['en-US', 'en-GB'],
  /** macOS: whether the app is code-signed. */
  signed: true,
  /** What Notification.isSupported() answers. */
  supported: true,
  /** Every notification made, in order, held weakly: the stand-in must not keep alive what the app let go. */
  notifications: [],
  /** Every tray icon made, in order. */
  trays: [],
  /** macOS 13+: the login item's SMAppService status, and whether registering it waits for the person's approval. */
  loginItemStatus: 'not-registered',
  loginItemsNeedApproval: false,
  /** Whether the OS itself is in dark mode ($SMOKE_OS_DARK=1 for a booted app). */
  prefersDark: process.env.SMOKE_OS_DARK === '1',
  /** macOS: each dock.bounce(type), in order. */
  bounces: [],
  /** The menu last given to Menu.setApplicationMenu (a checked template), or null. */
  applicationMenu: null,
  /** Paths shown with shell.showItemInFolder, in order. */
  openedPaths: [],
  /** Context menus popped up, each as its template and whether it was shown over a window. */
  popups: [],
  /** Every text the app put on the clipboard, in order. */
  clipboard: [],
  /** Runs V8's garbage collector, as the real process eventually does. */
  async collectGarbage() {
    // A WeakRef's target lives at least until the current job ends.
    await later()
    collector()()
    await later()
    collector()()
  },
  reset(platform = process.platform) {
    desktop.platform = platform
    // An installed deb has its entry; a bare AppImage does not.
    desktop.desktopEntryInstalled = process.env.SMOKE_DESKTOP_ENTRY === '1'
    desktop.signed = true
    desktop.supported = true
    desktop.notifications.length = 0
    desktop.trays.length = 0
    desktop.loginItemStatus = 'not-registered'
    desktop.loginItemsNeedApproval = false
    desktop.applicationMenu = null
    desktop.openedPaths.length = 0
    desktop.popups.length = 0
    desktop.clipboard.length = 0
    desktop.prefersDark = false
    desktop.bounces.length = 0
    nativeTheme.themeSource = 'system'
  }
}

/**
 * nativeTheme: themeSource is 'system' until set, and shouldUseDarkColors
 * answers the forced theme before the OS's (electron/electron
 * shell/browser/api/electron_api_native_theme.cc, ShouldUseDarkColors).
 */
export const nativeTheme = {
  themeSource: 'system',
  get shouldUseDarkColors() {
    return nativeTheme.themeSource === 'system' ? desktop.prefersDark : nativeTheme.themeSource === 'dark'
  }
}

/** app.dock exists on macOS only (electron/electron docs/api/app.md, app.dock: undefined on all other platforms). */
export const dock = () =>
  desktop.platform === 'darwin'
    ? {
        bounce(type = 'informational') {
          desktop.bounces.push(type)
          return desktop.bounces.length
        }
      }
    : undefined

/**
 * app.getLoginItemSettings / setLoginItemSettings as macOS 13+ answers them:
 * shell/browser/browser_mac.mm GetLoginItemSettings reports the SMAppService
 * status (platform_util_mac.mm GetLoginItemEnabled) and openAtLogin only when
 * it is 'enabled'; SetLoginItemSettings registers or unregisters the service,
 * which macOS may hold as 'requires-approval' until the person allows it.
 * wasOpenedAtLogin is true for a launch by the enabled login item: Electron
 * reads it from the launch's Apple event (electron_application_delegate.mm,
 * applicationDidFinishLaunching: keyAELaunchedAsLogInItem; restored for
 * SMAppService in electron#42411), and it is set just before 'ready'.
 * Elsewhere: what the smoke needs, without a status.
 */
export const loginItems = {
  get() {
    if (desktop.platform !== 'darwin') return { openAtLogin: false, wasOpenedAtLogin: false }
    const enabled = desktop.loginItemStatus === 'enabled'
    return {
      openAtLogin: enabled,
      wasOpenedAtLogin: enabled && desktop.launchedAtLogin === true,
      status: desktop.loginItemStatus
    }
  },
  set(settings) {
    if (desktop.platform !== 'darwin') return
    desktop.loginItemStatus = settings.openAtLogin
      ? desktop.loginItemsNeedApproval
        ? 'requires-approval'
        : 'enabled'
      : 'not-registered'
  }
}

/** One notification as a test sees it: what it said, and what the person or the OS does to it later. */
function notificationEntry(notification, options) {
  const ref = new WeakRef(notification)
  const entry = {
    title: options.title ?? '',
    body: options.body ?? '',
    shown: false,
    failed: null,
    // Electron destroys the native notification after a click, a failure or a final close (shell/browser/notifications/notification.cc).
    destroyed: false,
    /** Whether the app still holds the JavaScript object (after a collection). */
    alive: () => ref.deref() !== undefined,
    /** The toast leaves the screen by itself. */
    timeOut() {
      const target = ref.deref()
      if (!target || entry.destroyed) return
      // Windows: a toast that times out goes to the Action Center and can still be clicked there.
      // electron/electron shell/browser/notifications/win/windows_toast_notification.cc,
      // ToastEventHandler::Invoke(IToastDismissedEventArgs): reason 'timedOut', NotificationDismissed(should_destroy=false).
      if (desktop.platform === 'win32') target.emit('close', event({ reason: 'timedOut' }))
      // Linux: the notification server closes an expired one (Desktop Notifications spec, NotificationClosed
      // reason 1); linux/libnotify_notification.cc OnNotificationClosed → NotificationDismissed(true) destroys it.
      else if (desktop.platform === 'linux') {
        entry.destroyed = true
        target.emit('close', event())
      }
      // macOS: the banner moves to Notification Center without an event (mac/cocoa_notification.mm emits
      // 'close' only from Dismiss() or the person dismissing it).
    },
    /** The person clicks it, now or later from the Action Center / Notification Center; false when nothing hears it. */
    click() {
      // shell/browser/api/electron_api_notification.cc, ~Notification: a collected object clears the
      // delegate, so the click reaches nobody.
      const target = ref.deref()
      if (!target || entry.destroyed) return false
      // notification.cc NotificationClicked: the click is delivered, then the notification is destroyed.
      entry.destroyed = true
      target.emit('click', event())
      return true
    }
  }
  return entry
}

export class Notification extends EventEmitter {
  // shell/browser/api/electron_api_notification.cc, IsSupported: whether a presenter exists.
  static isSupported = () => desktop.supported

  #entry
  constructor(options = {}) {
    super()
    this.#entry = notificationEntry(this, options)
    desktop.notifications.push(this.#entry)
  }

  show() {
    const entry = this.#entry
    // mac/cocoa_notification.mm ScheduleNotification: UNUserNotificationCenter refuses an unsigned app
    // and the completion handler posts NotificationFailed (electron/electron docs/api/notification.md: "Unsigned binaries
    // will emit a `failed` event"); notification.cc NotificationFailed then destroys it.
    if (desktop.platform === 'darwin' && !desktop.signed) {
      setImmediate(() => {
        entry.failed = NOT_ALLOWED
        entry.destroyed = true
        this.emit('failed', event(), NOT_ALLOWED)
      })
      return
    }
    setImmediate(() => {
      entry.shown = true
      this.emit('show', event())
    })
  }

  close() {
    this.#entry.destroyed = true
  }
}

export class Tray extends EventEmitter {
  constructor(image) {
    super()
    this.entry = {
      images: [image.path],
      /** What the app asked for. */
      tooltip: null,
      /** What the OS shows of it. */
      shownTooltip: null,
      menu: null,
      /** How often the context menu opened. */
      menuOpened: 0,
      /** A left click on the icon, as this OS handles it. */
      leftClick: () => this.#leftClick()
    }
    desktop.trays.push(this.entry)
  }

  #leftClick() {
    const bounds = { x: 0, y: 0, width: 22, height: 22 }
    // All three emit 'click': Windows on a left click (shell/browser/ui/win/notify_icon.cc,
    // HandleClickEvent), Linux on an activation (tray_icon_linux.cc OnClick), macOS in mouseDown.
    this.emit('click', event(), bounds, { x: 11, y: 11 })
    // macOS also opens the menu on that same left click when one is set
    // (shell/browser/ui/tray_icon_cocoa.mm, mouseDown: handleClickNotifications, then [super mouseDown]).
    // Windows and Linux keep the menu for the right click / the panel's own menu gesture.
    if (desktop.platform === 'darwin' && Array.isArray(this.entry.menu) && this.entry.menu.length > 0)
      this.entry.menuOpened++
  }

  setImage(image) {
    this.entry.images.push(image.path)
  }

  setToolTip(text) {
    this.entry.tooltip = text
    // Windows copies the tooltip into NOTIFYICONDATA.szTip[128], cutting it at 127 UTF-16 units
    // wherever that falls (shell/browser/ui/win/notify_icon.cc, SetToolTip / CopyStringToBuf).
    this.entry.shownTooltip = desktop.platform === 'win32' ? text.slice(0, 127) : text
  }

  setContextMenu(menu) {
    this.entry.menu = menu
  }

  destroy() {}
}

/**
 * Menus as Electron builds them: a template whose items lack a label, a role
 * and a separator type is refused with Electron's own error
 * (electron/electron lib/browser/api/menu.ts, buildFromTemplate and
 * areValidTemplateItems), submenus included (MenuItem builds each). The
 * stand-in keeps the checked template as the menu.
 */
function checkTemplate(template) {
  if (!Array.isArray(template)) throw new TypeError('Invalid template for Menu: Menu template must be an array')
  const valid = (item) =>
    item != null &&
    typeof item === 'object' &&
    (Object.hasOwn(item, 'label') || Object.hasOwn(item, 'role') || item.type === 'separator')
  if (!template.every(valid))
    throw new TypeError('Invalid template for MenuItem: must have at least one of label, role or type')
  for (const item of template) if (Array.isArray(item.submenu)) checkTemplate(item.submenu)
  return template
}
/**
 * Electron's label for a role item given none: its English roleList
 * (electron/electron lib/browser/api/menu-item-roles.ts, getDefaultLabel;
 * lib/browser/api/menu-item.ts fills `label` only when it is missing). The
 * role is looked up lower-cased, as MenuItem does; app.name is ours.
 */
const roleLabel = (role) => {
  const app = 'Platform Desktop'
  const platform = desktop.platform
  const labels = {
    about: platform === 'linux' ? 'About' : `About ${app}`,
    close: platform === 'darwin' ? 'Close Window' : 'Close',
    copy: 'Copy',
    cut: 'Cut',
    delete: 'Delete',
    forcereload: 'Force Reload',
    front: 'Bring All to Front',
    hide: `Hide ${app}`,
    hideothers: 'Hide Others',
    minimize: 'Minimize',
    paste: 'Paste',
    pasteandmatchstyle: 'Paste and Match Style',
    quit: platform === 'darwin' ? `Quit ${app}` : platform === 'win32' ? 'Exit' : 'Quit',
    redo: 'Redo',
    resetzoom: 'Actual Size',
    selectall: 'Select All',
    services: 'Services',
    toggledevtools: 'Toggle Developer Tools',
    togglefullscreen: 'Toggle Full Screen',
    undo: 'Undo',
    unhide: 'Show All',
    zoom: 'Zoom',
    zoomin: 'Zoom In',
    zoomout: 'Zoom Out',
    appmenu: app,
    filemenu: 'File',
    editmenu: 'Edit',
    viewmenu: 'View',
    windowmenu: 'Window',
    help: 'Help'
  }
  return labels[role.toLowerCase()]
}
const withRoleLabels = (template) =>
  template.map((item) => ({
    ...item,
    ...(item.role && item.label == null ? { label: roleLabel(item.role) } : {}),
    ...(Array.isArray(item.submenu) ? { submenu: withRoleLabels(item.submenu) } : {})
  }))
const findById = (items, id) => {
  for (const item of items ?? []) {
    if (item.id === id) return item
    const inner = findById(item.submenu, id)
    if (inner) return inner
  }
  return null
}
export const Menu = {
  // The template stands for the menu; popup() shows it over the window at the pointer (electron/electron docs/api/menu.md, menu.popup).
  buildFromTemplate: (template) => {
    const menu = withRoleLabels(checkTemplate(template))
    return Object.assign(menu, {
      popup(options = {}) {
        desktop.popups.push({ template: menu, window: options.window ? 'window' : null })
      }
    })
  },
  setApplicationMenu(menu) {
    desktop.applicationMenu = menu
  },
  /** Stands in for Menu.getApplicationMenu().getMenuItemById(id).click(). */
  clickApplicationItem(id) {
    const item = findById(desktop.applicationMenu, id)
    if (!item) throw new Error(`No menu item ${id}`)
    if (item.enabled === false) throw new Error(`Menu item ${id} is disabled`)
    item.click?.()
  }
}

// Asynchronous, as in Electron 45 (electron/electron docs/api/clipboard.md, writeText resolves once written).
export const clipboard = {
  async writeText(text) {
    desktop.clipboard.push(text)
  }
}
