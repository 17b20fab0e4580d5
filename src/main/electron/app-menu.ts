import { Menu, type MenuItemConstructorOptions } from 'electron'

import type { Route } from '@shared/routes'

import { settingsMenuItem } from '../app/app-words'
import { EXPORT_MENU_ITEM } from '../diagnostics/diagnostics-words'

/** The standard menu with the usual roles and shortcuts, plus Settings. */
export function installAppMenu(options: { isMac: boolean; isDev: boolean; navigate: (route: Route) => void; exportDiagnostics: () => void }): void {
  const settingsItem: MenuItemConstructorOptions = {
    label: settingsMenuItem(options.isMac),
    accelerator: 'CmdOrCtrl+,',
    click: () => options.navigate({ view: 'settings' })
  }
  const template: MenuItemConstructorOptions[] = [
    ...(options.isMac
      ? [
          {
            role: 'appMenu' as const,
            submenu: [
              { role: 'about' as const },
              { type: 'separator' as const },
              settingsItem,
              { type: 'separator' as const },
              { role: 'services' as const },
              { type: 'separator' as const },
              { role: 'hide' as const },
              { role: 'hideOthers' as const },
              { role: 'unhide' as const },
              { type: 'separator' as const },
              { role: 'quit' as const }
            ]
          }
        ]
      : []),
    { role: 'fileMenu', submenu: options.isMac ? [{ role: 'close' }] : [settingsItem, { type: 'separator' }, { role: 'quit' }] },
    { role: 'editMenu' },
    {
      role: 'viewMenu',
      submenu: [
        ...(options.isDev ? [{ role: 'reload' as const }, { role: 'toggleDevTools' as const }, { type: 'separator' as const }] : []),
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' }
      ]
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: EXPORT_MENU_ITEM, click: () => options.exportDiagnostics() }] }
  ]
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}
