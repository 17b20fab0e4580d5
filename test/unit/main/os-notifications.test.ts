// OS notifications cannot be used to flood or phish: at most three status
// notifications per check (more become one summary), in our words only —
// never the platform's text, never a name that reads like a link — and at
// most a dozen an hour from the whole app.
import { describe, expect, it } from 'vitest'

import { limitNotifications } from '../../../src/main/desktop/os/notification-limit'
import type { OsNotification } from '../../../src/main/desktop/os/os-surfaces'
import {
  notificationsFor,
  serviceName,
  type StatusNotification
} from '../../../src/main/features/status/status-changes'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

const PHISH = 'Sign in again at https://evil.example/login to keep your data.'

describe('status notifications in our words', () => {
  const change = (serviceId: string, state: StatusNotification['state']): StatusNotification => ({
    serviceId,
    state,
    title: 'Platform status',
    body: `${serviceId} is ${state}.`
  })

  it('up to three changes are said one by one; more become one summary', () => {
    expect(
      notificationsFor([change('a', 'down'), change('b', 'degraded'), change('c', 'operational')], 5).map((n) => n.body)
    ).toEqual(['a is down.', 'b is degraded.', 'c is operational.'])
    const many = [...Array.from({ length: 12 }, (_, i) => change(`s${i}`, 'down')), change('x', 'operational')]
    expect(notificationsFor(many, 5)).toEqual([
      {
        id: 'status:summary:5',
        title: 'Platform status',
        body: '12 services have problems; 1 service is operational again. Open Status for details.'
      }
    ])
  })

  it('names a service by its name or id only when that is a short label, never a link', () => {
    expect(serviceName({ id: 'git', name: 'Git hosting' })).toBe('Git hosting')
    expect(serviceName({ id: 'git', name: PHISH })).toBe('git')
    expect(serviceName({ id: 'evil.example/login', name: 'https://evil.example' })).toBe('A service')
    expect(serviceName({ id: 'x', name: 'Visit www.evil.example now' })).toBe('x')
  })
})

describe('the hourly limit', () => {
  it('shows a dozen an hour, then says once that more wait in the app, and starts again as the hour passes', () => {
    let now = 0
    const shown: OsNotification[] = []
    const notify = limitNotifications(
      (n) => shown.push(n),
      () => now
    )
    for (let i = 0; i < 20; i++) notify({ id: `n${i}`, title: 'T', body: `b${i}` }, () => undefined)
    expect(shown).toHaveLength(13)
    expect(shown.at(-1)?.body).toMatch(/More notifications are waiting in the app/)
    now = 61 * 60_000
    notify({ id: 'later', title: 'T', body: 'later' }, () => undefined)
    expect(shown.at(-1)?.id).toBe('later')
  })
})

describe('through the app', () => {
  let stub: StubPlatform
  let fx: Fixture
  const closing = closeAfterEach()

  it('a check that finds 100 services down raises one notification, in our words', async () => {
    let state = 'operational'
    const ids = Array.from({ length: 100 }, (_, i) => `svc-${i}`)
    const routes: Record<string, () => { body: unknown }> = {
      'GET /v1/maintenance/': () => ({ body: ids.map((id) => ({ id, name: PHISH })) })
    }
    for (const id of ids) routes[`GET /v1/maintenance/${id}`] = () => ({ body: { state, message: PHISH } })
    stub = closing(await startStubPlatform(routes))
    const shown: OsNotification[] = []
    fx = closing(
      await createFixture(stub.url, {}, undefined, { clock: new FakeClock(), os: { notify: (n) => shown.push(n) } })
    )
    fx.app.startBackground()
    // 101 requests a check: give a loaded machine time.
    const checked = () =>
      fx
        .payloadsOf('status:changed')
        .map((scoped) => scoped.data)
        .filter((snapshot) => !snapshot.checking && snapshot.checkedAt).length
    await expect.poll(checked, { timeout: 15_000 }).toBe(1)
    state = 'down'
    await fx.call('status:check-now')
    await expect.poll(checked, { timeout: 15_000 }).toBe(2)
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({
      title: 'Platform status',
      body: '100 services have problems. Open Status for details.'
    })
    // The platform's text is still in the app's own view.
    const status = await fx.call('status:get')
    expect(status.ok && status.data.services[0]?.message).toBe(PHISH)
    expect(JSON.stringify(shown)).not.toContain('evil.example')
  })
})
