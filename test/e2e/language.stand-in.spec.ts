// The Language setting through the harness: the app starts in the
// computer's language and region, and a choice in Settings turns the page
// (words, lang, direction), main's menus and the tray at once, and back.
import { commandItems } from '../../src/main/desktop/menu/app-menu-model'
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('a language chosen in Settings applies at once to the page, the menus and the tray', async ({
  server,
  launch
}) => {
  const app = await launch({
    baseUrl: server.url,
    languages: ['en-GB', 'fr-FR'],
    env: { PLATFORM_PSEUDO_LOCALES: '1' }
  })
  const { page } = app
  const standIns = app.standIns!
  const html = page.locator('html')
  // English, as the computer prefers, in the person's region.
  await expect(html).toHaveAttribute('lang', 'en-GB')
  await expect(html).toHaveAttribute('dir', 'ltr')

  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Settings')
  // Found by its id from here on: its own name changes with the language.
  const id = await page.getByRole('combobox', { name: 'Language' }).getAttribute('id')
  const language = page.locator(`[id="${id}"]`)
  await expect(language.locator('option').first()).toHaveText('System (English)')
  const menusBefore = standIns.appMenus.length
  const traysBefore = standIns.trayModels.length

  await language.selectOption('en-XB')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('lang', 'en-US')
  await expect(language.locator('option').first()).toHaveText('⟦\u202eŞẏşŧḗḗḿ (\u202cEnglish\u202e)\u202c⟧')
  // Main drew its menu and tray again in the new language.
  await expect.poll(() => standIns.appMenus.length).toBeGreaterThan(menusBefore)
  await expect.poll(() => standIns.trayModels.length).toBeGreaterThan(traysBefore)
  // …in the new words: the tray's tooltip is pseudo-localised too.
  expect(standIns.trayModels.at(-1)?.tooltip).toMatch(/⟦/)
  expect(commandItems(standIns.appMenus.at(-1) ?? []).find((item) => item.id === 'go:settings')?.label).toMatch(/^⟦/)

  // Back to System: English and left to right again, with nothing lost on the way.
  await language.selectOption('system')
  await expect(html).toHaveAttribute('dir', 'ltr')
  await expect(language.locator('option').first()).toHaveText('System (English)')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
})
