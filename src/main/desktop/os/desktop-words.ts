// What main says through the desktop, and about it: what Settings says when
// the desktop will not do something the app relies on (each a sentence
// saying what happened and what to do, or null when all is well), the
// sandbox notice, the notification that holds the rest back, the native
// dialog's Cancel and the login entry's description. Pure, so every wording
// is checked by unit tests.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'
import type { LoginItemStatus, TrayPresence } from './os-surfaces'

export const desktopMessages = defineMessages({
  noTrayIcons: {
    id: 'desktop.tray.none',
    defaultMessage:
      'Your desktop shows no tray icons, so closing the window quits Platform Desktop and it always opens its window. On GNOME, the AppIndicator extension adds tray icons; restart Platform Desktop after turning it on.',
    description:
      'Settings, beside “Close to tray” and “Start hidden” (turned off), on a Linux desktop that shows no tray icons. AppIndicator is the name of a GNOME extension.'
  },
  trayUnknown: {
    id: 'desktop.tray.unknown',
    defaultMessage:
      'Platform Desktop could not find out whether your desktop shows tray icons, so closing the window quits it rather than hiding it where you might not find it.',
    description:
      'Settings, beside “Close to tray” and “Start hidden” (turned off), when the app cannot tell whether the desktop shows tray icons.'
  },
  notificationsMac: {
    id: 'desktop.notifications.mac',
    defaultMessage:
      'macOS did not show Platform Desktop’s notifications. Allow them in System Settings → Notifications → Platform Desktop; a copy of the app that is not signed cannot show any.',
    description:
      'Settings, beside the notifications setting, once macOS refused to show a notification. “System Settings → Notifications” are macOS’s own names.'
  },
  notificationsWindows: {
    id: 'desktop.notifications.windows',
    defaultMessage:
      'Windows did not show Platform Desktop’s notifications. Check that notifications are on for Platform Desktop in Settings → System → Notifications.',
    description:
      'Settings, beside the notifications setting, once Windows refused to show a notification. “Settings → System → Notifications” are Windows’s own names.'
  },
  notificationsLinux: {
    id: 'desktop.notifications.linux',
    defaultMessage:
      'Your desktop did not show Platform Desktop’s notifications: no notification service answered. Check that your desktop’s notifications are on.',
    description: 'Settings, beside the notifications setting, once a Linux desktop did not show a notification.'
  },
  loginApproval: {
    id: 'desktop.loginItem.approval',
    defaultMessage:
      'macOS is waiting for your approval: open System Settings → General → Login Items and turn Platform Desktop on.',
    description:
      'Settings, beside “Open at login” (macOS), when macOS waits for the person to allow it. “System Settings → General → Login Items” are macOS’s own names.'
  },
  loginNotFound: {
    id: 'desktop.loginItem.notFound',
    defaultMessage:
      'macOS could not find Platform Desktop to open at login. Move Platform Desktop to your Applications folder, then turn this setting off and on again.',
    description: 'Settings, beside “Open at login” (macOS), when macOS cannot find the app to open.'
  },
  loginNotRegistered: {
    id: 'desktop.loginItem.notRegistered',
    defaultMessage:
      'Platform Desktop is not among your login items (it may have been removed in System Settings). Turn this setting off and on again to add it back.',
    description: 'Settings, beside “Open at login” (macOS), when the app is no longer among the login items.'
  },
  appImageNoSandbox: {
    id: 'desktop.notice.appImageNoSandbox',
    defaultMessage:
      'Platform Desktop is running without its sandbox, which keeps a misbehaving page away from the rest of your computer: this system does not let the AppImage use it (Ubuntu 24.04 and later block it), so the AppImage switched it off. Install the .deb package instead, which sets up what the sandbox needs.',
    description:
      'Notice once per start when the Linux AppImage runs without Chromium’s sandbox. AppImage and .deb are kinds of Linux package.'
  },
  heldBackTitle: {
    id: 'desktop.heldBack.title',
    defaultMessage: 'Platform Desktop',
    description:
      'Title of the OS notification shown once more notifications were asked for than an hour allows: the app’s name.'
  },
  heldBackBody: {
    id: 'desktop.heldBack.body',
    defaultMessage: 'More notifications are waiting in the app. Further ones are held back for a while.',
    description: 'Text of the OS notification shown once more notifications were asked for than an hour allows.'
  },
  cancel: {
    id: 'desktop.dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'The button of the app’s own question dialogs that does not go ahead.'
  },
  autostartComment: {
    id: 'desktop.autostart.comment',
    defaultMessage: 'Platform status, notifications and your profile, on your desktop',
    description: 'What a Linux desktop shows under the app’s name in its list of programs started at login.'
  }
})

/** Why close to tray and start hidden are off here, or null where a tray icon can be seen. */
export function trayProblem(presence: TrayPresence): string | null {
  if (presence === 'visible') return null
  if (presence === 'none') return say(desktopMessages.noTrayIcons)
  return say(desktopMessages.trayUnknown)
}

/** Said once a notification could not be shown, in the words of the OS it ran on. */
export function notificationsProblem(platform: string): string {
  if (platform === 'darwin') return say(desktopMessages.notificationsMac)
  if (platform === 'win32') return say(desktopMessages.notificationsWindows)
  return say(desktopMessages.notificationsLinux)
}

/** macOS: what to do about a login item that will not open the app, or null when it will (or nobody asked for one). */
export function loginItemProblem(status: LoginItemStatus | null, wanted: boolean): string | null {
  if (status === 'requires-approval') return say(desktopMessages.loginApproval)
  if (!wanted) return null
  if (status === 'not-found') return say(desktopMessages.loginNotFound)
  if (status === 'not-registered') return say(desktopMessages.loginNotRegistered)
  return null
}

/** The one notification shown once more than an hour's worth were asked for. */
export const heldBack = () => ({ title: say(desktopMessages.heldBackTitle), body: say(desktopMessages.heldBackBody) })
