// The fault matrix: every view and background job that calls the API against
// every way the platform can fail (server/FAULTS.md), one launched app per view
// so the matrix takes minutes. Each cell: inject the fault, ask again as a
// person would, expect a sentence with Retry (a background job: backing off,
// not hammering) or, for wrongly typed JSON, a calm view that does not pass the
// answer off as an empty list; then clear it and expect the real data back.
// Cell checks are soft, so one run shows every failing cell; the launch fixture
// fails any test in which main or the renderer left an error unhandled.
import type { Locator, Page } from '@playwright/test'

import type { OperationId } from '../../server/operations'
import {
  askAgain,
  EMPTY_CLAIM,
  expectAtMost,
  expectCalm,
  FAULT_KINDS,
  type FaultKind,
  handlerFailures,
  lockAndUnlock,
  message,
  NO_LIST,
  osNotifications,
  type Outcome,
  RATE_ONCE,
  realAnswers,
  requestsSince,
  unsettled
} from './fault-matrix'
import type { LaunchedApp } from './harness'
import { expect, expectSignedIn, openView, type ReferenceServer, signIn, test } from './support'

/** Every setting as the account on screen sees it. */
const settingsOf = (main: LaunchedApp['main']) =>
  main
    ? main.settings.all(main.settings.prefsFor({ account: main.accounts.activeId(), server: main.accounts.baseUrl() }))
    : undefined

// A short client timeout keeps the matrix fast; retries as the app makes them.
const HTTP = { timeoutMs: 1_500, retryDelayMs: 20, maxRetries: 2 }
const MAX_TRIES = 1 + HTTP.maxRetries

interface Frame {
  name: string
  ops: OperationId[]
  scope: (page: Page) => Locator
  /** Asks the platform again the way a person would. */
  ask: (page: Page) => Promise<void>
  /** The real data is on screen. */
  showsData: (page: Page) => Promise<void>
  /** Where a failure's sentence appears; the scope's alerts by default. */
  messageArea?: (page: Page) => Locator
  /** The button that asks again after a failure; null for a background job, which backs off instead. */
  retry?: ((page: Page) => Locator) | null
  /** Asks again once the fault is gone; `ask` by default. */
  recover?: (page: Page) => Promise<void>
  /** The answer has reached the screen; by default nothing in the scope is busy. */
  idle?: (page: Page) => Promise<void>
  /** Where this frame's client treats a kind differently (a POST is never retried). */
  outcomes?: Record<string, Outcome>
  /** Requests per resource for one ask: the first try and the client's retries. */
  most?: number
  /** Kinds whose answer really says something new (one service's body served for every id), so an OS notification is right. */
  news?: string[]
}

const BUSY = /^(Refreshing…|Checking…|Searching…|Loading .*…|Checking the platform…)$/

/**
 * Who says a fault of the connection: the band above the view (main counts the platform out of reach), or the part.
 * The failed answer and main's "out of reach" come by different paths, in either order: a part that steps back for
 * the band may say it a moment before the band comes, and the band may come before a part that keeps its sentence
 * beside it (the ping's last attempt, a search) has said it. So the answer is what holds for a whole second: the band
 * with the part silent, or the part saying it. When neither holds, the failure says what the server saw (`serverSaw`).
 */
async function saidBy(
  page: Page,
  area: Locator,
  text: RegExp,
  where: string,
  serverSaw: () => string
): Promise<'band' | 'part'> {
  const band = page.getByRole('status').filter({ hasText: 'Can’t reach' })
  // Never waits: a busy machine's slow answer must not read as "the part says nothing".
  const partSays = async () => (await area.allInnerTexts()).some((said) => text.test(said))
  const now = async () => ((await partSays()) ? 'part' : (await band.count()) > 0 ? 'band' : null)
  let seen: { who: 'band' | 'part' | null; since: number } = { who: null, since: Date.now() }
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(100)) {
    const who = await now()
    if (who !== seen.who) seen = { who, since: Date.now() }
    else if (who !== null && Date.now() - seen.since >= 1_000) return who
  }
  throw new Error(
    `${where}: neither the band nor the part settled on saying it within 10 s (last: ${seen.who}; the server saw ${serverSaw()})`
  )
}

async function runCell(
  app: LaunchedApp,
  server: ReferenceServer,
  frame: Frame,
  fault: FaultKind,
  real: Map<OperationId, unknown>
) {
  const { page } = app
  const where = `${frame.name} / ${fault.name}`
  const scope = frame.scope(page)
  const area = (frame.messageArea ?? ((p: Page) => frame.scope(p).getByRole('alert')))(page)
  const mark = server.controls.requests().length
  const notesBefore = osNotifications(app).length
  const outcome = frame.outcomes?.[fault.name] ?? fault.outcome
  server.controls.setFaults(Object.fromEntries(frame.ops.map((op) => [op, fault.rule(real.get(op))])))
  await frame.ask(page)
  // What the server saw of the cell's operations since the ask: for a failure's message, not for the verdict.
  const serverSaw = () =>
    frame.ops
      .map((op) => {
        const seen = requestsSince(server, mark, op)
        const ends = seen.map((r) => (r.status !== null ? String(r.status) : r.aborted ? 'aborted' : 'no status'))
        return `${op} ${seen.length}× [${ends.join(', ')}]`
      })
      .join('; ')
  if (
    outcome.type === 'message' &&
    outcome.orBand &&
    (await saidBy(page, area, outcome.text, where, serverSaw)) === 'band'
  ) {
    // The one band says it, with Try now; the part keeps its data and repeats nothing.
    await expect.soft(page.getByRole('button', { name: 'Try now' }), `${where}: Try now`).toBeEnabled()
    await expect.soft(scope.getByText(outcome.text), `${where}: said again in the part`).toHaveCount(0)
  } else if (outcome.type === 'message') {
    await expect.soft(area.first(), where).toContainText(outcome.text, { timeout: 10_000 })
    for (const each of await area.all()) await expect.soft(each, where).toContainText(outcome.text)
    if (frame.retry !== null)
      await expect
        .soft(
          (frame.retry ?? ((p: Page) => frame.scope(p).getByRole('button', { name: /^(Retry|Try again)$/ })))(
            page
          ).first(),
          `${where}: Retry`
        )
        .toBeEnabled()
  }
  // A body refused for its size, or given up at the timeout, is closed at once, not left half-sent on an open connection.
  if (
    outcome.type === 'message' &&
    (fault.rule(null).oversizedBytes !== undefined || fault.rule(null).dripMs !== undefined)
  ) {
    await expect.soft
      .poll(() => unsettled(server, mark, frame.ops), {
        message: `${where}: the abandoned body's connection is still open`,
        timeout: 1_000
      })
      .toEqual([])
  }
  if (outcome.type !== 'message') {
    await expect
      .poll(() => unsettled(server, mark, frame.ops, { needOk: outcome.type === 'silent' }), {
        message: where,
        timeout: 10_000
      })
      .toEqual([])
    await (frame.idle ?? (() => expect(scope.getByText(BUSY)).toHaveCount(0)))(page)
    if (outcome.type === 'silent') await frame.showsData(page)
  }
  await expectCalm(page, scope, where)
  const text = (
    await scope.evaluateAll((elements) => elements.map((e) => (e as HTMLElement).innerText).join('\n'))
  ).trim()
  if (NO_LIST.has(fault.name))
    expect.soft(text, `${where}: an answer with no list in it read as an empty list`).not.toMatch(EMPTY_CLAIM)
  // What a person saw, for the report: the sentence, or how the view read the answer.
  const said = (await area.allInnerTexts()).join(' | ').replace(/\s+/g, ' ')
  test
    .info()
    .annotations.push({ type: where, description: said || `(no message) ${text.replace(/\s+/g, ' ').slice(0, 160)}` })
  // Main also asks the status list on its own (features/status): every PROBE_MS (10 s) while out of reach, and when the
  // server is back, at most once per PROBE_MS. A cell that waits for the band to settle may see one such run besides
  // its own ask.
  const runs = outcome.type === 'message' && outcome.orBand ? 2 : 1
  expectAtMost(server, mark, frame.ops, (frame.most ?? MAX_TRIES) * runs, `${where}: one ask`)

  server.controls.clearFaults()
  await (frame.recover ?? frame.ask)(page)
  await frame.showsData(page)
  await expect(scope.getByRole('alert'), `${where}: recovered`).toHaveCount(0)
  // Nothing changed on the platform, so nothing is news: a fault and its recovery announce nothing.
  if (!frame.news?.includes(fault.name))
    expect.soft(osNotifications(app).slice(notesBefore), `${where}: OS notifications`).toEqual([])
}

/** Every fault kind through each of the view's frames, in one launched app. */
async function runMatrix(app: LaunchedApp, server: ReferenceServer, frames: Frame[]) {
  const real = await realAnswers(
    server,
    frames.flatMap((f) => f.ops)
  )
  for (const fault of FAULT_KINDS)
    for (const frame of frames)
      await test.step(`${frame.name}: ${fault.name}`, () => runCell(app, server, frame, fault, real))
  expect.soft(await handlerFailures(app), 'exceptions inside main handlers').toEqual([])
  expect(app.main?.accounts.activeView().signedIn).toBe(true)
}

async function launchSignedIn(
  launch: (o: object) => Promise<LaunchedApp>,
  server: ReferenceServer,
  userDataDir?: string
) {
  const app = await launch({ baseUrl: server.url, http: HTTP, ...(userDataDir ? { userDataDir } : {}) })
  // A profile folder that outlives the launch is there for a restart: remember the sign-in.
  await signIn(app.page, 'demo', 'demo1234', { remember: userDataDir !== undefined })
  await expectSignedIn(app.page)
  return app
}

const view = (page: Page) => page.locator('main .view').first()

// The views are independent: each test may run on any worker (its project, browser-faults, runs one at a time).
test.describe.configure({ mode: 'parallel', timeout: 180_000 })

test('Profile: profile and activity through every fault', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  await openView(app.page, 'Profile')
  const profile: Frame = {
    name: 'Profile',
    ops: ['getUserData'],
    // The whole view: only this frame's operation is faulted while it runs, and its buttons come first.
    scope: view,
    ask: askAgain(view),
    showsData: (page) => expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
  }
  const activityScope = (page: Page) => page.locator('main section.activity')
  const activity: Frame = {
    name: 'Profile activity',
    ops: ['getUserActivity'],
    scope: activityScope,
    ask: askAgain(activityScope),
    showsData: (page) => expect(page.getByRole('region', { name: /^Repositories \(\d+\)$/ })).toBeVisible()
  }
  await profile.showsData(app.page)
  await runMatrix(app, server, [profile, activity])
})

test('Followers through every fault', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  await openView(app.page, 'Followers')
  const followers: Frame = {
    name: 'Followers',
    ops: ['getUserFollowers'],
    scope: view,
    ask: askAgain(view),
    showsData: async (page) => {
      await expect(page.getByRole('listbox', { name: 'Followers' }).getByRole('option').first()).toBeVisible()
      await expect(page.getByText(/^\d+ people\.$/)).toBeVisible()
    }
  }
  await followers.showsData(app.page)
  await runMatrix(app, server, [followers])
})

test('Search through every fault', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  await openView(app.page, 'Search')
  // A new query for each ask: an answered one is cached and would not be asked again.
  const queries = [
    'al',
    'an',
    'ar',
    'er',
    'en',
    'in',
    'or',
    'el',
    'ma',
    'ra',
    'ta',
    'na',
    'li',
    'ri',
    'le',
    'de',
    'sa',
    'ie',
    'la',
    'on'
  ]
  let current = ''
  const ask = async (page: Page) => {
    current = queries.shift() ?? ''
    await page.getByRole('combobox', { name: 'Search' }).fill(current)
  }
  const retry = (page: Page) => view(page).getByRole('button', { name: 'Retry' })
  const search: Frame = {
    name: 'Search',
    ops: ['search'],
    scope: view,
    ask,
    showsData: (page) =>
      expect(page.getByRole('status').filter({ hasText: `for “${current}”` })).toHaveText(
        new RegExp(`^[\\d,]+ results? for “${current}”\\.$`)
      ),
    retry,
    recover: async (page) => ((await retry(page).isVisible()) ? retry(page).click() : ask(page)),
    idle: (page) => expect(view(page).getByText(`for “${current}”`).or(view(page).getByRole('alert'))).toBeVisible()
  }
  await ask(app.page)
  await search.showsData(app.page)
  await runMatrix(app, server, [search])
})

test('Status: the status job (Check now) and latest updates through every fault', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  const { page } = app
  // A watched id of our own, so GET /v1/maintenance/{id} is still asked when the list fails.
  await openView(page, 'Settings')
  await page.getByLabel('Service id').fill('api')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await openView(page, 'Status')
  const servicesScope = (p: Page) => p.getByRole('region', { name: 'Services' })
  const checkNow = (p: Page) => p.getByRole('button', { name: 'Check now' })
  const services: Frame = {
    name: 'Status services',
    ops: ['listMaintenance', 'getMaintenance'],
    scope: servicesScope,
    ask: async (p) => {
      await expect(checkNow(p)).toBeEnabled()
      await checkNow(p).click()
    },
    showsData: async (p) => {
      await expect(servicesScope(p).getByRole('listitem', { name: 'Search' })).toContainText('Under maintenance')
      await expect(servicesScope(p).getByText(/could not be read|Could not be checked/)).toHaveCount(0)
    },
    // The list's problem and each service's line; "Check now" is this view's Retry.
    messageArea: (p) => servicesScope(p).locator('.hint, .service-row > p.muted:first-of-type'),
    retry: checkNow,
    // API's answer for every id says Search is operational: that is a change, and worth a notification.
    news: ['numbers as strings']
  }
  const updatesScope = (p: Page) => p.getByRole('region', { name: 'Latest updates' })
  const updates: Frame = {
    name: 'Latest updates',
    ops: ['listUpdatesWithLimit'],
    scope: updatesScope,
    ask: askAgain(updatesScope),
    // Status's glance at the newest three (the Updates view has the rest).
    showsData: (p) => expect(updatesScope(p).getByRole('listitem')).toHaveCount(3)
  }
  await services.showsData(page)
  await runMatrix(app, server, [services, updates])
})

test('Notifications (Refresh) through every fault', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  await openView(app.page, 'Notifications')
  const notifications: Frame = {
    name: 'Notifications',
    ops: ['listNotifications'],
    scope: view,
    ask: askAgain(view),
    showsData: (page) =>
      expect(page.getByRole('status').filter({ hasText: /unread|All read/ })).toHaveText(/^(\d+ unread|All read)\.$/)
  }
  await notifications.showsData(app.page)
  await runMatrix(app, server, [notifications])
})

test('Account: account info and the session panel through every fault', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  await openView(app.page, 'Account')
  const infoScope = (page: Page) => page.getByRole('region', { name: 'Your account' })
  const info: Frame = {
    name: 'Account info',
    ops: ['getAccountInfo'],
    scope: infoScope,
    ask: askAgain(infoScope),
    showsData: (page) => expect(infoScope(page).getByText('demo@example.com')).toBeVisible()
  }
  const sessionScope = (page: Page) => page.getByRole('region', { name: 'Session' })
  const session: Frame = {
    name: 'Account session',
    ops: ['getTokenInfo'],
    scope: sessionScope,
    // The panel asks when it appears, or on "Try again" after a failure.
    ask: async (page) => {
      const again = sessionScope(page).getByRole('button', { name: 'Try again' })
      if (await again.isVisible()) return again.click()
      await openView(page, 'Status')
      await openView(page, 'Account')
    },
    showsData: (page) => expect(sessionScope(page).getByText('Signed in as').locator('..')).toContainText('demo')
  }
  await session.showsData(app.page)
  await runMatrix(app, server, [info, session])
})

test('the ping job through every fault: Account says the last attempt failed, and the job backs off', async ({
  server,
  launch
}) => {
  const app = await launchSignedIn(launch, server)
  await openView(app.page, 'Account')
  const lastSeen = (page: Page) => page.locator('.last-seen')
  const ping: Frame = {
    name: 'Ping',
    ops: ['ping'],
    scope: lastSeen,
    ask: () => Promise.resolve(lockAndUnlock(app)),
    showsData: (page) => expect(lastSeen(page)).toHaveText(/^Last seen by the platform: just now$/),
    messageArea: lastSeen,
    retry: null,
    // The ping reports its answer a moment after the server has sent it.
    idle: (page) => page.waitForTimeout(300),
    // A POST is never retried by the client, so even a short Retry-After is reported; the job waits it out.
    outcomes: { [RATE_ONCE]: message(/too many requests\. Try again in 1 second\./) },
    most: 2
  }
  await expect(lastSeen(app.page)).toContainText('just now')
  await runMatrix(app, server, [ping])
})

test('background jobs back off instead of hammering: status, notifications and the ping', async ({
  server,
  launch
}) => {
  // Failing before the app starts: the status check at start and the signed-in jobs at sign-in all fail.
  server.controls.setFaults({
    listMaintenance: { status: 503 },
    listNotifications: { status: 503 },
    ping: { status: 500 }
  })
  const app = await launchSignedIn(launch, server)
  await expect.poll(() => unsettled(server, 0, ['listMaintenance', 'listNotifications', 'ping'])).toEqual([])
  await app.page.waitForTimeout(5_000)
  // One run each, with the client's retries (a POST has none): no second run within 5 s.
  expectAtMost(server, 0, ['listMaintenance', 'listNotifications'], MAX_TRIES, 'background, 5 s')
  expectAtMost(server, 0, ['ping'], 2, 'background, 5 s')
  const jobs = app.main?.scheduler.snapshot() ?? []
  // One job per server (status) and per signed-in account (the others): "<kind>:<server or account>".
  for (const id of ['status', 'notifications', 'ping']) {
    const job = jobs.find((j) => j.id.startsWith(`${id}:`))
    expect.soft(job?.failures, `${id} failures`).toBeGreaterThanOrEqual(1)
    // The first back-off is 30 s: the next run is far off, not a tight loop.
    expect.soft(Date.parse(job?.nextRunAt ?? '') - Date.now(), `${id} next run`).toBeGreaterThan(20_000)
  }
  await openView(app.page, 'Account')
  await expect(app.page.locator('.last-seen')).toHaveText(
    /the last attempt failed: The platform had a problem \(500\)\. Try again in a moment\.$/
  )
  await openView(app.page, 'Status')
  await expect(
    app.page.getByText(/^The list of services could not be read: The platform had a problem \(503\)/)
  ).toBeVisible()
})

test('other views keep working while the Profile view’s operations fail', async ({ server, launch }) => {
  const app = await launchSignedIn(launch, server)
  const { page } = app
  server.controls.setFaults({ getUserData: { delayMs: 20_000 }, getUserActivity: { status: 500 } })
  await openView(page, 'Profile')
  // The person is known since sign-in (the header shows them): Refresh asks the platform again, and that request hangs.
  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  // While the profile's request hangs, everything else answers.
  await openView(page, 'Followers')
  await expect(page.getByRole('listbox', { name: 'Followers' }).getByRole('option').first()).toBeVisible()
  await openView(page, 'Search')
  await page.getByRole('combobox', { name: 'Search' }).fill('an')
  await expect(page.getByRole('status').filter({ hasText: /results? for “an”/ })).toBeVisible()
  await openView(page, 'Status')
  await expect(page.getByRole('region', { name: 'Latest updates' }).getByRole('listitem')).toHaveCount(3)
  await openView(page, 'Updates')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10)
  await openView(page, 'Notifications')
  await expect(page.getByRole('status').filter({ hasText: /unread|All read/ })).toBeVisible()
  await openView(page, 'Account')
  await expect(page.getByRole('region', { name: 'Your account' }).getByText('demo@example.com')).toBeVisible()
  await openView(page, 'Settings')
  await page.getByRole('radio', { name: 'Dark' }).check()
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()

  await openView(page, 'Profile')
  // What was loaded stays, with the reason the refresh failed.
  await expect(
    view(page)
      .getByRole('alert')
      .filter({ hasText: /did not answer in time/ })
  ).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('main section.activity').getByRole('alert')).toHaveText(/had a problem \(500\)/)
  await expectCalm(page, view(page), 'Profile while failing')
  server.controls.clearFaults()
  await page.locator('main section.activity').getByRole('button', { name: 'Retry' }).click()
  await view(page).getByRole('button', { name: 'Retry' }).first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Repositories \(\d+\)$/ })).toBeVisible()
})

test('the session and settings are intact after every fault on every operation, and across a restart', async ({
  server,
  launch,
  profile
}) => {
  const app = await launchSignedIn(launch, server, profile)
  const { page } = app
  await openView(page, 'Settings')
  await page.getByRole('radio', { name: 'Dark' }).check()
  await page.getByLabel(/Check platform status every/).fill('3')
  await page.getByLabel(/Check platform status every/).press('Enter')
  await page.getByLabel('Service id').fill('cdn')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await openView(page, 'Notifications')
  await page
    .getByRole('listitem', { name: /^Unread: / })
    .first()
    .getByRole('button', { name: /^Mark “.+” as read$/ })
    .click()
  const unread =
    (await page
      .getByRole('status')
      .filter({ hasText: /unread/ })
      .textContent()) ?? ''
  // The bookkeeping of which notifications and updates were seen, and which view is open, is main's, not the person's.
  const chosen = () => ({
    ...settingsOf(app.main),
    seenNotifications: null,
    seenPlatformUpdates: null,
    lastRoute: null
  })
  await expect.poll(() => chosen().statusIntervalMinutes).toBe(3)
  const before = { session: app.main?.accounts.activeView(), settings: chosen() }

  await openView(page, 'Profile')
  const ops: OperationId[] = [
    'getUserData',
    'getUserActivity',
    'listMaintenance',
    'getMaintenance',
    'listNotifications',
    'getAccountInfo',
    'getTokenInfo',
    'ping'
  ]
  const real = await realAnswers(server, ops)
  for (const fault of FAULT_KINDS) {
    await test.step(fault.name, async () => {
      // A job still running (timeouts of several services in a row) would sit out this kind's unlock.
      await expect
        .poll(() => app.main?.scheduler.snapshot().some((job) => job.running), { timeout: 15_000 })
        .toBe(false)
      const mark = server.controls.requests().length
      server.controls.setFaults(Object.fromEntries(ops.map((op) => [op, fault.rule(real.get(op))])))
      lockAndUnlock(app)
      await askAgain(view)(page)
      // A dropped connection logs no status; neither does a 20 MB body the client leaves unread (its own cell says so).
      const asked = fault.rule(null).dropConnection === true || fault.rule(null).oversizedBytes !== undefined
      await expect
        .poll(
          () => unsettled(server, mark, ['getUserData', 'listMaintenance', 'listNotifications', 'ping'], { asked }),
          { timeout: 10_000 }
        )
        .toEqual([])
      // Retries of a short Retry-After land a second later: let them, before the next kind.
      if (fault.outcome.type === 'silent')
        await expect
          .poll(() => unsettled(server, mark, ['getUserData', 'listNotifications'], { needOk: true }))
          .toEqual([])
      server.controls.clearFaults()
      expect({ session: app.main?.accounts.activeView(), settings: chosen() }, `after ${fault.name}`).toEqual(before)
    })
  }
  await expectSignedIn(page)
  await app.close()

  const again = await launch({ baseUrl: server.url, userDataDir: profile, http: HTTP })
  await expectSignedIn(again.page)
  expect({
    session: again.main?.accounts.activeView(),
    settings: { ...settingsOf(again.main), seenNotifications: null, seenPlatformUpdates: null, lastRoute: null }
  }).toEqual(before)
  await openView(again.page, 'Notifications')
  await expect(again.page.getByRole('status').filter({ hasText: /unread/ })).toHaveText(unread)
})
