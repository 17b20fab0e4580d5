import { describe, expect, it } from 'vitest'

import { lazily } from '../../../src/shared/lazily'
import { loadZod, withZod } from '../../../src/shared/load-zod'

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

  it('withZod builds with the loaded zod at the first call, once', async () => {
    let builds = 0
    const schema = withZod((z) => {
      builds += 1
      return z.string().min(2)
    })
    expect(builds).toBe(0)
    const first = await schema()
    expect(first.safeParse('ab').success).toBe(true)
    expect(first.safeParse('a').success).toBe(false)
    expect(await schema()).toBe(first)
    expect(builds).toBe(1)
    expect((await loadZod()).string).toBeTypeOf('function')
  })
})
