// `npm run screenshot`: docs/screenshot.png, the picture at the top of the
// README, taken from the built renderer bound to the real main process and
// the reference server with its demo data, as a newcomer would first see it.
import { join, resolve } from 'node:path'

import { expect, expectSignedIn, openView, signIn, test } from '../test/e2e/support'

test('the README screenshot: a profile against the reference platform', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  await page.setViewportSize({ width: 1100, height: 720 })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Profile')
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
  await expect(page.getByText(/^Updated just now$/).first()).toBeVisible()
  await page.screenshot({ path: join(resolve(import.meta.dirname, '..'), 'docs/screenshot.png') })
})
