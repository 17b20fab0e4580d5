// The application menu through the harness: the model main renders is
// recorded, follows the session, and its items do what they say — in the
// page (Go, Keyboard shortcuts, Refresh) and in main (About, logs, status).
import { commandItems } from '../../src/main/desktop/menu/app-menu-model'
import { expect, expectSignedIn, signIn, test } from './support'

test('the menu follows the session and each kind of item reaches where it acts', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const standIns = app.standIns!
  const shown = () => commandItems(standIns.appMenus.at(-1) ?? [])
  const itemOf = (id: string) => shown().find((item) => item.id === id)

  // Signed out: the views cannot be reached, so their items are off; Help works.
  await expect.poll(() => itemOf('go:followers')?.enabled).toBe(false)
  await expect(app.menu('go:followers')).rejects.toThrow('disabled')
  expect(itemOf('help:shortcuts')?.enabled).toBe(true)

  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => itemOf('session:sign-out')?.label).toBe(`Sign out demo@${new URL(server.url).host}`)
  expect(itemOf('go:followers')).toMatchObject({ enabled: true, accelerator: 'CmdOrCtrl+2' })

  await app.menu('go:status')
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible()
  await expect(page).toHaveTitle(`Status — demo · ${new URL(server.url).host} — Platform Desktop`)

  // Refresh this view asks the platform again (Status: a new check).
  const checks = () => server.controls.requests().filter((request) => request.operationId === 'listMaintenance').length
  await expect.poll(checks).toBeGreaterThan(0)
  const before = checks()
  await app.menu('view:refresh')
  await expect.poll(checks).toBeGreaterThan(before)

  // Help → Keyboard shortcuts: the same table, in a dialog the keyboard can close.
  await app.menu('help:shortcuts')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  // It opens at the top, focus on its title, not scrolled down to Close.
  await expect(dialog.getByRole('heading', { level: 2, name: 'Keyboard shortcuts' })).toBeFocused()
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0)
  await expect(dialog.getByRole('region', { name: 'Go' })).toContainText(
    process.platform === 'darwin' ? '⌘K' : 'Ctrl+K'
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Main's own: About names the versions; the logs folder is shown in the file manager.
  await app.menu('help:about')
  expect(standIns.abouts.at(-1)?.lines.find((line) => line.startsWith('Node.js'))).toBe(
    `Node.js: ${process.versions.node}`
  )
  await app.menu('help:open-logs')
  expect(standIns.shownInFolder.at(-1)).toMatch(/logs$/)

  await app.menu('session:sign-out')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect.poll(() => itemOf('session:sign-out')).toMatchObject({ label: 'Sign out', enabled: false })
})
