// "Open user…" by name end to end: the built renderer, the real main
// handlers (the Search channel and its readers) and the reference server's
// search over its demo people.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

const asked = (server: ReferenceServer, operationId: string) =>
  server.controls.requests().filter((r) => r.operationId === operationId)

async function openControl(page: Page) {
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Profile')
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
  await page.getByRole('button', { name: 'Open user…' }).click()
  const field = page.getByRole('combobox', { name: 'Name or user id' })
  await expect(field).toBeFocused()
  return field
}

test('a typed name lists the matching people; the keyboard picks one and lands on their profile', async ({
  server,
  launch
}) => {
  const { page } = await launch({ baseUrl: server.url })
  const field = await openControl(page)
  await page.keyboard.type('Alice Andersen', { delay: 20 })
  const list = page.getByRole('listbox', { name: 'People found' })
  await expect(list.getByRole('option', { name: /Alice Andersen/ })).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')

  // A late answer for the full name may still replace the list (and its active option) on a loaded machine: the
  // arrow is pressed again until an option is active.
  const active = list.getByRole('option', { selected: true })
  await expect(async () => {
    if ((await active.count()) === 0) await page.keyboard.press('ArrowDown')
    await expect(active).toContainText('Alice Andersen', { timeout: 1_000 })
  }).toPass()
  // The open combobox, its listbox and the active option as axe sees them.
  const axe = await new AxeBuilder({ page }).include('.open-user').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await expect(active).toContainText('Alice Andersen')
  await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '')
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { level: 1, name: 'Profile of Alice Andersen' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Alice Andersen' })).toBeVisible()
  await expect(page.getByText('User id').locator('..').getByText('2', { exact: true })).toBeVisible()
  // The name went to search, never to the profile path as an id; typed quickly, it cost few searches.
  expect(asked(server, 'getUserData').filter((r) => !/\/\d+$/.test(r.path))).toEqual([])
  expect(asked(server, 'search').length).toBeLessThanOrEqual(3)
})

test('a platform that refuses the search gets a sentence, and the typed name stays', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  const field = await openControl(page)
  server.controls.setFaults({ search: { status: 400, message: 'The user id must be a whole number.' } })
  await field.fill('bob')
  await expect(page.getByRole('alert')).toHaveText(
    'The platform would not look for “bob”. Try other words, or a user id.'
  )
  await expect(page.getByText(/\(400\)|whole number/)).toHaveCount(0)
  await expect(field).toHaveValue('bob')
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()

  // Once the platform answers again, Retry finds Bob with the same words.
  server.controls.setFaults({})
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(
    page.getByRole('listbox', { name: 'People found' }).getByRole('option', { name: /Bob Brown/ })
  ).toBeVisible()
})
