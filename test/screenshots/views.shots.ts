// `npm run screenshots`: every view in light and dark at 1100×720, the
// account menu open and a notification under the pointer, and the followers
// view at 640×480, Settings and Followers with forced colours (Windows High
// Contrast), from the built renderer bound to the real main
// process and the reference server with its demo data (demo / demo1234),
// into docs/screenshots/. The names come from test/support/screenshot-list.ts.
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

import { startServer } from '../../server/index'
import { type ViewId, viewIds } from '../../src/shared/views'
import { expect, expectSignedIn, openView, signIn } from '../e2e/support'
import {
  expectedScreenshots,
  forcedScreenshotName,
  languageScreenshotName,
  languageViews,
  NARROW,
  narrowScreenshotName,
  pictureLanguages,
  screenshotName,
  SIDE_BY_SIDE,
  sideBySideScreenshotName,
  themes,
  WIDE
} from '../support/screenshot-list'
import { OUT, settled, shoot, test, views } from './support'

/** The second server of the two-accounts picture, beside the first. */
const OTHER_PORT = 8788

test.beforeAll(async () => {
  // A view that was renamed or removed leaves no stale picture behind.
  const expected = new Set(expectedScreenshots().map((shot) => shot.name))
  for (const name of await readdir(OUT).catch(() => []))
    if (name.endsWith('.png') && !expected.has(name)) await rm(join(OUT, name))
})

for (const language of pictureLanguages) {
  test(`three views in ${language}`, async ({ server, launch }) => {
    const { page } = await launch({ baseUrl: server.url })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize(WIDE)
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    await openView(page, views.settings.label)
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    // The navigation's names are in the language now: its items are found by place, in the order of src/shared/views.ts.
    const nav = page.getByRole('navigation').first()
    for (const view of languageViews) {
      await nav.getByRole('button').nth(viewIds.indexOf(view)).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (view === 'profile') await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
      // The view's data has arrived: no loading placeholder, nothing busy.
      await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0)
      await shoot(page, languageScreenshotName(view, language))
    }
  })
}

for (const theme of themes) {
  test(`every view in the ${theme} theme`, async ({ server, launch }) => {
    // Connected through the first-run form, as a person would, so the sign-in
    // form shows the server with Change rather than PLATFORM_BASE_URL's note.
    const { page } = await launch()
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize(WIDE)
    await page.getByLabel('Server URL').fill(server.url)
    await page.getByRole('button', { name: 'Connect' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await shoot(page, screenshotName('sign-in', theme))

    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    for (const [id, view] of Object.entries(views) as [ViewId, (typeof views)[ViewId]][]) {
      await openView(page, view.label)
      await expect(page.getByRole('heading', { level: 1, name: view.label, exact: true })).toBeVisible()
      await view.ready(page)
      await shoot(page, screenshotName(id, theme))
    }

    // The first unread notification under the pointer shows its Mark as read.
    await openView(page, views.notifications.label)
    await views.notifications.ready(page)
    const unread = page.getByRole('listitem', { name: /^Unread: / }).first()
    await unread.hover()
    await expect(unread.getByRole('button', { name: /^Mark “.*” as read$/ })).toBeVisible()
    await shoot(page, screenshotName('notification-hover', theme), { hover: true })

    await page.getByRole('button', { name: /^Signed in as / }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await shoot(page, screenshotName('account-menu', theme), { hover: true })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)

    // The platform out of reach: one calm band above the view; Status keeps what it saw.
    await openView(page, views.status.label)
    await views.status.ready(page)
    server.controls.setFaults({ '*': { dropConnection: true } })
    await page.getByRole('button', { name: 'Check now' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Can’t reach' })).toBeVisible()
    await shoot(page, screenshotName('offline', theme))
    server.controls.setFaults({})
    await expect(page.getByRole('status').filter({ hasText: 'Can’t reach' })).toHaveCount(0, { timeout: 25_000 })

    await openView(page, views.followers.label)
    await views.followers.ready(page)
    await page.setViewportSize(NARROW)
    await shoot(page, narrowScreenshotName(theme))
  })
}

for (const theme of themes) {
  test(`a start on kept data with the platform gone, in the ${theme} theme`, async ({ server, profile, launch }) => {
    let app = await launch({ baseUrl: server.url, userDataDir: profile })
    await signIn(app.page, 'demo', 'demo1234', { remember: true })
    await expectSignedIn(app.page)
    await openView(app.page, views.notifications.label)
    await views.notifications.ready(app.page)
    await app.close()

    server.controls.setFaults({ '*': { dropConnection: true } })
    app = await launch({ baseUrl: server.url, userDataDir: profile })
    const { page } = app
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize(WIDE)
    await expect(page.getByRole('heading', { level: 1, name: views.notifications.label })).toBeVisible()
    await views.notifications.ready(page)
    await expect(page.getByRole('status').filter({ hasText: 'Can’t reach' })).toBeVisible()
    await expect(page.locator('.freshness').filter({ hasText: /^As of / })).toBeVisible()
    await shoot(page, screenshotName('offline-start', theme))
    server.controls.setFaults({})
  })
}

for (const theme of themes) {
  test(`forced colours in the ${theme} theme's palette`, async ({ server, launch }) => {
    const { page } = await launch({ baseUrl: server.url })
    // Chromium picks the light or the dark high-contrast palette from the colour scheme.
    await page.emulateMedia({ colorScheme: theme, forcedColors: 'active' })
    await page.setViewportSize(WIDE)
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)

    // Settings at its switches, some on and some off; the header and the navigation stay in view.
    await openView(page, views.settings.label)
    await views.settings.ready(page)
    await page
      .getByRole('heading', { name: 'Alerts' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
    await shoot(page, forcedScreenshotName('settings', theme))

    // Followers with its chosen tab and, from the keyboard, an active row.
    await openView(page, views.followers.label)
    await views.followers.ready(page)
    await page.getByRole('listbox', { name: 'Followers' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('option', { selected: true })).toHaveCount(1)
    await shoot(page, forcedScreenshotName('followers', theme))
  })
}

for (const theme of themes) {
  test(`two accounts named demo on two servers, side by side, in the ${theme} theme`, async ({ server, launch }) => {
    const other = await startServer({ port: OTHER_PORT, host: '127.0.0.1' }).catch(() =>
      startServer({ port: 0, host: '127.0.0.1' })
    )
    try {
      const app = await launch({ baseUrl: server.url, confirm: 'accept' })
      const { page } = app
      await page.emulateMedia({ colorScheme: theme })
      await page.setViewportSize(WIDE)
      await signIn(page, 'demo', 'demo1234')
      await expectSignedIn(page)
      await page.getByRole('button', { name: /^Signed in as / }).click()
      await page.getByRole('menuitem', { name: 'Add account…' }).click()
      await page.getByLabel('Server URL').fill(other.url)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('Username').fill('demo')
      await page.getByLabel('Password', { exact: true }).fill('demo1234')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(page.getByRole('banner').getByTestId('server-badge')).toHaveText(new URL(other.url).host)

      // Profile in each account, as its window shows it, with the title the taskbar shows.
      const shots: { title: string; png: Buffer }[] = []
      for (const [place, url] of [
        ['account:1', server.url],
        ['account:2', other.url]
      ] as const) {
        await app.menu(place)
        await expect(page.getByRole('banner').getByTestId('server-badge')).toHaveText(new URL(url).host)
        await openView(page, views.profile.label)
        await views.profile.ready(page)
        await settled(page, { hover: false })
        shots.push({ title: await page.title(), png: await page.screenshot({ caret: 'hide', animations: 'disabled' }) })
      }

      // One picture: each window under a strip with its title, as a window manager would draw it.
      const canvas = await page.context().newPage()
      await canvas.setViewportSize(SIDE_BY_SIDE)
      await canvas.emulateMedia({ colorScheme: theme })
      const strip = SIDE_BY_SIDE.height - WIDE.height
      await canvas.setContent(
        `<body style="margin:0;display:flex;font:14px system-ui,sans-serif;background:${theme === 'dark' ? '#0d0f12' : '#d9dde3'};color:${theme === 'dark' ? '#e8eaed' : '#1b1f24'}">` +
          shots
            .map(
              ({ title, png }) =>
                `<figure style="margin:0;width:${WIDE.width}px"><figcaption style="height:${strip}px;line-height:${strip}px;text-align:center">${title.replace(/[<&]/g, '')}</figcaption>` +
                `<img style="display:block" width="${WIDE.width}" height="${WIDE.height}" src="data:image/png;base64,${png.toString('base64')}"></figure>`
            )
            .join('') +
          '</body>'
      )
      await canvas.evaluate(() => Promise.all([...document.images].map((image) => image.decode())))
      await canvas.screenshot({ path: join(OUT, sideBySideScreenshotName(theme)) })
      await canvas.close()
    } finally {
      await other.close()
    }
  })
}
