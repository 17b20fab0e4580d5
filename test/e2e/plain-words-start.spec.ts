// The built page draws the sign-in form without ICU (docs/performance.md, renderer.ratioToBaseline): its words are
// plain text, said without FormatJS (@shared/i18n/plain-words), whose first message would ask ICU for
// Intl.NumberFormat's locales, about 16 ms in Chromium. A spy on every Intl service, put in before the page's first
// script, sees none used while the form is drawn and for a moment after; signed in, the Profile's counts do use them.
import { expect, expectSignedIn, signIn, test } from './support'

declare global {
  interface Window {
    __intlUsed?: string[]
  }
}

test('the sign-in form is drawn without asking ICU anything; numbers still format once signed in', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  await page.addInitScript(() => {
    const used: string[] = (window.__intlUsed = [])
    const services = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator']
    for (const name of services) {
      const intl = Intl as unknown as Record<string, { supportedLocalesOf: (...args: unknown[]) => unknown }>
      const service = intl[name]!
      const supported = service.supportedLocalesOf
      service.supportedLocalesOf = (...args: unknown[]) => {
        used.push(`${name}.supportedLocalesOf`)
        return supported.apply(service, args)
      }
      intl[name] = new Proxy(service, {
        construct(target, args) {
          used.push(`new ${name}`)
          return Reflect.construct(target as unknown as new (...a: unknown[]) => object, args)
        }
      })
    }
  })
  // The app was loaded before the spy: load it again, with the spy in from the first script on.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Username')).toBeEditable()
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.__intlUsed)).toEqual([])

  // The spy sees what FormatJS does use: signed in, the Profile's counts are numbers.
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => page.evaluate(() => window.__intlUsed?.length ?? 0)).toBeGreaterThan(0)
})
