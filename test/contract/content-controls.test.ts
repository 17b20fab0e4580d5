// controls.addNotification() / notifications() / addPlatformUpdate(): content a test
// adds appears in contract shape, newest first, on this server only.
import { beforeAll, describe, expect, it } from 'vitest'

import type { NewNotification, NewPlatformUpdate, RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { bearer, field, get } from './support/http'
import { contract, logIn } from './support/session'

const NOW_MS = Date.UTC(2030, 5, 1, 8, 30, 0)
let clock = NOW_MS
let spec: Contract

type Entry = { id: number; type: string; title: string; body: string; createdAt: string; read: boolean }
type List = { notifications: Entry[]; unread: number }
type Update = { id: number; title: string; body: string; publishedAt: string; tags?: string[] }
type Updates = { updates: Update[]; limit: number; total: number }

beforeAll(async () => {
  spec = await contract()
})

/** A fresh server per test: content added in one test never leaks into the next. */
async function withServer(run: (server: RunningServer) => Promise<void> | void): Promise<void> {
  clock = NOW_MS
  const server = await startServer({ port: 0, now: () => clock })
  try {
    await run(server)
  } finally {
    await server.close()
  }
}

async function notificationsOf(server: RunningServer, token: string): Promise<List> {
  const { status, body } = await spec.check(
    await get(server.url, '/v1/account/notifications/', bearer(token)),
    'listNotifications'
  )
  expect(status).toBe(200)
  return body as List
}

async function updatesOf(server: RunningServer, path = '/v1/other/updates/'): Promise<Updates> {
  const operationId = path === '/v1/other/updates/' ? 'listUpdates' : 'listUpdatesWithLimit'
  return (await spec.check(await get(server.url, path), operationId)).body as Updates
}

describe('addNotification', () => {
  it('puts the new notification first for that user, unread, created now, and counts it', () =>
    withServer(async (server) => {
      const token = await logIn(server.url, 'demo', 'demo1234')
      const before = await notificationsOf(server, token)
      const id = server.controls.addNotification(1, {
        type: 'system',
        title: 'API down',
        body: 'The API is unreachable.'
      })
      const after = await notificationsOf(server, token)
      expect(after.notifications[0]).toEqual({
        id,
        type: 'system',
        title: 'API down',
        body: 'The API is unreachable.',
        createdAt: new Date(NOW_MS).toISOString(),
        read: false
      })
      expect(after.notifications.slice(1)).toEqual(before.notifications)
      expect(after.unread).toBe(before.unread + 1)
      clock += 60_000
      const readId = server.controls.addNotification(1, {
        type: 'follow',
        title: 'New follower',
        body: 'alice follows you.',
        read: true
      })
      const latest = await notificationsOf(server, token)
      expect(latest.notifications.map((entry) => entry.id).slice(0, 2)).toEqual([readId, id])
      expect(latest.notifications[0]?.createdAt).toBe(new Date(NOW_MS + 60_000).toISOString())
      expect(latest.unread).toBe(after.unread)
    }))

  it('gives ids that are unique across users and above every seeded id', () =>
    withServer((server) => {
      const accounts = [1, 2, 3, 4]
      const seeded = accounts.flatMap((userId) => server.controls.notifications(userId).map((entry) => entry.id))
      const note: NewNotification = { type: 'mention', title: 'Hi', body: 'Hello.' }
      const added = [
        server.controls.addNotification(1, note),
        server.controls.addNotification(2, note),
        server.controls.addNotification(1, note)
      ]
      expect(new Set([...seeded, ...added]).size).toBe(seeded.length + added.length)
      for (const id of added) expect(id).toBeGreaterThan(Math.max(...seeded))
      expect(added[1]).toBeGreaterThan(added[0] ?? 0)
      expect(added[2]).toBeGreaterThan(added[1] ?? 0)
    }))

  it('shows only to that user, and notifications() returns what the route serves', () =>
    withServer(async (server) => {
      const [demo, alice] = await Promise.all([
        logIn(server.url, 'demo', 'demo1234'),
        logIn(server.url, 'alice', 'alice1234')
      ])
      const aliceBefore = await notificationsOf(server, alice)
      server.controls.addNotification(1, { type: 'security', title: 'New sign-in', body: 'From a new device.' })
      expect(await notificationsOf(server, alice)).toEqual(aliceBefore)
      expect(server.controls.notifications(1)).toEqual((await notificationsOf(server, demo)).notifications)
      expect(server.controls.notifications(2)).toEqual(aliceBefore.notifications)
      // API keys reach the same list as sessions.
      const key = server.controls.demo.apiKeys.find((entry) => entry.userId === 1)?.key ?? ''
      expect((await notificationsOf(server, key)).notifications[0]?.title).toBe('New sign-in')
    }))

  it('hands out copies: editing the result changes nothing served', () =>
    withServer((server) => {
      server.controls.addNotification(1, { type: 'system', title: 'Original', body: 'Text.' })
      const copy = server.controls.notifications(1)
      const first = copy[0] as { title: string }
      first.title = 'Edited'
      expect(server.controls.notifications(1)[0]?.title).toBe('Original')
    }))

  const invalid: ReadonlyArray<readonly [string, number, NewNotification]> = [
    ['a user id no account has', 999, { type: 'system', title: 't', body: 'b' }],
    ['a user id that is not a number', Number.NaN, { type: 'system', title: 't', body: 'b' }],
    ['a missing title', 1, { type: 'system', body: 'b' } as NewNotification],
    ['a body that is not a string', 1, { type: 'system', title: 't', body: 7 as unknown as string }],
    ['read that is not a boolean', 1, { type: 'system', title: 't', body: 'b', read: 'yes' as unknown as boolean }],
    [
      'an unknown field',
      1,
      { type: 'system', title: 't', body: 'b', createdAt: '2030-01-01T00:00:00Z' } as NewNotification
    ]
  ]

  it.each(invalid)('throws a TypeError for %s and adds nothing', (_name, userId, notification) =>
    withServer((server) => {
      const before = server.controls.notifications(1)
      expect(() => server.controls.addNotification(userId, notification)).toThrow(TypeError)
      expect(server.controls.notifications(1)).toEqual(before)
    })
  )

  it('notifications() throws a TypeError for a user id no account has', () =>
    withServer((server) => {
      expect(() => server.controls.notifications(999)).toThrow(TypeError)
    }))
})

describe('addPlatformUpdate', () => {
  it('puts the new update first in both update operations, published now, and counts it', () =>
    withServer(async (server) => {
      const before = await updatesOf(server, '/v1/other/updates/100')
      const id = server.controls.addPlatformUpdate({
        title: 'Status page',
        body: 'Watch maintenance live.',
        tags: ['desktop', 'web']
      })
      expect(id).toBe(Math.max(...before.updates.map((update) => update.id)) + 1)
      const expected = {
        id,
        title: 'Status page',
        body: 'Watch maintenance live.',
        publishedAt: new Date(NOW_MS).toISOString(),
        tags: ['desktop', 'web']
      }
      const latest = await updatesOf(server)
      expect(latest.updates[0]).toEqual(expected)
      expect(latest.updates).toHaveLength(10)
      expect(latest.total).toBe(before.total + 1)
      const all = await updatesOf(server, '/v1/other/updates/100')
      expect(all.updates).toEqual([expected, ...before.updates])
      clock += 1_000
      const next = server.controls.addPlatformUpdate({ title: 'Second', body: 'Another.' })
      const newest = await updatesOf(server, '/v1/other/updates/2')
      expect(newest.updates.map((update) => update.id)).toEqual([next, id])
      expect(newest.updates[0]).toMatchObject({ tags: [], publishedAt: new Date(NOW_MS + 1_000).toISOString() })
    }))

  it('keeps its own copy of the tags', () =>
    withServer(async (server) => {
      const tags = ['api']
      server.controls.addPlatformUpdate({ title: 'T', body: 'B', tags })
      tags.push('changed')
      expect((await updatesOf(server)).updates[0]?.tags).toEqual(['api'])
    }))

  const invalid: ReadonlyArray<readonly [string, NewPlatformUpdate]> = [
    ['a missing body', { title: 't' } as NewPlatformUpdate],
    ['a title that is not a string', { title: 1 as unknown as string, body: 'b' }],
    ['tags that are not strings', { title: 't', body: 'b', tags: [1] as unknown as string[] }],
    ['an unknown field', { title: 't', body: 'b', id: 5 } as NewPlatformUpdate]
  ]

  it.each(invalid)('throws a TypeError for %s and adds nothing', (_name, update) =>
    withServer(async (server) => {
      expect(() => server.controls.addPlatformUpdate(update)).toThrow(TypeError)
      expect(field<number>(await updatesOf(server), 'total')).toBe(36)
    })
  )
})

describe('isolation', () => {
  it('two servers in one process never see each other’s additions', async () => {
    const [first, second] = await Promise.all([startServer({ port: 0 }), startServer({ port: 0 })])
    try {
      const [firstToken, secondToken] = await Promise.all([
        logIn(first.url, 'bob', 'bob1234'),
        logIn(second.url, 'bob', 'bob1234')
      ])
      const seeded = await notificationsOf(second, secondToken)
      const seededUpdates = await updatesOf(second)
      first.controls.addNotification(3, { type: 'system', title: 'Only on first', body: '.' })
      first.controls.addPlatformUpdate({ title: 'Only on first', body: '.' })
      expect((await notificationsOf(first, firstToken)).notifications[0]?.title).toBe('Only on first')
      expect((await updatesOf(first)).updates[0]?.title).toBe('Only on first')
      expect(await notificationsOf(second, secondToken)).toEqual(seeded)
      expect(await updatesOf(second)).toEqual(seededUpdates)
      // A server started afterwards starts from the unchanged seed too.
      const third = await startServer({ port: 0 })
      try {
        expect(await updatesOf(third)).toEqual(seededUpdates)
        expect(third.controls.notifications(3)).toEqual(seeded.notifications)
      } finally {
        await third.close()
      }
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
