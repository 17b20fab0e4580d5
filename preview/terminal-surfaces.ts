// The OS parts of the browser preview (`npm run demo` without an Electron
// binary): a page in Chromium has no tray, application menu, notifications
// or native dialogs, so what main asks of them is printed to the terminal,
// one line each ("[tray] Platform Desktop — 5 operational"). main's questions
// (OsSurfaces.confirm) are answered with their confirm button and printed,
// so the app stays usable. The application menu's shortcuts still work in the
// window: installMenuKeys hands each to main as the menu would.
import type { Page } from '@playwright/test'

import type { MainApp } from '../src/main/app/main-app'
import { type AppMenu, commandItems } from '../src/main/desktop/menu/app-menu-model'
import type { OsSurfaces } from '../src/main/desktop/os/os-surfaces'
import { shortcutOf } from '../src/shared/commands'
import { addPageScript } from './page-host'

export interface TerminalSurfaces {
  surfaces: Partial<OsSurfaces>
  /** The application menu main rendered last; null before the first. */
  menu(): AppMenu[] | null
  /** `listener` runs after each menu main renders. */
  onMenu(listener: () => void): void
}

/** Each OS part as a line through `say`; a line that would only repeat the last of its kind is left out. */
export function terminalSurfaces(say: (line: string) => void, platform: string): TerminalSurfaces {
  const last = new Map<string, string>()
  const tell = (kind: string, text: string, always = false) => {
    if (!always && last.get(kind) === text) return
    last.set(kind, text)
    say(`[${kind}] ${text}`)
  }
  let menu: AppMenu[] | null = null
  const menuListeners: (() => void)[] = []
  const listShortcuts = shortcutOf('help:shortcuts', platform)?.label
  return {
    menu: () => menu,
    onMenu: (listener) => menuListeners.push(listener),
    surfaces: {
      notify: (notification) =>
        tell('notification', [notification.title, notification.body].filter(Boolean).join(': '), true),
      renderTray: (model) => tell('tray', model.tooltip),
      renderAppMenu: (model) => {
        menu = model
        const items = commandItems(model)
        const on = items.filter((item) => item.enabled).length
        tell(
          'menu',
          `${on} of ${items.length} commands available; their shortcuts work in the window${listShortcuts ? ` (${listShortcuts} lists them)` : ''}.`
        )
        for (const listener of menuListeners) listener()
      },
      showAbout: (about) => tell('about', [about.heading, ...about.lines].join('; '), true),
      showInFolder: (path) => tell('files', `The file manager would show ${path}.`, true),
      setBadgeCount: (count) => tell('badge', count > 0 ? `${count} unread` : 'cleared'),
      setLaunchAtLogin: (enabled, startHidden) => {
        tell(
          'login',
          enabled ? `Start with the session: on${startHidden ? ', hidden' : ''}.` : 'Start with the session: off.'
        )
        return Promise.resolve()
      },
      chooseSavePath: (defaultName) => {
        tell('dialog', `Save “${defaultName}”: the preview has no save dialog, so nothing was saved.`, true)
        return Promise.resolve(null)
      },
      confirm: (request) => {
        tell('dialog', `${request.message} ${request.detail} — answered “${request.confirmLabel}”.`, true)
        return Promise.resolve(true)
      },
      requestAttention: () => tell('attention', 'The taskbar button would flash.', true),
      copyText: (text) => {
        tell('clipboard', `Copied ${text.length} characters.`, true)
        return Promise.resolve()
      },
      relaunch: () => tell('app', 'The app would quit and start again; the preview carries on.', true)
    }
  }
}

declare global {
  interface Window {
    /** The accelerators of the menu's enabled command items, as main last rendered it. */
    __platformMenuKeys?: string[]
  }
}

/**
 * The application menu's shortcuts in the preview's window. Electron hands a
 * key to the window's menu only when the page left it unhandled
 * (electron/electron shell/browser/api/electron_api_web_contents.cc,
 * WebContents::HandleKeyboardEvent, content's hook for unhandled keyboard
 * events, then NativeWindowViews::HandleKeyboardEvent). So a keydown the page
 * did not cancel, reaching `window`, whose accelerator is an enabled item of
 * the menu main rendered last, runs that item (MainApp.menuCommand), and is
 * kept from Chromium's own shortcuts (Ctrl+R would reload the page).
 */
export async function installMenuKeys(
  page: Page,
  main: MainApp,
  os: TerminalSurfaces,
  say: (line: string) => void,
  platform: string
): Promise<void> {
  const enabled = () => commandItems(os.menu() ?? []).filter((item) => item.enabled && item.accelerator !== null)
  await page.exposeBinding('__platformMenuKey', ({ frame }, accelerator: unknown) => {
    if (frame !== page.mainFrame()) return
    const item = enabled().find((entry) => entry.accelerator === accelerator)
    if (!item) return
    say(`[menu] ${item.label} (${shortcutOf(item.id, platform)?.label ?? String(accelerator)})`)
    return main.menuCommand(item.id)
  })
  await addPageScript(
    page,
    (mac: boolean) => {
      const KEYS: Record<string, string> = { ArrowLeft: 'Left', ArrowRight: 'Right', ArrowUp: 'Up', ArrowDown: 'Down' }
      window.addEventListener('keydown', (event) => {
        if (event.defaultPrevented || event.isComposing) return
        const key = KEYS[event.key] ?? (event.key.length === 1 ? event.key.toUpperCase() : event.key)
        const mod = mac ? event.metaKey : event.ctrlKey
        const accelerator = [mod && 'CmdOrCtrl', event.altKey && 'Alt', event.shiftKey && 'Shift', key]
          .filter(Boolean)
          .join('+')
        if (!window.__platformMenuKeys?.includes(accelerator)) return
        event.preventDefault()
        void (window as unknown as { __platformMenuKey: (accelerator: string) => Promise<void> }).__platformMenuKey(
          accelerator
        )
      })
    },
    platform === 'darwin'
  )
  const tellPage = () => {
    const keys = enabled().map((item) => item.accelerator as string)
    void page.evaluate((list) => (window.__platformMenuKeys = list), keys).catch(() => undefined)
  }
  os.onMenu(tellPage)
  page.on('domcontentloaded', tellPage)
}
