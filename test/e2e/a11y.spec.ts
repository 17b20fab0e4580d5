import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, expectSignedIn, openView, signIn, test } from './support'

// The dark theme changes colours only (the same page, other custom properties): its run checks the rules that read
// colours, and the light theme's run checks every rule.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

async function expectNoViolations(page: Page, where: string) {
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'))
  // Only violations are collected: passes and inapplicable rules' node lists are most of axe's time and unused here.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const results = await (scheme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, `axe violations on ${where}`).toEqual([])
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on any view (${scheme} theme)`, async ({ server, launch }) => {
    // About fifteen axe runs over every view, the account menu and the narrow window: more than the default 45 s on a busy two-core machine.
    test.setTimeout(120_000)
    const app = await launch()
    const { page } = app
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
    await page.getByRole('tab', { name: 'Password' }).click()

    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    for (const view of [
      'Profile',
      'Followers',
      'Search',
      'Status',
      'Notifications',
      'Account',
      'Settings',
      'Updates'
    ]) {
      await openView(page, view)
      await expect(page.getByRole('heading', { level: 1, name: view, exact: true })).toBeVisible()
      if (view === 'Account')
        await expect(page.getByRole('region', { name: 'Session' }).getByText('demo').first()).toBeVisible()
      if (view === 'Profile') await expect(page.getByRole('region', { name: /^Repositories/ })).toBeVisible()
      if (view === 'Followers') await expect(page.getByRole('listbox', { name: 'Followers' })).toBeVisible()
      if (view === 'Status')
        await expect(page.getByRole('region', { name: 'Latest updates' }).getByRole('listitem').first()).toBeVisible()
      if (view === 'Notifications') await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
      if (view === 'Updates') await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
      await expectNoViolations(page, view)
      if (view === 'Search') {
        await page.getByRole('combobox', { name: 'Search' }).fill('demo')
        await expect(page.getByText(/results? for “demo”/)).toBeVisible()
        await page.keyboard.press('ArrowDown')
        await expectNoViolations(page, 'Search with results')
      }
    }

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
