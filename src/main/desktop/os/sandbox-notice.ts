// The AppImage and Chromium's sandbox. electron-builder's AppRun starts the
// app with --no-sandbox when `unshare -Ur true` fails, that is where
// unprivileged user namespaces are blocked (Ubuntu 24.04 and later, through
// AppArmor): app-builder-lib out/targets/appimage/appImageUtil.js,
// generateAppRunScript. That is the only place it comes from in a package we
// build: electron-builder would also write `Exec=AppRun --no-sandbox %U`
// into the AppImage's .desktop file, on every system (AppImageTarget.js:
// `const defaultArgs = appimageTool == null || appimageTool === "0.0.0" ?
// ["--no-sandbox"] : []`), and electron-builder.yml's `appImage:
// executableArgs: []` keeps it out (test/unit/release/linux-packages.test.ts).
// So the words are true: this system would not let the AppImage use the
// sandbox. (Only someone starting it with --no-sandbox by hand sees them
// otherwise.) --no-sandbox turns the sandbox off for every page,
// app.enableSandbox() notwithstanding, so the person is told, once per
// start, and pointed at the deb, whose post-install script puts the AppArmor
// profile in place (app-builder-lib templates/linux/after-install.tpl).
import type { Notice } from '@shared/notice'

import { say } from '../../core/i18n'
import { desktopMessages } from './desktop-words'

export function appImageSandboxNotice(options: {
  appImage: string | undefined
  noSandbox: boolean
}): Omit<Notice, 'id'> | null {
  return options.appImage && options.noSandbox
    ? { level: 'warning', message: say(desktopMessages.appImageNoSandbox) }
    : null
}
