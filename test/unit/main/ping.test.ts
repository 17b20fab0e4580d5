// The last-seen ping with a fake clock, through the real main app against a
// stub platform.
import { afterEach, describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

const MIN = 60_000
let stub: StubPlatform
let fx: Fixture
let clock: FakeClock
let pingStatus = 200

afterEach(() => {
  pingStatus = 200
})
const closing = closeAfterEach()

async function setup() {
  clock = new FakeClock()
  let issued = 0
  stub = closing(
    await startStubPlatform({
      'POST /v1/auth/login': () => ({ body: { token: `ping-token-${++issued}-abcdef` } }),
      'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada' } } }),
      'POST /v1/other/Ping': () =>
        pingStatus === 200
          ? { body: { message: 'ok' } }
          : pingStatus === 0
            ? { drop: true }
            : { status: pingStatus, body: { message: 'Unauthorized & No token provided' } },
      'GET /v1/maintenance/': () => ({ body: [] }),
      'GET /v1/account/notifications/': () => ({ body: [] })
    })
  )
  fx = closing(await createFixture(stub.url, {}, undefined, { clock }))
  fx.app.startBackground()
}

const pings = () => stub.requests.filter((r) => r.path === '/v1/other/Ping')
const signIn = () => fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false })
/** Lets real HTTP finish between fake-clock steps. */
const countReaches = async (n: number) => {
  await expect.poll(() => pings().length).toBe(n)
  // The platform has the request; wait for the app to have its answer too, or the next step races it.
  // (A job per signed-in account: after a session ends there is none.)
  await expect
    .poll(() => fx.app.scheduler.snapshot().find((job) => job.id.startsWith('ping:'))?.running ?? false)
    .toBe(false)
}

describe('last-seen ping', () => {
  it('is not sent signed out; right after sign-in, then every interval with the credential', async () => {
    await setup()
    await clock.advance(30 * MIN)
    expect(pings()).toHaveLength(0)
    await signIn()
    await countReaches(1)
    expect(pings()[0]?.headers.authorization).toBe('Bearer ping-token-1-abcdef')
    await expect.poll(async () => dataOf(await fx.call('ping:get')).lastSuccessAt).not.toBeNull()
    // Runs fall on the scheduler's 30 s grid (coalescing): up to half a minute after the interval with its jitter.
    await clock.advance(6.1 * MIN)
    await countReaches(2)
    await fx.call('settings:update', { pingIntervalMinutes: 1 })
    await clock.advance(1.6 * MIN)
    await countReaches(3)
  })

  it('pauses on suspend and screen lock, and pings once on resume/unlock', async () => {
    await setup()
    await signIn()
    await countReaches(1)
    fx.app.powerEvent('lock-screen')
    await clock.advance(20 * MIN)
    expect(pings()).toHaveLength(1)
    fx.app.powerEvent('unlock-screen')
    await countReaches(2)
    fx.app.powerEvent('suspend')
    await clock.advance(20 * MIN)
    expect(pings()).toHaveLength(2)
    fx.app.powerEvent('resume')
    await countReaches(3)
  })

  it('backs off after network errors, up to the interval', async () => {
    await setup()
    pingStatus = 0
    await signIn()
    await countReaches(1)
    // 30 s, 60 s, 120 s, each put off to the next 30 s of the scheduler's grid.
    await clock.advance(61_000)
    await countReaches(2)
    await clock.advance(91_000)
    await countReaches(3)
    expect(dataOf(await fx.call('ping:get')).lastError).toMatch(/Could not reach/)
    pingStatus = 200
    await clock.advance(151_000)
    await countReaches(4)
  })

  it('a web page answering the ping (a captive portal) is a failed ping, though what the platform says is not used', async () => {
    await setup()
    stub.on('POST /v1/other/Ping', () => ({
      headers: { 'Content-Type': 'text/html' },
      body: '<!doctype html><p>Sign in to the Wi-Fi</p>'
    }))
    await signIn()
    await countReaches(1)
    await expect
      .poll(async () => dataOf(await fx.call('ping:get')).lastError)
      .toMatch(/sent a web page where data was expected/)
  })

  it('a 401 ends the session through the usual flow, and the ping stops', async () => {
    await setup()
    await signIn()
    await countReaches(1)
    pingStatus = 401
    await clock.advance(6 * MIN)
    await countReaches(2)
    await expect.poll(() => fx.app.accounts.activeView().signedIn).toBe(false)
    // Said once the saved sign-in is off the disk, which a loaded machine may take a moment over.
    await expect.poll(() => fx.payloadsOf('session:changed').some((change) => change.reason === 'expired')).toBe(true)
    await clock.advance(60 * MIN)
    expect(pings()).toHaveLength(2)
  })

  it('stops at sign-out and never runs two timers after three sign-ins', async () => {
    await setup()
    for (let i = 0; i < 3; i++) await signIn()
    await countReaches(3)
    // One timer: one ping per interval (4.5 to 6 minutes with jitter and the 30 s grid), never two.
    await clock.advance(6.1 * MIN)
    await countReaches(4)
    await clock.advance(6.1 * MIN)
    await countReaches(5)
    await fx.call('session:sign-out')
    await clock.advance(60 * MIN)
    expect(pings()).toHaveLength(5)
    expect(dataOf(await fx.call('ping:get'))).toEqual({ lastSuccessAt: null, lastError: null })
  })
})
