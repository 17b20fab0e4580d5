// How "Quit and reopen" starts the next run. Electron's app.relaunch runs
// process.execPath again with this run's arguments unless told otherwise
// (electron/electron docs/api/app.md, app.relaunch); both are wrong here:
// - In an AppImage, process.execPath lies inside the image's temporary
//   mount, which goes away with this run. The AppImage file itself is in
//   $APPIMAGE (electron-builder's AppRun sets it), and that is what starts
//   again, through AppRun, which adds --no-sandbox itself where it must.
//   electron-updater does the same when it installs an AppImage
//   (electron-updater out/AppImageUpdater.js, doInstall: it reads
//   process.env.APPIMAGE and refuses one that is not an absolute path or
//   holds a NUL), and so do we: such a value starts this executable again.
// - This run's arguments may hold the deep link it was opened with, or the
//   autostart's hidden flag: the next run would follow the link again, or
//   start without a window, so none are passed on. Only --no-sandbox stays
//   outside an AppImage: a run that could only start without Chromium's
//   sandbox would otherwise not start again at all.
import { isAbsolute } from 'node:path'

import type { RelaunchOptions } from './os-surfaces'

export function relaunchOptions(env: Record<string, string | undefined>, noSandbox: boolean): RelaunchOptions {
  const appImage = env.APPIMAGE
  if (appImage && isAbsolute(appImage) && !appImage.includes('\0')) return { execPath: appImage, args: [] }
  return { args: noSandbox ? ['--no-sandbox'] : [] }
}
