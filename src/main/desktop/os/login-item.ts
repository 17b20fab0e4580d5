// Launch at login, decided per OS: Electron's login item on Windows and
// macOS, our XDG autostart entry on Linux (linux-autostart.ts). Only an
// installed copy touches it: a development run shares the installed copy's
// settings folder, and registering `electron path/to/app` would take the
// installed copy's login item over. The Electron adapter hands in the
// process's facts and app.setLoginItemSettings.
import { APP_ID, electronDefaultAppUserModelId } from './app-identity'
import { HIDDEN_ARG, repointLinuxAutostart, setLinuxAutostart } from './linux-autostart'

/** What we pass to Electron's app.setLoginItemSettings (electron.d.ts, Settings). */
export interface LoginItemSettings {
  openAtLogin: boolean
  args: string[]
  name: string
}

export interface LoginItemHost {
  platform: string
  isPackaged: boolean
  /** $APPIMAGE: the AppImage file this run was started from (electron-builder's AppRun sets it). */
  appImage: string | undefined
  execPath: string
  /** The executable's product name ("Platform Desktop"). */
  productName: string
  setLoginItemSettings(settings: LoginItemSettings): void
  /** $XDG_CONFIG_HOME/autostart unless a test says otherwise. */
  autostartDir?: string
  warn?: (message: string, error: unknown) => void
}

export interface LaunchChoice {
  launchAtLogin: boolean
  startHidden: boolean
}

export interface LoginItem {
  /** The setting changed: tell the OS. */
  set(enabled: boolean, startHidden: boolean): Promise<void>
  /** At every start while the setting is on: the Linux entry still starts this copy. */
  checkAtStart(choice: LaunchChoice): void
  /** electron-updater moved the AppImage to `path` (its appimage-filename-updated event). */
  appImageMoved(path: string, choice: LaunchChoice): void
}

/**
 * The login-item calls for Windows and macOS. The registry value is named
 * explicitly: without a name Electron uses the AppUserModelID of the moment
 * (electron/electron shell/browser/browser_win.cc, SetLoginItemSettings),
 * and builds before the app set its id wrote "electron.app.Platform Desktop",
 * which is removed first so that turning the setting off leaves no stray entry.
 * `name` and `args` are Windows-only (electron.d.ts); macOS ignores them.
 */
export function loginItemSettings(
  platform: string,
  productName: string,
  enabled: boolean,
  startHidden: boolean
): LoginItemSettings[] {
  const args = startHidden ? [HIDDEN_ARG] : []
  const current = { openAtLogin: enabled, args, name: APP_ID }
  return platform === 'win32'
    ? [{ openAtLogin: false, args: [], name: electronDefaultAppUserModelId(productName) }, current]
    : [current]
}

export function createLoginItem(host: LoginItemHost): LoginItem {
  // The AppImage file, not the binary mounted from it for this run only.
  const exec = host.appImage ?? host.execPath
  const linux = host.platform === 'linux'
  const repoint = (path: string, choice: LaunchChoice) => {
    if (!host.isPackaged || !linux || !choice.launchAtLogin) return
    try {
      repointLinuxAutostart({ exec: path, startHidden: choice.startHidden, dir: host.autostartDir })
    } catch (error) {
      // Never thrown into electron-updater's install, which is under way.
      host.warn?.('the launch-at-login entry could not be updated', error)
    }
  }
  return {
    async set(enabled, startHidden) {
      if (!host.isPackaged) return
      if (linux) await setLinuxAutostart(enabled, { exec, startHidden, dir: host.autostartDir })
      else
        for (const settings of loginItemSettings(host.platform, host.productName, enabled, startHidden))
          host.setLoginItemSettings(settings)
    },
    checkAtStart: (choice) => repoint(exec, choice),
    appImageMoved: (path, choice) => repoint(path, choice)
  }
}
