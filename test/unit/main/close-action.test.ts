import { describe, expect, it } from 'vitest'

import { closeAction, mayStartHidden } from '../../../src/main/desktop/window/close-action'

describe('closing the window', () => {
  it.each([
    [
      {
        closeToTray: null,
        explained: false,
        platform: 'win32',
        quitting: false,
        quittingForUpdate: false,
        tray: 'visible'
      },
      'hide-and-explain'
    ],
    [
      {
        closeToTray: null,
        explained: true,
        platform: 'linux',
        quitting: false,
        quittingForUpdate: false,
        tray: 'visible'
      },
      'hide'
    ],
    [
      {
        closeToTray: null,
        explained: false,
        platform: 'darwin',
        quitting: false,
        quittingForUpdate: false,
        tray: 'visible'
      },
      'close'
    ],
    [
      {
        closeToTray: true,
        explained: false,
        platform: 'darwin',
        quitting: false,
        quittingForUpdate: false,
        tray: 'visible'
      },
      'hide-and-explain'
    ],
    [
      {
        closeToTray: false,
        explained: false,
        platform: 'win32',
        quitting: false,
        quittingForUpdate: false,
        tray: 'visible'
      },
      'close'
    ],
    [
      {
        closeToTray: true,
        explained: true,
        platform: 'win32',
        quitting: true,
        quittingForUpdate: false,
        tray: 'visible'
      },
      'close'
    ],
    // "Restart to update" on macOS: Squirrel installs only once every window has closed.
    [
      {
        closeToTray: true,
        explained: true,
        platform: 'darwin',
        quitting: false,
        quittingForUpdate: true,
        tray: 'visible'
      },
      'close'
    ],
    [
      {
        closeToTray: null,
        explained: false,
        platform: 'linux',
        quitting: false,
        quittingForUpdate: true,
        tray: 'visible'
      },
      'close'
    ]
  ] as const)('%j → %s', (options, action) => {
    expect(closeAction(options)).toBe(action)
  })

  it.each([
    [
      {
        closeToTray: null,
        explained: false,
        platform: 'linux',
        quitting: false,
        quittingForUpdate: false,
        tray: 'none'
      },
      'close'
    ],
    [
      {
        closeToTray: true,
        explained: true,
        platform: 'linux',
        quitting: false,
        quittingForUpdate: false,
        tray: 'none'
      },
      'close'
    ],
    [
      {
        closeToTray: true,
        explained: false,
        platform: 'linux',
        quitting: false,
        quittingForUpdate: false,
        tray: 'unknown'
      },
      'close'
    ]
  ] as const)('never hides the last window into a tray nobody can see: %j → %s', (options, action) => {
    expect(closeAction(options)).toBe(action)
  })

  it('starts hidden only into a tray that can be seen', () => {
    expect([mayStartHidden('visible'), mayStartHidden('none'), mayStartHidden('unknown')]).toEqual([true, false, false])
  })
})
