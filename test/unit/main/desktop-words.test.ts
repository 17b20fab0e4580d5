import { describe, expect, it } from 'vitest'

import { loginItemProblem, notificationsProblem, trayProblem } from '../../../src/main/desktop/os/desktop-words'

describe('what Settings says about the desktop', () => {
  it('the tray: nothing when it can be seen; why closing quits when it cannot, or when nobody knows', () => {
    expect(trayProblem('visible')).toBeNull()
    expect(trayProblem('none')).toMatch(
      /^Your desktop shows no tray icons, so closing the window quits Platform Desktop .*AppIndicator extension/
    )
    expect(trayProblem('unknown')).toMatch(
      /could not find out whether your desktop shows tray icons, so closing the window quits it/
    )
  })

  it('notifications: where to allow them, per OS', () => {
    expect(notificationsProblem('darwin')).toMatch(
      /System Settings → Notifications → Platform Desktop; a copy of the app that is not signed cannot show any\.$/
    )
    expect(notificationsProblem('win32')).toMatch(/Settings → System → Notifications\.$/)
    expect(notificationsProblem('linux')).toMatch(/no notification service answered/)
  })

  it.each([
    [
      'requires-approval',
      false,
      /^macOS is waiting for your approval: open System Settings → General → Login Items and turn Platform Desktop on\.$/
    ],
    ['requires-approval', true, /waiting for your approval/],
    ['not-found', true, /Move Platform Desktop to your Applications folder/],
    ['not-registered', true, /not among your login items/],
    ['enabled', true, null],
    ['not-registered', false, null],
    ['not-found', false, null],
    [null, true, null]
  ] as const)('login item %s (wanted: %s)', (status, wanted, words) => {
    const said = loginItemProblem(status, wanted)
    if (words === null) expect(said).toBeNull()
    else expect(said).toMatch(words)
  })
})
