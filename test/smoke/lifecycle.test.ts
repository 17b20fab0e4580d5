// The built main entry under the recording `electron` stand-in, through the
// ends of the app's life that only real Electron used to meet: quitting while
// the first page loads, "Restart to update" with Close to tray on, and a
// development run beside an installed copy. How Electron quits, closes
// windows, fails a load and installs is modelled in stand-in-lifecycle.mjs,
// each behaviour beside the Electron source it follows.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { say } from '../../src/main/core/i18n'
import { resolveAppLocale } from '../../src/main/core/i18n/resolve-locale'
import { useLocale } from '../../src/main/core/i18n/say'
import { menuMessages } from '../../src/main/desktop/menu/menu-words'
import { APP_ID } from '../../src/main/desktop/os/app-identity'
import { AUTOSTART_FILE, autostartEntry } from '../../src/main/desktop/os/linux-autostart'
import { trayMessages } from '../../src/main/desktop/tray/tray-words'
import { type Boot, bootMain } from './boot-main'

interface LifecycleReport {
  ended: 'quit' | 'exit' | 'done' | 'still running'
  exitCode: number
  errorBoxes: string[]
  calls: { call: string; id?: string; scheme?: string; switch?: string }[]
  updateInstalled: boolean
  newInstanceGotLock: boolean | null
  windows: { destroyed: boolean; hidden: boolean }[]
  protocolClients: string[]
  launchAtLogin: { atStart: string | null; off: string | null; on: string | null } | null
  words: { menu: string[]; tray: { tooltip: string | null; menu: string[] }; about: string[] } | null
  autostart: string | null
}

const runs: Boot<LifecycleReport>[] = []
const run = (scenario: string, setup?: Parameters<typeof bootMain>[1]) => {
  const boot = bootMain<LifecycleReport>(scenario, setup)
  runs.push(boot)
  return boot
}
afterAll(() => {
  for (const boot of runs) boot.remove()
})

describe('quitting from the tray while the first page loads', () => {
  let boot: Boot<LifecycleReport>
  beforeAll(() => {
    boot = run('quit-while-loading')
  })

  it('quits cleanly: no "could not start" dialog, exit code 0', () => {
    expect(boot.report.errorBoxes).toEqual([])
    expect(boot.report).toMatchObject({ ended: 'quit', exitCode: 0 })
    expect(boot.status).toBe(0)
    expect(boot.report.windows).toEqual([{ destroyed: true, hidden: false }])
  })
})

describe('"Restart to update" with Close to tray on', () => {
  let boot: Boot<LifecycleReport>
  beforeAll(() => {
    boot = run('quit-for-update', () => ({ settings: { closeToTray: true, closeToTrayExplained: true } }))
  })

  it('closes the window instead of hiding it, so the update installs and the app quits', () => {
    expect(boot.report.windows).toEqual([{ destroyed: true, hidden: false }])
    expect(boot.report.updateInstalled).toBe(true)
    expect(boot.report).toMatchObject({ ended: 'quit', exitCode: 0, errorBoxes: [] })
  })
})

describe('"Restart to update" of an AppImage', () => {
  let boot: Boot<LifecycleReport>
  beforeAll(() => {
    // In French since the last start: Chromium's own words follow from this one.
    boot = run('appimage-update', () => ({ settings: { language: 'fr' } }))
  })

  it('started Chromium in the saved language, before ready', () => {
    const calls = boot.report.calls.map((call) =>
      call.call === 'appendSwitch' ? `appendSwitch ${call.switch ?? ''}` : call.call
    )
    expect(calls).toContain('appendSwitch lang=fr')
    expect(calls.indexOf('appendSwitch lang=fr')).toBeLessThan(calls.indexOf('whenReady'))
  })

  it('lets the new AppImage have the single-instance lock while this one is still quitting', () => {
    // electron-updater starts it before app.quit(), and main's before-quit waits on dispose;
    // holding the lock until 'quit' would leave no instance at all.
    expect(boot.report.calls.map((call) => call.call)).toContain('releaseSingleInstanceLock')
    expect(boot.report.newInstanceGotLock).toBe(true)
    expect(boot.report).toMatchObject({ ended: 'quit', exitCode: 0, errorBoxes: [] })
  })
})

describe('a development run beside an installed copy', () => {
  let boot: Boot<LifecycleReport>
  let installedEntry: string
  beforeAll(() => {
    boot = run('dev-run', (profile) => {
      // The installed AppImage's entry, and the settings folder a development run shares with it.
      installedEntry = autostartEntry({
        exec: join(profile, 'platform-desktop-0.1.0-linux-x86_64.AppImage'),
        startHidden: false
      })
      mkdirSync(join(profile, 'config', 'autostart'), { recursive: true })
      writeFileSync(join(profile, 'config', 'autostart', AUTOSTART_FILE), installedEntry)
      return { settings: { launchAtLogin: true }, env: { SMOKE_PACKAGED: '0' } }
    })
  })

  it('takes over neither the platform-desktop:// handler nor the login item, and groups apart on the taskbar', () => {
    expect(boot.report.ended).toBe('done')
    expect(boot.report.protocolClients).toEqual([])
    expect(boot.report.calls.filter((entry) => entry.call === 'setLoginItemSettings')).toEqual([])
    expect(boot.report.launchAtLogin).toEqual({ atStart: installedEntry, off: installedEntry, on: installedEntry })
    expect(boot.report.calls[0]).toEqual({ call: 'setAppUserModelId', id: `${APP_ID}.dev` })
  })
})

// The build compiles main's English words and catalogues to syntax trees and bundles FormatJS without its parser
// (scripts/main-messages.ts): the built main must say what the source, parsing at run time, says.
describe("main's words, compiled by the build", () => {
  afterAll(() => useLocale(resolveAppLocale('en', [])))
  for (const language of ['en', 'de'] as const) {
    it(`are the source's in ${language}: the menus, the tray and About's sentence with placeholders`, async () => {
      const boot = run('words', () => ({ settings: { language } }))
      expect(boot.report.ended).toBe('done')
      await useLocale(resolveAppLocale(language, []))
      const { words } = boot.report
      expect(words?.menu).toEqual(
        expect.arrayContaining([menuMessages.file, menuMessages.go, menuMessages.help].map((message) => say(message)))
      )
      expect(words?.tray.menu).toEqual(
        [trayMessages.open, trayMessages.notChecked, trayMessages.checkNow, trayMessages.quit].map((message) =>
          say(message)
        )
      )
      expect(words?.tray.tooltip).toBe(`Platform Desktop — ${say(trayMessages.signedOut)}`)
      expect(words?.about).toEqual([
        say(menuMessages.aboutHeading, { name: 'Platform Desktop', version: '0.0.0-smoke' })
      ])
      // Not English words by mistake: German's are its own.
      if (language === 'de') expect(words?.menu).not.toContain('File')
    })
  }
})

describe("the bench's start-up run (bench/startup-bench.ts)", () => {
  it('answers the page’s first question once the window exists, and says when, from process start', () => {
    const boot = bootMain<{ windowMs: number; answeredMs: number; ok: boolean }>('startup')
    runs.push(boot as unknown as Boot<LifecycleReport>)
    expect(boot.status).toBe(0)
    expect(boot.report.ok).toBe(true)
    expect(boot.report.windowMs).toBeGreaterThan(0)
    expect(boot.report.answeredMs).toBeGreaterThanOrEqual(boot.report.windowMs)
  })
})
