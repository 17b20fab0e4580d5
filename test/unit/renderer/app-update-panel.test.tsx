// @vitest-environment happy-dom
// The update panel against a fake bridge: in Settings it shows every phase of
// the update machine with the one action that makes sense then; the header's
// compact banner appears only while an update is on offer, downloading or
// ready. Each button asks main for exactly one thing.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { queryClient } from '../../../src/renderer/src/app/query-client'
import { updateQuery } from '../../../src/renderer/src/features/app-update/app-update-query'
import type { AppUpdateModel } from '../../../src/shared/app-update'
import { createFakePlatform, ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const update = (overrides: Partial<AppUpdateModel> = {}): AppUpdateModel => ({
  phase: 'idle',
  mode: 'auto',
  version: null,
  progress: null,
  message: null,
  checkedAt: null,
  ...overrides
})

const downloading = update({
  phase: 'downloading',
  version: '1.3.0',
  progress: { percent: 42.7, transferred: 12_300_000, total: 29_000_000, bytesPerSecond: 1_500_000 }
})

async function renderShell(state: AppUpdateModel, fake = createFakePlatform()) {
  fake.setDefault('app-update:get', ok(state))
  const app = renderApp({ session: signedIn() }, fake)
  await screen.findByRole('navigation', { name: 'Main' })
  return app
}

async function openSettings(state: AppUpdateModel, fake = createFakePlatform()) {
  const app = await renderShell(state, fake)
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Settings' })
  )
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return app
}

/** The full panel in Settings (the header may show the compact one too). */
const panel = () => within(screen.getByRole('main')).getByRole('status', { name: 'Updates' })
const banner = () => within(screen.getByRole('banner')).queryByRole('status', { name: 'Updates' })
/** The panel's sentence, without its buttons. */
const said = (scope: HTMLElement | null) => scope?.firstElementChild?.textContent
const buttons = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('button')
    .map((b) => b.textContent)

describe('the update panel in Settings', () => {
  it.each<[string, AppUpdateModel, RegExp, string[]]>([
    ['idle, checking automatically', update(), /^Updates are checked every six hours\.$/, ['Check now']],
    ['idle, checks off', update({ mode: 'off' }), /^Automatic update checks are off\.$/, ['Check now']],
    ['checking', update({ phase: 'checking' }), /^Checking for updates…$/, []],
    [
      'up to date',
      update({ phase: 'not-available', checkedAt: '2026-11-22T08:00:00Z' }),
      /^Platform Desktop is up to date \(checked .+\)\.$/,
      ['Check now']
    ],
    [
      'an update on offer',
      update({ phase: 'available', version: '1.3.0' }),
      /^Update 1\.3\.0 is available\.$/,
      ['Download']
    ],
    [
      'ready',
      update({ phase: 'ready', version: '1.3.0' }),
      /^Update 1\.3\.0 is ready\. It installs when you quit, or now with a restart\.$/,
      ['Restart to update']
    ],
    [
      'a failed check',
      update({ phase: 'error', message: 'Checking for updates failed: the feed could not be read.' }),
      /^Checking for updates failed: the feed could not be read\.$/,
      ['Retry']
    ],
    [
      'no updater in this build',
      update({ phase: 'disabled', message: 'Updates are not checked in this build.' }),
      /^Updates are not checked in this build\.$/,
      []
    ]
  ])('%s: says so, with only the action that fits', async (_name, state, text, actions) => {
    await openSettings(state)
    await waitFor(() => expect(said(panel())).toMatch(text))
    expect(buttons(panel())).toEqual(actions)
  })

  it('downloading: the version, a whole percentage on a progress bar, and the bytes so far', async () => {
    await openSettings(downloading)
    await waitFor(() => expect(said(panel())).toMatch(/^Downloading update 1\.3\.0: 42%/))
    expect(within(panel()).getByRole('progressbar', { name: 'Update download' }).getAttribute('value')).toBe('42')
    expect(within(panel()).getByText('12 MB of 29 MB at 1.5 MB/s')).toBeTruthy()
    expect(buttons(panel())).toEqual([])
  })

  it('follows main’s update:changed events from checking to ready', async () => {
    const { fake } = await openSettings(update())
    await waitFor(() => expect(said(panel())).toMatch(/every six hours/))
    act(() => fake.emit('app-update:changed', update({ phase: 'checking' })))
    await waitFor(() => expect(said(panel())).toBe('Checking for updates…'))
    act(() => fake.emit('app-update:changed', downloading))
    await waitFor(() => expect(said(panel())).toMatch(/^Downloading update 1\.3\.0: 42%/))
    act(() => fake.emit('app-update:changed', update({ phase: 'ready', version: '1.3.0' })))
    await waitFor(() => expect(buttons(panel())).toEqual(['Restart to update']))
  })
})

describe('what a click asks of main', () => {
  it('Check now asks for a check and shows main’s answer', async () => {
    const fake = createFakePlatform()
    fake.reply('app-update:check', ok(update({ phase: 'checking' })))
    const { user } = await openSettings(update(), fake)
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Check now' }))
    expect(fake.mocks['app-update:check']).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(said(panel())).toBe('Checking for updates…'))
    expect(fake.mocks['app-update:download']).not.toHaveBeenCalled()
  })

  it('Download asks for the download of the update on offer', async () => {
    const fake = createFakePlatform()
    fake.reply('app-update:download', ok(downloading))
    const { user } = await openSettings(update({ phase: 'available', version: '1.3.0' }), fake)
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Download' }))
    expect(fake.mocks['app-update:download']).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(said(panel())).toMatch(/^Downloading update 1\.3\.0/))
  })

  it('Retry downloads again when a version was on offer, and checks again when none was', async () => {
    const fake = createFakePlatform()
    fake.reply('app-update:download', ok(downloading))
    const { user } = await openSettings(
      update({ phase: 'error', version: '1.3.0', message: 'The download failed.' }),
      fake
    )
    await user.click(await within(panel()).findByRole('button', { name: 'Retry' }))
    expect(fake.mocks['app-update:download']).toHaveBeenCalledTimes(1)
    expect(fake.mocks['app-update:check']).not.toHaveBeenCalled()
    await waitFor(() => expect(said(panel())).toMatch(/^Downloading update 1\.3\.0/))

    act(() => fake.emit('app-update:changed', update({ phase: 'error', message: 'Checking for updates failed.' })))
    fake.reply('app-update:check', ok(update({ phase: 'checking' })))
    await user.click(await within(panel()).findByRole('button', { name: 'Retry' }))
    expect(fake.mocks['app-update:check']).toHaveBeenCalledTimes(1)
    expect(fake.mocks['app-update:download']).toHaveBeenCalledTimes(1)
  })

  it('Restart to update asks main to quit and install, from the header banner too', async () => {
    const fake = createFakePlatform()
    fake.setDefault('app-update:restart', ok(null))
    const { user } = await renderShell(update({ phase: 'ready', version: '1.3.0' }), fake)
    const header = await waitFor(() => {
      const found = banner()
      if (!found) throw new Error('no update banner in the header')
      return found
    })
    await user.click(within(header).getByRole('button', { name: 'Restart to update' }))
    expect(fake.mocks['app-update:restart']).toHaveBeenCalledTimes(1)
  })
})

describe('the compact banner in the header', () => {
  it.each<[AppUpdateModel['phase'], AppUpdateModel]>([
    ['available', update({ phase: 'available', version: '1.3.0' })],
    ['downloading', downloading],
    ['ready', update({ phase: 'ready', version: '1.3.0' })]
  ])('shows while an update is %s, without Check now', async (_phase, state) => {
    await renderShell(state)
    await waitFor(() => expect(banner()).not.toBeNull())
    expect(within(banner()!).queryByRole('button', { name: 'Check now' })).toBeNull()
  })

  it.each<[AppUpdateModel['phase'], AppUpdateModel]>([
    ['idle', update()],
    ['checking', update({ phase: 'checking' })],
    ['not-available', update({ phase: 'not-available' })],
    ['error', update({ phase: 'error', message: 'Checking for updates failed.' })],
    ['disabled', update({ phase: 'disabled', message: 'Updates are not checked in this build.' })]
  ])('stays out of the way when the phase is %s', async (_phase, state) => {
    const { fake } = await renderShell(state)
    await waitFor(() => expect(queryClient.getQueryData(updateQuery.queryKey)).toEqual(state))
    expect(banner()).toBeNull()
    // Then an update turns up and the banner appears: its absence was the phase's doing.
    act(() => fake.emit('app-update:changed', update({ phase: 'available', version: '1.3.0' })))
    await waitFor(() => expect(said(banner())).toMatch(/^Update 1\.3\.0 is available\./))
  })
})
