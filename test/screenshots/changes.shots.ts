// `npm run screenshots`, the pictures of what changed since the person last
// looked (issue 38 §3), in light and dark at 1100×720: Status with 90 days of
// history kept on disk and its "Since you last looked" line; Profile's counts
// and Followers' people new and gone after the reference server's follow
// graph changed (controls.follow / unfollow); Notifications with what arrived
// since the last visit marked New (controls.addNotification). One run of the
// app per theme: the first looks, then the platform changes, then the second.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { expect, expectSignedIn, openView, signIn } from '../e2e/support'
import { screenshotName, themes, WIDE } from '../support/screenshot-list'
import { shoot, test, views } from './support'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** main's notification-visits.ts: calls this close together are one visit. */
const ONE_VISIT_MS = 60_000

/** A service's problems in the days before now: when (days ago), for how long (hours), in what state. */
type Incident = readonly [daysAgo: number, hours: number, state: 'degraded' | 'down' | 'maintenance']

/**
 * What main's status-history.json would hold after about twelve weeks of use
 * (its format: main's status-history-file.ts): no data before the app was
 * first run, nor for a long weekend it was not; mostly operational, a few
 * slow, down or maintenance spells; and today the states the reference
 * server reports, with the person's last look at Status eight hours ago.
 */
function keptHistory(server: string, now: number) {
  const firstRun = now - 83.6 * DAY
  const away = [now - 47.6 * DAY, now - 45.2 * DAY] as const
  const incidents: Record<string, readonly Incident[]> = {
    api: [
      [71.5, 3, 'degraded'],
      [38.4, 1, 'down'],
      [12.3, 2, 'degraded']
    ],
    web: [
      [55.2, 4, 'degraded'],
      [20.6, 2, 'maintenance']
    ],
    git: [
      [63.4, 2, 'maintenance'],
      [27.4, 3, 'maintenance']
    ],
    search: [
      [44.3, 5, 'degraded'],
      [16.5, 3, 'maintenance']
    ],
    notifications: [
      [66.2, 6, 'degraded'],
      [30.5, 2, 'down'],
      [9.4, 8, 'degraded']
    ],
    pages: []
  }
  // Since the last look: API went down and recovered, Notifications turned slow, Search went into maintenance.
  const today: Record<string, { at: number; state: string }[]> = {
    api: [
      { at: now - 9 * HOUR, state: 'down' },
      { at: now - 3 * HOUR, state: 'operational' }
    ],
    notifications: [{ at: now - 6 * HOUR, state: 'degraded' }],
    search: [{ at: now - 2 * HOUR, state: 'maintenance' }]
  }
  const services = Object.fromEntries(
    Object.entries(incidents).map(([id, list]) => [
      id,
      [
        { at: firstRun, state: 'operational' },
        { at: away[0], state: 'none' },
        { at: away[1], state: 'operational' },
        ...list.flatMap(([daysAgo, hours, state]) => [
          { at: now - daysAgo * DAY, state },
          { at: now - daysAgo * DAY + hours * HOUR, state: 'operational' }
        ]),
        ...(today[id] ?? [])
      ].sort((a, b) => a.at - b.at)
    ])
  )
  return {
    version: 1,
    servers: { [server]: { seenAt: now - 60_000, look: { at: now - 8 * HOUR, since: null }, services } }
  }
}

/** Loads the open view's data again, and waits until it has arrived. */
async function refresh(page: Page) {
  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect(page.getByText(/^Refreshing…$/)).toHaveCount(0)
}

for (const theme of themes) {
  test(`what changed since the last look, in the ${theme} theme`, async ({ server, profile, launch }) => {
    await writeFile(join(profile, 'status-history.json'), JSON.stringify(keptHistory(server.url, Date.now())))
    const { page } = await launch({ baseUrl: server.url, userDataDir: profile })
    await page.emulateMedia({ colorScheme: theme })
    await page.setViewportSize(WIDE)
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)

    // The first looks: what the second ones compare with.
    await openView(page, views.notifications.label)
    await views.notifications.ready(page)
    const firstVisit = Date.now()
    for (const view of [views.profile, views.followers]) {
      await openView(page, view.label)
      await view.ready(page)
    }

    // Status: the kept history drawn, and what changed since the look eight hours ago.
    await openView(page, views.status.label)
    await views.status.ready(page)
    await expect(page.getByText(/^Since you last looked: /)).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'API' }).getByText(/% available over 90 days$/)).toBeVisible()
    await shoot(page, screenshotName('status-history', theme))

    // The platform changes: two people follow demo, one stops, and demo follows someone.
    server.controls.follow(9, 1)
    server.controls.follow(12, 1)
    server.controls.unfollow(60, 1)
    server.controls.follow(1, 25)

    await openView(page, views.profile.label)
    await views.profile.ready(page)
    await refresh(page)
    await expect(page.getByText('+1 since your last visit')).toHaveCount(2)
    await shoot(page, screenshotName('profile-changes', theme))

    await openView(page, views.followers.label)
    await views.followers.ready(page)
    await refresh(page)
    await expect(page.getByText('2 new followers · 1 stopped following since you last looked.')).toBeVisible()
    await shoot(page, screenshotName('followers-changes', theme))

    // Two notifications arrive; a visit a minute after the last is a new one (quicker, it is the same visit).
    server.controls.addNotification(1, {
      type: 'follow',
      title: 'New follower',
      body: 'Zoe Tanaka and Mei Zhang follow you.'
    })
    server.controls.addNotification(1, {
      type: 'system',
      title: 'Search under maintenance',
      body: 'The search index is being rebuilt; results may be incomplete for a few hours.'
    })
    await page.waitForTimeout(Math.max(0, firstVisit + ONE_VISIT_MS + 2_000 - Date.now()))
    await openView(page, views.notifications.label)
    await views.notifications.ready(page)
    await refresh(page)
    await expect(page.getByText('2 arrived since your last visit.')).toBeVisible()
    await shoot(page, screenshotName('notifications-new', theme))
  })
}
