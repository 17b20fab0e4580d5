// Normalising maintenance status, the service list and updates over the
// shapes real platforms use.
import { describe, expect, it } from 'vitest'

import { clampLimit } from '../../../src/main/features/status/platform-updates-limit'
import { readPlatformUpdates } from '../../../src/main/features/status/read-platform-updates'
import { readServiceList } from '../../../src/main/features/status/read-service-list'
import { readServiceStatus, stateFromWord } from '../../../src/main/features/status/read-service-status'
import { StatusChanges } from '../../../src/main/features/status/status-changes'
import type { ServiceStatusModel } from '../../../src/shared/status'
import { serviceView } from '../../support/status-views'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const read = (body: unknown) => readServiceStatus('svc', null, body, NOW)

describe('state words', () => {
  it.each([
    ['ok', 'operational'],
    ['UP', 'operational'],
    ['Operational', 'operational'],
    ['all_systems_operational', 'operational'],
    ['none', 'operational'],
    ['maintenance', 'maintenance'],
    ['under_maintenance', 'maintenance'],
    ['Under Maintenance', 'maintenance'],
    ['scheduled', 'maintenance'],
    ['in-maintenance', 'maintenance'],
    ['degraded', 'degraded'],
    ['degraded_performance', 'degraded'],
    ['partial_outage', 'degraded'],
    ['PARTIAL-OUTAGE', 'degraded'],
    ['minor', 'degraded'],
    ['down', 'down'],
    ['major_outage', 'down'],
    ['Major Outage', 'down'],
    ['offline', 'down'],
    ['critical', 'down'],
    ['sparkly', null]
  ])('%s → %s', (word, state) => {
    expect(stateFromWord(word)).toBe(state)
  })
})

describe('readServiceStatus', () => {
  it('reads the reference server shape, its message and window', () => {
    const view = read({
      id: 'search',
      name: 'Search',
      state: 'maintenance',
      message: 'Index rebuild.',
      scheduledStart: '2026-11-22T10:00:00Z',
      scheduledEnd: '2026-11-22T15:00:00Z'
    })
    expect(view).toMatchObject({
      name: 'Search',
      state: 'maintenance',
      message: 'Index rebuild.',
      window: { start: '2026-11-22T10:00:00Z', end: '2026-11-22T15:00:00Z' },
      upcoming: false,
      problem: null
    })
    expect(view.raw).toMatchObject({ id: 'search' })
  })

  it('scheduled maintenance is upcoming before its window, on during it, over after it', () => {
    const scheduled = (start: string, end: string) => read({ status: 'scheduled', window: { start, end } })
    expect(scheduled('2026-11-24T10:00:00Z', '2026-11-24T12:00:00Z')).toMatchObject({
      state: 'operational',
      upcoming: true
    })
    expect(scheduled('2026-11-22T10:00:00Z', '2026-11-22T14:00:00Z')).toMatchObject({
      state: 'maintenance',
      upcoming: false
    })
    expect(scheduled('2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z')).toMatchObject({
      state: 'operational',
      upcoming: false
    })
    // A window alone works the same way.
    expect(read({ startsAt: '2026-11-20T10:00:00Z', endsAt: '2026-11-20T12:00:00Z' })).toMatchObject({
      state: 'operational'
    })
  })

  it('maintenance whose window has ended is over, even when the platform still says "maintenance"', () => {
    // Issue 36: a window that ended two weeks ago was shown as current.
    const stale = read({
      state: 'maintenance',
      scheduledStart: '2026-11-07T07:00:00Z',
      scheduledEnd: '2026-11-08T12:00:00Z'
    })
    expect(stale).toMatchObject({
      state: 'operational',
      upcoming: false,
      window: { start: '2026-11-07T07:00:00Z', end: '2026-11-08T12:00:00Z' }
    })
    expect(read({ maintenance: true, startsAt: '2026-11-20T10:00:00Z', endsAt: '2026-11-20T12:00:00Z' }).state).toBe(
      'operational'
    )
    // Ongoing (no end, or an end to come) is still maintenance.
    expect(read({ state: 'maintenance', scheduledStart: '2026-11-16T07:00:00Z' }).state).toBe('maintenance')
    expect(read({ maintenance: true, endsAt: '2026-11-22T14:00:00Z' }).state).toBe('maintenance')
  })

  it('reads since when the service has been in its state, when the platform says', () => {
    expect(read({ status: 'degraded', updatedAt: '2026-11-22T10:42:00Z' }).since).toBe('2026-11-22T10:42:00Z')
    expect(read({ status: 'down', since: '2026-11-22T11:00:00Z' }).since).toBe('2026-11-22T11:00:00Z')
    expect(read({ status: 'down', since: 'a while' }).since).toBeNull()
    expect(read({ status: 'down' }).since).toBeNull()
  })

  it.each<[string, unknown, string]>([
    ['maintenance: true', { maintenance: true }, 'maintenance'],
    ['underMaintenance: false', { underMaintenance: false }, 'operational'],
    ['active: true', { active: true, message: 'DB migration' }, 'maintenance'],
    ['ok: true', { ok: true }, 'operational'],
    ['ok: false', { ok: false }, 'down'],
    ['online: false', { online: false }, 'down'],
    ['degraded: true', { degraded: true }, 'degraded'],
    [
      'nested statuspage-style status',
      { page: {}, status: { indicator: 'minor', description: 'Partial outage' } },
      'degraded'
    ],
    ['under data', { data: { attributes: {}, condition: 'Healthy' } }, 'operational'],
    ['a window only, now inside it', { from: '2026-11-22T11:00:00Z', until: '2026-11-22T13:00:00Z' }, 'maintenance'],
    ['a message only', { message: 'Emails are delayed by up to an hour.' }, 'degraded'],
    ['a message saying maintenance', { text: 'Planned maintenance in progress.' }, 'maintenance'],
    ['a plain string body', 'All systems operational', 'operational'],
    ['status as a number', { status: 200 }, 'unknown'],
    ['an unknown word', { state: 'sparkly' }, 'unknown'],
    ['an empty object', {}, 'unknown'],
    ['null', null, 'unknown'],
    ['an array', [1, 2], 'unknown']
  ])('%s → %s', (_name, body, state) => {
    expect(read(body).state).toBe(state)
  })

  it('a state word wins over booleans and messages', () => {
    expect(read({ state: 'operational', maintenance: true, message: 'major outage yesterday' }).state).toBe(
      'operational'
    )
  })
})

describe('readServiceList', () => {
  it.each<[string, unknown, string[]]>([
    [
      'objects under services (the reference server)',
      {
        services: [
          { id: 'api', name: 'API' },
          { id: 'web', name: 'Website' }
        ]
      },
      ['api', 'web']
    ],
    ['ids', ['api', 'web', 3], ['api', 'web', '3']],
    [
      'an object keyed by id',
      { api: { name: 'API', state: 'ok' }, web: { state: 'down' }, status: '200' },
      ['api', 'web']
    ],
    ['under data', { data: [{ slug: 'git' }, { key: 'cdn' }] }, ['git', 'cdn']],
    ['duplicates in any case', ['api', 'API', 'Api'], ['api']],
    ['nothing useful', { message: 'ok' }, []],
    ['a string', 'api', []]
  ])('reads %s', (_name, body, ids) => {
    expect(readServiceList(body).map((service) => service.id)).toEqual(ids)
  })

  it('keeps names when given', () => {
    expect(readServiceList({ services: [{ id: 'api', name: 'API' }] })).toEqual([{ id: 'api', name: 'API' }])
  })
})

describe('readPlatformUpdates', () => {
  it('reads lists under updates/data/items/result, newest first, with body text and links', () => {
    for (const envelope of ['updates', 'data', 'items', 'result']) {
      const view = readPlatformUpdates(10, {
        [envelope]: [
          { id: 1, title: 'Old', body: 'Line one\r\nLine two', publishedAt: '2026-10-01T00:00:00Z' },
          {
            id: 2,
            title: 'New',
            text: 'Fresh',
            date: '2026-11-01T00:00:00Z',
            url: 'https://blog.example/new',
            tags: ['release']
          },
          { id: 3, title: 'Undated' }
        ]
      })
      expect(view.items.map((item) => item.title)).toEqual(['New', 'Old', 'Undated'])
      expect(view.items[0]).toMatchObject({ body: 'Fresh', url: 'https://blog.example/new', tags: ['release'] })
      expect(view.items[1]?.body).toBe('Line one\nLine two')
    }
  })

  it('respects the limit and keeps anything else for the generic view', () => {
    expect(
      readPlatformUpdates(
        2,
        Array.from({ length: 5 }, (_, i) => ({ title: `U${i}` }))
      ).items
    ).toHaveLength(2)
    expect(readPlatformUpdates(10, { message: 'none yet' })).toEqual({
      limit: 10,
      items: [],
      other: { message: 'none yet' }
    })
  })

  it('orders a long list by date alone and reads only the entries it shows', () => {
    let titlesRead = 0
    const entry = (i: number, date: string | null) => ({
      id: i,
      ...(date ? { date } : {}),
      get title() {
        titlesRead++
        return `U${i}`
      }
    })
    const list = [
      entry(0, null),
      entry(1, '2026-01-05T00:00:00Z'),
      entry(2, null),
      entry(3, '2026-03-01T00:00:00Z'),
      ...Array.from({ length: 40 }, (_, i) => entry(4 + i, '2025-01-01T00:00:00Z'))
    ]
    const view = readPlatformUpdates(4, list)
    expect(view.items.map((item) => item.key)).toEqual(['id:3', 'id:1', 'id:4', 'id:5'])
    expect(
      readPlatformUpdates(50, list)
        .items.slice(-2)
        .map((item) => item.key)
    ).toEqual(['id:0', 'id:2'])
    expect(titlesRead).toBe(4 + 44)
  })

  it.each([[null], ['nothing'], [3]])('a bare %j is a clear error, never "no updates"', (body) => {
    expect(() => readPlatformUpdates(10, body)).toThrow('the latest updates in a form Platform Desktop cannot read')
  })

  it.each([
    [0, 1],
    [-5, 1],
    [10, 10],
    [100, 100],
    [101, 100],
    [7.6, 8],
    [Number.NaN, 10]
  ])('clamps the limit %d to %d', (limit, clamped) => {
    expect(clampLimit(limit)).toBe(clamped)
  })
})

describe('StatusChanges', () => {
  const service = (
    state: ServiceStatusModel['state'],
    overrides: Partial<ServiceStatusModel> = {}
  ): ServiceStatusModel => serviceView('git', state, { name: 'Git hosting', checkedAt: '', ...overrides })
  const time = (iso: string) => iso.slice(11, 16)

  it('says nothing for the first reading, then once per change, at most once per service per quiet period', () => {
    const changes = new StatusChanges(15 * 60_000)
    expect(changes.observe([service('operational')], 0, time)).toEqual([])
    expect(changes.observe([service('operational')], 60_000, time)).toEqual([])
    expect(
      changes.observe([service('maintenance', { window: { start: null, end: '2026-11-22T14:00:00Z' } })], 120_000, time)
    ).toEqual([
      {
        serviceId: 'git',
        state: 'maintenance',
        title: 'Platform status',
        body: 'Git hosting is under maintenance until 14:00.'
      }
    ])
    // Flapping within the quiet period: no more notifications.
    expect(changes.observe([service('operational')], 180_000, time)).toEqual([])
    expect(changes.observe([service('maintenance')], 240_000, time)).toEqual([])
    // In our words: the platform's own message stays in the Status view.
    expect(changes.observe([service('down', { message: 'Pushes fail.' })], 20 * 60_000, time)).toEqual([
      { serviceId: 'git', state: 'down', title: 'Platform status', body: 'Git hosting is down.' }
    ])
  })

  it('a check that failed is not a change', () => {
    const changes = new StatusChanges(0)
    changes.observe([service('operational')], 0, time)
    expect(changes.observe([service('unknown', { problem: 'Could not be checked' })], 1, time)).toEqual([])
    expect(changes.observe([service('operational')], 2, time)).toEqual([])
  })
})
