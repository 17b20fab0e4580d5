// Notifications and the OS, end to end with the recorded stand-ins: a
// notification's link goes to the browser through main's checks, and the
// badge follows Mark as unread and Undo as it follows Mark as read.
import { expect, expectSignedIn, openView, signIn, test } from './support'

test('a notification with a link opens it in the browser and is read; the badge follows unread marks and Undo', async ({
  server,
  launch
}) => {
  const link = `${server.url}/builds/9`
  server.controls.setFaults({
    listNotifications: {
      json: {
        data: [
          {
            id: 'b-9',
            kind: 'ci',
            title: 'Build failed',
            subject: { type: 'build', html_url: link },
            created_at: new Date().toISOString(),
            unread: true
          },
          { id: 'b-8', kind: 'ci', subject: 'Build passed', created_at: '2026-01-01T00:00:00Z', unread: false }
        ]
      }
    }
  })
  const { page, standIns } = await launch({ baseUrl: server.url })
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await expect.poll(() => standIns?.badgeCounts.at(-1)).toBe(1)
  await openView(page, 'Notifications')

  const row = page.getByRole('listitem', { name: 'Unread: Build failed' })
  const open = row.getByRole('link', { name: 'Build failed' })
  await expect(open).toHaveAttribute('href', link)
  await open.click()
  await expect.poll(() => standIns?.openedExternal).toEqual([link])
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.locator('.unread-count')).toHaveText('All read.')
  await expect.poll(() => standIns?.badgeCounts.at(-1)).toBe(0)

  await page.getByRole('button', { name: 'Mark “Build passed” as unread' }).click()
  await expect.poll(() => standIns?.badgeCounts.at(-1)).toBe(1)
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect.poll(() => standIns?.badgeCounts.at(-1)).toBe(0)
  await page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: 'Undo' }).click()
  await expect.poll(() => standIns?.badgeCounts.at(-1)).toBe(1)
  await expect(page.getByRole('listitem', { name: 'Unread: Build passed' })).toBeVisible()
})
