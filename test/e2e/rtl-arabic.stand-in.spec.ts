// Right to left, in Arabic (docs/localisation.md): a computer that prefers
// Egyptian Arabic gets the page in Arabic, laid out right to left: the
// navigation on the right of the content, the icons that point a way
// mirrored, the followers list and the search box working from the keyboard
// as before, and axe finding nothing on any view. Controls are found by the
// Arabic catalogue's words (by message id) or by structure, never by English.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { viewIds } from '../../src/shared/views'
import { expectNoViolations } from './axe'
import { expect, type Fixtures, test } from './support'

const arabic = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../src/shared/i18n/catalogue/ar.json'), 'utf8')
) as Record<string, { defaultMessage: string }>

/** A message's Arabic words (one without placeholders); a missing id fails the test rather than matching nothing. */
function ar(id: string): string {
  const words = arabic[id]?.defaultMessage
  if (words === undefined) throw new Error(`ar.json has no message ${id}`)
  return words
}

/** The app in Egyptian Arabic, signed in as demo, its navigation in view. */
async function signedInInArabic({ server, launch }: Pick<Fixtures, 'server' | 'launch'>) {
  const app = await launch({ baseUrl: server.url, languages: ['ar-EG'] })
  const { page } = app
  await page.setViewportSize({ width: 1100, height: 720 })
  await signIn(page)
  return app
}

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: ar('signIn.heading') })).toBeVisible()
  await page.getByLabel(ar('signIn.password.username'), { exact: true }).fill('demo')
  await page.getByLabel(ar('signIn.password.password'), { exact: true }).fill('demo1234')
  await page.getByRole('button', { name: ar('signIn.password.submit'), exact: true }).click()
  await expect(navigationOf(page)).toBeVisible()
}

const navigationOf = (page: Page) => page.getByRole('navigation', { name: ar('navigation.main.label') })

/** The icon's transform as drawn: a mirrored icon is scaled by -1 along x. */
const transformOf = (icon: Locator) => icon.evaluate((element) => getComputedStyle(element).transform)
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)'

// Split in four tests, each starting its own app: as one, with nine axe runs, it took 1.0 to 1.9 min of its 2 min in
// clean-clone runs on a busy two-core machine (20 s alone) and once ran out. They share nothing, so they run in
// parallel.
test.describe.configure({ mode: 'parallel', timeout: 90_000 })

test('Arabic: the page is right to left, the navigation on the right, pointing icons mirrored; axe holds on sign-in and the account menu', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url, languages: ['ar-EG'] })
  const { page } = app
  await page.setViewportSize({ width: 1100, height: 720 })
  const html = page.locator('html')
  await expect(html).toHaveAttribute('lang', 'ar-EG')
  await expect(html).toHaveAttribute('dir', 'rtl')

  await expect(page.getByRole('heading', { level: 1, name: ar('signIn.heading') })).toBeVisible()
  await expectNoViolations(page, 'sign-in')
  await signIn(page)

  // The navigation starts the line, so it sits on the right, with the content to its left.
  const navBox = (await navigationOf(page).boundingBox())!
  const mainBox = (await page.getByRole('main').boundingBox())!
  expect(navBox.x).toBeGreaterThanOrEqual(mainBox.x + mainBox.width - 1)

  // Back points right and Forward left, as the reading goes; the account menu's Sign out arrow leaves to the left.
  for (const id of ['navigation.history.back', 'navigation.history.forward']) {
    expect(await transformOf(page.getByRole('button', { name: ar(id), exact: true }).locator('svg'))).toBe(MIRRORED)
  }
  // The header's account button, named in Arabic around the person's name (data).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Demo User/ })
    .click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  expect(
    await transformOf(
      menu.getByRole('menuitem', { name: ar('appShell.accountMenu.signOut'), exact: true }).locator('svg')
    )
  ).toBe(MIRRORED)
  // An icon that only looks one way keeps its drawing.
  expect(await transformOf(menu.getByRole('menuitem').first().locator('svg'))).toBe('none')
  await expectNoViolations(page, 'the account menu')
})

const half = Math.ceil(viewIds.length / 2)
for (const views of [viewIds.slice(0, half), viewIds.slice(half)]) {
  test(`Arabic: axe finds nothing on ${views.join(', ')}`, async ({ server, launch }) => {
    const { page } = await signedInInArabic({ server, launch })
    const nav = navigationOf(page)
    for (const view of views) {
      await nav.getByRole('button', { name: ar(`navigation.view.${view}`), exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      if (view === 'followers')
        await expect(page.getByRole('listbox', { name: ar('people.followers.tab.followers') })).toBeVisible()
      await expectNoViolations(page, view)
    }
  })
}

test('Arabic: the followers list and the search box work from the keyboard; the platform’s English reads left to right', async ({
  server,
  launch
}) => {
  const app = await signedInInArabic({ server, launch })
  const { page } = app

  // The followers list: ArrowDown moves the active row, Enter opens that person.
  await navigationOf(page)
    .getByRole('button', { name: ar('navigation.view.followers'), exact: true })
    .click()
  const list = page.getByRole('listbox', { name: ar('people.followers.tab.followers') })
  await list.focus()
  const firstActive = await list.getAttribute('aria-activedescendant')
  await page.keyboard.press('ArrowDown')
  await expect(list).not.toHaveAttribute('aria-activedescendant', firstActive ?? '')
  const selected = list.getByRole('option', { selected: true })
  await expect(selected).toHaveAttribute('aria-posinset', '2')
  const person = (await selected.locator('.person-label').textContent()) ?? ''
  expect(person).not.toBe('')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: person })).toBeVisible()

  // The search box: ArrowDown makes the first result active, Enter opens it.
  await app.menu('go:find')
  const field = page.getByRole('combobox', { name: ar('search.field.label') })
  await expect(field).toBeFocused()
  await page.keyboard.type('Demo User')
  const results = page.getByRole('listbox').getByRole('option', { name: /Demo User/ })
  await expect(results.first()).toBeVisible()
  // Results of a shorter query stay on screen, dimmed, while the full one is asked: axe measures
  // their contrast as dimmed. The list is busy until the results are the full query's.
  const resultList = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`)
  await expect(resultList).toHaveAttribute('aria-busy', 'false')
  await expectNoViolations(page, 'search with results')
  await page.keyboard.press('ArrowDown')
  const active = page.locator(`[id="${await field.getAttribute('aria-activedescendant')}"]`)
  await expect(active).toHaveAttribute('aria-selected', 'true')
  await expect(active).toContainText('Demo User')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()

  // The platform's English reads left to right inside the Arabic page: "@demo", not "demo@".
  const handle = page.getByText('@demo', { exact: true })
  await expect(handle).toHaveAttribute('translate', 'no')
  expect(await handle.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('plaintext')
})
