// Every main flow once with the keyboard alone: Tab to a control, then
// Enter, Space, arrows or typing — never a click, never a programmatic focus.
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  for (let presses = 0; presses < (options.max ?? 60); presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Could not reach ${target.toString()} with the keyboard`)
}

async function keyboardSignIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await tabTo(page, page.getByLabel('Username'))
  await page.keyboard.type('demo')
  await tabTo(page, page.getByLabel('Password', { exact: true }))
  await page.keyboard.type('demo1234')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true })

test('sign in, open a profile from the followers list, search and open a result — keyboard only', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  await keyboardSignIn(page)

  await tabTo(page, nav(page, 'Followers'))
  await page.keyboard.press('Enter')
  const list = page.getByRole('listbox', { name: 'Followers' })
  await tabTo(page, list)
  await page.keyboard.press('ArrowDown')
  const name = (await list.getByRole('option', { selected: true }).locator('.person-label').textContent()) ?? ''
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

  // Ctrl/Cmd+K is the application menu's accelerator (Go → Find people…): the OS hands the key to the menu, as here.
  await app.menu('go:find')
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused()
  await page.keyboard.type('Demo User')
  await expect(page.getByRole('group', { name: /^Users/ }).getByRole('option', { name: /Demo User/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
})

test('mark notifications read and change a setting — keyboard only', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  await keyboardSignIn(page)

  await tabTo(page, nav(page, 'Notifications'))
  await page.keyboard.press('Enter')
  const markAll = page.getByRole('button', { name: 'Mark all as read' })
  await expect(markAll).toBeEnabled()
  // One icon button per unread row, named after it ("Mark “…” as read"); Tab reaches it though it shows only on focus or hover.
  const markOneName = /^Mark “.+” as read$/
  const markOne = page.getByRole('button', { name: markOneName }).first()
  await tabTo(page, markOne)
  await expect(markOne).toHaveCSS('opacity', '1')
  const before = await page.getByRole('button', { name: markOneName }).count()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: markOneName })).toHaveCount(before - 1)
  await tabTo(page, markAll, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page.getByText('All read.')).toBeVisible()

  await tabTo(page, nav(page, 'Settings'), { backwards: true })
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('radio', { name: 'System' }))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await tabTo(page, page.getByLabel(/Check platform status every/))
  await page.keyboard.press('Control+a')
  await page.keyboard.type('9')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await page.evaluate(() => window.platform['app:bootstrap']())).ok).toBe(true)
  const saved = await page.evaluate(() => window.platform['app:bootstrap']())
  expect(saved.ok && saved.data.settings.statusIntervalMinutes).toBe(9)
  await tabTo(page, page.getByLabel('Close to tray'))
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Close to tray')).not.toBeChecked()
})
