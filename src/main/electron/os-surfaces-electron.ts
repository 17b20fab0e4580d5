// The Electron side of main's OS surfaces: notifications, the tray, the
// badge and the login item. What they show comes from main (pure models);
// this file only renders it.
import { join } from 'node:path'
import { app, dialog, Menu, nativeImage, Notification, Tray, type BrowserWindow, type MenuItemConstructorOptions } from 'electron'
import type { OsSurfaces } from '../os/os-surfaces'
import { trayIcon } from '../tray/tray-icons'
import type { TrayAction, TrayModel } from '../tray/tray-model'
import { electronLoginItem } from './login-item-electron'

export interface ElectronSurfacesOptions {
  resourcesDir: string
  show: () => void
  quit: () => void
  trayAction: (action: TrayAction) => void
  /** Windows has no badge: an overlay icon on the taskbar button stands in. */
  setOverlay: (image: Electron.NativeImage | null, description: string) => void
  /** The window a question is attached to (a sheet on macOS, modal elsewhere); null asks app-wide. */
  window: () => BrowserWindow | null
}

/** A 16×16 red dot with a white rim, drawn once in code (BGRA), for the Windows taskbar overlay. */
function overlayDot(): Electron.NativeImage {
  const size = 16
  const pixels = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - 7.5, y - 7.5)
      const at = (y * size + x) * 4
      if (d <= 6) pixels.set([0x1e, 0x26, 0xb3, 0xff], at)
      else if (d <= 7.5) pixels.set([0xff, 0xff, 0xff, 0xff], at)
    }
  return nativeImage.createFromBitmap(pixels, { width: size, height: size })
}

export function electronSurfaces(options: ElectronSurfacesOptions): OsSurfaces & { dispose(): void } {
  let tray: Tray | null = null
  // Notifications are kept until closed, or a click after garbage collection would be lost.
  const shown = new Set<Notification>()
  let overlay: Electron.NativeImage | null = null

  const menuItem = (item: TrayModel['items'][number]): MenuItemConstructorOptions => {
    if (item.type === 'separator') return { type: 'separator' }
    if (item.type === 'info') return { label: item.label, enabled: false }
    const id = item.id
    return {
      label: item.label,
      enabled: item.enabled,
      click: () => (id === 'open' ? options.show() : id === 'quit' ? options.quit() : options.trayAction(id))
    }
  }

  return {
    notify(notification, onClick) {
      if (!Notification.isSupported()) return
      const native = new Notification({ title: notification.title, body: notification.body })
      shown.add(native)
      native.on('click', () => {
        options.show()
        onClick()
      })
      native.on('close', () => shown.delete(native))
      native.show()
    },
    renderTray(model) {
      const icon = trayIcon(process.platform, model.state)
      const image = nativeImage.createFromPath(join(options.resourcesDir, icon.path))
      if (process.platform === 'darwin') image.setTemplateImage(true)
      if (!tray) {
        tray = new Tray(image)
        // Windows and macOS: a click shows the window; Linux relies on the menu's "Open".
        tray.on('click', () => options.show())
      } else tray.setImage(image)
      tray.setToolTip(model.tooltip)
      tray.setContextMenu(Menu.buildFromTemplate(model.items.map(menuItem)))
    },
    setBadgeCount(count) {
      if (process.platform === 'win32') {
        overlay ??= overlayDot()
        options.setOverlay(count > 0 ? overlay : null, count > 0 ? `${count} unread notifications` : '')
      } else app.setBadgeCount(count)
    },
    setLaunchAtLogin: (enabled, startHidden) => electronLoginItem().set(enabled, startHidden),
    async chooseSavePath(defaultName) {
      const result = await dialog.showSaveDialog({ title: 'Export diagnostics', defaultPath: join(app.getPath('documents'), defaultName), filters: [{ name: 'Text', extensions: ['txt'] }] })
      return result.canceled || !result.filePath ? null : result.filePath
    },
    async confirm(request) {
      // Cancel is both the default (Enter) and the cancel button (Escape, closing the dialog).
      const box: Electron.MessageBoxOptions = { type: 'question', message: request.message, detail: request.detail, buttons: [request.confirmLabel, 'Cancel'], defaultId: 1, cancelId: 1, noLink: true }
      const window = options.window()
      const { response } = window && !window.isDestroyed() ? await dialog.showMessageBox(window, box) : await dialog.showMessageBox(box)
      return response === 0
    },
    dispose() {
      tray?.destroy()
      tray = null
    }
  }
}
