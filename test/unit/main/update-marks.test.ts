// What "seen" means for the platform's updates (src/main/features/status/update-marks.ts):
// marks of our own whatever shape the platform sends, the first look is where
// an account starts, and an update is new until it is shown or older than
// the newest one shown.
import { describe, expect, it } from 'vitest'

import { isUnseen, markOf, MAX_KEPT_MARKS, withSeen } from '../../../src/main/features/status/update-marks'

const update = (key: string, title: string, date: string | null, url: string | null = null) => ({
  key,
  title,
  date,
  url
})
const marked = (key: string, title: string, date: string | null) => ({ mark: markOf(update(key, title, date)), date })

describe('markOf', () => {
  it('knows an update by its id, whatever its title or date become', () => {
    expect(markOf(update('id:7', 'Faster search', '2026-11-01T09:00:00Z'))).toBe(
      markOf(update('id:7', 'Faster search (edited)', null))
    )
    expect(markOf(update('id:7', 'A', null))).not.toBe(markOf(update('id:8', 'A', null)))
  })

  it('knows one without an id by what it says, not by its place in the list, and keeps no platform text', () => {
    const first = markOf(update('u:0', 'Faster search', '2026-11-01T09:00:00Z'))
    expect(markOf(update('u:5', 'Faster search', '2026-11-01T09:00:00Z'))).toBe(first)
    expect(markOf(update('u:0', 'Faster search', '2026-11-02T09:00:00Z'))).not.toBe(first)
    expect(first).toMatch(/^[0-9a-f]{24}$/)
  })
})

describe('isUnseen', () => {
  const older = marked('id:1', 'Older', '2026-11-01T09:00:00Z')
  const newer = marked('id:2', 'Newer', '2026-11-20T09:00:00Z')
  const undated = marked('u:0', 'Undated', null)

  it('nothing is new to an account that never looked: its first look is where it starts', () => {
    expect([older, newer, undated].map((each) => isUnseen(undefined, each))).toEqual([false, false, false])
  })

  it('after a look, what came since is new; what was shown, and anything older than the newest shown, is not', () => {
    const seen = withSeen(undefined, [older])
    expect(isUnseen(seen, older)).toBe(false)
    expect(isUnseen(seen, newer)).toBe(true)
    expect(isUnseen(seen, undated)).toBe(true)
    // An older update the person never had on screen (a longer list) is the past, not news.
    expect(isUnseen(withSeen(undefined, [newer]), older)).toBe(false)
  })

  it('an update without a date is new until it is shown', () => {
    const seen = withSeen(withSeen(undefined, [older]), [undated])
    expect(isUnseen(seen, undated)).toBe(false)
  })

  it('with no date seen yet, every dated update not shown is new', () => {
    expect(isUnseen(withSeen(undefined, [undated]), older)).toBe(true)
  })
})

describe('withSeen', () => {
  it('keeps the newest date seen, and never moves it back', () => {
    const seen = withSeen(undefined, [marked('id:2', 'B', '2026-11-20T09:00:00Z')])
    expect(seen.newest).toBe('2026-11-20T09:00:00.000Z')
    expect(withSeen(seen, [marked('id:1', 'A', '2026-11-01T09:00:00Z')]).newest).toBe('2026-11-20T09:00:00.000Z')
    expect(withSeen(seen, [marked('u:1', 'C', 'not a date')]).newest).toBe('2026-11-20T09:00:00.000Z')
  })

  it('keeps the latest marks, each once, at most MAX_KEPT_MARKS', () => {
    const many = Array.from({ length: MAX_KEPT_MARKS + 20 }, (_, i) => ({ mark: `m${i}`, date: null }))
    const seen = withSeen(withSeen(undefined, many), [{ mark: 'm0', date: null }])
    expect(seen.marks).toHaveLength(MAX_KEPT_MARKS)
    expect(seen.marks.at(-1)).toBe('m0')
    expect(new Set(seen.marks).size).toBe(seen.marks.length)
    expect(seen.marks).not.toContain('m20')
  })
})
