import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  AUTOSTART_FILE,
  autostartDir,
  autostartEntry,
  entryProgram,
  repointLinuxAutostart,
  setLinuxAutostart
} from '../../../src/main/desktop/os/linux-autostart'

const execLine = (exec: string, startHidden = false) =>
  autostartEntry({ exec, startHidden })
    .split('\n')
    .find((line) => line.startsWith('Exec='))

describe('Linux autostart entry', () => {
  it('is a valid XDG desktop entry that starts the app, hidden when asked', () => {
    expect(autostartEntry({ exec: '/opt/Platform Desktop/platform-desktop', startHidden: true })).toBe(
      [
        '[Desktop Entry]',
        'Type=Application',
        'Version=1.0',
        'Name=Platform Desktop',
        'Comment=Platform status, notifications and your profile, on your desktop',
        'Exec="/opt/Platform Desktop/platform-desktop" --hidden',
        'Icon=platform-desktop',
        'Terminal=false',
        'Categories=Network;Utility;',
        'X-GNOME-Autostart-enabled=true',
        ''
      ].join('\n')
    )
    expect(execLine('/home/ada/Apps/Platform.AppImage')).toBe('Exec=/home/ada/Apps/Platform.AppImage')
  })

  // The Desktop Entry Specification, "The Exec key": % is written %%; a quoted
  // argument escapes " ` $ \ with a backslash, and the string type's own
  // escaping then doubles every backslash — "a literal dollar sign in a quoted
  // argument ... is unambiguously represented with \\$", a literal backslash with four.
  it.each([
    ['/home/ada/100%/platform-desktop.AppImage', 'Exec=/home/ada/100%%/platform-desktop.AppImage'],
    ['/home/ada/50% off/app.AppImage', 'Exec="/home/ada/50%% off/app.AppImage"'],
    ['/tmp/a"b$c', 'Exec="/tmp/a\\\\"b\\\\$c"'],
    ['/tmp/back\\slash', 'Exec="/tmp/back\\\\\\\\slash"'],
    ['/tmp/tick`it', 'Exec="/tmp/tick\\\\`it"'],
    ['/tmp/new\nline', 'Exec="/tmp/new\\nline"']
  ])('writes %j in Exec as the spec asks', (exec, line) => {
    expect(execLine(exec)).toBe(line)
  })

  it('reads back the program it wrote, whatever the path holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'binary' }), fc.boolean(), (path, startHidden) => {
        const exec = `/${path.replace(/\0/g, '')}`
        expect(entryProgram(autostartEntry({ exec, startHidden }))).toBe(exec)
      })
    )
  })

  it('lives in $XDG_CONFIG_HOME/autostart, or ~/.config/autostart', () => {
    expect(autostartDir({ XDG_CONFIG_HOME: '/cfg', HOME: '/home/ada' })).toBe('/cfg/autostart')
    expect(autostartDir({ XDG_CONFIG_HOME: 'relative', HOME: '/home/ada' })).toBe('/home/ada/.config/autostart')
    expect(autostartDir({ HOME: '/home/ada' })).toBe('/home/ada/.config/autostart')
  })
})

describe('the autostart file', () => {
  let root: string
  let dir: string
  const file = () => join(dir, AUTOSTART_FILE)
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'autostart-'))
    dir = join(root, 'autostart')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('is written when turned on and removed when turned off', async () => {
    await setLinuxAutostart(true, { exec: '/usr/bin/platform-desktop', startHidden: false, dir })
    expect(await readFile(file(), 'utf8')).toContain('Exec=/usr/bin/platform-desktop\n')
    expect((await stat(file())).mode & 0o777).toBe(0o644)
    await setLinuxAutostart(false, { exec: '/usr/bin/platform-desktop', startHidden: false, dir })
    expect(await readdir(dir)).toEqual([])
    await setLinuxAutostart(false, { exec: '/usr/bin/platform-desktop', startHidden: false, dir })
  })

  it('is pointed at the AppImage that runs now, changing only Exec (a session manager’s own marks stay)', async () => {
    const old = '/home/ada/Apps/platform-desktop-0.1.0-linux-x86_64.AppImage'
    const current = '/home/ada/Apps/platform-desktop-0.2.0-linux-x86_64.AppImage'
    await setLinuxAutostart(true, { exec: old, startHidden: true, dir })
    const disabled = (await readFile(file(), 'utf8')).replace(
      'X-GNOME-Autostart-enabled=true',
      'X-GNOME-Autostart-enabled=false'
    )
    await writeFile(file(), disabled)

    expect(repointLinuxAutostart({ exec: current, startHidden: true, dir })).toBe(true)
    const after = await readFile(file(), 'utf8')
    expect(entryProgram(after)).toBe(current)
    expect(after).toBe(disabled.replace(`Exec=${old} --hidden`, `Exec=${current} --hidden`))
    expect(await readdir(dir)).toEqual([AUTOSTART_FILE])

    expect(repointLinuxAutostart({ exec: current, startHidden: true, dir })).toBe(false)
    expect(await readFile(file(), 'utf8')).toBe(after)
  })

  it('is not brought back once removed, and an entry without Exec is written whole', async () => {
    expect(repointLinuxAutostart({ exec: '/opt/app', startHidden: false, dir })).toBe(false)
    await expect(stat(dir)).rejects.toThrow()
    await mkdir(dir)
    await writeFile(file(), '[Desktop Entry]\nType=Application\n')
    expect(repointLinuxAutostart({ exec: '/opt/app', startHidden: false, dir })).toBe(true)
    expect(await readFile(file(), 'utf8')).toBe(autostartEntry({ exec: '/opt/app', startHidden: false }))
  })
})
