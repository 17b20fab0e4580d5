// Issue 38 §1, "Done when": a remembered sign-in opens on the last data of
// every view it visited, with its age, under the one connectivity band, with
// the platform gone; nothing in the profile folder holds the person's name,
// email or password in plain text; when the platform is back the views
// refresh once. "Gone" is every connection dropped unanswered (the harness's
// fault), not a new server process: a new reference server would not know
// the session's token, and the 401 would rightly end the session.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

/** Requests the platform answered (those dropped while it was "gone" are recorded too, with no status). */
const answered = (server: ReferenceServer, operationId: string) =>
  server.controls.requests().filter((r) => r.operationId === operationId && r.status !== null).length

async function filesUnder(dir: string): Promise<string> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) out.push(await readFile(join(entry.parentPath, entry.name), 'latin1'))
  return out.join('\n')
}

test.beforeEach(async ({ profile }) => {
  // The real keyring may be absent (Linux CI): allow weak storage so a remembered sign-in survives, whatever the backend.
  if (test.info().project.name === 'electron')
    await writeFile(join(profile, 'settings.json'), JSON.stringify({ allowWeakTokenStorage: true }))
})

test('opens on the last data offline, with its age and the band, and refreshes once when the platform is back', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  const main = () => app.page.getByRole('main')
  await expect(main().getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  await openView(app.page, 'Notifications')
  await expect(main().getByRole('listitem').first()).toBeVisible()
  await openView(app.page, 'Account')
  await expect(main().getByText('demo@example.com').first()).toBeVisible()
  await openView(app.page, 'Profile')
  await expect(main().getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  await app.close()

  // The platform goes away altogether: every connection is dropped without an answer.
  server.controls.setFaults({ '*': { dropConnection: true } })
  app = await launch({ baseUrl: server.url, userDataDir: profile })
  const band = app.page.getByRole('status').filter({ hasText: 'Can’t reach' })
  const asOf = app.page.locator('.freshness').filter({ hasText: /^As of \d{1,2}:\d{2}/ })
  await expect(main().getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  await expect(band).toBeVisible()
  await expect(asOf).toBeVisible()
  await openView(app.page, 'Notifications')
  await expect(main().getByRole('listitem').first()).toBeVisible()
  await expect(asOf).toBeVisible()
  await expect(app.page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  await openView(app.page, 'Account')
  await expect(main().getByText('demo@example.com').first()).toBeVisible()
  await expect(asOf).toBeVisible()
  await expect(band).toBeVisible()
  // No error page, no per-part error: the band says it once.
  await expect(app.page.locator('.query-error')).toHaveCount(0)
  await expect(app.page.getByText(/Could not refresh/)).toHaveCount(0)

  // Nothing of the person in plain text anywhere in the profile folder.
  const onDisk = await filesUnder(profile)
  expect(onDisk).toContain('"sealed"')
  for (const secret of ['Demo User', 'demo@example.com', 'demo1234']) expect(onDisk).not.toContain(secret)

  // The platform is back: the band goes by itself and the view on screen asks again once.
  const before = answered(server, 'getAccountInfo')
  server.controls.setFaults({})
  await expect(band).toHaveCount(0, { timeout: 25_000 })
  await expect.poll(() => answered(server, 'getAccountInfo') - before, { timeout: 10_000 }).toBe(1)
  await expect(asOf).toHaveCount(0)
  await expect(main().getByText('demo@example.com').first()).toBeVisible()
  await app.page.waitForTimeout(1_500)
  expect(answered(server, 'getAccountInfo') - before).toBe(1)
})
