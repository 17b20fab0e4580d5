import { expect, expectSignedIn, openView, signIn, test } from './support'

const views = ['Profile', 'Followers', 'Search', 'Status', 'Notifications', 'Account', 'Settings'] as const

test('every view is reachable from the navigation, and history works', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  const nav = page.getByRole('navigation', { name: 'Main' })

  for (const view of views) {
    await nav.getByRole('button', { name: view, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: view, exact: true })).toBeVisible()
    await expect(nav.getByRole('button', { name: view, exact: true })).toHaveAttribute('aria-current', 'page')
  }

  const back = page.getByRole('button', { name: 'Back', exact: true })
  const forward = page.getByRole('button', { name: 'Forward', exact: true })
  await back.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await forward.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(forward).toBeDisabled()

  // Go → Back and Forward: the menu carries their keys (Alt+Left/Right, Cmd+[ and ]).
  await app.menu('go:back')
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await app.menu('go:back')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await app.menu('go:forward')
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await app.menu('go:followers')
  await expect(page.getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible()

  // Keyboard only: the nav is reachable with Tab and focus is visible.
  await page.getByRole('button', { name: 'Status', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeFocused()
})

test('at the narrowest window the navigation shows icons alone, each keeping its name and tooltip', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  // The window's minimum size.
  await page.setViewportSize({ width: 640, height: 480 })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  expect((await nav.boundingBox())?.width).toBeLessThan(80)
  for (const [index, view] of views.entries()) {
    const item = nav.getByRole('button', { name: view, exact: true })
    await expect(item.locator('svg')).toBeVisible()
    // The word is out of sight, still the name; the tooltip says it with the shortcut.
    expect((await item.locator('.main-nav-label').boundingBox())?.width).toBeLessThanOrEqual(1)
    await expect(item).toHaveAttribute('title', new RegExp(`^${view} \\(.*${index + 1}\\)$`))
  }
  await nav.getByRole('button', { name: 'Followers', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible()
  // The header still says who is signed in and how the platform is.
  await expect(page.getByRole('button', { name: /^Signed in as / })).toBeVisible()
  await page.getByRole('button', { name: /^Platform status: / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible()
})

test('the theme follows the OS and the manual choice overrides it', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await openView(page, 'Settings')
  await page.getByRole('radio', { name: 'Dark' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})
