import { describe, expect, it } from 'vitest'

import {
  closeEndsNotification,
  KEEP_AT_MOST,
  KEEP_FOR_MS,
  NotificationKeeper
} from '../../../src/main/desktop/os/notification-keeper'

describe('which close ends a notification', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ reason: 'applicationHidden' }, true],
    [{ reason: 'timedOut' }, false],
    [{ reason: 'userCanceled' }, false]
  ])('%j → %s', (details, ends) => {
    expect(closeEndsNotification(details)).toBe(ends)
  })
})

describe('NotificationKeeper', () => {
  it('keeps at most 20, letting go of the oldest first', () => {
    const keeper = new NotificationKeeper<number>(() => 0)
    for (let i = 0; i < KEEP_AT_MOST + 5; i++) keeper.keep(i)
    expect(keeper.size).toBe(KEEP_AT_MOST)
  })

  it('lets go of what is older than a week when the next one comes', () => {
    let now = 0
    const keeper = new NotificationKeeper<string>(() => now)
    keeper.keep('old')
    now = KEEP_FOR_MS - 1
    keeper.keep('recent')
    expect(keeper.size).toBe(2)
    now = KEEP_FOR_MS
    keeper.keep('new')
    expect(keeper.size).toBe(2)
    now = KEEP_FOR_MS * 3
    keeper.keep('newest')
    expect(keeper.size).toBe(1)
  })

  it('lets go of one on release, and of all on clear', () => {
    const keeper = new NotificationKeeper<string>(() => 0)
    keeper.keep('a')
    keeper.keep('b')
    keeper.release('a')
    expect(keeper.size).toBe(1)
    keeper.clear()
    expect(keeper.size).toBe(0)
  })
})
