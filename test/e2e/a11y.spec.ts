import type { Page } from '@playwright/test'

import { expectNoViolations as expectNoAxeViolations } from './axe'
import { expect, expectSignedIn, openView, signIn, test } from './support'

// The dark theme changes colours only (the same page, other custom properties): its run checks the rules that read
// colours, and the light theme's run checks every rule.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function expectNoViolations(page: Page, where: string) {
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'))
  await expectNoAxeViolations(page, where, scheme === 'dark' ? COLOUR_RULES : undefined)
}

/** The views checked by each signed-in test: two groups, so each test stays well inside its budget on a busy machine. */
const VIEW_GROUPS = [
  ['Profile', 'Followers', 'Search', 'Status'],
  ['Notifications', 'Account', 'Settings', 'Updates']
]

/** What each view shows once its data is in, so axe reads the view and not its loading state. */
async function expectViewLoaded(page: Page, view: string) {
  await expect(page.getByRole('heading', { level: 1, name: view, exact: true })).toBeVisible()
  if (view === 'Account')
    await expect(page.getByRole('region', { name: 'Session' }).getByText('demo').first()).toBeVisible()
  if (view === 'Profile') await expect(page.getByRole('region', { name: /^Repositories/ })).toBeVisible()
  if (view === 'Followers') await expect(page.getByRole('listbox', { name: 'Followers' })).toBeVisible()
  if (view === 'Status')
    await expect(page.getByRole('region', { name: 'Latest updates' }).getByRole('listitem').first()).toBeVisible()
  if (view === 'Notifications') await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
  if (view === 'Updates') await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
}

// Each theme's checks are split in three tests, each starting its own app: one run held about fifteen axe runs and
// took up to 1.6 min of its 2 min on a loaded two-core CI machine, and once ran out. They share nothing, so they run
// in parallel. Four to six axe runs, each up to several seconds on a busy machine: more than the default 45 s.
test.describe.configure({ mode: 'parallel', timeout: 90_000 })
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test('axe finds no violations on the first run and sign-in forms', async ({ server, launch }) => {
      const { page } = await launch()
      await page.emulateMedia({ colorScheme: scheme })
      await expect(page.getByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeVisible()
      await expectNoViolations(page, 'first run')
      await page.getByLabel('Server URL').fill('http://127.0.0.1:1')
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoViolations(page, 'first run with an error')

      await page.getByLabel('Server URL').fill(server.url)
      await page.getByRole('button', { name: 'Connect' }).click()
      await signIn(page, 'demo', 'wrong-password')
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoViolations(page, 'sign-in with an error')
      await page.getByRole('tab', { name: 'API key' }).click()
      await expectNoViolations(page, 'API key sign-in')
    })

    for (const [index, views] of VIEW_GROUPS.entries()) {
      test(`axe finds no violations on ${views.join(', ')}${index === 1 ? ', the account menu and a narrow window' : ''}`, async ({
        server,
        launch
      }) => {
        const { page } = await launch({ baseUrl: server.url })
        await page.emulateMedia({ colorScheme: scheme })
        await signIn(page, 'demo', 'demo1234')
        await expectSignedIn(page)
        for (const view of views) {
          await openView(page, view)
          await expectViewLoaded(page, view)
          await expectNoViolations(page, view)
          if (view === 'Search') {
            await page.getByRole('combobox', { name: 'Search' }).fill('demo')
            await expect(page.getByText(/results? for “demo”/)).toBeVisible()
            await page.keyboard.press('ArrowDown')
            await expectNoViolations(page, 'Search with results')
          }
        }
        if (index !== 1) return

        // The header's account menu, open.
        await page.getByRole('button', { name: /^Signed in as / }).click()
        await expect(page.getByRole('menu')).toBeVisible()
        await expectNoViolations(page, 'account menu')
        await page.keyboard.press('Escape')
        // The narrowest window: the navigation as icons alone.
        await page.setViewportSize({ width: 640, height: 480 })
        await openView(page, 'Notifications')
        await expectNoViolations(page, 'Notifications at 640 px')
      })
    }
  })
}
