// A GPU, network or utility process that went away is in main's log with its reason.
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { lastLogLines } from '../../../src/main/core/logging/logger'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'

const closing = closeAfterEach()

describe('child process gone', () => {
  it('logs a crash as an error and a clean exit as routine, with only the fields that say what and why', async () => {
    const fx = closing(await createFixture(null))
    fx.app.childProcessGone({ type: 'GPU', reason: 'crashed', exitCode: 139 })
    // Electron's details as it sends them; serviceName is an internal name the log does without.
    fx.app.childProcessGone({
      type: 'Utility',
      reason: 'clean-exit',
      exitCode: 0,
      name: 'Audio Service',
      serviceName: 'audio.mojom.AudioService'
    } as never)
    const lines = (await lastLogLines(join(fx.dir, 'logs'), 100))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => /child process/.test(String(line.msg)))
    expect(lines).toMatchObject([
      { level: 50, msg: 'a child process went away', type: 'GPU', reason: 'crashed', exitCode: 139 },
      {
        level: 30,
        msg: 'a child process ended',
        type: 'Utility',
        reason: 'clean-exit',
        exitCode: 0,
        name: 'Audio Service'
      }
    ])
    expect(lines[1]).not.toHaveProperty('serviceName')
  })
})
