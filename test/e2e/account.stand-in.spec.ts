// Account, notifications, the last-seen ping and Settings end to end, with
// the OS surfaces recorded by the harness (browser target only).
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('after sign-in the ping reaches the platform, and Account says when it was last seen; account info is shown', async ({
  server,
  launch
}) => {
  const { page } = await launch({ baseUrl: server.url })
  expect(server.controls.lastSeen(1)).toBeNull()
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => server.controls.lastSeen(1)).not.toBeNull()
  await openView(page, 'Account')
  await expect(page.getByText(/Last seen by the platform: just now/)).toBeVisible()
  const account = page.getByRole('region', { name: 'Your account' })
  await expect(account.getByText('demo@example.com')).toBeVisible()
  await expect(account.getByText('pro', { exact: true })).toBeVisible()
  await expect(account.getByText('Member since')).toBeVisible()
})

test('the leak check answers for a leaked and a safe password, and the password is nowhere on the page afterwards', async ({
  server,
  launch
}) => {
  const { page } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Account')
  const check = page.getByRole('region', { name: /Password leak check/ })
  await check.getByLabel('Password to check').fill('hunter2')
  await check.getByRole('button', { name: 'Check' }).click()
  await expect(check.getByRole('status')).toHaveText('This password was found in 52,124 known leaks. Do not use it.')
  await expect(check.getByLabel('Password to check')).toHaveValue('')
  await check.getByLabel('Password to check').fill('a much better passphrase 42')
  await check.getByRole('button', { name: 'Check' }).click()
  await expect(check.getByRole('status')).toHaveText('This password is not in the platform’s list of leaked passwords.')
  const html = await page.content()
  expect(html).not.toContain('hunter2')
  expect(html).not.toContain('a much better passphrase 42')
})

test('notifications: newest first, mark as read, and read state survives a restart', async ({
  server,
  launch,
  profile
}) => {
  const first = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(first.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(first.page)
  await openView(first.page, 'Notifications')
  const status = first.page.getByRole('status').filter({ hasText: /unread|All read/ })
  await expect(status).toHaveText(/^\d+ unread\.$/)
  const unreadBefore = Number((await status.textContent())?.match(/\d+/)?.[0])
  const firstUnread = first.page.getByRole('listitem', { name: /^Unread: / }).first()
  const title = (await firstUnread.getAttribute('aria-label'))?.replace('Unread: ', '') ?? ''
  await firstUnread.getByRole('button', { name: `Mark “${title}” as read` }).click()
  await expect(status).toHaveText(`${unreadBefore - 1} unread.`)
  await first.close()

  const second = await launch({ baseUrl: server.url, userDataDir: profile })
  await expectSignedIn(second.page)
  await openView(second.page, 'Notifications')
  await expect(second.page.getByRole('status').filter({ hasText: /unread|All read/ })).toHaveText(
    `${unreadBefore - 1} unread.`
  )
  await second.page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(second.page.getByRole('status').filter({ hasText: /unread|All read/ })).toHaveText('All read.')
  expect(title).not.toBe('')
})

test('a new notification on the platform gives one OS notification and a badge count; clicking it opens the item', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page, standIns } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Notifications')
  await expect(page.getByRole('status').filter({ hasText: /unread/ })).toBeVisible()
  const unread = standIns?.badgeCounts.at(-1) ?? 0
  expect(unread).toBeGreaterThan(0)
  expect(standIns?.notifications.filter((n) => n.id.startsWith('notifications:'))).toEqual([])

  server.controls.addNotification(1, { type: 'mention', title: 'Ada mentioned you', body: 'In platform-desktop #12' })
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect
    .poll(() => standIns?.notifications.filter((n) => n.id.startsWith('notifications:')).map((n) => n.title))
    .toEqual(['Ada mentioned you'])
  expect(standIns?.badgeCounts.at(-1)).toBe(unread + 1)
  await expect.poll(() => standIns?.trayModels.at(-1)?.tooltip).toContain(`${unread + 1} unread notifications`)

  await openView(page, 'Status')
  standIns?.notifications.find((n) => n.title === 'Ada mentioned you')?.click()
  await expect(page.getByRole('listitem', { name: 'Unread: Ada mentioned you' })).toBeFocused()
})

test('every setting persists across a restart', async ({ server, launch, profile }) => {
  const first = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(first.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(first.page)
  await openView(first.page, 'Settings')
  const page = first.page
  await page.getByRole('radio', { name: 'Dark' }).check()
  for (const [label, value] of [
    [/Check platform status every/, '3'],
    [/Check for new notifications every/, '4'],
    [/Tell the platform you are here every/, '7']
  ] as const) {
    await page.getByLabel(label).fill(value)
    await page.getByLabel(label).press('Enter')
  }
  await page.getByLabel('Service id').fill('cdn')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Extra services' }).getByText('cdn')).toBeVisible()
  for (const label of [
    'Notify me when a watched service changes state',
    'Notify me about new platform notifications',
    'Close to tray',
    'Remember my last ten searches'
  ])
    await page.getByLabel(label).uncheck()
  for (const label of ['Start Platform Desktop when I sign in to this computer', 'Start hidden'])
    await page.getByLabel(label).check()
  await page.getByRole('radio', { name: 'Ask before downloading' }).check()
  await expect(page.getByRole('radio', { name: 'Ask before downloading' })).toBeChecked()
  // A value out of bounds is refused with a sentence.
  await page.getByLabel(/Check platform status every/).fill('0')
  await page.getByLabel(/Check platform status every/).press('Enter')
  await expect(page.getByText('Enter a whole number of minutes from 1 to 60.')).toBeVisible()
  await expect.poll(() => first.standIns?.loginItem.at(-1)).toEqual({ enabled: true, startHidden: true })
  await first.close()

  const second = await launch({ baseUrl: server.url, userDataDir: profile })
  await expectSignedIn(second.page)
  await openView(second.page, 'Settings')
  const again = second.page
  await expect(again.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expect(again.getByLabel(/Check platform status every/)).toHaveValue('3')
  await expect(again.getByLabel(/Check for new notifications every/)).toHaveValue('4')
  await expect(again.getByLabel(/Tell the platform you are here every/)).toHaveValue('7')
  await expect(again.getByRole('list', { name: 'Extra services' }).getByText('cdn')).toBeVisible()
  for (const label of [
    'Notify me when a watched service changes state',
    'Notify me about new platform notifications',
    'Close to tray',
    'Remember my last ten searches'
  ])
    await expect(again.getByLabel(label)).not.toBeChecked()
  for (const label of ['Start Platform Desktop when I sign in to this computer', 'Start hidden'])
    await expect(again.getByLabel(label)).toBeChecked()
  await expect(again.getByRole('radio', { name: 'Ask before downloading' })).toBeChecked()
})
