// Who the app is to the OS. On Windows the AppUserModelID ties the taskbar
// button, notifications and the Start-menu shortcut together; the NSIS
// installer writes the appId from electron-builder.yml into its shortcuts, so
// the running app must claim the same one (a test holds the two equal).

export const APP_ID = 'com.platformdesktop.app'

/**
 * A development run (`electron .`) gets an id of its own: it groups apart
 * from an installed copy on the taskbar, and Electron's own Start-menu
 * shortcut for its notifications (named after electron.exe) never carries
 * the installed copy's id.
 */
export function appUserModelId(isPackaged: boolean): string {
  return isPackaged ? APP_ID : `${APP_ID}.dev`
}

/**
 * The id Electron made up when the app set none: "electron.app." and the
 * executable's product name (electron/electron
 * shell/common/application_info_win.cc, GetRawAppUserModelID). Builds before
 * this one wrote their login item under it.
 */
export function electronDefaultAppUserModelId(productName: string): string {
  return `electron.app.${productName}`
}
