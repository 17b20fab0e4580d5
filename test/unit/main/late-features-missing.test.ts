// The late features' chunk cannot be loaded (a damaged install: the file is
// gone or unreadable). The first answer does not need it; every request that
// does gets an error in our words instead of hanging, the failure is logged,
// a right-click and a proxy's question get nothing rather than a crash, and
// quitting still works (src/main/app/late-features.ts, main-app.ts).
import { describe, expect, it, vi } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'

vi.mock('../../../src/main/app/feature-list', () => {
  throw new Error('the chunk is not there')
})

const closing = closeAfterEach()

describe('without the late features', () => {
  it('answers the first question; the rest say so, and nothing crashes', async () => {
    const fx = closing(
      await createFixture('http://127.0.0.1:9', {}, undefined, {}, { waitForFeatures: false, waitForRestore: false })
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
    await expect(fx.app.dispose()).resolves.toBeUndefined()
  })
})
