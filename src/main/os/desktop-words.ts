// What Settings says when the desktop will not do something the app relies
// on: each a sentence saying what happened and what to do, or null when all
// is well. Pure, so every wording is checked by unit tests.
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
  if (status === 'requires-approval')
    return 'macOS is waiting for your approval: open System Settings → General → Login Items and turn Platform Desktop on.'
  if (!wanted) return null
  if (status === 'not-found')
    return 'macOS could not find Platform Desktop to open at login. Move Platform Desktop to your Applications folder, then turn this setting off and on again.'
  if (status === 'not-registered')
    return 'Platform Desktop is not among your login items (it may have been removed in System Settings). Turn this setting off and on again to add it back.'
  return null
}
