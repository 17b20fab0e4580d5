// Issue 21: the app reopens where the person left it (the view and its
// parameters) after a restart — the same profile folder, launched again —
// unless the session that view needs is gone; a link at launch wins.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, expectSignedIn, openView, signIn, test } from './support'

test.beforeEach(async ({ profile }) => {
  // The real keyring may be absent (Linux CI): allow weak storage so a remembered sign-in survives, whatever the backend.
  if (test.info().project.name === 'electron')
    await writeFile(join(profile, 'settings.json'), JSON.stringify({ allowWeakTokenStorage: true }))
})

test('reopens on Followers with the tab the person chose', async ({ server, profile, launch }) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await openView(app.page, 'Followers')
  await app.page.getByRole('tab', { name: /^Following/ }).click()
  await expect(app.page.getByRole('tab', { name: /^Following/ })).toHaveAttribute('aria-selected', 'true')
  await app.close()

  app = await launch({ baseUrl: server.url, userDataDir: profile })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible()
  await expect(app.page.getByRole('tab', { name: /^Following/ })).toHaveAttribute('aria-selected', 'true')
  // In place of the landing view: there is nothing to go back to.
  await expect(app.page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled()
})

test('after a sign-out the next start shows sign-in, and signing in lands on the usual view', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await openView(app.page, 'Status')
  await expect(app.page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible()
  await openView(app.page, 'Settings')
  await app.page.getByRole('button', { name: 'Sign out' }).click()
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await app.close()

  app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234')
  await expect(app.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
})

test('a link the app is launched with wins over where the person left off', async ({ server, profile, launch }) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await openView(app.page, 'Status')
  await expect(app.page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible()
  await app.close()

  app = await launch({ baseUrl: server.url, userDataDir: profile, deepLink: 'platform-desktop://user/2' })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(app.page.getByText('User id').locator('..').getByText('2', { exact: true })).toBeVisible()
  await expect(
    app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Status', exact: true })
  ).not.toHaveAttribute('aria-current', 'page')
})
