// "Quit and reopen": how the next run starts (relaunch.ts), and the Electron
// side, which must quit after app.relaunch since that alone does not
// (electron/electron docs/api/app.md, relaunch).
import { describe, expect, it, vi } from 'vitest'

import { relaunchOptions } from '../../../src/main/desktop/os/relaunch'
import { electronSurfaces } from '../../../src/main/electron/os-surfaces-electron'

const steps = vi.hoisted(() => [] as string[])

// Only app.relaunch is reached: a stand-in of just that records it beside the host's quit.
vi.mock('electron', () => ({ app: { relaunch: (how: unknown) => steps.push(`relaunch ${JSON.stringify(how)}`) } }))

describe('how the next run starts', () => {
  it('this executable again, with none of this run’s arguments: a deep link or the autostart’s flag is not replayed', () => {
    expect(relaunchOptions({}, false)).toEqual({ args: [] })
  })

  it('in an AppImage, the AppImage file (process.execPath is inside its temporary mount); its AppRun adds --no-sandbox itself', () => {
    expect(relaunchOptions({ APPIMAGE: '/home/ada/Apps/Platform-Desktop.AppImage' }, true)).toEqual({
      execPath: '/home/ada/Apps/Platform-Desktop.AppImage',
      args: []
    })
  })

  it('ignores an APPIMAGE that is not an absolute path, as electron-updater does', () => {
    expect(relaunchOptions({ APPIMAGE: 'Platform-Desktop.AppImage' }, false)).toEqual({ args: [] })
    expect(relaunchOptions({ APPIMAGE: '/tmp/x\0y' }, false)).toEqual({ args: [] })
  })

  it('keeps --no-sandbox outside an AppImage: a run that needed it would not start again without it', () => {
    expect(relaunchOptions({}, true)).toEqual({ args: ['--no-sandbox'] })
  })
})

describe('the Electron side', () => {
  it('asks Electron to start again, then quits through the host (app.relaunch does not quit)', () => {
    const surfaces = electronSurfaces({
      resourcesDir: '/nowhere',
      show: () => undefined,
      quit: () => steps.push('quit'),
      trayAction: () => undefined,
      menuCommand: () => undefined,
      setOverlay: () => undefined,
      window: () => null,
      platform: 'linux',
      findTray: () => Promise.resolve('visible')
    })
    surfaces.relaunch({ execPath: '/home/ada/Apps/Platform-Desktop.AppImage', args: [] })
    expect(steps).toEqual(['relaunch {"execPath":"/home/ada/Apps/Platform-Desktop.AppImage","args":[]}', 'quit'])
  })
})
