import { describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'

let fx: Fixture | null = null
const closing = closeAfterEach()

describe('an error nothing else caught', () => {
  it('is logged (secrets scrubbed) and said once in five minutes, and the app keeps answering', async () => {
    const clock = new FakeClock()
    fx = closing(await createFixture(null, {}, undefined, { clock }))
    await fx.call('app:bootstrap')
    for (let i = 0; i < 5; i++) fx.app.unexpectedError(new Error(`boom ${i}`))
    const notices = () => fx?.events.filter((e) => e.event === 'notice') ?? []
    expect(notices()).toHaveLength(1)
    expect(notices()[0]?.payload).toMatchObject({
      level: 'error',
      message: expect.stringMatching(/went wrong inside Platform Desktop\. It keeps running/) as string
    })
    await clock.advance(5 * 60_000)
    fx.app.unexpectedError(new Error('later'))
    expect(notices()).toHaveLength(2)
    expect((await fx.call('session:get')).ok).toBe(true)
    await fx.app.dispose()
    expect(await fx.allFiles()).toMatch(/boom 0.*unexpected error in main/)
  })
})
