// Settings (issue 36): nine cards in one scroll get "On this page", a
// navigation named "Settings sections" whose links scroll the shell's main
// (the element that scrolls) until the card is at its top and move focus to
// the card's heading, wide (a column beside the cards) and at 640 px (links
// wrapped under the title). Change server and Add account each say, as their
// accessible description, what they do to the session.
import { expect, expectSignedIn, openView, signIn, test } from './support'

const CARDS = [
  'Appearance',
  'Accounts',
  'Server',
  'Background checks',
  'Watched services',
  'Alerts',
  'Startup and tray',
  'Privacy and security',
  'About Platform Desktop'
]

for (const width of [1280, 640]) {
  test(`On this page links move focus to each card’s heading, ${width} px wide`, async ({ server, launch }) => {
    const { page } = await launch({ baseUrl: server.url })
    await page.setViewportSize({ width, height: 700 })
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    await openView(page, 'Settings')

    const index = page.getByRole('navigation', { name: 'Settings sections' })
    await expect(index.getByRole('link')).toHaveText(CARDS)
    const main = page.getByRole('main')
    const scrollTop = () => main.evaluate((element) => element.scrollTop)
    expect(await scrollTop()).toBe(0)

    // By keyboard: the link, then Enter.
    const link = index.getByRole('link', { name: 'Background checks' })
    await link.focus()
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { level: 2, name: 'Background checks' })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(link).toHaveAttribute('aria-current', 'location')
    // The shell's main scrolled, and the card sits at its top (a small margin above it).
    expect(await scrollTop()).toBeGreaterThan(0)
    const [mainBox, cardBox] = await Promise.all([
      main.boundingBox(),
      page.getByRole('region', { name: 'Background checks' }).boundingBox()
    ])
    expect(Math.abs((cardBox?.y ?? 0) - (mainBox?.y ?? 0) - 16)).toBeLessThanOrEqual(2)

    // The last card cannot reach the top; it is still the one marked, and its heading has focus.
    await index.getByRole('link', { name: 'About Platform Desktop' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'About Platform Desktop' })).toBeFocused()
    await expect(page.getByRole('heading', { level: 2, name: 'About Platform Desktop' })).toBeInViewport()
    await expect(index.getByRole('link', { name: 'About Platform Desktop' })).toHaveAttribute(
      'aria-current',
      'location'
    )

    // Scrolling back by hand marks the first card again.
    await main.evaluate((element) => element.scrollTo({ top: 0 }))
    await expect(index.getByRole('link', { name: 'Appearance' })).toHaveAttribute('aria-current', 'location')
    await expect(index.locator('[aria-current]')).toHaveCount(1)

    // Nothing runs off sideways, the index included.
    expect(await main.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })
}

test('Change server and Add account say what they do to the session', async ({ server, launch }) => {
  // The address typed on the first screen (PLATFORM_BASE_URL would turn Change server off).
  const { page } = await launch()
  await page.getByLabel('Server URL').fill(server.url)
  await page.getByRole('button', { name: 'Connect' }).click()
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Settings')
  const host = new URL(server.url).host
  const change = `Signs you out of ${host} and takes this account off the list; then you sign in on the new server.`
  const add =
    'Keeps you signed in here and adds another account, on another server (staging beside production, say) or on this one. Switch between them at any time.'
  const serverCard = page.getByRole('region', { name: 'Server' })
  await expect(serverCard.getByRole('button', { name: 'Change server' })).toHaveAccessibleDescription(change)
  await expect(serverCard.getByText(change)).toBeVisible()
  const accountsCard = page.getByRole('region', { name: 'Accounts' })
  await expect(accountsCard.getByRole('button', { name: 'Add account' })).toHaveAccessibleDescription(add)
  await expect(accountsCard.getByText(add)).toBeVisible()
})
