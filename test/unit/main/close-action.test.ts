import { describe, expect, it } from 'vitest'
import { closeAction } from '../../../src/main/window/close-action'

describe('closing the window', () => {
  it.each([
    [{ closeToTray: null, explained: false, platform: 'win32', quitting: false, quittingForUpdate: false }, 'hide-and-explain'],
    [{ closeToTray: null, explained: true, platform: 'linux', quitting: false, quittingForUpdate: false }, 'hide'],
    [{ closeToTray: null, explained: false, platform: 'darwin', quitting: false, quittingForUpdate: false }, 'close'],
    [{ closeToTray: true, explained: false, platform: 'darwin', quitting: false, quittingForUpdate: false }, 'hide-and-explain'],
    [{ closeToTray: false, explained: false, platform: 'win32', quitting: false, quittingForUpdate: false }, 'close'],
    [{ closeToTray: true, explained: true, platform: 'win32', quitting: true, quittingForUpdate: false }, 'close'],
    // "Restart to update" on macOS: Squirrel installs only once every window has closed.
    [{ closeToTray: true, explained: true, platform: 'darwin', quitting: false, quittingForUpdate: true }, 'close'],
    [{ closeToTray: null, explained: false, platform: 'linux', quitting: false, quittingForUpdate: true }, 'close']
  ] as const)('%j → %s', (options, action) => {
    expect(closeAction(options)).toBe(action)
  })
})
