// Launch at login per OS, through createLoginItem as the Electron adapter
// builds it: Windows' Run key as Electron writes it, macOS's login item, the
// Linux autostart entry (kept pointing at the AppImage that runs, across an
// update electron-updater installs), and nothing at all from a development run.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { AppImageUpdater } from 'electron-updater/out/AppImageUpdater.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { APP_ID } from '../../../src/main/desktop/os/app-identity'
import { AUTOSTART_FILE, autostartEntry, entryProgram } from '../../../src/main/desktop/os/linux-autostart'
import { createLoginItem, type LoginItemHost, type LoginItemSettings } from '../../../src/main/desktop/os/login-item'
import { appAdapter } from '../../contract/support/app-updater'

const EXE = 'C:\\Users\\ada\\AppData\\Local\\Programs\\platform-desktop\\platform-desktop.exe'

/**
 * HKCU\Software\Microsoft\Windows\CurrentVersion\Run as Electron's
 * app.setLoginItemSettings changes it (electron/electron
 * shell/browser/browser_win.cc, Browser::SetLoginItemSettings): the value is
 * named `name`, or else the AppUserModelID of the moment; openAtLogin writes
 * the quoted path and the arguments (FormatCommandLineString), false deletes
 * the value.
 */
function runKey(appUserModelId: string, values: Record<string, string> = {}) {
  const run = new Map(Object.entries(values))
  const setLoginItemSettings = (settings: LoginItemSettings) => {
    const name = settings.name || appUserModelId
    if (settings.openAtLogin) run.set(name, [`"${EXE}"`, ...settings.args].join(' '))
    else run.delete(name)
  }
  return { run, setLoginItemSettings }
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'login-item-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function host(overrides: Partial<LoginItemHost>): LoginItemHost {
  return {
    platform: 'linux',
    isPackaged: true,
    appImage: undefined,
    execPath: '/opt/Platform Desktop/platform-desktop',
    productName: 'Platform Desktop',
    setLoginItemSettings: () => undefined,
    autostartDir: join(dir, 'autostart'),
    ...overrides
  }
}

describe('launch at login on Windows', () => {
  it('names its Run value after the app id, and takes away the one older builds left under Electron’s made-up id', async () => {
    // What a build without setAppUserModelId wrote: the value named after "electron.app." + the product name.
    const registry = runKey(APP_ID, {
      'electron.app.Platform Desktop': `"${EXE}"`,
      OneDrive: '"C:\\OneDrive.exe" /background'
    })
    const item = createLoginItem(
      host({ platform: 'win32', execPath: EXE, setLoginItemSettings: registry.setLoginItemSettings })
    )

    await item.set(true, true)
    expect(Object.fromEntries(registry.run)).toEqual({
      [APP_ID]: `"${EXE}" --hidden`,
      OneDrive: '"C:\\OneDrive.exe" /background'
    })
    await item.set(false, true)
    expect(Object.fromEntries(registry.run)).toEqual({ OneDrive: '"C:\\OneDrive.exe" /background' })
  })

  it('keeps its value whatever the process’s AppUserModelID is', async () => {
    const registry = runKey('electron.app.Platform Desktop')
    await createLoginItem(
      host({ platform: 'win32', execPath: EXE, setLoginItemSettings: registry.setLoginItemSettings })
    ).set(true, false)
    expect([...registry.run.keys()]).toEqual([APP_ID])
  })
})

describe('launch at login on macOS and Linux', () => {
  it('macOS: one login item call', async () => {
    const calls: LoginItemSettings[] = []
    await createLoginItem(host({ platform: 'darwin', setLoginItemSettings: (settings) => calls.push(settings) })).set(
      true,
      false
    )
    expect(calls).toEqual([{ openAtLogin: true, args: [], name: APP_ID }])
  })

  it('Linux: an autostart entry for the AppImage file, not the binary mounted from it', async () => {
    const appImage = join(dir, 'platform-desktop-0.1.0-linux-x86_64.AppImage')
    await createLoginItem(host({ appImage, execPath: '/tmp/.mount_platfoXYZ/platform-desktop' })).set(true, true)
    expect(readFileSync(join(dir, 'autostart', AUTOSTART_FILE), 'utf8')).toBe(
      autostartEntry({ exec: appImage, startHidden: true })
    )
  })

  it('checks at every start, while the setting is on, that the entry starts this copy', async () => {
    const stale = join(dir, 'platform-desktop-0.1.0-linux-x86_64.AppImage')
    const current = join(dir, 'platform-desktop-0.2.0-linux-x86_64.AppImage')
    await createLoginItem(host({ appImage: stale })).set(true, false)
    const file = join(dir, 'autostart', AUTOSTART_FILE)

    createLoginItem(host({ appImage: current })).checkAtStart({ launchAtLogin: false, startHidden: false })
    expect(entryProgram(readFileSync(file, 'utf8'))).toBe(stale)
    createLoginItem(host({ appImage: current })).checkAtStart({ launchAtLogin: true, startHidden: false })
    expect(entryProgram(readFileSync(file, 'utf8'))).toBe(current)
  })
})

describe('a development run', () => {
  it('leaves the installed copy’s login item alone on every OS', async () => {
    const calls: LoginItemSettings[] = []
    const appImage = join(dir, 'installed.AppImage')
    for (const platform of ['win32', 'darwin', 'linux']) {
      const item = createLoginItem(
        host({
          platform,
          isPackaged: false,
          execPath: '/repo/node_modules/electron/dist/electron',
          setLoginItemSettings: (s) => calls.push(s)
        })
      )
      await item.set(true, false)
      await item.set(false, false)
    }
    expect(calls).toEqual([])
    expect(existsSync(join(dir, 'autostart'))).toBe(false)

    await createLoginItem(host({ appImage })).set(true, false)
    const dev = createLoginItem(host({ isPackaged: false, execPath: '/repo/node_modules/electron/dist/electron' }))
    dev.checkAtStart({ launchAtLogin: true, startHidden: false })
    dev.appImageMoved(join(dir, 'elsewhere.AppImage'), { launchAtLogin: true, startHidden: false })
    expect(entryProgram(readFileSync(join(dir, 'autostart', AUTOSTART_FILE), 'utf8'))).toBe(appImage)
  })
})

// electron-updater's own AppImageUpdater installs the update: it deletes
// $APPIMAGE, moves the download beside it under the new version's name, emits
// 'appimage-filename-updated' and runs the new file (out/AppImageUpdater.js,
// doInstall). AppImages, `mv` and running a script as the new file are Linux and
// macOS things, so the test runs there.
describe.runIf(process.platform !== 'win32')('an AppImage update electron-updater installs', () => {
  let savedAppImage: string | undefined
  beforeEach(() => {
    savedAppImage = process.env.APPIMAGE
  })
  afterEach(() => {
    if (savedAppImage === undefined) delete process.env.APPIMAGE
    else process.env.APPIMAGE = savedAppImage
  })

  it('leaves the autostart entry starting the new file, not the deleted one', async () => {
    const old = join(dir, 'platform-desktop-0.1.0-linux-x86_64.AppImage')
    // Where a finished download waits: the updater's cache, under the file name the feed gave.
    mkdirSync(join(dir, 'pending'))
    const downloaded = join(dir, 'pending', 'platform-desktop-0.2.0-linux-x86_64.AppImage')
    writeFileSync(old, 'the running version')
    // The new version only has to start and stop: doInstall runs it with APPIMAGE_EXIT_AFTER_INSTALL.
    writeFileSync(downloaded, '#!/bin/sh\nexit 0\n')
    chmodSync(downloaded, 0o755)
    process.env.APPIMAGE = old
    const item = createLoginItem(host({ appImage: old }))
    await item.set(true, true)

    const updater = new AppImageUpdater(null, appAdapter(dir))
    updater.logger = null
    // As src/main/electron/updater-electron.ts and start.ts wire it.
    updater.on('appimage-filename-updated', (path) =>
      item.appImageMoved(path, { launchAtLogin: true, startHidden: true })
    )
    // What a finished download leaves behind (BaseUpdater.installerPath, downloadedFileInfo).
    Object.assign(updater, {
      downloadedUpdateHelper: { file: downloaded, downloadedFileInfo: { isAdminRightsRequired: false } }
    })
    expect(updater.install(true, false)).toBe(true)

    expect(existsSync(old)).toBe(false)
    const entry = readFileSync(join(dir, 'autostart', AUTOSTART_FILE), 'utf8')
    expect(entry).toBe(
      autostartEntry({ exec: join(dir, 'platform-desktop-0.2.0-linux-x86_64.AppImage'), startHidden: true })
    )
  })
})
