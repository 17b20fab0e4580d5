// Forced colours (Windows High Contrast): the browser swaps every colour for
// a few system ones and drops backgrounds and box shadows. What carries a
// state must still show it then: a Settings switch on against off, each
// status the header's dot can show, the chosen navigation item and tab, and
// an unread count against a plain one. Compared by what is painted (element
// screenshots) and by computed styles, in both the light and the dark
// system palette.
import type { Locator, Page } from '@playwright/test'
import { PNG } from 'pngjs'

import { expect, expectSignedIn, openView, signIn, test } from './support'

/** An element as painted now: the pointer parked away, transitions finished. */
async function picture(page: Page, element: Locator): Promise<PNG> {
  await page.mouse.move(0, 0)
  return PNG.sync.read(await element.screenshot({ animations: 'disabled', caret: 'hide' }))
}

/** How many pixels differ between two pictures of the same size. */
function differingPixels(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height])
  let count = 0
  for (let i = 0; i < a.data.length; i += 4) if (a.data.readUInt32BE(i) !== b.data.readUInt32BE(i)) count++
  return count
}

/** How many pixels differ from the first (corner) one: none means the picture is blank. */
function markedPixels(image: PNG): number {
  const corner = image.data.readUInt32BE(0)
  let count = 0
  for (let i = 0; i < image.data.length; i += 4) if (image.data.readUInt32BE(i) !== corner) count++
  return count
}

const styleOf = (element: Locator, pseudo?: string) =>
  element.evaluate((node, pseudoElement) => {
    const style = getComputedStyle(node, pseudoElement)
    return { background: style.backgroundColor, color: style.color, transform: style.transform }
  }, pseudo ?? null)

async function signedInWithForcedColours(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, forcedColors: 'active' })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
}

for (const scheme of ['light', 'dark'] as const) {
  test(`with forced colours (${scheme}) a Settings switch looks different on and off`, async ({ server, launch }) => {
    const { page } = await launch({ baseUrl: server.url })
    await signedInWithForcedColours(page, scheme)
    await openView(page, 'Settings')
    const toggle = page.getByRole('checkbox', { name: 'Notify me when a watched service changes state' })
    await toggle.scrollIntoViewIfNeeded()
    await expect(toggle).toBeChecked()
    const on = {
      picture: await picture(page, toggle),
      track: await styleOf(toggle),
      knob: await styleOf(toggle, '::before')
    }

    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).not.toBeChecked()
    await toggle.blur()
    const off = {
      picture: await picture(page, toggle),
      track: await styleOf(toggle),
      knob: await styleOf(toggle, '::before')
    }

    // A quarter of the switch or more is painted differently; the knob shows on both (not Canvas on Canvas).
    expect(differingPixels(on.picture, off.picture)).toBeGreaterThan((on.picture.width * on.picture.height) / 4)
    expect(off.knob.background).not.toBe(off.track.background)
    expect(on.knob.background).not.toBe(on.track.background)
    // On: a filled track, the knob moved to the end; off: an outlined track, the knob at the start.
    expect(on.track.background).not.toBe(off.track.background)
    expect(on.knob.transform).not.toBe(off.knob.transform)
  })

  test(`with forced colours (${scheme}) each status the header's dot shows looks different`, async ({
    server,
    launch
  }) => {
    const { page } = await launch({ baseUrl: server.url })
    await signedInWithForcedColours(page, scheme)
    const dot = page.getByRole('button', { name: /^Platform status: / }).getByRole('img')
    await openView(page, 'Status')
    // The seed has one service degraded and one under maintenance: degraded is the worst.
    const steps: [string, () => void][] = [
      ['degraded', () => undefined],
      ['down', () => server.controls.setServiceStatus('notifications', { state: 'down' })],
      ['maintenance', () => server.controls.setServiceStatus('notifications', { state: 'operational' })],
      ['operational', () => server.controls.setServiceStatus('search', { state: 'operational' })]
    ]
    const pictures = new Map<string, PNG>()
    for (const [state, change] of steps) {
      change()
      await page.getByRole('button', { name: 'Check now' }).click()
      await expect(dot).toHaveAttribute('data-state', state)
      pictures.set(state, await picture(page, dot))
    }
    for (const [state, image] of pictures) expect(markedPixels(image), `the ${state} dot is drawn`).toBeGreaterThan(0)
    const states = [...pictures.keys()]
    for (const [i, a] of states.entries()) {
      for (const b of states.slice(i + 1)) {
        expect(
          differingPixels(pictures.get(a) as PNG, pictures.get(b) as PNG),
          `${a} and ${b} look different`
        ).toBeGreaterThan(4)
      }
    }
  })

  test(`with forced colours (${scheme}) the chosen view, the chosen tab and an unread count stand out`, async ({
    server,
    launch
  }) => {
    const { page } = await launch({ baseUrl: server.url })
    await signedInWithForcedColours(page, scheme)
    await openView(page, 'Followers')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const chosen = await styleOf(nav.getByRole('button', { name: 'Followers', exact: true }))
    const other = await styleOf(nav.getByRole('button', { name: 'Profile', exact: true }))
    expect(chosen.background).not.toBe(other.background)
    expect(chosen.color).not.toBe(other.color)

    const tabs = page.getByRole('tablist')
    await expect(tabs.getByRole('tab', { name: /^Followers/ })).toHaveAttribute('aria-selected', 'true')
    const tab = await styleOf(tabs.getByRole('tab', { name: /^Followers/ }))
    const otherTab = await styleOf(tabs.getByRole('tab', { name: /^Following/ }))
    expect(tab.background).not.toBe(otherTab.background)

    // The unread count on Notifications against the plain count on the Followers tab.
    const unread = await styleOf(
      nav.getByRole('button', { name: 'Notifications', exact: true }).locator('.count-badge')
    )
    const plain = await styleOf(tabs.getByRole('tab', { name: /^Following/ }).locator('.count-badge'))
    expect(unread.background).not.toBe(plain.background)
  })
}
