// The readers apply their caps while they scan: what they keep is bounded
// whatever the body holds, counts stay whole, and the work is one pass (the
// shapes that once took seconds to minutes — a long flat list, an object of
// many lists, a very wide object — are read here at sizes a quadratic
// reader could not finish within the test's time). Times are measured in
// `npm run bench`, not here.
import { describe, expect, it } from 'vitest'

import { appReaders } from '../../../src/main/app/readers'
import { readBody } from '../../../src/main/core/body/read-body'
import { bounded, findField, MAX_KEYS, MAX_NODES } from '../../../src/main/core/view-model/read-fields'
import { MAX_GROUPS, MAX_ITEMS_PER_GROUP, readGroups } from '../../../src/main/core/view-model/read-groups'
import { MAX_ENTRIES, readFollowers } from '../../../src/main/features/people/read-followers'
import { readProfile } from '../../../src/main/features/people/read-profile'
import { readSearch } from '../../../src/main/features/search/read-search'
import { MAX_SERVICES, readServiceList } from '../../../src/main/features/status/read-service-list'

/** Every value in a bounded copy, however it nests. */
function countNodes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 1 + countNodes(item), 0)
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + 1 + countNodes(item), 0)
  return 0
}

describe('lists are grouped in one pass and capped as they are read', () => {
  it('a flat list of 300,000 typed items: three groups, whole counts, at most 200 items each', () => {
    const kinds = ['user', 'project', 'repository']
    const list = Array.from({ length: 300_000 }, (_, i) => ({ type: kinds[i % 3], title: `Item ${i}`, id: i }))
    const { groups } = readGroups(list, 'Results')
    expect(groups.map((g) => [g.key, g.count, g.items.length])).toEqual([
      ['user', 100_000, MAX_ITEMS_PER_GROUP],
      ['project', 100_000, MAX_ITEMS_PER_GROUP],
      ['repository', 100_000, MAX_ITEMS_PER_GROUP]
    ])
    expect(groups[0]?.items[0]).toMatchObject({ title: 'Item 0', id: '0' })
  })

  it('a list with thousands of kinds keeps at most 50 groups, and every item is still counted', () => {
    const list = Array.from({ length: 20_000 }, (_, i) => ({ kind: `kind-${i % 5_000}`, name: `n${i}` }))
    const { groups } = readGroups(list, 'Results')
    expect(groups.length).toBeLessThanOrEqual(MAX_GROUPS)
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(20_000)
    expect(groups.every((g) => g.items.length <= MAX_ITEMS_PER_GROUP)).toBe(true)
  })

  it('an object of 20,000 lists (empty or not) keeps 50 groups and a bounded rest', () => {
    const root: Record<string, unknown> = {}
    for (let i = 0; i < 20_000; i++) {
      root[`list${i}`] = i % 2 ? [] : [{ title: 'x' }]
      root[`list${i}Count`] = 7
    }
    const view = readSearch('q', root)
    expect(view.groups.length).toBe(MAX_GROUPS)
    expect(view.groups[0]).toMatchObject({ key: 'list0', count: 7 })
    expect(countNodes(view.other)).toBeLessThanOrEqual(MAX_NODES)
  })
})

describe('followers', () => {
  it('keeps 100,000 entries of a longer list and counts the rest', () => {
    const followers = Array.from({ length: 150_000 }, (_, i) => ({ id: i, username: `u${i}` }))
    const view = readFollowers('1', { followers, following: [1, 2] })
    expect(view.followers).toHaveLength(MAX_ENTRIES)
    expect(view.followersCount).toBe(150_000)
    expect(view.followers.at(-1)).toMatchObject({ id: String(MAX_ENTRIES - 1) })
    expect(view.following).toHaveLength(2)
  })

  it('a declared total larger than the list wins; junk entries are skipped, not counted as people', () => {
    const view = readFollowers('1', {
      followers: [null, 3, 'Ada', {}, { id: 4 }],
      followersCount: 12_345,
      following: []
    })
    expect(view.followers.map((entry) => entry.label)).toEqual(['User 3', 'Ada', 'User 4'])
    expect(view.followersCount).toBe(12_345)
  })
})

describe('wide and deep objects', () => {
  it('looks at the first MAX_KEYS keys of an object for a field, and at most that many', () => {
    const wide: Record<string, unknown> = {}
    for (let i = 0; i < 200_000; i++) wide[`field${i}`] = i
    wide.display_name = 'Too far'
    expect(findField(wide, ['displayName'])).toBeNull()
    const near: Record<string, unknown> = { Display_Name: 'Ada', ...wide }
    expect(findField(near, ['name', 'displayName'])).toEqual({ key: 'Display_Name', value: 'Ada' })
    expect(MAX_KEYS).toBe(1_000)
  })

  it('earlier names win over later ones, and among spellings of one name the first key wins', () => {
    expect(findField({ name: 'b', full_name: 'a', FullName: 'c' }, ['fullName', 'name'])).toEqual({
      key: 'full_name',
      value: 'a'
    })
    expect(findField({ full_name: '', name: 'b' }, ['fullName', 'name'])).toEqual({ key: 'name', value: 'b' })
  })

  it('a profile of 200,000 fields keeps a bounded generic view and at most 50 counts', () => {
    const wide: Record<string, unknown> = { name: 'Ada' }
    for (let i = 0; i < 200_000; i++) wide[i % 2 ? `thing${i}Count` : `field${i}`] = i
    const view = readProfile('1', wide)
    expect(view.name).toBe('Ada')
    expect(view.counts.length).toBeLessThanOrEqual(50)
    expect(Object.keys(view.extra).length).toBeLessThanOrEqual(200)
  })

  it('a bounded copy of a body of any shape holds at most MAX_NODES values', () => {
    const square = Array.from({ length: 300 }, () => Array.from({ length: 300 }, (_, i) => ({ i })))
    expect(countNodes(bounded(square))).toBeLessThanOrEqual(MAX_NODES)
    let deep: unknown = 'bottom'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(JSON.stringify(bounded(deep))).toBe('[[[[[["…"]]]]]]')
  })

  it('a body nested 100,000 levels deep is read, not a crash', () => {
    const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const outcome = readBody(
      new TextEncoder().encode(text),
      { call: ['profile', '1'], meta: { status: 200, headers: {} }, tolerant: false },
      appReaders
    )
    expect(outcome.kind).toBe('read')
  })
})

it('a service list of 1,000,000 ids watches the first 100', () => {
  const services = Array.from({ length: 1_000_000 }, (_, i) => `svc-${i}`)
  const listed = readServiceList({ services })
  expect(listed).toHaveLength(MAX_SERVICES)
  expect(listed.at(-1)?.id).toBe('svc-99')
})
