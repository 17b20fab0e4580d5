import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTOSTART_FILE, autostartDir, autostartEntry, setLinuxAutostart } from '../../../src/main/os/linux-autostart'

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
    expect(autostartEntry({ exec: '/home/ada/Apps/Platform.AppImage', startHidden: false })).toContain('Exec=/home/ada/Apps/Platform.AppImage\n')
    expect(autostartEntry({ exec: '/tmp/a"b$c', startHidden: false })).toContain('Exec="/tmp/a\\"b\\$c"')
  })

  it('lives in $XDG_CONFIG_HOME/autostart, or ~/.config/autostart', () => {
    expect(autostartDir({ XDG_CONFIG_HOME: '/cfg', HOME: '/home/ada' })).toBe('/cfg/autostart')
    expect(autostartDir({ XDG_CONFIG_HOME: 'relative', HOME: '/home/ada' })).toBe('/home/ada/.config/autostart')
    expect(autostartDir({ HOME: '/home/ada' })).toBe('/home/ada/.config/autostart')
  })

  it('is written when turned on and removed when turned off', async () => {
    const root = await mkdtemp(join(tmpdir(), 'autostart-'))
    const dir = join(root, 'autostart')
    try {
      await setLinuxAutostart(true, { exec: '/usr/bin/platform-desktop', startHidden: false, dir })
      expect(await readFile(join(dir, AUTOSTART_FILE), 'utf8')).toContain('Exec=/usr/bin/platform-desktop\n')
      expect((await stat(join(dir, AUTOSTART_FILE))).mode & 0o777).toBe(0o644)
      await setLinuxAutostart(false, { exec: '/usr/bin/platform-desktop', startHidden: false, dir })
      expect(await readdir(dir)).toEqual([])
      await setLinuxAutostart(false, { exec: '/usr/bin/platform-desktop', startHidden: false, dir })
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
