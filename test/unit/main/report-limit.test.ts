// The page's error reports: a few reach the log each minute, however many come.
import { describe, expect, it } from 'vitest'

import { createReportLimit } from '../../../src/main/features/diagnostics/report-limit'

describe('report limit', () => {
  it('lets `max` through per window, counts the rest, and says how many at the next one let through', () => {
    let now = 1_000
    const limit = createReportLimit({ max: 3, windowMs: 60_000, now: () => now })
    const first = Array.from({ length: 5 }, () => limit.take())
    expect(first.map((take) => take.allowed)).toEqual([true, true, true, false, false])
    expect(first.filter((take) => take.allowed).map((take) => take.dropped)).toEqual([0, 0, 0])

    now += 59_999
    expect(limit.take().allowed).toBe(false)
    now += 1
    expect(limit.take()).toEqual({ allowed: true, dropped: 3 })
    expect(limit.take()).toEqual({ allowed: true, dropped: 0 })
  })

  it('a quiet page is never held back', () => {
    let now = 0
    const limit = createReportLimit({ max: 1, windowMs: 1_000, now: () => now })
    for (let i = 0; i < 10; i++) {
      expect(limit.take()).toEqual({ allowed: true, dropped: 0 })
      now += 1_000
    }
  })
})
