// Which account am I in (issue 36), through the harness: demo on one
// reference server and demo on another — the same name, the same "Demo
// User" — differ on every screen. The header names the server with its own
// colour, the window's title names the account and its server, the tray's
// tooltip too (read from the stand-in, so the browser target only), the File
// menu lists both with Ctrl+Shift+1 and 2, which switch, and a colour chosen
// in Settings for one server marks it at once.
import { startServer } from '../../server/index'
import { commandItems } from '../../src/main/desktop/menu/app-menu-model'
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('two accounts named demo on two servers differ at a glance, and Ctrl+Shift+1 and 2 switch between them', async ({
  server,
  launch
}) => {
  const other = await startServer({ port: 0, host: '127.0.0.1' })
  try {
    const first = new URL(server.url).host
    const second = new URL(other.url).host
    const app = await launch({ baseUrl: server.url, confirm: 'accept' })
    const { page } = app
    const badge = page.getByRole('banner').getByTestId('server-badge')
    const accountButton = page.getByRole('button', { name: /^Signed in as / })
    const colorShown = () => badge.locator('.server-mark').getAttribute('data-color')
    const trayTooltip = () => app.standIns?.trayModels.at(-1)?.tooltip ?? ''

    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    // Who, and on which server: the header, the button's name, the window's title, the tray.
    await expect(badge).toHaveText(first)
    await expect(accountButton).toHaveAccessibleName(`Signed in as Demo User on ${first}`)
    await expect(page).toHaveTitle(new RegExp(` — demo · ${first.replace(/\./g, '\\.')} — Platform Desktop$`))
    await expect.poll(trayTooltip).toMatch(new RegExp(`^Platform Desktop — demo · ${first.replace(/\./g, '\\.')} — `))
    const firstColor = await colorShown()

    // The same name on the other server (staging beside production).
    await accountButton.click()
    await page.getByRole('menuitem', { name: 'Add account…' }).click()
    await page.getByLabel('Server URL').fill(other.url)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Username').fill('demo')
    await page.getByLabel('Password', { exact: true }).fill('demo1234')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(badge).toHaveText(second)
    await expect(accountButton).toHaveAccessibleName(`Signed in as Demo User on ${second}`)
    await expect(page).toHaveTitle(new RegExp(` — demo · ${second.replace(/\./g, '\\.')} — Platform Desktop$`))
    await expect.poll(trayTooltip).toMatch(new RegExp(`^Platform Desktop — demo · ${second.replace(/\./g, '\\.')} — `))
    // Each server its own colour, named for whoever cannot tell them apart.
    const secondColor = await colorShown()
    expect(secondColor).not.toBe(firstColor)
    await expect(badge.getByRole('img')).toHaveAccessibleName(/^[A-Z][a-z]+$/)

    // The File menu lists both, in the list's order, the one on screen ticked, each with its keys.
    const listed = () =>
      commandItems(app.standIns?.appMenus.at(-1) ?? [])
        .filter((item) => item.checked !== undefined)
        .map((item) => [item.id, item.label, item.accelerator, item.checked])
    await expect.poll(listed).toEqual([
      ['account:1', `demo · ${first}`, 'CmdOrCtrl+Shift+1', false],
      ['account:2', `demo · ${second}`, 'CmdOrCtrl+Shift+2', true]
    ])

    // Ctrl+Shift+1: the first account, everywhere at once.
    await app.menu('account:1')
    await expect(badge).toHaveText(first)
    await expect(page).toHaveTitle(new RegExp(` — demo · ${first.replace(/\./g, '\\.')} — `))
    expect(await colorShown()).toBe(firstColor)
    await expect.poll(trayTooltip).toMatch(new RegExp(`^Platform Desktop — demo · ${first.replace(/\./g, '\\.')} — `))
    await expect.poll(() => listed().map((item) => item[3])).toEqual([true, false])
    await app.menu('account:2')
    await expect(badge).toHaveText(second)

    // A colour chosen for this server, by its name, marks it at once; the other server keeps its own.
    const chosen =
      ['Pink', 'Purple'].find((name) => name.toLowerCase() !== firstColor && name.toLowerCase() !== secondColor) ??
      'Pink'
    await openView(page, 'Settings')
    await page.getByRole('region', { name: 'Server' }).getByRole('radio', { name: chosen }).check()
    await expect.poll(colorShown).toBe(chosen.toLowerCase())
    await expect(badge.getByRole('img')).toHaveAccessibleName(chosen)
    await app.menu('account:1')
    await expect(badge).toHaveText(first)
    expect(await colorShown()).toBe(firstColor)
  } finally {
    await other.close()
  }
})
