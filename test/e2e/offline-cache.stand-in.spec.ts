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

/** What the page saw of the picture of the last screen and of its own screen, in the order they came (an init script). */
interface PictureSeen {
  pictureAt: number | null
  name: string | null
  inert: boolean | null
  hidden: string | null
  ids: number | null
  liveAt: number | null
  goneAt: number | null
}

test('a remembered start shows the picture of its last screen from its HTML, until its own is drawn', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expect(app.page.getByRole('main').getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  // The shell sends its picture once it has settled (features/app-shell/keep-screen.ts): main has it before the end,
  // with the name in the Profile's first heading (nothing still loading is kept).
  const kept = () =>
    app.page.evaluate(async () => {
      const answer = await window.platform['offline-cache:screen']()
      return answer.ok && answer.data !== null && /<main[^]*?<h2[^>]*>Demo User</.test(answer.data.screen.html)
    })
  await expect.poll(kept, { timeout: 10_000 }).toBe(true)
  await app.close()

  server.controls.setFaults({ '*': { dropConnection: true } })
  app = await launch({ baseUrl: server.url, userDataDir: profile })
  await app.page.addInitScript(() => {
    const seen: PictureSeen = {
      pictureAt: null,
      name: null,
      inert: null,
      hidden: null,
      ids: null,
      liveAt: null,
      goneAt: null
    }
    ;(window as unknown as { __picture: PictureSeen }).__picture = seen
    new MutationObserver(() => {
      const picture = document.getElementById('kept-screen')
      if (picture && seen.pictureAt === null) {
        seen.pictureAt = performance.now()
        seen.name = picture.querySelector('main h2')?.textContent ?? null
        seen.inert = picture.inert
        seen.hidden = picture.getAttribute('aria-hidden')
        seen.ids = picture.querySelectorAll('[id]').length
      }
      if (document.querySelector('#root .shell') && seen.liveAt === null) seen.liveAt = performance.now()
      if (!picture && seen.pictureAt !== null && seen.goneAt === null) seen.goneAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  const served = await app.page.reload()
  await expect(app.page.getByRole('main').getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  // Main wrote it into the page's HTML as it served it (app/start-page.ts), which no cache keeps.
  expect(await served?.text()).toContain('<script type="application/json" id="kept-screen-start">')
  expect(served?.headers()['cache-control']).toBe('no-store')
  const seen = await app.page.evaluate(() => (window as unknown as { __picture: PictureSeen }).__picture)
  // The person's last screen, inert and out of screen readers' way, before the app's own was drawn; gone as it was.
  expect(seen).toMatchObject({ name: 'Demo User', inert: true, hidden: 'true', ids: 0 })
  expect(seen.pictureAt).not.toBeNull()
  expect(seen.liveAt).toBeGreaterThan(seen.pictureAt!)
  expect(seen.goneAt).toBe(seen.liveAt)
  await expect(app.page.locator('#kept-screen')).toHaveCount(0)

  // Nothing of it in plain text in the profile folder: main keeps it sealed with the answers.
  expect(await filesUnder(profile)).not.toContain('Demo User')

  // Signed out, nothing is kept to show: the next start opens on the sign-in form alone.
  server.controls.setFaults({})
  await app.page
    .getByRole('banner')
    .getByRole('button', { name: /Demo User/ })
    .click()
  await app.page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(await kept()).toBe(false)
  expect(await (await app.page.reload())?.text()).not.toContain('kept-screen-start')
})
