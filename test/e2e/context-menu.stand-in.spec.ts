// Context menus end to end: a right-click in the built renderer reaches main's
// own handling (as Electron's 'context-menu' event, modelled in
// context-menu-stand-in.ts, or as 'context-menu:person' from a row), and the
// menu main shows is recorded by the harness, as is what each item did.
import { expect, expectSignedIn, openView, signIn, test } from './support'

test("a text field: main shows the edit items, as Electron's own roles", async ({ server, launch }) => {
  const { page, standIns } = await launch()
  const field = page.getByLabel('Server URL')
  await field.fill(server.url)
  await field.selectText()
  await field.click({ button: 'right' })
  await expect.poll(() => standIns?.contextMenus.length).toBe(1)
  // Which are enabled is Chromium's editFlags, which the stand-in only approximates (context-menu-model.test.ts covers the mapping).
  expect(standIns?.contextMenus[0]?.labels.map((label) => label.replace(' (off)', ''))).toEqual([
    'Undo',
    'Redo',
    'Cut',
    'Copy',
    'Paste',
    'Select All'
  ])
  expect(standIns?.contextMenus[0]?.model.every((item) => item.type === 'role')).toBe(true)
})

test('a person row: Open Profile navigates, Copy Username and Copy Profile Link go to main’s clipboard', async ({
  server,
  launch
}) => {
  const { page, standIns } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Followers')
  const row = page.getByRole('listbox', { name: 'Followers' }).getByRole('option').first()
  const name = (await row.locator('.person-label').textContent()) ?? ''
  const handle = ((await row.locator('.person-secondary').textContent()) ?? '').replace(/^@/, '')
  // Heard after the page's own handler (the window is the last stop of the bubbling event).
  await page.evaluate(() =>
    window.addEventListener(
      'contextmenu',
      (event) => ((window as unknown as { lastMenuCancelled?: boolean }).lastMenuCancelled = event.defaultPrevented)
    )
  )
  await row.click({ button: 'right' })
  await expect.poll(() => standIns?.contextMenus.length).toBe(1)
  const menu = standIns?.contextMenus[0]
  expect(menu?.labels).toEqual(['Open Profile', '—', 'Copy Username', 'Copy Profile Link'])
  const open = menu?.model.find((item) => item.type === 'command' && item.command.id === 'open-profile')
  const userId = open?.type === 'command' && open.command.id === 'open-profile' ? open.command.userId : ''

  menu?.choose('Copy Username')
  menu?.choose('Copy Profile Link')
  expect(standIns?.clipboard).toHaveLength(2)
  expect(standIns?.clipboard[0]).toBe(handle)
  expect(standIns?.clipboard[1]).toBe(`platform-desktop://user/${userId}`)
  menu?.choose('Open Profile')
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  // The page cancelled the DOM event, so Chromium (and Electron's 'context-menu') shows nothing of its own: one menu, main's.
  expect(await page.evaluate(() => (window as unknown as { lastMenuCancelled?: boolean }).lastMenuCancelled)).toBe(true)
  expect(standIns?.contextMenus).toHaveLength(1)
})

test('a link: Open Link in Browser goes through openExternal, Copy Link Address to the clipboard', async ({
  server,
  launch
}) => {
  const incident = 'https://status.example.com/incidents/42'
  server.controls.setServiceStatus('notifications', { state: 'degraded', message: incident })
  const { page, standIns } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Status')
  await page.getByRole('button', { name: 'Check now' }).click()
  const details = page.getByText('Details from the platform').filter({ visible: true })
  const link = page.getByRole('link', { name: new RegExp(incident.replace(/[./]/g, '\\$&')) }).first()
  for (const summary of await details.all()) {
    if (await link.isVisible()) break
    await summary.click()
  }
  await link.click({ button: 'right' })
  await expect.poll(() => standIns?.contextMenus.length).toBe(1)
  const menu = standIns?.contextMenus[0]
  expect(menu?.labels).toEqual(['Open Link in Browser', 'Copy Link Address'])
  menu?.choose('Open Link in Browser')
  menu?.choose('Copy Link Address')
  await expect.poll(() => standIns?.openedExternal).toEqual([incident])
  expect(standIns?.clipboard).toEqual([incident])
})
