// The Electron adapter of the OS surfaces and the window host, run against
// the smoke's electron stand-in (test/smoke/os-stand-in.mjs), which behaves
// as Electron does on the OS it plays — each behaviour cites its source there.
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useLocale } from '../../../src/main/core/i18n/say'
import { appMenuModel } from '../../../src/main/desktop/menu/app-menu-model'
import { contextMenuModel } from '../../../src/main/desktop/menu/context-menu-model'
import type { TrayPresence } from '../../../src/main/desktop/os/os-surfaces'
import { trayModel, WINDOWS_TOOLTIP_UNITS } from '../../../src/main/desktop/tray/tray-model'
import {
  type ElectronSurfaces,
  electronSurfaces,
  type ElectronSurfacesOptions
} from '../../../src/main/electron/os-surfaces-electron'
import { WindowHost } from '../../../src/main/electron/window-host'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import type { ServiceState, StatusSnapshot } from '../../../src/shared/status'
import { desktop, nativeTheme, NOT_ALLOWED } from '../../smoke/os-stand-in.mjs'
import { closeAfterEach } from '../../support/close-after-each'
import { rightClick } from '../../support/context-menu-params'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { serviceView } from '../../support/status-views'

vi.mock('electron', () => import('../../smoke/electron-stand-in.mjs'))

/** What the stand-in's BrowserWindow records beyond Electron's own type. */
interface StandInWindow {
  shows?: number
  visible: boolean
  maximized: boolean
  hidden?: boolean
  progress?: number[]
  focused: boolean
  flashing?: boolean
  options: { backgroundColor?: string }
  overlay?: { description: string } | null
  emit(event: string, ...args: unknown[]): void
}
const standIn = (window: Electron.BrowserWindow | null) => window as unknown as StandInWindow

const status = (...states: ServiceState[]): StatusSnapshot => ({
  services: states.map((state, i) => serviceView(`service-${i}`, state, { name: `Service ${i}` })),
  checkedAt: null,
  checking: false,
  listProblem: null
})

let shown: string[]
let fx: Fixture | null = null

function surfacesFor(platform: string, options: Partial<ElectronSurfacesOptions> = {}): ElectronSurfaces {
  desktop.reset(platform)
  return electronSurfaces({
    resourcesDir: '/nowhere',
    show: () => shown.push('window'),
    quit: () => undefined,
    trayAction: () => undefined,
    menuCommand: () => undefined,
    setOverlay: () => undefined,
    window: () => null,
    platform,
    findTray: () => Promise.resolve('visible'),
    ...options
  })
}

beforeEach(() => {
  shown = []
})
const closing = closeAfterEach()

describe('notifications', () => {
  it('Windows: a toast that timed out into the Action Center still opens the app when clicked there', async () => {
    const surfaces = surfacesFor('win32')
    let opened = 0
    surfaces.notify({ id: 'status:1', title: 'Platform status', body: 'Search is down.' }, () => opened++)
    const [toast] = desktop.notifications
    toast?.timeOut()
    await desktop.collectGarbage()
    expect(toast?.click()).toBe(true)
    expect(shown).toEqual(['window'])
    expect(opened).toBe(1)
  })

  it('keeps at most the 20 newest unanswered ones, and lets go of each one clicked', async () => {
    const surfaces = surfacesFor('win32')
    for (let i = 0; i < 25; i++) surfaces.notify({ id: `n${i}`, title: `N${i}`, body: '' }, () => undefined)
    desktop.notifications.at(-1)?.click()
    await desktop.collectGarbage()
    expect(desktop.notifications.map((n) => n.alive())).toEqual([
      ...Array<boolean>(5).fill(false),
      ...Array<boolean>(19).fill(true),
      false
    ])
  })

  it('Linux: a notification the server closed is let go', async () => {
    const surfaces = surfacesFor('linux')
    surfaces.notify({ id: 'a', title: 'A', body: '' }, () => undefined)
    desktop.notifications[0]?.timeOut()
    await desktop.collectGarbage()
    expect(desktop.notifications[0]?.alive()).toBe(false)
  })

  it('macOS, unsigned: the failure reaches main with the OS’s reason, and the notification is let go', async () => {
    const surfaces = surfacesFor('darwin')
    desktop.signed = false
    const reasons: string[] = []
    surfaces.watchNotificationFailures((reason) => reasons.push(reason))
    surfaces.notify({ id: 'a', title: 'A', body: '' }, () => undefined)
    await vi.waitFor(() => expect(reasons).toEqual([NOT_ALLOWED]))
    await desktop.collectGarbage()
    expect(desktop.notifications[0]?.alive()).toBe(false)
  })

  it('a system without notifications says so instead of staying silent', () => {
    const surfaces = surfacesFor('linux')
    desktop.supported = false
    const reasons: string[] = []
    surfaces.watchNotificationFailures((reason) => reasons.push(reason))
    surfaces.notify({ id: 'a', title: 'A', body: '' }, () => undefined)
    expect(reasons).toEqual(['This system has no notification service.'])
    expect(desktop.notifications).toEqual([])
  })

  it('macOS, unsigned: each failure is logged, and Settings says once that notifications cannot be shown', async () => {
    const surfaces = surfacesFor('darwin')
    desktop.signed = false
    fx = closing(await createFixture(null, {}, undefined, { os: surfaces, platform: 'darwin' }))
    surfaces.notify({ id: 'a', title: 'A', body: '' }, () => undefined)
    surfaces.notify({ id: 'b', title: 'B', body: '' }, () => undefined)
    await vi.waitFor(() => expect(desktop.notifications.filter((n) => n.failed)).toHaveLength(2))
    // Start-up announces Settings too (the accounts' list, issue 24): without the problem, and only before it is known.
    const changes = fx.payloadsOf('settings:changed').map((settings) => settings.desktop.notificationsProblem)
    const said = changes.findIndex((problem) => problem !== null)
    expect(changes.slice(said)).toEqual([
      expect.stringMatching(/^macOS did not show Platform Desktop’s notifications\. Allow them in System Settings/)
    ])
    expect(changes.slice(0, said).every((problem) => problem === null)).toBe(true)
    const problem = changes[said]
    const boot = await fx.call('app:bootstrap')
    expect(boot.ok && boot.data.settings.desktop.notificationsProblem).toBe(problem)
    await fx.app.dispose()
    const log = await fx.allFiles()
    expect(log.match(/the OS did not show a notification/g)).toHaveLength(2)
    expect(log).toContain(NOT_ALLOWED)
  })
})

describe('the tray', () => {
  it('macOS: a left click on the menu-bar icon opens the menu only', () => {
    const surfaces = surfacesFor('darwin')
    surfaces.renderTray(trayModel({ platform: 'darwin', signedIn: true, status: status('operational') }))
    desktop.trays[0]?.leftClick()
    expect(desktop.trays[0]?.menuOpened).toBe(1)
    expect(shown).toEqual([])
  })

  it('Windows: a left click brings the window (the menu is on the right button)', () => {
    const surfaces = surfacesFor('win32')
    surfaces.renderTray(trayModel({ platform: 'win32', signedIn: true, status: status('operational') }))
    desktop.trays[0]?.leftClick()
    expect(shown).toEqual(['window'])
    expect(desktop.trays[0]?.menuOpened).toBe(0)
  })

  it('Windows: a long tooltip is shown whole — trimmed by us at a word, not cut by Windows mid-word', () => {
    const surfaces = surfacesFor('win32')
    const model = trayModel({
      platform: 'win32',
      signedIn: true,
      status: status('down', 'degraded', 'degraded', 'maintenance', 'unknown', 'unknown'),
      unread: 1234,
      update: { line: 'Downloading update 10.20.30-beta.4 for Platform Desktop: 99% of 180 MB', readyToInstall: false }
    })
    surfaces.renderTray(model)
    const tray = desktop.trays[0]
    expect(tray?.shownTooltip).toBe(tray?.tooltip)
    expect(tray?.shownTooltip?.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_UNITS)
    expect(tray?.shownTooltip).toMatch(
      /^Platform Desktop — 1 down, 2 degraded, 1 under maintenance, 2 not checked — 1,234 unread notifications — .*\S…$/
    )
  })
})

/** A window host over the Electron surfaces, wired as start.ts wires them. */
async function windowHostFor(platform: string, tray: TrayPresence, overlay = false) {
  let host: WindowHost | null = null
  const surfaces = surfacesFor(platform, {
    findTray: () => Promise.resolve(tray),
    show: () => host?.show(),
    // As start.ts wires it: the overlay goes to whichever window the host has now.
    setOverlay: overlay ? (image, description) => host?.window?.setOverlayIcon(image, description) : () => undefined,
    window: () => host?.window ?? null
  })
  fx = closing(await createFixture(null, {}, undefined, { os: surfaces, platform }))
  // The tray question is asked after the page's first answer (late-features.ts, afterFirstAnswer): by the time anyone can
  // close the window, the page has asked, and the OS has answered.
  await fx.call('app:bootstrap')
  await fx.app.findTray()
  host = new WindowHost({
    app: fx.app,
    os: surfaces,
    preload: '/preload.cjs',
    url: 'app://platform/index.html',
    title: 'Platform Desktop',
    platform,
    isQuitting: () => false,
    isQuittingForUpdate: () => false,
    quit: () => undefined
  })
  return { host, surfaces }
}

describe('the window host', () => {
  it('Windows: a window made anew gets the unread overlay back', async () => {
    const { host, surfaces } = await windowHostFor('win32', 'visible', true)
    await host.open()
    surfaces.setBadgeCount(3)
    expect(standIn(host.window).overlay).toMatchObject({ description: '3 unread notifications' })
    standIn(host.window).emit('closed')
    await host.open()
    expect(standIn(host.window).overlay).toMatchObject({ description: '3 unread notifications' })
  })

  it('a window saved maximized stays hidden when it starts hidden, and is maximized when it is first shown', async () => {
    const { host } = await windowHostFor('linux', 'visible')
    fx?.app.settings.set('windowBounds', { x: 10, y: 10, width: 900, height: 600, maximized: true })
    await host.open(false)
    const window = standIn(host.window)
    expect({ visible: window.visible, maximized: window.maximized }).toEqual({ visible: false, maximized: false })
    // Closed from the tray before it was ever shown: still saved maximized.
    host.show()
    expect({ visible: window.visible, maximized: window.maximized, shows: window.shows }).toEqual({
      visible: true,
      maximized: true,
      shows: 1
    })
    window.emit('close', { preventDefault: () => undefined })
    expect(fx?.app.settings.get('windowBounds')?.maximized).toBe(true)
  })

  it('a window saved maximized and started visible shows once its page has painted, maximized', async () => {
    const { host } = await windowHostFor('win32', 'visible')
    fx?.app.settings.set('windowBounds', { x: 10, y: 10, width: 900, height: 600, maximized: true })
    const opening = host.open()
    // Made hidden; nothing shows it before 'ready-to-show'.
    expect(standIn(host.window).visible).toBe(false)
    await opening
    expect({ visible: standIn(host.window).visible, maximized: standIn(host.window).maximized }).toEqual({
      visible: true,
      maximized: true
    })
  })

  it('Windows: the unread overlay and the progress bar come back when the window is shown again from the tray', async () => {
    const { host, surfaces } = await windowHostFor('win32', 'visible', true)
    await host.open()
    surfaces.setBadgeCount(2)
    surfaces.setProgress(0.5)
    const window = standIn(host.window)
    // Close to tray: the window hides, and its taskbar button goes with it.
    window.emit('close', { preventDefault: () => undefined })
    expect(window.visible).toBe(false)
    expect({ overlay: window.overlay, progress: window.progress }).toEqual({ overlay: null, progress: [] })
    host.show()
    expect(window.overlay).toMatchObject({ description: '2 unread notifications' })
    expect(window.progress).toEqual([0.5])
    // And from minimized.
    window.emit('restore')
    expect(window.progress).toEqual([0.5, 0.5])
  })

  it('Windows logging off: the window’s place is saved and main told, with no close', async () => {
    const { host } = await windowHostFor('win32', 'visible')
    fx?.app.settings.set('windowBounds', { x: 300, y: 300, width: 700, height: 500, maximized: false })
    await host.open()
    let loggedOff = 0
    const app = fx!.app as { loggingOff(): void }
    const original = app.loggingOff.bind(app)
    app.loggingOff = () => {
      loggedOff++
      original()
    }
    // Electron emits it on every window, then ends the process (native_window_views_win.cc, WM_ENDSESSION).
    standIn(host.window).emit('session-end', {}, ['logoff'])
    expect(loggedOff).toBe(1)
    // The stand-in's window sits at 0,0 at 1100 × 760 (getNormalBounds).
    expect(fx?.app.settings.get('windowBounds')).toEqual({ x: 0, y: 0, width: 1100, height: 760, maximized: false })
  })

  it('Linux without a tray: closing the window lets it close, and a start-hidden window shows anyway', async () => {
    const { host } = await windowHostFor('linux', 'none')
    await host.open(false)
    const window = standIn(host.window)
    // The stand-in said 'ready-to-show' once the page painted.
    expect(window.shows).toBe(1)
    let prevented = false
    window.emit('close', { preventDefault: () => (prevented = true) })
    expect(prevented).toBe(false)
    expect(desktop.notifications).toEqual([])
    const boot = await fx?.call('app:bootstrap')
    expect(boot?.ok && boot.data.settings.desktop.trayProblem).toMatch(
      /^Your desktop shows no tray icons, so closing the window quits Platform Desktop/
    )
  })

  it('Linux with a tray: closing hides the window and says once that the app still runs', async () => {
    const { host } = await windowHostFor('linux', 'visible')
    await host.open()
    const window = standIn(host.window)
    let prevented = false
    window.emit('close', { preventDefault: () => (prevented = true) })
    expect(prevented).toBe(true)
    expect(window.hidden).toBe(true)
    expect(desktop.notifications.map((n) => n.title)).toEqual(['Platform Desktop is still running'])
  })
})

describe('menus in the app’s language', () => {
  it('no role item is left with Electron’s English label, in the application menu or the right-click menu', async () => {
    // Electron's English role labels, less the two French spells the same (Services, Zoom).
    const english = new Set([
      'About',
      'About Platform Desktop',
      'Hide Platform Desktop',
      'Hide Others',
      'Show All',
      'Quit Platform Desktop',
      'Exit',
      'Quit',
      'Close',
      'Close Window',
      'Undo',
      'Redo',
      'Cut',
      'Copy',
      'Paste',
      'Paste and Match Style',
      'Delete',
      'Select All',
      'Actual Size',
      'Zoom In',
      'Zoom Out',
      'Toggle Full Screen',
      'Minimize',
      'Bring All to Front'
    ])
    type Item = { role?: string; label?: string; submenu?: Item[] }
    const roleLabels = (items: readonly Item[]): string[] =>
      items.flatMap((item) => [
        ...(item.role && !item.submenu ? [item.label ?? ''] : []),
        ...roleLabels(item.submenu ?? [])
      ])
    await useLocale({ messages: 'fr', format: 'fr-FR', direction: 'ltr' })
    try {
      for (const platform of ['darwin', 'win32', 'linux']) {
        const surfaces = surfacesFor(platform)
        surfaces.renderAppMenu(appMenuModel({ platform, devTools: false, signedIn: false, account: null }))
        const labels = roleLabels(desktop.applicationMenu as Item[])
        expect(labels.length, platform).toBeGreaterThan(6)
        expect(
          labels.filter((label) => english.has(label)),
          platform
        ).toEqual([])
      }
      const surfaces = surfacesFor('linux')
      surfaces.showContextMenu(contextMenuModel(rightClick({ isEditable: true })), () => undefined)
      const popup = roleLabels(desktop.popups.at(-1)?.template as Item[])
      expect(popup).toEqual(['Annuler', 'Rétablir', 'Couper', 'Copier', 'Coller', 'Tout sélectionner'])
    } finally {
      await useLocale(SOURCE_APP_LOCALE)
    }
  })
})

describe('theme, progress and attention', () => {
  it('the theme setting becomes nativeTheme.themeSource, and the window is made in the colour of the theme shown', async () => {
    const { host } = await windowHostFor('linux', 'visible')
    desktop.prefersDark = true
    expect(nativeTheme.themeSource).toBe('system')
    await host.open()
    expect(standIn(host.window).options.backgroundColor).toBe('#15181d')
    await fx?.call('settings:update', { theme: 'light' })
    expect(nativeTheme.themeSource).toBe('light')
    standIn(host.window).emit('closed')
    await host.open()
    expect(standIn(host.window).options.backgroundColor).toBe('#ffffff')
  })

  it('the progress bar is cleared with -1, and a window made anew gets a running one back', async () => {
    const { host, surfaces } = await windowHostFor('win32', 'visible')
    await host.open()
    surfaces.setProgress(0.5)
    surfaces.setProgress(null)
    expect(standIn(host.window).progress).toEqual([0.5, -1])
    surfaces.setProgress(0.25)
    standIn(host.window).emit('closed')
    await host.open()
    expect(standIn(host.window).progress).toEqual([0.25])
  })

  it('Windows and Linux: an unfocused window flashes until the person comes to it; a focused one does not', async () => {
    const { host, surfaces } = await windowHostFor('linux', 'visible')
    await host.open()
    const window = standIn(host.window)
    window.focused = true
    surfaces.requestAttention()
    expect(window.flashing).toBeUndefined()
    window.focused = false
    surfaces.requestAttention()
    expect(window.flashing).toBe(true)
    window.emit('focus')
    expect(window.flashing).toBe(false)
  })

  it('macOS: the dock bounces once (informational), not until the app is active', async () => {
    const { host, surfaces } = await windowHostFor('darwin', 'visible')
    await host.open()
    surfaces.requestAttention()
    expect(desktop.bounces).toEqual(['informational'])
    expect(standIn(host.window).flashing).toBeUndefined()
  })
})

describe('login items', () => {
  it('macOS: a login item waiting for approval is shown in Settings with what to do', async () => {
    const surfaces = surfacesFor('darwin')
    desktop.loginItemsNeedApproval = true
    // What the adapter's setLaunchAtLogin does on macOS (app.setLoginItemSettings), without touching the real login items here.
    fx = closing(
      await createFixture(null, {}, undefined, {
        os: { ...surfaces, setLaunchAtLogin: () => Promise.resolve() },
        platform: 'darwin'
      })
    )
    const { app } = await import('electron')
    app.setLoginItemSettings({ openAtLogin: true })
    const saved = await fx.call('settings:update', { launchAtLogin: true })
    expect(saved.ok && saved.data.desktop.loginItemProblem).toBe(
      'macOS is waiting for your approval: open System Settings → General → Login Items and turn Platform Desktop on.'
    )
  })
})
