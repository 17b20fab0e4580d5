import { describe, expect, it } from 'vitest'

import { lazily } from '../../../src/shared/lazily'

describe('lazily', () => {
  it('builds at the first call, once, and keeps even what is falsy', () => {
    let builds = 0
    const zero = lazily(() => {
      builds += 1
      return 0
    })
    expect(builds).toBe(0)
    expect(zero()).toBe(0)
    expect(zero()).toBe(0)
    expect(builds).toBe(1)
  })
})
