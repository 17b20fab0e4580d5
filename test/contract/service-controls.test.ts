// controls.setServiceStatus() / resetServices(): a client that watches
// maintenance status sees changes on this server only, in contract shape.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer, ServiceChange, ServiceState } from '../../server/index'
import { SERVICE_STATES, startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { field, get } from './support/http'
import { contract } from './support/session'

const NOW_MS = Date.UTC(2030, 5, 1, 8, 30, 0)
const NOW = new Date(NOW_MS).toISOString()
let clock = NOW_MS
let server: RunningServer
let untouched: RunningServer
let spec: Contract
/** GET /v1/maintenance/ of a fresh server: the seed. */
let seedText: string

type Service = {
  id: string
  numericId: number
  state: string
  message: string
  since: string
  scheduledStart?: string
  scheduledEnd?: string
}

beforeAll(async () => {
  ;[server, untouched, spec] = await Promise.all([
    startServer({ port: 0, now: () => clock }),
    startServer({ port: 0, now: () => NOW_MS }),
    contract()
  ])
  seedText = (await spec.check(await get(untouched.url, '/v1/maintenance/'), 'listMaintenance')).text
})

afterEach(() => {
  clock = NOW_MS
  server.controls.resetServices()
})

afterAll(async () => {
  await Promise.all([server.close(), untouched.close()])
})

async function service(base: string, id: string): Promise<Service> {
  const { status, body } = await spec.check(await get(base, `/v1/maintenance/${id}`), 'getMaintenance')
  expect(status).toBe(200)
  return body as Service
}

async function services(base: string): Promise<Service[]> {
  return field<Service[]>((await spec.check(await get(base, '/v1/maintenance/'), 'listMaintenance')).body, 'services')
}

describe('setServiceStatus', () => {
  it('changes the state and message for both ids and the list; since becomes the server clock', async () => {
    const before = await service(server.url, 'api')
    server.controls.setServiceStatus('api', { state: 'down', message: 'The API is unreachable.' })
    const expected = { ...before, state: 'down', message: 'The API is unreachable.', since: NOW }
    expect(await service(server.url, 'api')).toEqual(expected)
    expect(await service(server.url, '1')).toEqual(expected)
    const list = await services(server.url)
    expect(list.find((entry) => entry.id === 'api')).toEqual(expected)
    // Every other service and the order are untouched.
    const seed = field<Service[]>(JSON.parse(seedText), 'services')
    expect(list.map((entry) => entry.id)).toEqual(seed.map((entry) => entry.id))
    expect(list.filter((entry) => entry.id !== 'api')).toEqual(seed.filter((entry) => entry.id !== 'api'))
  })

  it('accepts every state the contract lists, and the contract lists down', async () => {
    expect(SERVICE_STATES).toEqual(['operational', 'scheduled', 'maintenance', 'degraded', 'down'])
    for (const state of SERVICE_STATES) {
      server.controls.setServiceStatus('web', { state })
      expect((await service(server.url, 'web')).state).toBe(state)
    }
    expect(
      spec.validateJson('getMaintenance', 200, { ...(await service(server.url, 'web')), state: 'exploded' })
    ).not.toEqual([])
  })

  it('moves since only when the state changes', async () => {
    server.controls.setServiceStatus('notifications', { state: 'degraded', message: 'Still slow.' })
    const same = await service(server.url, 'notifications')
    expect(same.since).toBe(
      field(
        JSON.parse((await spec.check(await get(untouched.url, '/v1/maintenance/5'), 'getMaintenance')).text),
        'since'
      )
    )
    expect(same.message).toBe('Still slow.')
    server.controls.setServiceStatus('notifications', { state: 'operational' })
    clock += 3_600_000
    server.controls.setServiceStatus('notifications', { message: 'All clear.' })
    expect(await service(server.url, 'notifications')).toMatchObject({
      state: 'operational',
      message: 'All clear.',
      since: NOW
    })
    server.controls.setServiceStatus('notifications', { state: 'maintenance' })
    expect((await service(server.url, 'notifications')).since).toBe(new Date(NOW_MS + 3_600_000).toISOString())
  })

  it('sets a schedule as given, and null removes it', async () => {
    server.controls.setServiceStatus('pages', {
      state: 'scheduled',
      scheduledStart: '2030-06-02T09:00:00Z',
      scheduledEnd: '2030-06-02T11:00:00+02:00'
    })
    expect(await service(server.url, 'pages')).toMatchObject({
      state: 'scheduled',
      scheduledStart: '2030-06-02T09:00:00Z',
      scheduledEnd: '2030-06-02T11:00:00+02:00'
    })
    server.controls.setServiceStatus('pages', { state: 'operational', scheduledStart: null, scheduledEnd: null })
    const cleared = await service(server.url, 'pages')
    expect(cleared).not.toHaveProperty('scheduledStart')
    expect(cleared).not.toHaveProperty('scheduledEnd')
    // Keys keep the seed's order, so a changed body reads like a seeded one.
    server.controls.setServiceStatus('pages', { scheduledEnd: '2030-06-03T00:00:00Z' })
    server.controls.setServiceStatus('pages', { scheduledStart: '2030-06-02T00:00:00Z' })
    expect(Object.keys(await service(server.url, 'pages'))).toEqual([
      'id',
      'numericId',
      'name',
      'state',
      'message',
      'since',
      'scheduledStart',
      'scheduledEnd'
    ])
  })

  it("times the seed's windows from the server's start, so the demo is always mid-maintenance", async () => {
    const later = await startServer({ port: 0, now: () => NOW_MS + 86_400_000 })
    try {
      for (const base of [server.url, later.url]) {
        const start = base === later.url ? NOW_MS + 86_400_000 : NOW_MS
        const search = await service(base, 'search')
        expect(search.state).toBe('maintenance')
        expect(Date.parse(search.scheduledStart ?? '')).toBeLessThan(start)
        expect(Date.parse(search.scheduledEnd ?? '')).toBeGreaterThan(start)
        const git = await service(base, 'git')
        expect(Date.parse(git.scheduledStart ?? '')).toBe(start + 48 * 3_600_000)
      }
    } finally {
      await later.close()
    }
  })

  it('finds a service by numeric id or in any letter case', async () => {
    server.controls.setServiceStatus('4', { message: 'By number.' })
    expect((await service(server.url, 'search')).message).toBe('By number.')
    server.controls.setServiceStatus('GIT', { state: 'down' })
    expect((await service(server.url, '3')).state).toBe('down')
  })

  const invalid: ReadonlyArray<readonly [string, string, ServiceChange]> = [
    ['an unknown id', 'nope', { state: 'down' }],
    ['an unknown numeric id', '7', { state: 'down' }],
    ['an unknown state', 'api', { state: 'exploded' as ServiceState }],
    ['a message that is not a string', 'api', { message: 42 as unknown as string }],
    ['a start that is not a date-time', 'api', { scheduledStart: 'tomorrow' }],
    ['a date without a time', 'api', { scheduledEnd: '2030-06-02' }],
    ['an impossible date', 'api', { scheduledEnd: '2030-13-45T99:00:00Z' }],
    ['30 February', 'api', { scheduledEnd: '2030-02-30T09:00:00Z' }],
    ['an unknown field', 'api', { since: '2030-06-02T09:00:00Z' } as unknown as ServiceChange]
  ]

  it.each(invalid)('throws a TypeError for %s and changes nothing', async (_name, id, change) => {
    expect(() => server.controls.setServiceStatus(id, { message: 'partial', ...change })).toThrow(TypeError)
    expect((await spec.check(await get(server.url, '/v1/maintenance/'), 'listMaintenance')).text).toBe(seedText)
  })
})

describe('isolation and reset', () => {
  it('changes one server only, and never the seed other servers start from', async () => {
    server.controls.setServiceStatus('search', {
      state: 'operational',
      message: 'Rebuilt.',
      scheduledStart: null,
      scheduledEnd: null
    })
    expect((await service(server.url, 'search')).state).toBe('operational')
    expect((await spec.check(await get(untouched.url, '/v1/maintenance/'), 'listMaintenance')).text).toBe(seedText)
    const later = await startServer({ port: 0, now: () => NOW_MS })
    try {
      expect((await spec.check(await get(later.url, '/v1/maintenance/'), 'listMaintenance')).text).toBe(seedText)
    } finally {
      await later.close()
    }
  })

  it('resetServices restores the seed', async () => {
    server.controls.setServiceStatus('api', { state: 'down' })
    server.controls.setServiceStatus('git', { scheduledStart: null })
    server.controls.resetServices()
    expect((await spec.check(await get(server.url, '/v1/maintenance/'), 'listMaintenance')).text).toBe(seedText)
  })
})
