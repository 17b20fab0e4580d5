import { describe, expect, it } from 'vitest'
import { closeAction } from '../../../src/main/window/close-action'

describe('closing the window', () => {
  it.each([
    [{ closeToTray: null, explained: false, platform: 'win32', quitting: false }, 'hide-and-explain'],
    [{ closeToTray: null, explained: true, platform: 'linux', quitting: false }, 'hide'],
    [{ closeToTray: null, explained: false, platform: 'darwin', quitting: false }, 'close'],
    [{ closeToTray: true, explained: false, platform: 'darwin', quitting: false }, 'hide-and-explain'],
    [{ closeToTray: false, explained: false, platform: 'win32', quitting: false }, 'close'],
    [{ closeToTray: true, explained: true, platform: 'win32', quitting: true }, 'close']
  ] as const)('%j → %s', (options, action) => {
    expect(closeAction(options)).toBe(action)
  })
})
