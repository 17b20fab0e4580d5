// The update UI through the harness with a fake electron-updater that emits
// the real event sequence (browser target only).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, expectSignedIn, openView, signIn, test } from './support'

test('a download shows its progress, then "Restart to update" installs it', async ({ server, launch }) => {
  // Stepped by the test (chunkDelayMs 0): on a timer the download could finish before sign-in does.
  const app = await launch({
    baseUrl: server.url,
    updater: { latest: '9.9.0', chunks: 5, size: 50_000_000, chunkDelayMs: 0 }
  })
  const { page, standIns } = app
  const steps = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await expect.poll(() => standIns?.updater?.waitingSteps).toBe(1)
      standIns?.updater?.step()
    }
  }
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  const banner = page.getByRole('banner').getByRole('status', { name: 'Updates' })
  await steps(2)
  await expect(banner).toContainText('Downloading update 9.9.0: 40%')
  await expect(banner.getByRole('progressbar', { name: 'Update download' })).toBeVisible()
  await expect(banner).toContainText('20 MB of 50 MB at 2.5 MB/s')
  await expect.poll(() => standIns?.trayModels.at(-1)?.tooltip).toMatch(/Downloading update 9\.9\.0: 40%/)
  // The same progress on the taskbar button / dock icon.
  await expect.poll(() => standIns?.progress.at(-1)).toBe(0.4)
  // Three more chunks, then the download is complete.
  await steps(4)
  await expect(banner.getByRole('button', { name: 'Restart to update' })).toBeVisible()
  // Done: the bar filled, then went away.
  expect(standIns?.progress).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1, null])
  await banner.getByRole('button', { name: 'Restart to update' }).click()
  expect(standIns?.updater?.calls).toContain('quitAndInstall(false, true)')
  expect(standIns?.trayModels.at(-1)?.items).toContainEqual({
    type: 'item',
    id: 'restart-to-update',
    label: 'Restart to update',
    enabled: true
  })
})

test('a failed download is shown quietly with Retry, which finishes it', async ({ server, launch }) => {
  const app = await launch({
    baseUrl: server.url,
    updater: { latest: '9.9.1', chunks: 3, failAfterChunks: 1, chunkDelayMs: 100 }
  })
  const { page, standIns } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Settings')
  const panel = page.getByRole('main').getByRole('status', { name: 'Updates' })
  await expect(panel).toContainText('The update download stopped: net::ERR_NETWORK_CHANGED')
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  // A failed download leaves no bar behind on the taskbar or dock.
  expect(standIns?.progress.at(-1)).toBeNull()
  await panel.getByRole('button', { name: 'Retry' }).click()
  await expect(panel).toContainText('Update 9.9.1 is ready.')
})

test('ask first: the update waits for Download', async ({ server, launch, profile }) => {
  // A profile whose settings already say "Ask before downloading".
  await writeFile(join(profile, 'settings.json'), JSON.stringify({ updateMode: 'ask' }))
  const app = await launch({
    baseUrl: server.url,
    userDataDir: profile,
    updater: { latest: '9.9.2', chunks: 2, chunkDelayMs: 50 }
  })
  const { page, standIns } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  const banner = page.getByRole('banner').getByRole('status', { name: 'Updates' })
  await expect(banner).toContainText('Update 9.9.2 is available.')
  expect(standIns?.updater?.calls).toEqual(['checkForUpdates'])
  await banner.getByRole('button', { name: 'Download' }).click()
  await expect(banner).toContainText('Update 9.9.2 is ready.')
})

test('the update banner stays one line: the header is as tall as without it, at the narrowest window', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url, updater: { latest: '9.9.3', chunks: 1, chunkDelayMs: 0 } })
  const { page, standIns } = app
  await page.setViewportSize({ width: 640, height: 600 })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  const header = page.getByRole('banner')
  const banner = header.getByRole('status', { name: 'Updates' })
  for (let i = 0; i < 2; i++) {
    await expect.poll(() => standIns?.updater?.waitingSteps).toBe(1)
    standIns?.updater?.step()
  }
  await expect(banner.getByRole('button', { name: 'Restart to update' })).toBeVisible()
  await expect(banner).toContainText('Update 9.9.3 is ready.')
  const withBanner = (await header.boundingBox())?.height ?? 0
  // The same header with the banner taken out.
  await banner.evaluate((element) => ((element as HTMLElement).style.display = 'none'))
  expect(withBanner).toBe((await header.boundingBox())?.height)
})
