// The Electron side of the application menu and About: renders main's menu
// model (src/main/desktop/menu/app-menu-model.ts) and shows About from main's text.
import { app, type BrowserWindow, clipboard, dialog, Menu, type MenuItemConstructorOptions } from 'electron'

import { type CommandId, commands } from '@shared/commands'

import { say } from '../core/i18n'
import { type AboutInfo, aboutText } from '../desktop/menu/about'
import type { AppMenu, AppMenuItem } from '../desktop/menu/app-menu-model'
import { menuMessages } from '../desktop/menu/menu-words'

function menuItem(item: AppMenuItem, run: (id: CommandId) => void): MenuItemConstructorOptions {
  if (item.type === 'separator') return { type: 'separator' }
  // Our label, or Electron's English one (lib/browser/api/menu-item.ts); the role keeps its accelerator and action.
  if (item.type === 'role') return { role: item.role, label: item.label }
  return {
    // The id lets the Electron e2e target find and click an item as the harness does (Menu.getApplicationMenu().getMenuItemById).
    id: item.id,
    label: item.label,
    enabled: item.enabled,
    // The accounts: adjacent radio items are one group, the clicked one ticked (electron/electron docs/api/menu-item.md, menuItem.checked); redrawn on every switch.
    ...(item.checked !== undefined ? { type: 'radio' as const, checked: item.checked } : {}),
    ...(item.accelerator ? { accelerator: item.accelerator } : {}),
    click: () => run(item.id)
  }
}

/**
 * Builds and sets the menu. A top-level item with a role and a submenu of its
 * own keeps that submenu (electron/electron lib/browser/api/menu-item.ts: the
 * role's default submenu is used only when none is given), while macOS still
 * treats the Window and Help menus as its own (lib/browser/api/menu.ts,
 * insert: a role is passed on to the native menu).
 */
export function renderAppMenu(model: AppMenu[], run: (id: CommandId) => void): void {
  const template: MenuItemConstructorOptions[] = model.map((menu) => ({
    label: menu.label,
    ...(menu.role ? { role: menu.role } : {}),
    submenu: menu.items.map((item) => menuItem(item, run))
  }))
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

/**
 * About Platform Desktop. macOS: its own About panel (the app menu's 'about'
 * role), filled in here; credits are shown on macOS and Windows only
 * (electron/electron docs/api/app.md, setAboutPanelOptions). Windows and Linux:
 * a message box with every line and a Copy button for bug reports.
 */
export function setAboutPanel(about: AboutInfo): void {
  app.setAboutPanelOptions({
    applicationName: about.name,
    applicationVersion: about.version,
    credits: about.lines.join('\n'),
    copyright: about.licence
  })
}

export async function showAbout(about: AboutInfo, window: BrowserWindow | null): Promise<void> {
  const box: Electron.MessageBoxOptions = {
    type: 'info',
    title: say(commands['help:about'].title),
    message: about.heading,
    detail: [...about.lines, '', about.licence].join('\n'),
    buttons: [say(menuMessages.aboutOk), say(menuMessages.aboutCopy)],
    defaultId: 0,
    cancelId: 0,
    noLink: true
  }
  const { response } = await showMessageBox(box, window)
  // Electron 45's clipboard is asynchronous (electron/electron docs/api/clipboard.md, writeText).
  if (response === 1) await clipboard.writeText(aboutText(about))
}

/** A message box attached to the window when there is a live one (a sheet on macOS, modal elsewhere), app-wide otherwise. */
export function showMessageBox(
  box: Electron.MessageBoxOptions,
  window: BrowserWindow | null
): Promise<Electron.MessageBoxReturnValue> {
  return window && !window.isDestroyed() ? dialog.showMessageBox(window, box) : dialog.showMessageBox(box)
}
