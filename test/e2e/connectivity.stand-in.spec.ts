// One connectivity state (issue 36, items 3 and 4): with the platform out of
// reach, one calm band says so with when the data shown was last seen; no
// view part repeats it, Status keeps what it saw without counting it as
// trouble, the tray says the connection and not the services, and no status
// notification goes out. When the platform is back, everything refreshes
// once with no click, within 30 s.
import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

const hostOf = (server: ReferenceServer) => new URL(server.url).host
const count = (server: ReferenceServer, operationId: string) =>
  server.controls.requests().filter((r) => r.operationId === operationId).length

test('the platform out of reach is one band, not a service outage; it goes by itself when the platform is back', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page, standIns } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Status')
  const services = page.getByRole('region', { name: 'Services' })
  await expect(services.getByRole('listitem', { name: 'Search' })).toContainText(/Under maintenance/)
  const band = page.getByRole('status').filter({ hasText: 'Can’t reach' })
  await expect(band).toHaveCount(0)
  const notificationsBefore = standIns?.notifications.length ?? 0

  // The platform goes away: every request's connection is dropped without an answer.
  server.controls.setFaults({ '*': { dropConnection: true } })
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(band).toHaveText(
    new RegExp(`^Can’t reach ${hostOf(server).replace(/\./g, '\\.')} — showing what you saw at \\d{1,2}:\\d{2}`)
  )
  // Status keeps what it saw; nothing counts the connection as services in trouble.
  await expect(services.getByRole('listitem', { name: 'Search' })).toContainText(/Under maintenance/)
  await expect(page.getByText(/not checked|Could not refresh/)).toHaveCount(0)
  if (standIns) {
    await expect
      .poll(() => standIns.trayModels.at(-1)?.tooltip)
      .toMatch(new RegExp(`Can’t reach ${hostOf(server).replace(/\./g, '\\.')}; last seen: `))
    expect(standIns.trayModels.at(-1)?.state).not.toBe('unknown')
  }

  // Another view, refreshed: its last data stays, and the band is the only word on the connection.
  await openView(page, 'Profile')
  await expect(page.getByRole('main').getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  await page.keyboard.press('Control+R')
  await expect(band).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { name: 'Demo User', exact: true })).toBeVisible()
  await expect(page.getByText(/Could not refresh/)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Back: within 30 s, with no click, the band goes and the view on screen is asked again once.
  const profilesBefore = count(server, 'getUserData')
  server.controls.setFaults({})
  const back = Date.now()
  await expect(band).toHaveCount(0, { timeout: 25_000 })
  expect(Date.now() - back).toBeLessThan(30_000)
  await expect.poll(() => count(server, 'getUserData')).toBeGreaterThan(profilesBefore)
  if (standIns) {
    await expect.poll(() => standIns.trayModels.at(-1)?.tooltip).not.toMatch(/Can’t reach/)
    // No status notification for the connection going or coming.
    expect(standIns.notifications.slice(notificationsBefore).filter((n) => n.id.startsWith('status:'))).toEqual([])
  }
})
