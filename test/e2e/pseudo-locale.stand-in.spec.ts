// The pseudo-locale walk (docs/localisation.md): with en-XA chosen, every
// view, the sign-in form, the application menu and the tray show no word
// that skipped the catalogue, and nothing overflows the window or is cut off
// in its control. en-XA is English accented and about 35 % longer, each
// message in ⟦ ⟧, so English left in place and a control too small for a
// longer language both show. Text that is the platform's data (names,
// titles, server messages), marked translate="no", and dates in <time>
// are not messages and are left out.
import type { Page } from '@playwright/test'

import { commandItems } from '../../src/main/desktop/menu/app-menu-model'
import { viewIds } from '../../src/shared/views'
import { expect, expectSignedIn, openView, signIn, test } from './support'

/** A letter only en-XA writes, or its brackets. */
const PSEUDO = /[ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ⟦⟧]/u
const pseudoText = (text: string) => !/\p{L}/u.test(text) || PSEUDO.test(text)

/** Visible words (text and the names in aria-label, title, placeholder, alt) that are not pseudo-localised, and controls cut off or the page too wide. */
async function problemsOn(page: Page): Promise<{ english: string[]; clipped: string[] }> {
  return page.evaluate((pseudoSource) => {
    const pseudo = new RegExp(pseudoSource, 'u')
    const letter = /\p{L}/u
    const exempt = (element: Element) => element.closest('[translate="no"], time, script, style, noscript') !== null
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
    const english: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!parent || !letter.test(text) || pseudo.test(text) || exempt(parent) || !visible(parent)) continue
      english.push(`${describe(parent)}: ${text}`)
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (exempt(element) || !visible(element)) continue
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = element.getAttribute(attribute) ?? ''
        if (letter.test(text) && !pseudo.test(text)) english.push(`${describe(element)} [${attribute}]: ${text}`)
      }
    }
    const clipped: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      clipped.push(`the page: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`)
    for (const element of document.body.querySelectorAll(
      'button, a, label, select, [role="tab"], [role="menuitem"], h1, h2, h3, .count-badge'
    )) {
      if (!visible(element) || exempt(element)) continue
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        clipped.push(`${describe(element)}: ${element.textContent?.trim().slice(0, 40)}`)
    }
    return { english, clipped }
  }, PSEUDO.source)
}

test('en-XA: every view, the sign-in form, the menu and the tray come from the catalogue and fit', async ({
  server,
  launch
}) => {
  test.slow()
  const app = await launch({ baseUrl: server.url, env: { PLATFORM_PSEUDO_LOCALES: '1' } })
  const { page } = app
  const standIns = app.standIns!
  await page.setViewportSize({ width: 1100, height: 720 })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Settings')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en-XA')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByRole('button').first()).toHaveAccessibleName(PSEUDO)

  const found: Record<string, { english: string[]; clipped: string[] }> = {}
  for (const [index, view] of viewIds.entries()) {
    await nav.getByRole('button').nth(index).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO)
    // The view's data has arrived: nothing says it is loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    found[view] = await problemsOn(page)
    if (view === 'search') {
      // With a query and its results too: the counts, group names and the listbox's words.
      await page.getByRole('combobox').first().fill('demo')
      await expect(page.getByRole('option').first()).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      found['search with results'] = await problemsOn(page)
    }
  }

  // The File menu's accounts are names ("demo · host"), the platform's and the person's, as translate="no" marks them in the page.
  const menuLabels = (standIns.appMenus.at(-1) ?? []).flatMap((menu) => [
    menu.label,
    ...commandItems([menu])
      .filter((item) => item.checked === undefined)
      .map((item) => item.label)
  ])
  found.menu = { english: menuLabels.filter((label) => !pseudoText(label)), clipped: [] }
  const tray = standIns.trayModels.at(-1)
  found.tray = {
    english: [
      tray?.tooltip ?? '',
      ...(tray?.items ?? []).map((item) => ('label' in item ? String(item.label) : ''))
    ].filter((label) => !pseudoText(label)),
    clipped: []
  }

  await page.setViewportSize({ width: 640, height: 480 })
  await nav.getByRole('button').nth(viewIds.indexOf('followers')).click()
  found['followers at 640 px'] = await problemsOn(page)

  await app.menu('session:sign-out')
  await expect(page.getByRole('button', { name: PSEUDO }).first()).toBeVisible()
  await page.setViewportSize({ width: 1100, height: 720 })
  found['sign-in'] = await problemsOn(page)

  expect(
    Object.fromEntries(
      Object.entries(found).filter(([, problems]) => problems.english.length + problems.clipped.length > 0)
    )
  ).toEqual({})
})
