// Issue 38 §2 end to end: a service that turns degraded shows today's bar as
// degraded and its availability below 100 % in the Status view, and the tray
// says how long the problem has lasted (browser target: the tray is recorded).
// §3's line for Status: what changed since the person last looked.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, expectSignedIn, openView, signIn, test } from './support'

test("a degraded service's history: today's bar, the availability, and the tray's duration", async ({
  server,
  launch
}) => {
  const { page, standIns } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Status')
  const api = page.getByRole('region', { name: 'Services' }).getByRole('listitem', { name: 'API' })
  // The slider stands on today until moved.
  const today = api.getByRole('slider', { name: 'Last 90 days' })
  await expect(today).toHaveAttribute('aria-valuetext', /: operational$/)
  await expect(api).toContainText('100% available over 90 days')

  server.controls.setServiceStatus('api', { state: 'degraded', message: 'Slow responses.' })
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(api).toContainText('Degraded')
  await expect(today).toHaveAttribute('aria-valuetext', /: degraded$/)
  // Degraded for a moment only so far: the next check counts that time against the availability.
  await page.waitForTimeout(1_000)
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(api).toContainText(/(?<![\d.])\d{1,2}(\.\d)?% available over 90 days/)
  // Told on focus as well as on hover.
  await today.focus()
  await expect(api.locator('.history-told')).toHaveText(/: degraded$/)
  await expect
    .poll(() =>
      standIns?.trayModels
        .at(-1)
        ?.items.some((item) => item.type === 'info' && /^API degraded for \d+ min$/.test(item.label))
    )
    .toBe(true)
})

test('Status says what changed since the last look, from the history kept on disk', async ({
  server,
  launch,
  profile
}) => {
  // Kept from an earlier run: API was down when the person last looked, an hour ago.
  const hour = 3_600_000
  const now = Date.now()
  await writeFile(
    join(profile, 'status-history.json'),
    JSON.stringify({
      version: 1,
      servers: {
        [server.url]: {
          seenAt: now - hour,
          look: { at: now - hour, since: null },
          services: { api: [{ at: now - 3 * hour, state: 'down' }] }
        }
      }
    })
  )
  const { page } = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Status')
  await expect(page.getByRole('listitem', { name: 'API' })).toContainText('Operational')
  await expect(page.getByText(/^Since you last looked: API recovered (just now|\d+ minutes? ago)\.$/)).toBeVisible()
  // This look is the one the next compares with: a moment later it is the same look, with the same news.
  await openView(page, 'Profile')
  await openView(page, 'Status')
  await expect(page.getByText(/^Since you last looked: API recovered/)).toBeVisible()
})
