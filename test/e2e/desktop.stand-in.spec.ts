// What the app tells the desktop outside its window, recorded by the
// harness's OS surfaces (browser target only): the theme native menus and
// dialogs follow, the title the OS shows for the window, and asking for the
// person's eye when the platform ends the sign-in.
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('native menus and dialogs follow the theme chosen in Settings', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page, standIns } = app
  // Told before the window exists, from the saved setting.
  expect(standIns?.themeSources).toEqual(['system'])
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Settings')
  // The window's title names the view and whose account on which server (Electron's window follows the page's title).
  await expect(page).toHaveTitle(`Settings — demo · ${new URL(server.url).host} — Platform Desktop`)
  await page.getByRole('radio', { name: 'Light' }).check()
  await expect.poll(() => standIns?.themeSources).toEqual(['system', 'light'])
  await page.getByRole('radio', { name: 'System' }).check()
  await expect.poll(() => standIns?.themeSources).toEqual(['system', 'light', 'system'])
})

test('the platform ending the sign-in draws the eye once; signing out never does', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const standIns = app.standIns!
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await app.menu('session:sign-out')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(standIns.attentionRequests).toBe(0)

  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  server.controls.expireAllTokens()
  // Account asks for the token's details, which now answers 401: the session ends on the platform's word.
  await openView(page, 'Settings')
  await openView(page, 'Account')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  // Once for this session's end (os-feedback.test.ts checks that later 401s of the same session never ask again).
  await expect.poll(() => standIns.attentionRequests).toBe(1)
})
