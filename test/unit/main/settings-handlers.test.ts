// Every setting through the real IPC dispatch: checked with a sentence when
// refused, persisted, and applied at once.
import { describe, expect, it } from 'vitest'

import type { RequestOf } from '../../../src/shared/ipc'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'

let fx: Fixture | null = null
const closing = closeAfterEach()

describe('settings:update', () => {
  it.each([
    [{ statusIntervalMinutes: 0 }, '“Check platform status every” must be a whole number of minutes from 1 to 60.'],
    [
      { pingIntervalMinutes: 61 },
      '“Tell the platform you are here every” must be a whole number of minutes from 1 to 60.'
    ],
    [
      { notificationsIntervalMinutes: 1.5 },
      '“Check for new notifications every” must be a whole number of minutes from 1 to 60.'
    ],
    [
      { watchedServices: ['api', 'no spaces allowed'] },
      '“no spaces allowed” is not a service id: use letters, digits, dots, dashes or underscores (at most 64).'
    ],
    [{ watchedServices: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'Watch at most 20 extra services.']
  ])('refuses %j with a sentence and changes nothing', async (patch, message) => {
    fx = closing(await createFixture(null))
    expect(await fx.call('settings:update', { theme: 'dark', ...patch })).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message }
    })
    expect(fx.app.settings.get('theme')).toBe('system')
  })

  it('“Load pictures from other websites” starts off', async () => {
    fx = closing(await createFixture(null))
    const boot = await fx.call('app:bootstrap')
    expect(boot.ok && boot.data.settings.loadRemotePictures).toBe(false)
  })

  it('every setting persists across a restart; ids are trimmed and deduplicated', async () => {
    fx = closing(await createFixture(null))
    const patch = {
      theme: 'light',
      recentSearchesEnabled: false,
      pingIntervalMinutes: 7,
      statusIntervalMinutes: 3,
      notificationsIntervalMinutes: 9,
      watchedServices: [' api ', 'API', 'cdn'],
      statusNotifications: false,
      notificationAlerts: false,
      launchAtLogin: true,
      startHidden: true,
      closeToTray: false,
      updateMode: 'ask',
      loadRemotePictures: true
    } satisfies RequestOf<'settings:update'>
    const saved = await fx.call('settings:update', patch)
    expect(saved).toMatchObject({ ok: true, data: { ...patch, watchedServices: ['api', 'cdn'] } })
    fx = await fx.restart()
    const boot = await fx.call('app:bootstrap')
    expect(boot.ok && boot.data.settings).toMatchObject({ ...patch, watchedServices: ['api', 'cdn'] })
  })

  it('launch at login and start hidden reach the OS login item', async () => {
    const loginItem: [boolean, boolean][] = []
    fx = closing(
      await createFixture(null, {}, undefined, {
        os: { setLaunchAtLogin: (enabled, hidden) => Promise.resolve(void loginItem.push([enabled, hidden])) }
      })
    )
    await fx.call('settings:update', { launchAtLogin: true })
    await fx.call('settings:update', { startHidden: true })
    await fx.call('settings:update', { launchAtLogin: false })
    expect(loginItem).toEqual([
      [true, false],
      [true, true],
      [false, true]
    ])
  })

  it('close to tray defaults to on for Windows and Linux', async () => {
    fx = closing(await createFixture(null))
    const boot = await fx.call('app:bootstrap')
    expect(boot.ok && boot.data.settings.closeToTray).toBe(true)
  })
})
