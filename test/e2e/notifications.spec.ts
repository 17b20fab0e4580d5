// Notifications end to end: the built renderer, the real main handlers (the
// reader, the read marks) and the reference server's notifications. A click
// on a notification that names someone opens their profile; Mark as unread
// and Undo after Mark all as read move the count the person sees.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

const ALICE = 2

/** The demo account's list as the platform might send it: one notification naming Alice by an object, before the seeded ones' shape. */
function namingAlice(server: ReferenceServer) {
  server.controls.setFaults({
    listNotifications: {
      json: {
        notifications: [
          {
            id: 9001,
            type: 'follow',
            title: 'Alice Andersen followed you',
            body: 'Say hello back.',
            createdAt: new Date().toISOString(),
            read: false,
            actor: { id: ALICE, username: 'alice' }
          },
          {
            id: 9000,
            type: 'system',
            title: 'Scheduled maintenance',
            body: 'Tonight.',
            createdAt: '2026-01-01T00:00:00Z',
            read: false
          }
        ]
      }
    }
  })
}

async function openNotifications(page: Page) {
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  await openView(page, 'Notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
}

const countLine = (page: Page) => page.locator('.unread-count')
/** The number in "N unread." (0 for "All read."). */
async function unreadShown(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? ''
  return text === 'All read.' ? 0 : Number(/^(\d+) unread\.$/.exec(text)?.[1] ?? Number.NaN)
}

test('a click anywhere on a notification naming someone opens their profile, and it is read then', async ({
  server,
  launch
}) => {
  namingAlice(server)
  const { page } = await launch({ baseUrl: server.url })
  await openNotifications(page)
  await expect(countLine(page)).toHaveText('2 unread.')
  const row = page.getByRole('listitem', { name: 'Unread: Alice Andersen followed you' })
  // A row that opens something, beside one that does not, as axe sees them.
  const axe = await new AxeBuilder({ page }).include('.notification-list').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  // Not on the title: on the body's words, which the title's click area covers.
  const words = await row.getByText('Say hello back.').boundingBox()
  expect(words).not.toBeNull()
  await page.mouse.click((words?.x ?? 0) + 4, (words?.y ?? 0) + (words?.height ?? 0) / 2)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile of Alice Andersen' })).toBeVisible()

  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('listitem', { name: 'Alice Andersen followed you' })).toBeVisible()
  await expect(countLine(page)).toHaveText('1 unread.')
  // The one naming no one is not a button: the keyboard reaches only its Mark as read.
  const plain = page.getByRole('listitem', { name: 'Unread: Scheduled maintenance' })
  await expect(plain.getByRole('button')).toHaveCount(1)
  await expect(plain.getByRole('button')).toHaveAccessibleName('Mark “Scheduled maintenance” as read')

  // Enter on the title opens it too.
  await page
    .getByRole('listitem', { name: 'Alice Andersen followed you' })
    .getByRole('button', { name: 'Alice Andersen followed you', exact: true })
    .focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile of Alice Andersen' })).toBeVisible()
})

test('Mark as unread on a read notification raises the count, here and on the navigation', async ({
  server,
  launch
}) => {
  const { page } = await launch({ baseUrl: server.url })
  await openNotifications(page)
  await expect(countLine(page)).toHaveText(/unread\.$/)
  const before = await unreadShown(page)
  const markUnread = page.getByRole('button', { name: /^Mark “.+” as unread$/ }).first()
  await markUnread.click()
  await expect(countLine(page)).toHaveText(`${before + 1} unread.`)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Notifications' })
  ).toHaveAccessibleDescription(`${before + 1} unread`)
})

test('Mark all as read, then Undo, brings back exactly the unread ones', async ({ server, launch }) => {
  const { page } = await launch({ baseUrl: server.url })
  await openNotifications(page)
  await expect(countLine(page)).toHaveText(/unread\.$/)
  const before = await unreadShown(page)
  const unreadNames = await page
    .getByRole('listitem', { name: /^Unread: / })
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))
  expect(unreadNames).toHaveLength(before)

  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(countLine(page)).toHaveText('All read.')
  const notices = page.getByRole('region', { name: 'Notices' })
  await expect(notices.getByText(`${before} notifications marked as read.`)).toBeVisible()
  await notices.getByRole('button', { name: 'Undo' }).click()

  await expect(countLine(page)).toHaveText(`${before} unread.`)
  expect(
    await page
      .getByRole('listitem', { name: /^Unread: / })
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))
  ).toEqual(unreadNames)
  await expect(notices).toBeHidden()
})
