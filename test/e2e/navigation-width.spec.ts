// The navigation is as wide as its longest name needs, and the current item
// is bold: it used to grow by a few pixels on the view whose name was the
// widest once bold (212 px on one view, 208 on the others), moving the
// content sideways. Each name now reserves its bold width.
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('the navigation keeps one width on every view', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const names = await nav
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  expect(names.length).toBeGreaterThanOrEqual(7)
  const widths = new Set<number>()
  for (const name of names) {
    await openView(page, name)
    await expect(nav.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    widths.add(Math.round(((await nav.boundingBox())?.width ?? 0) * 10) / 10)
  }
  expect([...widths]).toHaveLength(1)
})
