// The bound on what parsing an answer may cost (src/main/core/body/json-budget.ts):
// values counted in one pass, strings skipped whatever they hold.
import { describe, expect, it } from 'vitest'

import { exceedsJsonBudget, MAX_JSON_VALUES } from '../../../src/main/core/body/json-budget'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the JSON budget', () => {
  it('counts containers and separators outside strings', () => {
    // 3 values: the array, and two separators.
    expect(exceedsJsonBudget(bytes('[1,2,3]'), 3)).toBe(false)
    expect(exceedsJsonBudget(bytes('[1,2,3,4]'), 3)).toBe(true)
    // 6: four containers, two separators.
    expect(exceedsJsonBudget(bytes('[[],{},[]]'), 6)).toBe(false)
    expect(exceedsJsonBudget(bytes('[[],{},[],{}]'), 6)).toBe(true)
  })

  it('skips what strings hold, escaped quotes and non-ASCII text included', () => {
    expect(exceedsJsonBudget(bytes('["a,b,c,[,{", "é,ß,😀,"]'), 3)).toBe(false)
    // An escaped quote does not end the string; an escaped backslash before a quote does not escape it.
    expect(exceedsJsonBudget(bytes('["say \\"a,b,c\\" ,,,", 1]'), 3)).toBe(false)
    expect(exceedsJsonBudget(bytes('["\\\\", 1, 2, 3]'), 3)).toBe(true)
  })

  it('counts as a byte-by-byte scan does, for any mix of strings, escapes and separators', () => {
    // The plain loop the scan replaced: the reference for what counts.
    const reference = (data: Uint8Array, limit: number) => {
      let count = 0
      let inString = false
      for (let index = 0; index < data.byteLength; index++) {
        const byte = data[index]
        if (inString) {
          if (byte === 0x5c) index++
          else if (byte === 0x22) inString = false
        } else if (byte === 0x22) inString = true
        else if ((byte === 0x2c || byte === 0x5b || byte === 0x7b) && ++count > limit) return true
      }
      return false
    }
    // A seeded generator, so a failure names a body that can be made again.
    let seed = 7
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const alphabet = ['"', '\\', ',', '[', '{', ']', '}', 'a', ' ', 'é', ':', '1']
    for (let body = 0; body < 2_000; body++) {
      const text = Array.from({ length: 4 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * 12)]).join('')
      const data = bytes(text)
      for (const limit of [0, 1, 2, 3, 5, 8])
        if (data.byteLength > limit)
          expect(exceedsJsonBudget(data, limit), `${text} (limit ${limit})`).toBe(reference(data, limit))
    }
  })

  it('does not scan a body too short to exceed it, and refuses 9 MB of nested arrays', () => {
    expect(exceedsJsonBudget(bytes(',,,,'), 4)).toBe(false)
    const huge = bytes(`[${Array.from({ length: 1_500_000 }, () => '[[[]]]').join(',')}]`)
    expect(exceedsJsonBudget(huge)).toBe(true)
    // A real list of 200,000 followers fits.
    const followers = bytes(
      `{"followers":[${Array.from({ length: 200_000 }, (_, i) => `{"id":${i},"username":"u${i}","name":"N ${i}","avatar":null,"bio":"","url":""}`).join(',')}]}`
    )
    expect(followers.byteLength).toBeGreaterThan(MAX_JSON_VALUES)
    expect(exceedsJsonBudget(followers)).toBe(false)
  })
})
