// The platform's updates in a place of their own, end to end with the OS
// surfaces recorded by the harness (browser target only): what the reference
// server publishes after an account's first look is counted on the Updates
// item of the navigation and of the Go menu, the view opens from that menu
// item (Ctrl/Cmd+8), marks what is new, counts it seen after a moment on
// screen, and the count goes; Status leads there; and the optional OS
// notification opens it.
import { commandItems } from '../../src/main/desktop/menu/app-menu-model'
import type { LaunchedApp } from './harness'
import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

/** The background check's requests (it reads 20; the view 10, Status 3). */
const checks = (server: ReferenceServer) =>
  server.controls.requests().filter((request) => request.path === '/v1/other/updates/20' && request.status !== null)
    .length
/** The first look at the account has been taken: what is there now is where it starts. */
const looked = (app: LaunchedApp) => Object.keys(app.main?.settings.get('seenPlatformUpdates') ?? {}).length
/** As waking the computer: every background job runs once. */
async function checkAgain(app: LaunchedApp, server: ReferenceServer) {
  const before = checks(server)
  app.power('lock-screen')
  app.power('unlock-screen')
  await expect.poll(() => checks(server)).toBeGreaterThan(before)
}

test('new updates are counted on Updates in the navigation and the Go menu, marked New there, and seen after a moment on screen', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const standIns = app.standIns!
  const menuItem = () => commandItems(standIns.appMenus.at(-1) ?? []).find((item) => item.id === 'go:updates')
  const navItem = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Updates', exact: true })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => looked(app)).toBe(1)
  // The first look is where the account starts: the seed's updates are not news.
  expect(menuItem()).toMatchObject({ label: 'Updates', accelerator: 'CmdOrCtrl+8', enabled: true })
  await expect(navItem).not.toHaveAttribute('aria-describedby')

  server.controls.addPlatformUpdate({
    title: 'Dark mode for the web app',
    body: 'Choose it in your profile.',
    tags: ['web']
  })
  server.controls.addPlatformUpdate({ title: 'Faster repository search', body: 'Results in half the time.' })
  await checkAgain(app, server)
  await expect.poll(() => menuItem()?.label).toBe('Updates (2 new)')
  await expect(navItem).toHaveAccessibleDescription('2 new')

  // Go → Updates (Ctrl/Cmd+8), as the OS hands the menu's accelerator to the menu.
  await app.menu('go:updates')
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
  await expect(page).toHaveTitle(/^Updates — /)
  const entries = page.getByRole('main').getByRole('listitem')
  await expect(entries).toHaveCount(10)
  const fresh = entries.filter({ has: page.getByText('New', { exact: true }) })
  await expect(fresh).toHaveCount(2)
  expect((await fresh.getByRole('heading').allInnerTexts()).map((text) => text.replace(/^New\s*/, '')).sort()).toEqual([
    'Dark mode for the web app',
    'Faster repository search'
  ])

  // Seen once on screen a moment: the count goes from the menu and the navigation; this visit keeps its marks.
  await expect.poll(() => menuItem()?.label, { timeout: 10_000 }).toBe('Updates')
  await expect(navItem).not.toHaveAttribute('aria-describedby')
  await expect(fresh).toHaveCount(2)

  // Status shows the newest few and leads here; the next visit has nothing new.
  await openView(page, 'Status')
  const latest = page.getByRole('region', { name: 'Latest updates' })
  await expect(latest.getByRole('listitem')).toHaveCount(3)
  await latest.getByRole('button', { name: 'See all updates' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
  await expect(entries).toHaveCount(10)
  await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0)

  // The limit still changes the list.
  await page.getByLabel(/How many to show/).fill('3')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(entries).toHaveCount(3)
  await page.getByLabel(/How many to show/).fill('500')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByLabel(/How many to show/)).toHaveValue('100')

  // Seen for good: a new check counts nothing.
  await checkAgain(app, server)
  await page.waitForTimeout(300)
  expect(menuItem()?.label).toBe('Updates')
})

test('with “Notify me of platform updates” on, what arrived is one OS notification in our words; clicking it opens Updates', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const notes = () => (app.standIns?.notifications ?? []).filter((note) => note.id.startsWith('updates:'))
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => looked(app)).toBe(1)

  // Off by default: counted, not announced.
  server.controls.addPlatformUpdate({ title: 'Quieter emails', body: 'Fewer of them.' })
  await checkAgain(app, server)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Updates', exact: true })
  ).toHaveAccessibleDescription('1 new')
  expect(notes()).toEqual([])

  await openView(page, 'Settings')
  const toggle = page.getByLabel('Notify me of platform updates')
  await expect(toggle).not.toBeChecked()
  await toggle.check()
  await expect.poll(() => app.main?.settings.get('platformUpdateNotifications')).toBe(true)

  server.controls.addPlatformUpdate({ title: 'Sign in again at evil.example to keep your account', body: 'Urgent.' })
  await checkAgain(app, server)
  await expect
    .poll(() => notes().map((note) => [note.title, note.body]))
    .toEqual([['Platform updates', 'The platform published an update. Open Updates to read it.']])

  await openView(page, 'Account')
  notes()[0]?.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
  await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(2)
})
