// features/people/filter-people.ts: the Followers filter searches one string of the whole list (docs/performance.md,
// "Filtering"). It must find exactly what asking each entry's own words would, in the list's order.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { filterPeople, lazySearchIndex, searchIndex } from '../../../src/renderer/src/features/people/filter-people'
import type { PersonEntry } from '../../../src/shared/people'

/** What the filter means, asked of each entry alone. */
function byEachEntry(entries: readonly PersonEntry[], filter: string): PersonEntry[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean)
  return entries.filter((entry) => {
    const text = `${entry.label} ${entry.secondary ?? ''} ${entry.id ?? ''}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

const entry = (key: number, label: string, secondary?: string, id?: string): PersonEntry => ({
  key: String(key),
  label,
  ...(secondary === undefined ? {} : { secondary }),
  ...(id === undefined ? {} : { id })
})

describe('filterPeople', () => {
  const people = [
    entry(0, 'Ada Lovelace', '@ada', '1'),
    entry(1, 'Grace Hopper', '@grace', '12'),
    entry(2, 'Ada Hopper'),
    entry(3, 'İlkay Aydın', '@ilkay', '123'),
    entry(4, 'Alan Turing', undefined, '21')
  ]

  it('keeps the list itself for an empty filter, and finds every word in any part, in order', () => {
    const index = () => searchIndex(people)
    expect(filterPeople(people, index, '  ')).toBe(people)
    expect(filterPeople(people, index, 'ada').map((e) => e.key)).toEqual(['0', '2'])
    expect(filterPeople(people, index, 'HOPPER ada').map((e) => e.key)).toEqual(['2'])
    expect(filterPeople(people, index, '12').map((e) => e.key)).toEqual(['1', '3'])
    expect(filterPeople(people, index, 'ada 12').map((e) => e.key)).toEqual([])
    // A word is never found across two entries' words, nor across the parts of one.
    expect(filterPeople(people, index, 'hopperada')).toEqual([])
    expect(filterPeople(people, index, 'lovelace@ada')).toEqual([])
    // Lower-casing "İ" makes two code units: the entries after it are still found where they are.
    expect(filterPeople(people, index, 'turing 21').map((e) => e.key)).toEqual(['4'])
    expect(filterPeople(people, index, 'i̇lkay').map((e) => e.key)).toEqual(['3'])
  })

  it('asks for the index only when a filter has a word, and makes it once', () => {
    const index = vi.fn(() => searchIndex(people))
    expect(filterPeople(people, index, ' ')).toBe(people)
    expect(index).not.toHaveBeenCalled()
    filterPeople(people, index, 'ada')
    expect(index).toHaveBeenCalledOnce()
    const lazy = lazySearchIndex(people)
    expect(lazy()).toBe(lazy())
  })

  it('finds what asking each entry would, for any list and filter', () => {
    // Few letters, so words are often found, in several entries and several times in one.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'İ', ' ', '1', '@'), maxLength: 8 })
    const list = fc.array(
      fc.record({
        label: text,
        secondary: fc.option(text, { nil: undefined }),
        id: fc.option(text, { nil: undefined })
      }),
      { maxLength: 30 }
    )
    fc.assert(
      fc.property(list, text, (records, filter) => {
        const entries = records.map((r, i) => entry(i, r.label, r.secondary, r.id))
        expect(filterPeople(entries, lazySearchIndex(entries), filter)).toEqual(byEachEntry(entries, filter))
      }),
      { numRuns: 2000 }
    )
  })
})
