// The label of every Electron role the application menu uses, in the app's
// language. Electron labels a role item given none from its own English
// table (electron/electron lib/browser/api/menu-item.ts: `overrideProperty('label',
// roles.getDefaultLabel(this.role))`, filled only when no label is given;
// lib/browser/api/menu-item-roles.ts, roleList), so a menu of bare roles was
// half English in the other languages. A label given keeps the role's
// accelerator and action (menu-item.ts: the accelerator defaults separately,
// and click runs roles.execute first). The English here is roleList's.
import { defineMessages, type Message } from '@shared/i18n/messages'

import { say } from '../../core/i18n'
import { APP_NAME } from '../tray/tray-words'
import { contextMenuMessages } from './context-menu-words'

/**
 * The Electron roles the menu uses: Electron gives each its shortcut and
 * action (electron/electron lib/browser/api/menu-item-roles.ts, roleList);
 * we give the label.
 */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'

const m = defineMessages({
  about: {
    id: 'menu.role.about',
    defaultMessage: 'About {app}',
    description: 'App menu (macOS), Help menu: About. {app} is the app’s name (Platform Desktop).'
  },
  aboutLinux: {
    id: 'menu.role.aboutLinux',
    defaultMessage: 'About',
    description: 'Help menu on Linux: About the app.'
  },
  services: {
    id: 'menu.role.services',
    defaultMessage: 'Services',
    description: 'App menu (macOS): the system Services submenu.'
  },
  hide: {
    id: 'menu.role.hide',
    defaultMessage: 'Hide {app}',
    description: 'App menu (macOS): hides the app. {app} is the app’s name.'
  },
  hideOthers: {
    id: 'menu.role.hideOthers',
    defaultMessage: 'Hide Others',
    description: 'App menu (macOS): hides the other apps.'
  },
  unhide: {
    id: 'menu.role.unhide',
    defaultMessage: 'Show All',
    description: 'App menu (macOS): shows all hidden apps.'
  },
  quitMac: {
    id: 'menu.role.quitMac',
    defaultMessage: 'Quit {app}',
    description: 'App menu (macOS): quits the app. {app} is the app’s name.'
  },
  quitWindows: {
    id: 'menu.role.quitWindows',
    defaultMessage: 'Exit',
    description: 'File menu on Windows: quits the app (Windows says Exit).'
  },
  quitLinux: { id: 'menu.role.quitLinux', defaultMessage: 'Quit', description: 'File menu on Linux: quits the app.' },
  closeMac: {
    id: 'menu.role.closeMac',
    defaultMessage: 'Close Window',
    description: 'File menu (macOS): closes the window.'
  },
  close: {
    id: 'menu.role.close',
    defaultMessage: 'Close',
    description: 'Window menu on Windows and Linux: closes the window.'
  },
  pasteAndMatchStyle: {
    id: 'menu.role.pasteAndMatchStyle',
    defaultMessage: 'Paste and Match Style',
    description: 'Edit menu (macOS): pastes as plain text.'
  },
  delete: { id: 'menu.role.delete', defaultMessage: 'Delete', description: 'Edit menu: deletes the selection.' },
  forceReload: {
    id: 'menu.role.forceReload',
    defaultMessage: 'Force Reload',
    description: 'View menu in development builds: reloads the page.'
  },
  toggleDevTools: {
    id: 'menu.role.toggleDevTools',
    defaultMessage: 'Toggle Developer Tools',
    description: 'View menu in development builds.'
  },
  resetZoom: {
    id: 'menu.role.resetZoom',
    defaultMessage: 'Actual Size',
    description: 'View menu: resets the zoom to 100 %.'
  },
  zoomIn: { id: 'menu.role.zoomIn', defaultMessage: 'Zoom In', description: 'View menu: makes everything larger.' },
  zoomOut: { id: 'menu.role.zoomOut', defaultMessage: 'Zoom Out', description: 'View menu: makes everything smaller.' },
  togglefullscreen: {
    id: 'menu.role.togglefullscreen',
    defaultMessage: 'Toggle Full Screen',
    description: 'View menu: full screen on or off.'
  },
  minimize: { id: 'menu.role.minimize', defaultMessage: 'Minimize', description: 'Window menu: minimizes the window.' },
  zoom: {
    id: 'menu.role.zoom',
    defaultMessage: 'Zoom',
    description: 'Window menu (macOS): zooms the window (the green button).'
  },
  front: {
    id: 'menu.role.front',
    defaultMessage: 'Bring All to Front',
    description: 'Window menu (macOS): brings every window of the app to the front.'
  }
})

const APP = { app: APP_NAME }
const word = (message: Message, values?: Record<string, string>) => () => say(message, values)

/** Roles whose label is the same on every OS. */
const SAME: Record<Exclude<MenuRole, 'about' | 'quit' | 'close'>, () => string> = {
  services: word(m.services),
  hide: word(m.hide, APP),
  hideOthers: word(m.hideOthers),
  unhide: word(m.unhide),
  undo: word(contextMenuMessages.undo),
  redo: word(contextMenuMessages.redo),
  cut: word(contextMenuMessages.cut),
  copy: word(contextMenuMessages.copy),
  paste: word(contextMenuMessages.paste),
  pasteAndMatchStyle: word(m.pasteAndMatchStyle),
  delete: word(m.delete),
  selectAll: word(contextMenuMessages.selectAll),
  forceReload: word(m.forceReload),
  // eslint-disable-next-line no-restricted-syntax -- only the item's words; the menu offers the role in development builds only (app-menu-model.ts, devTools)
  toggleDevTools: word(m.toggleDevTools),
  resetZoom: word(m.resetZoom),
  zoomIn: word(m.zoomIn),
  zoomOut: word(m.zoomOut),
  togglefullscreen: word(m.togglefullscreen),
  minimize: word(m.minimize),
  zoom: word(m.zoom),
  front: word(m.front)
}

/** The label Electron would give `role` on `platform`, in the app's language. */
export function roleLabel(role: MenuRole, platform: string): string {
  switch (role) {
    case 'about':
      return platform === 'linux' ? say(m.aboutLinux) : say(m.about, APP)
    case 'quit':
      return platform === 'darwin' ? say(m.quitMac, APP) : platform === 'win32' ? say(m.quitWindows) : say(m.quitLinux)
    case 'close':
      return platform === 'darwin' ? say(m.closeMac) : say(m.close)
    default:
      return SAME[role]()
  }
}
