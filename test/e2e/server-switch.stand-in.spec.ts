// Changing the server from Settings while signed in, through the harness's
// recorded confirmation dialog (browser target only): main asks before the
// new server hears anything; Cancel is said calmly and keeps the session;
// Switch signs out and leads to sign-in on the new server, whose public
// status is then checked at once.
import { startServer } from '../../server/index'
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('switching servers while signed in asks in main’s dialog first', async ({ server, launch }) => {
  const other = await startServer({ port: 0, host: '127.0.0.1' })
  try {
    const app = await launch({ confirm: 'hold' })
    const { page } = app
    const confirmations = app.standIns?.confirmations
    if (!confirmations) throw new Error('browser target only')
    const host = (url: string) => new URL(url).host

    await page.getByLabel('Server URL').fill(server.url)
    await page.getByRole('button', { name: 'Connect' }).click()
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    expect(confirmations).toEqual([])

    await openView(page, 'Settings')
    const panel = page.getByRole('region', { name: 'Server' })
    // Said before anything is pressed: Change server signs you out (Add account, in the card above, keeps you).
    await expect(panel.getByRole('button', { name: 'Change server' })).toHaveAccessibleDescription(/^Signs you out of /)
    await panel.getByRole('button', { name: 'Change server' }).click()
    await panel.getByLabel('New server address').fill(other.url)
    await panel.getByRole('button', { name: 'Switch server' }).click()
    await expect.poll(() => confirmations.length).toBe(1)
    expect(confirmations[0]).toMatchObject({
      message: `Switch to ${host(other.url)}?`,
      detail: `You will be signed out of ${host(server.url)}, and this account leaves the list. Your other accounts stay as they are.`,
      confirmLabel: 'Switch'
    })
    expect(other.controls.requests()).toEqual([])

    confirmations[0]?.answer(false)
    await expect(panel.getByRole('status')).toHaveText(
      `Nothing was changed: you are still signed in to ${host(server.url)}.`
    )
    await expect(panel.getByRole('alert')).toHaveCount(0)
    await expectSignedIn(page)
    expect(other.controls.requests()).toEqual([])

    await panel.getByRole('button', { name: 'Switch server' }).click()
    await expect.poll(() => confirmations.length).toBe(2)
    expect(other.controls.requests()).toEqual([])
    confirmations[1]?.answer(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByText(other.url)).toBeVisible()
    // The new server's probe, then (signed out, so with no credential) its status, checked at once for the new platform.
    // The status check may still be on its way when the sign-in form shows.
    const asked = () => other.controls.requests().map((r) => r.operationId)
    await expect.poll(() => new Set(asked())).toEqual(new Set(['listMaintenance', 'getMaintenance']))
    expect(asked()[0]).toBe('listMaintenance')
  } finally {
    await other.close()
  }
})
