// Several accounts on two independent reference servers (issue 24), through
// the harness (on the browser target the tokens and the tray are read from
// main too, to prove the tokens are nowhere else): add a second account on the other server without
// touching the first, switch back and forth with each view showing its own
// person, the tray telling each server, a link naming a server opening in its
// account, restart with both remembered, a 401 on one ends only that one,
// signing out of one keeps the other, and Cancel stops Add account's check
// of a slow server as it stops first run's.
import { startServer } from '../../server/index'
import type { LaunchedApp } from './harness'
import { expect, expectSignedIn, expectTokenNowhere, openView, signIn, test } from './support'

const heldToken = (app: LaunchedApp) => app.main?.accounts.activeContext()?.session.token() ?? null

test('two accounts on two servers, side by side', async ({ server, profile, launch }) => {
  const other = await startServer({ port: 0, host: '127.0.0.1' })
  try {
    const hostOf = (url: string) => new URL(url).host
    const demoLabel = `demo · ${hostOf(server.url)}`
    const aliceLabel = `alice · ${hostOf(other.url)}`
    // Main asks in its own dialog before Add account contacts a server; the person agrees.
    const app = await launch({ baseUrl: server.url, userDataDir: profile, confirm: 'accept' })
    const { page } = app
    const accountButton = (name: string) => page.getByRole('button', { name: `Signed in as ${name}` })
    const chooseAccount = async (label: string) => {
      await page.getByRole('button', { name: /^Signed in as / }).click()
      await page.getByRole('menuitemradio', { name: label }).click()
    }
    const profileHeading = (name: string) => page.getByRole('main').getByRole('heading', { name, exact: true })

    await signIn(page, 'demo', 'demo1234', { remember: true })
    await expectSignedIn(page)
    await expect(accountButton('Demo User')).toBeVisible()
    const demoToken = heldToken(app)

    // Add account: the other server is checked, then alice signs in there; demo stays signed in throughout.
    await accountButton('Demo User').click()
    await page.getByRole('menuitem', { name: 'Add account…' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Add account' })).toBeVisible()
    await page.getByLabel('Server URL').fill(other.url)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText(other.url)).toBeVisible()
    if (app.standIns)
      expect(app.standIns.confirmations.map((asked) => asked.message)).toEqual([
        `Add an account on ${hostOf(other.url)}?`
      ])
    const otherBefore = other.controls.requests().length
    await page.getByLabel('Username').fill('alice')
    await page.getByLabel('Password', { exact: true }).fill('alice1234')
    await page.getByLabel('Remember me').check()
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(accountButton('Alice Andersen')).toBeVisible()
    expect(
      other.controls
        .requests()
        .slice(otherBefore)
        .some((r) => r.operationId === 'login')
    ).toBe(true)
    const aliceToken = heldToken(app)
    // The tokens and the tray are read from main, which only the browser target runs in this process.
    if (aliceToken !== null) expect(aliceToken).not.toBe(demoToken)

    // Each view shows the right person, back and forth.
    await openView(page, 'Profile')
    await expect(profileHeading('Alice Andersen')).toBeVisible()
    await chooseAccount(demoLabel)
    await expect(accountButton('Demo User')).toBeVisible()
    await openView(page, 'Profile')
    await expect(profileHeading('Demo User')).toBeVisible()
    await expect(profileHeading('Alice Andersen')).toHaveCount(0)
    await chooseAccount(aliceLabel)
    await expect(profileHeading('Alice Andersen')).toBeVisible()
    await expect(profileHeading('Demo User')).toHaveCount(0)

    // The tray tells each server on its own line; a link naming a server opens in the account on it.
    const trayLines = () =>
      (app.standIns?.trayModels.at(-1)?.items ?? []).flatMap((item) => (item.type === 'info' ? [item.label] : []))
    if (app.standIns)
      await expect
        .poll(trayLines)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(`^${hostOf(server.url)}: `),
            expect.stringMatching(`^${hostOf(other.url)}: `)
          ])
        )
    await app.deepLink(`platform-desktop://user/1?server=${hostOf(server.url)}`)
    await expect(accountButton('Demo User')).toBeVisible()
    await expect(profileHeading('Demo User')).toBeVisible()

    for (const token of [demoToken, aliceToken]) if (token) await expectTokenNowhere(app, token, { onDisk: true })
    await app.close()

    // A restart brings both back, the one on screen first (demo, since the link), with no sign-in.
    const again = await launch({ baseUrl: server.url, userDataDir: profile })
    const next = again.page
    await expect(next.getByRole('button', { name: 'Signed in as Demo User' })).toBeVisible()
    await next.getByRole('button', { name: /^Signed in as / }).click()
    await next.getByRole('menuitemradio', { name: aliceLabel }).click()
    await expect(next.getByRole('button', { name: 'Signed in as Alice Andersen' })).toBeVisible()
    await next.getByRole('button', { name: /^Signed in as / }).click()
    await next.getByRole('menuitemradio', { name: demoLabel }).click()
    await expect(next.getByRole('button', { name: 'Signed in as Demo User' })).toBeVisible()

    // The other server ends alice's session: only hers ends, found when she is next shown.
    other.controls.expireAllTokens()
    await next.getByRole('button', { name: /^Signed in as / }).click()
    await next.getByRole('menuitemradio', { name: aliceLabel }).click()
    await expect(next.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(next.getByText(other.url)).toBeVisible()
    const others = next.getByRole('region', { name: 'Your other accounts' })
    await others.getByRole('button', { name: `Switch to ${demoLabel}` }).click()
    await expect(next.getByRole('button', { name: 'Signed in as Demo User' })).toBeVisible()

    // Signing out of demo leaves the list as it was: alice is there to switch to (signed out by her server).
    await next.getByRole('button', { name: 'Signed in as Demo User' }).click()
    await next.getByRole('menuitem', { name: 'Sign out', exact: true }).click()
    await expect(next.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(
      next.getByRole('region', { name: 'Your other accounts' }).getByRole('button', { name: `Switch to ${aliceLabel}` })
    ).toBeVisible()
  } finally {
    await other.close()
  }
})

test('signing out of one account keeps the other signed in', async ({ server, launch }) => {
  const other = await startServer({ port: 0, host: '127.0.0.1' })
  try {
    const app = await launch({ baseUrl: server.url, confirm: 'accept' })
    const { page } = app
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    await page.getByRole('button', { name: 'Signed in as Demo User' }).click()
    await page.getByRole('menuitem', { name: 'Add account…' }).click()
    await page.getByLabel('Server URL').fill(other.url)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Username').fill('bob')
    await page.getByLabel('Password', { exact: true }).fill('bob1234')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Signed in as Bob Brown' })).toBeVisible()

    await page.getByRole('button', { name: 'Signed in as Bob Brown' }).click()
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await page
      .getByRole('region', { name: 'Your other accounts' })
      .getByRole('button', { name: `Switch to demo · ${new URL(server.url).host}` })
      .click()
    await expect(page.getByRole('button', { name: 'Signed in as Demo User' })).toBeVisible()
    await openView(page, 'Profile')
    await expect(page.getByRole('main').getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  } finally {
    await other.close()
  }
})

test('Add account: Cancel stops a slow server check (the server sees it go); Change server comes back to the address typed', async ({
  server,
  launch
}) => {
  const other = await startServer({ port: 0, host: '127.0.0.1' })
  try {
    const { page } = await launch({ baseUrl: server.url, confirm: 'accept' })
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    // The other server takes far longer than anyone waits to answer the check.
    other.controls.setFaults({ listMaintenance: { delayMs: 60_000 } })
    const checks = () => other.controls.requests().filter((r) => r.operationId === 'listMaintenance')

    await page.getByRole('button', { name: 'Signed in as Demo User' }).click()
    await page.getByRole('menuitem', { name: 'Add account…' }).click()
    const field = page.getByLabel('Server URL')
    const typed = other.url.replace(/^http:\/\//, '')
    await field.fill(typed)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('button', { name: 'Checking the server…' })).toBeDisabled()
    await expect.poll(() => checks().length).toBe(1)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(field).toHaveValue(typed)
    await expect(field).toBeFocused()
    await expect(page.getByRole('heading', { level: 1, name: 'Add account' })).toBeVisible()
    // Main aborted the request, not just the page's wait for it.
    await expect.poll(() => checks()[0]?.aborted).toBe(true)

    // Answering again: on to the new account's sign-in, and Change server comes back to the address as typed.
    other.controls.setFaults({})
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText(other.url)).toBeVisible()
    await page.getByRole('button', { name: 'Change server' }).click()
    await expect(page.getByLabel('Server URL')).toHaveValue(typed)
    // Add account's own Cancel leaves it, demo signed in throughout.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Signed in as Demo User' })).toBeVisible()
  } finally {
    await other.close()
  }
})
