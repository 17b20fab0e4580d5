// Status, updates, the tray and status notifications end to end, with the
// OS surfaces recorded by the harness (browser target only).
import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

const statusNotes = (standIns: { notifications: { id: string; body: string }[] } | null) =>
  standIns?.notifications.filter((n) => n.id.startsWith('status:')) ?? []
const checks = (server: ReferenceServer) =>
  server.controls.requests().filter((r) => r.operationId === 'listMaintenance').length

test('the Status view shows every seeded service in its state with its message', async ({ server, launch }) => {
  // The seed's dates are fixed; announce Git hosting's maintenance for tomorrow, as a platform would.
  const tomorrow = new Date(Date.now() + 86_400_000)
  server.controls.setServiceStatus('git', {
    scheduledStart: tomorrow.toISOString(),
    scheduledEnd: new Date(tomorrow.getTime() + 7_200_000).toISOString()
  })
  const { page } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Status')
  const services = page.getByRole('region', { name: 'Services' })
  const expected: [string, RegExp][] = [
    ['API', /Operational/],
    ['Website', /Operational/],
    ['Git hosting', /Operational/],
    ['Search', /Under maintenance/],
    ['Notifications', /Degraded/]
  ]
  for (const [name, state] of expected) await expect(services.getByRole('listitem', { name })).toContainText(state)
  await expect(services.getByRole('listitem', { name: 'Git hosting' })).toContainText('Maintenance planned from')
  await expect(services.getByRole('listitem', { name: 'Search' })).toContainText('The search index is being rebuilt')
  await services.getByRole('listitem', { name: 'Search' }).getByText('Details from the platform').click()
  await expect(services.getByRole('listitem', { name: 'Search' }).getByText('Scheduled start')).toBeVisible()
})

test('Status shows the newest three updates and leads to all of them', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Status')
  const updates = page.getByRole('region', { name: 'Latest updates' })
  await expect(updates.getByRole('listitem')).toHaveCount(3)
  await updates.getByRole('button', { name: 'See all updates' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10)
})

test('a service that changes state yields exactly one OS notification and a new tray model; clicking it opens Status', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page, standIns } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => standIns?.trayModels.at(-1)?.state).toBe('degraded')
  expect(statusNotes(standIns)).toEqual([])

  server.controls.setServiceStatus('notifications', { state: 'operational', message: 'Delivery is back to normal.' })
  await openView(page, 'Status')
  await page.getByRole('button', { name: 'Check now' }).click()
  // Search is still under maintenance, so that is now the worst state.
  await expect.poll(() => standIns?.trayModels.at(-1)?.state).toBe('maintenance')
  // After the account on screen and its server (issue 36).
  expect(standIns?.trayModels.at(-1)?.tooltip).toMatch(
    /^Platform Desktop — demo · 127\.0\.0\.1:\d+ — 1 under maintenance( — \d+ unread notifications)?$/
  )
  expect(statusNotes(standIns).map((n) => n.body)).toEqual(['Notifications is operational again.'])

  // Flapping back within the quiet period: a new tray model, no second notification.
  server.controls.setServiceStatus('notifications', { state: 'degraded' })
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect.poll(() => standIns?.trayModels.at(-1)?.state).toBe('degraded')
  expect(statusNotes(standIns)).toHaveLength(1)

  await openView(page, 'Account')
  standIns?.notifications.find((n) => n.id.startsWith('status:'))?.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible()
})

test('suspended, the app asks nothing; on resume it checks once', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  await expect.poll(() => checks(server)).toBe(1)
  app.power('suspend')
  app.power('lock-screen')
  await app.page.waitForTimeout(500)
  app.power('resume')
  await app.page.waitForTimeout(300)
  expect(checks(server)).toBe(1)
  app.power('unlock-screen')
  await expect.poll(() => checks(server)).toBe(2)
  await app.page.waitForTimeout(500)
  expect(checks(server)).toBe(2)
})
