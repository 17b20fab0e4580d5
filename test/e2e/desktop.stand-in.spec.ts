// What the app tells the desktop outside its window, recorded by the
// harness's OS surfaces (browser target only): the theme native menus and
// dialogs follow, and the title the OS shows for the window.
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('native menus and dialogs follow the theme chosen in Settings', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page, standIns } = app
  // Told before the window exists, from the saved setting.
  expect(standIns?.themeSources).toEqual(['system'])
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Settings')
  // The window's title names the view (Electron's window follows the page's title).
  await expect(page).toHaveTitle('Settings — Platform Desktop')
  await page.getByRole('radio', { name: 'Light' }).check()
  await expect.poll(() => standIns?.themeSources).toEqual(['system', 'light'])
  await page.getByRole('radio', { name: 'System' }).check()
  await expect.poll(() => standIns?.themeSources).toEqual(['system', 'light', 'system'])
})
