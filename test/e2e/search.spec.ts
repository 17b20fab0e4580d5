// Search end to end against the reference server: type-ahead, ordering,
// real cancellation, keyboard, recent searches across a restart.
import type { Page } from '@playwright/test'

import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

const searches = (server: ReferenceServer) => server.controls.requests().filter((r) => r.operationId === 'search')

async function signedIn(page: Page) {
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
}

test('Go → Find people… (Ctrl/Cmd+K) from another view focuses Search; typing shows grouped results with the match marked', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  await signedIn(page)
  await openView(page, 'Settings')
  await app.menu('go:find')
  const field = page.getByRole('combobox', { name: 'Search' })
  await expect(field).toBeFocused()
  // When each key reached the page: a loaded machine can space two keys by more than the debounce.
  await field.evaluate((input) => {
    const times: number[] = []
    ;(window as unknown as { keyTimes: number[] }).keyTimes = times
    input.addEventListener('input', () => times.push(performance.now()))
  })
  await page.keyboard.type('demo', { delay: 30 })
  await expect(page.getByText(/results? for “demo”\./)).toBeVisible()
  const users = page.getByRole('group', { name: /^Users/ })
  await expect(users.getByRole('option', { name: /Demo User/ })).toBeVisible()
  await expect(users.locator('mark').first()).toHaveText(/demo/i)
  // Typed quickly, the word costs one request, not one per key: one more only for each pause of the debounce's
  // 200 ms (SEARCH_DEBOUNCE_MS) between two keys.
  const keyTimes = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes)
  expect(keyTimes).toHaveLength(4)
  const pauses = keyTimes.slice(1).filter((time, i) => time - (keyTimes[i] ?? time) >= 200).length
  expect(searches(server).filter((r) => r.query.input?.startsWith('d')).length).toBeLessThanOrEqual(1 + pauses)
})

test('an answer that arrives late never replaces a newer one, and its request is aborted', async ({
  server,
  launch
}) => {
  const { page } = await launch({ baseUrl: server.url })
  await signedIn(page)
  server.controls.setFaults({ search: { delayByQuery: { param: 'input', delays: { lu: 2_000 } } } })
  await openView(page, 'Search')
  const field = page.getByRole('combobox', { name: 'Search' })
  await field.fill('lu')
  await expect.poll(() => searches(server).some((r) => r.query.input === 'lu')).toBe(true)
  await field.fill('lun')
  await expect(page.getByText(/results? for “lun”\./)).toBeVisible()
  // Wait past the slow answer: the view still shows the newer query.
  await page.waitForTimeout(2_300)
  await expect(page.getByText(/results? for “lun”\./)).toBeVisible()
  await expect(page.getByText(/for “lu”\./)).toHaveCount(0)
  await expect.poll(() => searches(server).find((r) => r.query.input === 'lu')?.aborted).toBe(true)
})

test('an empty query sends nothing; Escape clears', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  await signedIn(page)
  await openView(page, 'Search')
  const field = page.getByRole('combobox', { name: 'Search' })
  await field.pressSequentially('   ', { delay: 30 })
  await page.waitForTimeout(500)
  expect(searches(server)).toHaveLength(0)
  await field.fill('proj')
  await expect(page.getByText(/results? for “proj”\./)).toBeVisible()
  await field.press('Escape')
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()
})

test('the keyboard alone finds a user and opens the profile', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  await signedIn(page)
  // Ctrl/Cmd+K is the menu's accelerator: the OS hands it to the menu, as here.
  await app.menu('go:find')
  await page.keyboard.type('Demo User')
  await expect(page.getByRole('group', { name: /^Users/ }).getByRole('option', { name: /Demo User/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
})

test('recent searches survive a restart and can be cleared', async ({ server, launch, profile }) => {
  const first = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(first.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(first.page)
  await openView(first.page, 'Search')
  await first.page.getByRole('combobox', { name: 'Search' }).fill('lunar')
  await expect(first.page.getByText(/for “lunar”\./)).toBeVisible()
  // Submitted: Enter keeps it (the type-ahead alone keeps nothing at once).
  await first.page.getByRole('combobox', { name: 'Search' }).press('Enter')
  await first.page.getByRole('combobox', { name: 'Search' }).fill('')
  await expect(
    first.page.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'lunar' })
  ).toBeVisible()
  await first.close()

  const second = await launch({ baseUrl: server.url, userDataDir: profile })
  await expectSignedIn(second.page)
  await openView(second.page, 'Search')
  const recent = second.page.getByRole('group', { name: 'Recent searches' })
  await expect(recent.getByRole('option', { name: 'lunar' })).toBeVisible()
  await second.page.getByRole('button', { name: 'Clear recent searches' }).click()
  await expect(recent).toHaveCount(0)
})

test('recent searches keep what was submitted, not the fragments typed on the way nor a search that found nothing', async ({
  server,
  launch
}) => {
  const { page } = await launch({ baseUrl: server.url })
  await signedIn(page)
  await openView(page, 'Search')
  const field = page.getByRole('combobox', { name: 'Search' })
  // A pause mid-word: the type-ahead searches the fragment, and shows its results.
  await field.pressSequentially('lun', { delay: 30 })
  await expect(page.getByText(/results? for “lun”\./)).toBeVisible()
  await field.pressSequentially('ar', { delay: 30 })
  await expect(page.getByText(/results? for “lunar”\./)).toBeVisible()
  await field.press('Enter')
  // Nothing found: Enter keeps nothing.
  await field.fill('qqqzzznothing')
  await expect(page.getByText('No results for “qqqzzznothing”.')).toBeVisible()
  await field.press('Enter')
  expect(searches(server).map((r) => r.query.input)).toEqual(expect.arrayContaining(['lun', 'lunar', 'qqqzzznothing']))

  await field.fill('')
  const recent = page.getByRole('group', { name: 'Recent searches' })
  await expect(recent.getByRole('option')).toHaveText(['lunar'])
})

test('Search says calmly that the platform’s search is under maintenance, and still searches', async ({
  server,
  launch
}) => {
  // The reference server's "search" service is under maintenance from its start, for a few hours.
  const { page } = await launch({ baseUrl: server.url })
  await signedIn(page)
  await openView(page, 'Search')
  await expect(page.getByText(/^Search is under maintenance until .+: results may be incomplete\.$/)).toBeVisible()
  await page.getByRole('combobox', { name: 'Search' }).fill('demo')
  await expect(page.getByText(/results? for “demo”\./)).toBeVisible()

  // Back to normal: the note goes with the next check.
  server.controls.setServiceStatus('search', { state: 'operational', message: 'All systems operational.' })
  await openView(page, 'Status')
  await page.getByRole('button', { name: 'Check now' }).click()
  await openView(page, 'Search')
  await expect(page.getByText(/results? for “demo”\./)).toBeVisible()
  await expect(page.getByText(/Search is under maintenance/)).toHaveCount(0)
})
