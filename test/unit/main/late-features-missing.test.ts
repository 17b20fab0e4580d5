// The late features' chunk cannot be loaded (a damaged install: the file is
// gone or unreadable). The first answer does not need it; every request that
// does gets an error in our words instead of hanging, the failure is logged,
// a right-click, a proxy's question, a tray item and a menu command get
// nothing rather than a crash, and
// quitting still works (src/main/app/late-features.ts, main-app.ts).
import { join } from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { lastLogLines } from '../../../src/main/core/logging/logger'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'

vi.mock('../../../src/main/app/feature-list', () => {
  throw new Error('the chunk is not there')
})

const closing = closeAfterEach()

describe('without the late features', () => {
  it('answers the first question; the rest say so, and nothing crashes', async () => {
    const abouts: unknown[] = []
    const fx = closing(
      await createFixture(
        'http://127.0.0.1:9',
        {},
        undefined,
        { os: { showAbout: (about) => abouts.push(about) } },
        { waitForFeatures: false, waitForRestore: false }
      )
    )
    expect(await fx.call('app:bootstrap')).toMatchObject({ ok: true })
    expect(await fx.call('settings:update', { theme: 'dark' })).toMatchObject({
      ok: false,
      error: { kind: 'internal' }
    })
    await expect(fx.app.featuresLoaded()).rejects.toThrow()
    await expect(
      fx.app.proxyLogin({ host: 'proxy.example', port: 8080, isProxy: true, realm: '', scheme: 'basic' })
    ).resolves.toBeNull()
    expect(() => fx.app.contextMenu({} as never, {} as never)).not.toThrow()
    await expect(fx.app.trayAction('check-now')).resolves.toBeUndefined()
    await expect(fx.app.menuCommand('status:check-now')).resolves.toBeUndefined()
    // About is the app's own: it works without them.
    await expect(fx.app.menuCommand('help:about')).resolves.toBeUndefined()
    expect(abouts).toHaveLength(1)
    // Each failed load is in the log, in our words.
    await new Promise<void>((resolve) => fx.app.logger.flush(() => resolve()))
    expect((await lastLogLines(join(fx.dir, 'logs'), 100)).join('\n')).toContain('the features could not be loaded')
    await expect(fx.app.dispose()).resolves.toBeUndefined()
  })
})
