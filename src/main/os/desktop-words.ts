// What main says through the desktop, and about it: what Settings says when
// the desktop will not do something the app relies on (each a sentence
// saying what happened and what to do, or null when all is well), the
// sandbox notice, the notification that holds the rest back, the native
// dialog's Cancel and the login entry's description. Pure, so every wording
// is checked by unit tests.
import type { LoginItemStatus, TrayPresence } from './os-surfaces'

/** Why close to tray and start hidden are off here, or null where a tray icon can be seen. */
export function trayProblem(presence: TrayPresence): string | null {
  if (presence === 'visible') return null
  if (presence === 'none')
    return 'Your desktop shows no tray icons, so closing the window quits Platform Desktop and it always opens its window. On GNOME, the AppIndicator extension adds tray icons; restart Platform Desktop after turning it on.'
  return 'Platform Desktop could not find out whether your desktop shows tray icons, so closing the window quits it rather than hiding it where you might not find it.'
}

/** Said once a notification could not be shown, in the words of the OS it ran on. */
export function notificationsProblem(platform: string): string {
  if (platform === 'darwin')
    return 'macOS did not show Platform Desktop’s notifications. Allow them in System Settings → Notifications → Platform Desktop; a copy of the app that is not signed cannot show any.'
  if (platform === 'win32')
    return 'Windows did not show Platform Desktop’s notifications. Check that notifications are on for Platform Desktop in Settings → System → Notifications.'
  return 'Your desktop did not show Platform Desktop’s notifications: no notification service answered. Check that your desktop’s notifications are on.'
}

/** macOS: what to do about a login item that will not open the app, or null when it will (or nobody asked for one). */
export function loginItemProblem(status: LoginItemStatus | null, wanted: boolean): string | null {
  if (status === 'requires-approval') return 'macOS is waiting for your approval: open System Settings → General → Login Items and turn Platform Desktop on.'
  if (!wanted) return null
  if (status === 'not-found')
    return 'macOS could not find Platform Desktop to open at login. Move Platform Desktop to your Applications folder, then turn this setting off and on again.'
  if (status === 'not-registered')
    return 'Platform Desktop is not among your login items (it may have been removed in System Settings). Turn this setting off and on again to add it back.'
  return null
}

/** Said once per start when the AppImage runs without Chromium's sandbox (sandbox-notice.ts says when). */
export const APPIMAGE_NO_SANDBOX_MESSAGE =
  'Platform Desktop is running without its sandbox, which keeps a misbehaving page away from the rest of your computer: this system does not let the AppImage use it (Ubuntu 24.04 and later block it), so the AppImage switched it off. Install the .deb package instead, which sets up what the sandbox needs.'

/** The one notification shown once more than an hour's worth were asked for. */
export const HELD_BACK = { title: 'Platform Desktop', body: 'More notifications are waiting in the app. Further ones are held back for a while.' } as const

/** The button of main's own question dialogs that does not go ahead. */
export const CANCEL = 'Cancel'

/** What a Linux desktop shows under the app's name in its list of programs started at login. */
export const AUTOSTART_COMMENT = 'Platform status, notifications and your profile, on your desktop'
