// The login item with this process's facts and Electron's
// app.setLoginItemSettings; what to do per OS is decided in
// src/main/desktop/os/login-item.ts.
import { app } from 'electron'

import { createLoginItem, type LoginItem } from '../desktop/os/login-item'

export function electronLoginItem(warn?: (message: string, error: unknown) => void): LoginItem {
  return createLoginItem({
    platform: process.platform,
    isPackaged: app.isPackaged,
    appImage: process.env.APPIMAGE,
    execPath: process.execPath,
    productName: app.getName(),
    setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
    ...(warn ? { warn } : {})
  })
}
