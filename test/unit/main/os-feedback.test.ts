// What main tells the OS beyond the window: the theme native UI follows, the
// app update's progress on the taskbar or dock, and the one request for
// attention when a session ends by itself. The pure decisions first, then
// through the real main app with recording OS surfaces.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { AttentionOnce } from '../../../src/main/desktop/os/attention'
import type { OsSurfaces } from '../../../src/main/desktop/os/os-surfaces'
import { WINDOW_BACKGROUND, windowBackground } from '../../../src/main/desktop/os/theme'
import { progressReporter, updateProgress } from '../../../src/main/features/app-update/update-progress'
import type { AppUpdateModel } from '../../../src/shared/app-update'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeUpdater } from '../../support/fake-updater'
import { createFixture } from '../../support/main-app-fixture'
import { startStubPlatform } from '../../support/stub-platform'

const ROOT = join(import.meta.dirname, '../../..')
const closing = closeAfterEach()

interface Recorded {
  themes: string[]
  progress: (number | null)[]
  attention: number
}
function recordingOs(): { recorded: Recorded; os: Partial<OsSurfaces> } {
  const recorded: Recorded = { themes: [], progress: [], attention: 0 }
  return {
    recorded,
    os: {
      setThemeSource: (source) => recorded.themes.push(source),
      setProgress: (fraction) => recorded.progress.push(fraction),
      requestAttention: () => recorded.attention++
    }
  }
}

const update = (phase: AppUpdateModel['phase'], percent?: number): AppUpdateModel => ({
  phase,
  mode: 'auto',
  version: '1.2.0',
  progress: percent === undefined ? null : { percent, transferred: 0, total: 0, bytesPerSecond: 0 },
  message: null,
  checkedAt: null
})

describe('the theme the OS is told', () => {
  it('the window paints the theme that will be shown', () => {
    expect(windowBackground('light', true)).toBe(WINDOW_BACKGROUND.light)
    expect(windowBackground('dark', false)).toBe(WINDOW_BACKGROUND.dark)
    expect(windowBackground('system', true)).toBe(WINDOW_BACKGROUND.dark)
    expect(windowBackground('system', false)).toBe(WINDOW_BACKGROUND.light)
  })

  it("the window's colours are the page's own backgrounds (theme.css)", () => {
    const css = readFileSync(join(ROOT, 'src/renderer/src/styles/theme.css'), 'utf8')
    const background = (theme: string) =>
      new RegExp(`\\[data-theme='${theme}'\\][^}]*?--bg:\\s*(#[0-9a-f]+)`, 'i').exec(css)?.[1]
    expect({ light: background('light'), dark: background('dark') }).toEqual(WINDOW_BACKGROUND)
  })

  it('is told at start from the saved setting, and again the moment the person changes it', async () => {
    const { recorded, os } = recordingOs()
    const fx = closing(await createFixture(null, {}, undefined, { os }))
    expect(recorded.themes).toEqual(['system'])
    expect((await fx.call('settings:update', { theme: 'dark' })).ok).toBe(true)
    expect((await fx.call('settings:update', { theme: 'dark' })).ok).toBe(true)
    expect(recorded.themes).toEqual(['system', 'dark'])
    recorded.themes.length = 0
    await fx.restart()
    expect(recorded.themes).toEqual(['dark'])
  })
})

describe('update progress on the taskbar and dock', () => {
  it('shows a fraction only while downloading, within 0..1', () => {
    expect(updateProgress(update('downloading', 40))).toBe(0.4)
    expect(updateProgress(update('downloading'))).toBe(0)
    expect(updateProgress(update('downloading', 140))).toBe(1)
    expect(updateProgress(update('downloading', Number.NaN))).toBe(0)
    for (const phase of ['idle', 'checking', 'available', 'ready', 'error', 'disabled', 'not-available'] as const)
      expect(updateProgress(update(phase, 40))).toBeNull()
  })

  it('tells the OS only when the bar changes', () => {
    const shown: (number | null)[] = []
    const report = progressReporter((fraction) => shown.push(fraction))
    for (const view of [
      update('checking'),
      update('downloading', 10),
      update('downloading', 10),
      update('downloading', 50),
      update('ready'),
      update('idle')
    ])
      report(view)
    expect(shown).toEqual([0.1, 0.5, null])
  })

  it('through the main app: a download fills the bar and clears it when ready, or when it fails', async () => {
    const { recorded, os } = recordingOs()
    let updater = new FakeUpdater({ latest: '1.2.0', chunks: 4, chunkDelayMs: 0 })
    const steps = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await expect.poll(() => updater.waitingSteps).toBe(1)
        updater.step()
      }
    }
    let fx = closing(await createFixture(null, {}, undefined, { os, createUpdater: () => updater }))
    fx.app.startBackground()
    await steps(5)
    await expect.poll(() => recorded.progress.at(-1)).toBeNull()
    expect(recorded.progress).toEqual([0, 0.25, 0.5, 0.75, 1, null])

    recorded.progress.length = 0
    updater = new FakeUpdater({ latest: '1.2.0', chunks: 4, failAfterChunks: 2, chunkDelayMs: 0 })
    fx = await fx.restart()
    fx.app.startBackground()
    await steps(3)
    await expect.poll(async () => (await fx.call('app-update:get')).ok && recorded.progress.at(-1)).toBeNull()
    expect(recorded.progress).toEqual([0, 0.25, 0.5, null])
  })
})

describe('attention when a session ends by itself', () => {
  it('once per session end; a new session may ask again; a sign-out never asks', () => {
    const once = new AttentionOnce()
    expect(once.sessionChanged(true, 'signed-in')).toBe(false)
    expect(once.sessionChanged(false, 'expired')).toBe(true)
    expect(once.sessionChanged(false, 'expired')).toBe(false)
    expect(once.sessionChanged(false, 'restored')).toBe(false)
    expect(once.sessionChanged(false, 'expired')).toBe(false)
    expect(once.sessionChanged(true, 'restored')).toBe(false)
    expect(once.sessionChanged(false, 'signed-out')).toBe(false)
    expect(once.sessionChanged(true, 'signed-in')).toBe(false)
    expect(once.sessionChanged(false, 'expired')).toBe(true)
  })

  it('through the main app: a token the platform refuses asks once, however many calls meet the 401', async () => {
    let valid = true
    const TOKEN = 'attention-token-0a1b2c3d'
    const stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { code: '200', token: TOKEN } }),
        'GET /v1/auth/token': () =>
          valid
            ? { body: { message: 'Success', authData: { userId: 3, username: 'demo', token: TOKEN } } }
            : { status: 401, body: { message: 'Unauthorized' } }
      })
    )
    const { recorded, os } = recordingOs()
    const fx = closing(await createFixture(stub.url, {}, undefined, { os }))
    const signIn = () => fx.call('session:sign-in', { username: 'demo', password: 'demo1234', rememberMe: false })
    expect((await signIn()).ok).toBe(true)
    expect(recorded.attention).toBe(0)
    valid = false
    await Promise.all(Array.from({ length: 4 }, () => fx.call('session:token-info')))
    await expect.poll(() => fx.payloadsOf('session:changed').some((change) => change.reason === 'expired')).toBe(true)
    expect(recorded.attention).toBe(1)
    expect(await fx.call('session:token-info')).toMatchObject({ ok: false, error: { kind: 'not-signed-in' } })
    valid = true
    expect((await signIn()).ok).toBe(true)
    expect((await fx.call('session:sign-out')).ok).toBe(true)
    expect(recorded.attention).toBe(1)
  })
})

describe('the tray question at start', () => {
  it('is asked once, after the page’s first answer: neither the window nor that answer waits for a process', async () => {
    let asks = 0
    const trayPresence = () => {
      asks++
      return Promise.resolve('visible' as const)
    }
    const fx = closing(await createFixture(null, {}, undefined, { platform: 'linux', os: { trayPresence } }))
    expect(asks).toBe(0)
    expect((await fx.call('app:bootstrap')).ok).toBe(true)
    // Nothing else happens: the question follows the answer by itself.
    await expect.poll(() => fx.app.trayPresence()).toBe('visible')
    await fx.call('app:bootstrap')
    fx.app.startBackground()
    await fx.app.findTray()
    expect(asks).toBe(1)
  })

  it('does not hold back main: the app is ready while the OS has not answered, and knows once it has', async () => {
    let answer: (presence: 'visible') => void = () => undefined
    const asked = new Promise<'visible'>((resolve) => (answer = resolve))
    const fx = closing(
      await createFixture(null, {}, undefined, { platform: 'linux', os: { trayPresence: () => asked } })
    )
    const told: unknown[] = []
    fx.app.onEvent((event, payload) => {
      if (event === 'settings:changed') told.push(payload)
    })
    expect(fx.app.trayPresence()).toBe('unknown')
    const before = await fx.call('app:bootstrap')
    answer('visible')
    await fx.app.findTray()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fx.app.trayPresence()).toBe('visible')
    // Settings said the tray was unknown; it is told again, now that the OS has answered.
    expect(told).toHaveLength(1)
    expect(JSON.stringify(told[0])).not.toBe(JSON.stringify(before.ok ? before.data.settings : null))
  })
})
