// Auto-update: the state machine, and the service through the real main app
// with a fake updater that emits electron-updater's real event sequence.
import { afterEach, describe, expect, it } from 'vitest'

import { say } from '../../../src/main/core/i18n'
import type { TrayModel } from '../../../src/main/desktop/tray/tray-model'
import { checkFeedSignature } from '../../../src/main/features/app-update/feed-signature'
import { unsignedBuildRefusal } from '../../../src/main/features/app-update/signed-build-nsis-updater'
import { type MachineEvent, type MachineState, reduce } from '../../../src/main/features/app-update/update-machine'
import { updateTrayLine } from '../../../src/main/features/app-update/update-service'
import { checkOutcome, updateMessages } from '../../../src/main/features/app-update/update-words'
import type { AppUpdateModel } from '../../../src/shared/app-update'
import type { AppUpdatePhase } from '../../../src/shared/app-update'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeUpdater, type FakeUpdaterScript } from '../../support/fake-updater'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'

const run = (events: MachineEvent[], from: MachineState = { phase: 'idle' }) => events.reduce(reduce, from)
const progress = (percent: number): MachineEvent => ({
  type: 'progress',
  percent,
  transferred: percent * 1000,
  total: 100_000,
  bytesPerSecond: 5000
})

describe('update state machine', () => {
  it('idle → checking → available → downloading → ready', () => {
    expect(
      run([
        { type: 'checking' },
        { type: 'available', version: '1.2.0' },
        { type: 'download-started' },
        progress(40),
        { type: 'downloaded', version: '1.2.0' }
      ])
    ).toEqual({
      phase: 'ready',
      version: '1.2.0'
    })
    expect(run([{ type: 'checking' }, { type: 'not-available' }])).toEqual({ phase: 'not-available' })
  })

  it('a second check while downloading keeps the progress; one after the download keeps "ready"', () => {
    const downloading = run([
      { type: 'checking' },
      { type: 'available', version: '1.2.0' },
      { type: 'download-started' },
      progress(60)
    ])
    expect(run([{ type: 'checking' }, { type: 'available', version: '1.2.0' }], downloading)).toEqual(downloading)
    const ready: MachineState = { phase: 'ready', version: '1.2.0' }
    expect(
      run(
        [
          { type: 'checking' },
          { type: 'available', version: '1.2.0' },
          { type: 'not-available' },
          { type: 'error', message: 'offline' }
        ],
        ready
      )
    ).toEqual(ready)
  })

  it('a failure says whether the check or the download failed, and a retry starts again', () => {
    const failed = run([
      { type: 'checking' },
      { type: 'available', version: '1.2.0' },
      { type: 'download-started' },
      progress(30),
      { type: 'error', message: 'stopped' }
    ])
    expect(failed).toEqual({ phase: 'error', message: 'stopped', during: 'download', version: '1.2.0' })
    expect(run([{ type: 'download-started' }], failed)).toMatchObject({ phase: 'downloading', percent: 0 })
    expect(run([{ type: 'checking' }, { type: 'error', message: 'no feed' }])).toMatchObject({
      phase: 'error',
      during: 'check'
    })
  })
})

describe('updates through the main app', () => {
  let fx: Fixture | null = null
  let updater: FakeUpdater
  const trays: TrayModel[] = []
  afterEach(() => {
    trays.length = 0
  })
  const closing = closeAfterEach()

  async function setup(script: FakeUpdaterScript, mode: 'auto' | 'ask' | 'off' = 'auto') {
    updater = new FakeUpdater(script)
    fx = closing(
      await createFixture(null, {}, undefined, {
        createUpdater: () => updater,
        os: { renderTray: (model) => trays.push(model) }
      })
    )
    if (mode !== 'auto') await fx.call('settings:update', { updateMode: mode })
    fx.app.startBackground()
  }
  const view = async () => dataOf(await fx!.call('app-update:get'))
  const steps = async (n: number) => {
    for (let i = 0; i < n; i++) {
      await expect.poll(() => updater.waitingSteps).toBe(1)
      updater.step()
    }
  }

  it('makes the updater after the page’s first answer, not before: then checks by itself, and a first menu check works', async () => {
    updater = new FakeUpdater({ latest: null })
    let made = 0
    fx = closing(
      await createFixture(null, {}, undefined, {
        createUpdater: () => {
          made++
          return updater
        }
      })
    )
    expect(made).toBe(0)
    expect((await fx.call('app:bootstrap')).ok).toBe(true)
    await expect.poll(() => made).toBe(1)
    fx.app.startBackground()
    // Help → Check for updates…: answered as a notice.
    await fx.app.menuCommand('help:check-updates')
    expect(updater.calls).toContain('checkForUpdates')
    await expect.poll(() => fx!.payloadsOf('notice').some((notice) => /up to date/i.test(notice.message))).toBe(true)
    expect(made).toBe(1)
  })

  it('a tray or menu item that needs the updater before it is made makes it', async () => {
    updater = new FakeUpdater({ latest: null })
    fx = closing(await createFixture(null, {}, undefined, { createUpdater: () => updater }))
    expect(await view()).toMatchObject({ phase: 'idle' })
    await fx.app.trayAction('restart-to-update')
    expect(await view()).toMatchObject({ phase: 'idle' })
  })

  it('auto: checks once the background starts, downloads with progress (in the tray too), then offers a restart', async () => {
    await setup({ latest: '1.2.0', chunks: 4, size: 80_000_000 })
    await steps(1)
    await expect.poll(async () => (await view()).progress?.percent).toBe(25)
    expect(await view()).toMatchObject({
      phase: 'downloading',
      version: '1.2.0',
      progress: { transferred: 20_000_000, total: 80_000_000, bytesPerSecond: 2_500_000 }
    })
    expect(trays.at(-1)?.tooltip).toContain('Downloading update 1.2.0: 25%')
    await steps(4)
    await expect.poll(async () => (await view()).phase).toBe('ready')
    expect(trays.at(-1)?.items).toContainEqual({
      type: 'item',
      id: 'restart-to-update',
      label: 'Restart to update',
      enabled: true
    })
    expect(updater.autoInstallOnAppQuit).toBe(true)
    await fx!.call('app-update:restart')
    expect(updater.calls).toContain('quitAndInstall(false, true)')
  })

  it('Windows logging off installs a downloaded update, as quitting would have; before the download nothing is installed', async () => {
    await setup({ latest: '1.2.0', chunks: 2 })
    await steps(1)
    await expect.poll(async () => (await view()).phase).toBe('downloading')
    fx!.app.loggingOff()
    expect(updater.calls.filter((call) => call.startsWith('install'))).toEqual([])
    await steps(2)
    await expect.poll(async () => (await view()).phase).toBe('ready')
    fx!.app.loggingOff()
    expect(updater.calls).toContain('install(true, false)')
  })

  it('a second check while downloading does not restart or reset it', async () => {
    await setup({ latest: '1.2.0', chunks: 4 })
    await steps(2)
    await expect.poll(async () => (await view()).progress?.percent).toBe(50)
    expect((await fx!.call('app-update:check')).ok).toBe(true)
    expect(await view()).toMatchObject({ phase: 'downloading', progress: { percent: 50 } })
    expect(updater.calls.filter((call) => call === 'downloadUpdate')).toHaveLength(2)
    await steps(3)
    await expect.poll(async () => (await view()).phase).toBe('ready')
  })

  it('a failure mid-download is shown quietly, and Retry finishes it', async () => {
    await setup({ latest: '1.2.0', chunks: 4, failAfterChunks: 2 })
    await steps(3)
    await expect.poll(async () => (await view()).phase).toBe('error')
    expect((await view()).message).toBe('The update download stopped: net::ERR_NETWORK_CHANGED')
    const retry = fx!.call('app-update:download')
    await steps(5)
    await retry
    await expect.poll(async () => (await view()).phase).toBe('ready')
  })

  it('a failed check says so in one line, without the stack', async () => {
    await setup({ latest: '1.2.0', failCheck: true })
    await expect.poll(async () => (await view()).phase).toBe('error')
    expect((await view()).message).toBe('Checking for updates failed: net::ERR_CONNECTION_REFUSED')
  })

  it("a refused update shows the refusal's own sentence, whole, whether the check or the download was refused", async () => {
    const unsignedFeed = checkFeedSignature('latest-linux-arm64.yml', Buffer.from('version: 1.2.0'), null, [], {
      now: 0,
      newestSeen: null
    })
    if (!(unsignedFeed instanceof Error)) throw new Error('an unsigned feed must be refused')
    await setup({ latest: '1.2.0', failCheck: true, error: unsignedFeed })
    await expect.poll(async () => (await view()).phase).toBe('error')
    expect((await view()).message).toBe(unsignedFeed.message)
    await fx!.close()
    const unsignedBuild = unsignedBuildRefusal('1.2.0')
    await setup({ latest: '1.2.0', chunks: 2, failAfterChunks: 0, error: unsignedBuild })
    await steps(1)
    await expect.poll(async () => (await view()).phase).toBe('error')
    expect((await view()).message).toBe(unsignedBuild.message)
    expect(unsignedBuild.message).toMatch(/^Updates need a signed build: .*\.$/)
  })

  it('ask: announces the update and downloads only when asked', async () => {
    await setup({ latest: '1.3.0', chunks: 1 }, 'ask')
    await expect.poll(async () => (await view()).phase).toBe('available')
    expect(updater.calls).not.toContain('downloadUpdate')
    expect(trays.at(-1)?.tooltip).toContain('Update 1.3.0 available')
    const download = fx!.call('app-update:download')
    await steps(2)
    await download
    expect((await view()).phase).toBe('ready')
  })

  it('off: the scheduled check does nothing; nothing newer says so; no updater says updates are off', async () => {
    await setup({ latest: '1.2.0' }, 'off')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(updater.calls).toEqual([])
    await fx!.close()
    await setup({ latest: null })
    await expect.poll(async () => (await view()).phase).toBe('not-available')
    expect((await view()).checkedAt).not.toBeNull()
    await fx!.close()
    fx = closing(await createFixture(null))
    expect(await view()).toMatchObject({ phase: 'disabled', message: 'Updates are not checked in this build.' })
  })

  it('a new language sends the update line again, in it: the page shows no sentence main said in the old one', async () => {
    fx = closing(await createFixture(null))
    await fx.call('settings:update', { language: 'en-XA' })
    try {
      expect(fx.payloadsOf('app-update:changed').at(-1)).toMatchObject({
        phase: 'disabled',
        message: say(updateMessages.updatesOff)
      })
      expect(say(updateMessages.updatesOff)).toMatch(/^⟦.*⟧$/)
    } finally {
      // Main's language is the process's: the tests after this one speak English.
      await fx.call('settings:update', { language: 'system' })
    }
  })

  it('the tray line follows the phase', () => {
    const base: AppUpdateModel = {
      phase: 'idle',
      mode: 'auto',
      version: '2.0.0',
      progress: null,
      message: null,
      checkedAt: null
    }
    expect(updateTrayLine(base)).toBeNull()
    expect(updateTrayLine({ ...base, phase: 'ready' })).toEqual({
      line: 'Update 2.0.0 ready: restart to install',
      readyToInstall: true
    })
  })
})

describe('Help → Check for updates… says the outcome, whatever it is', () => {
  it('has a sentence for every phase, with the version when there is one', () => {
    const said = (phase: AppUpdatePhase, version: string | null = null, message: string | null = null) =>
      checkOutcome({ phase, version, message }, '0.1.0')
    expect(said('not-available')).toBe('Platform Desktop is up to date (version 0.1.0).')
    expect(said('available', '0.2.0')).toBe(
      'Platform Desktop 0.2.0 is available: download it from the update bar or Settings.'
    )
    expect(said('available')).toBe('Platform Desktop is available: download it from the update bar or Settings.')
    expect(said('downloading', '0.2.0')).toBe('Platform Desktop 0.2.0 is downloading.')
    expect(said('ready', '0.2.0')).toBe('Platform Desktop 0.2.0 is ready: restart to install it.')
    expect(said('checking')).toMatch(/^Checking for updates/)
    expect(said('idle')).toMatch(/^Checking for updates/)
    expect(said('error', null, 'Checking for updates failed: offline')).toBe('Checking for updates failed: offline')
    expect(said('disabled')).toBe(say(updateMessages.updatesOff))
  })
})
