// The statistics `npm run bench` quotes: a wrong median or percentile would misreport every budget.
import { describe, expect, it } from 'vitest'

import { median, percentile } from '../../../bench/stats'

describe('bench statistics', () => {
  it('median of odd and even counts, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('nearest-rank 95th percentile', () => {
    const frames = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(frames, 95)).toBe(95)
    expect(percentile([16.7, 16.7, 33.4], 95)).toBe(33.4)
    expect(percentile([16.7], 95)).toBe(16.7)
  })
})
