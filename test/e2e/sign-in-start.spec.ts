// The sign-in form in the page's HTML (@shared/sign-in-start, main's app/start-page.ts, renderer app/sign-in-start.ts):
// at a signed-out start it is there before any of the page's script has run, takes typing, and the page's own form
// takes its place without losing a character, the focus, the caret, or a press of Sign in. Here the page's scripts
// are held back at the network, so each step happens while only the written form is on screen.
import type { Page, Route } from '@playwright/test'

import { expect, expectSignedIn, test } from './support'

/**
 * Holds the page's scripts until `release` is called (all of them, or all but the first script, start-screen.ts); the
 * HTML and the stylesheet come as usual.
 */
async function holdScripts(
  page: Page,
  { firstScript = 'held' }: { firstScript?: 'held' | 'let through' } = {}
): Promise<{ release: () => Promise<void>; held: () => number }> {
  const waiting: Route[] = []
  let released = false
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const first = /\/assets\/start-screen-[^/]*\.js$/.test(route.request().url())
    if (released || (first && firstScript === 'let through')) return route.continue()
    waiting.push(route)
  })
  return {
    held: () => waiting.length,
    release: async () => {
      released = true
      await Promise.all(waiting.splice(0).map((route) => route.continue()))
    }
  }
}

const layer = (page: Page) => page.locator('#sign-in-start')

test('the written form takes typing before the page’s script runs, and the page’s form keeps all of it', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const scripts = await holdScripts(page)
  await page.reload({ waitUntil: 'commit' })
  const form = layer(page).getByRole('region', { name: 'Sign in' })
  // The first frame has the form, its focus in Username, and no script of the page has run.
  await expect(form.getByLabel('Username')).toBeFocused()
  await expect.poll(scripts.held).toBeGreaterThan(0)
  expect(await page.locator('#root > *').count()).toBe(0)
  await page.keyboard.type('demo')
  await form.getByLabel('Password', { exact: true }).fill('demo1234')
  await form.getByLabel('Remember me').check()
  // Back in Username, the caret between "de" and "mo".
  await form.getByLabel('Username').focus()
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')

  await scripts.release()
  await expect(layer(page)).toHaveCount(0)
  const live = page.getByRole('region', { name: 'Sign in' })
  await expect(live.getByLabel('Username')).toHaveValue('demo')
  await expect(live.getByLabel('Password', { exact: true })).toHaveValue('demo1234')
  await expect(live.getByLabel('Remember me')).toBeChecked()
  await expect(live.getByLabel('Username')).toBeFocused()
  // Typing goes on where the caret was.
  await page.keyboard.type('X')
  await expect(live.getByLabel('Username')).toHaveValue('deXmo')
  await live.getByLabel('Username').fill('demo')
  await live.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expectSignedIn(page)
})

// The page's first script (6.8 KB, asked for with the HTML) keeps the press for the page's form; before it has run, a
// press does nothing at all (docs/architecture.md).
test('Enter pressed in the written form signs in once the page’s form is drawn', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const scripts = await holdScripts(page, { firstScript: 'let through' })
  const requestsBefore = page.url()
  await page.reload({ waitUntil: 'commit' })
  const form = layer(page).getByRole('region', { name: 'Sign in' })
  await expect(form.getByLabel('Username')).toBeFocused()
  await page.keyboard.type('demo')
  await form.getByLabel('Password', { exact: true }).fill('demo1234')
  await page.keyboard.press('Enter')
  // The written form sends nothing by itself: the page is still the same page, with the password nowhere in its address.
  expect(page.url()).toBe(requestsBefore)
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('demo1234')
  await scripts.release()
  await expectSignedIn(page)
  expect(page.url()).not.toContain('demo1234')
})

test('a start that is not the plain sign-in form gets no written form', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  // Signed in: the next load of the page opens the app's screens, so main writes no form into its HTML.
  await page.getByLabel('Username').fill('demo')
  await page.getByLabel('Password', { exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expectSignedIn(page)
  const scripts = await holdScripts(page)
  await page.reload({ waitUntil: 'commit' })
  await expect.poll(scripts.held).toBeGreaterThan(0)
  expect(await layer(page).count()).toBe(0)
  await scripts.release()
  await expectSignedIn(page)
})
