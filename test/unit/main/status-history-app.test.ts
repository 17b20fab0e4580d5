// The status history through the app (src/main/features/status/index.ts):
// a check's result reaches the page with each service's daily bars, the
// history is on disk a moment later, and after a restart a problem's "since"
// is when the history first saw it, not when this run did. What waits to be
// written is written at quit, and nothing after.
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { HISTORY_FILE, SAVE_DELAY_MS } from '../../../src/main/features/status/status-history-file'
import type { StatusSnapshot } from '../../../src/shared/status'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()

async function checked(fx: Fixture): Promise<StatusSnapshot> {
  await expect
    .poll(() => fx.payloadsOf('status:changed').some(({ data }) => !data.checking && data.checkedAt !== null))
    .toBe(true)
  const snapshot = await fx.call('status:get')
  if (!snapshot.ok) throw new Error(snapshot.error.message)
  return snapshot.data
}

/** The app, its jobs on, on a platform whose one service, api, is down. */
async function appOnDownPlatform(): Promise<Fixture> {
  const stub = closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () => ({ body: ['api'] }),
      'GET /v1/maintenance/api': () => ({ body: { status: { indicator: 'major', description: 'Down' } } })
    })
  )
  const fx = closing(await createFixture(stub.url))
  fx.app.startBackground()
  return fx
}

describe('the status history in the app', () => {
  it('gives the page the bars, keeps them on disk, and dates a problem from the history after a restart', async () => {
    const fx = await appOnDownPlatform()
    const first = await checked(fx)
    const bars = first.history?.['api']
    expect(bars?.days).toHaveLength(90)
    expect(bars?.days.at(-1)).toBe('down')
    expect(bars?.available).toBe(0)
    const since = first.services[0]?.since ?? ''
    await expect.poll(() => existsSync(join(fx.dir, HISTORY_FILE)), { timeout: 5_000 }).toBe(true)

    await new Promise((resolve) => setTimeout(resolve, 20))
    const again = closing(await fx.restart())
    again.app.startBackground()
    const second = await checked(again)
    expect(second.services[0]?.state).toBe('down')
    // This run saw it later; the history saw it first.
    expect(second.services[0]?.since).toBe(since)
    expect(second.history?.['api']?.days.at(-1)).toBe('down')
  }, 20_000)

  it('writes what the last check saw when the app quits, not a moment later into a folder that may be gone', async () => {
    const fx = await appOnDownPlatform()
    await checked(fx)
    // Well within the file's save delay: only the quit can have written it.
    expect(existsSync(join(fx.dir, HISTORY_FILE))).toBe(false)
    await fx.app.dispose()
    expect(existsSync(join(fx.dir, HISTORY_FILE))).toBe(true)
    rmSync(join(fx.dir, HISTORY_FILE))
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 200))
    expect(existsSync(join(fx.dir, HISTORY_FILE))).toBe(false)
  }, 20_000)
})
