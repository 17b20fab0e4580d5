// What a notification names (a person, a link) in the shapes platforms send,
// and its read state both ways through the real main app: Mark as unread,
// even where the platform says read, and Undo after Mark all as read, which
// restores exactly the ones that were unread, with the badge following.
import { afterEach, describe, expect, it } from 'vitest'

import { notificationsKey } from '../../../src/main/features/notifications/notifications-service'
import { readNotifications } from '../../../src/main/features/notifications/read-notifications'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

describe('who and where a notification points to', () => {
  const target = (entry: Record<string, unknown>) => {
    const item = readNotifications([{ title: 'T', ...entry }]).items[0]
    return { userId: item?.userId, url: item?.url }
  }

  it.each<[string, Record<string, unknown>, { userId: string | null; url: string | null }]>([
    ['an id field', { actorId: 7 }, { userId: '7', url: null }],
    ['a snake_case id as a string', { sender_id: ' 12 ' }, { userId: '12', url: null }],
    ['a person object', { author: { id: '31', username: 'ada' } }, { userId: '31', url: null }],
    ['a person object under payload', { payload: { follower: { userId: 5 } } }, { userId: '5', url: null }],
    ['an id under data', { data: { user_id: 8 } }, { userId: '8', url: null }],
    [
      'a link',
      { url: 'https://platform.example.com/projects/3' },
      { userId: null, url: 'https://platform.example.com/projects/3' }
    ],
    [
      'a link object',
      { link: { href: 'https://platform.example.com/r/9' } },
      { userId: null, url: 'https://platform.example.com/r/9' }
    ],
    [
      'a link in the subject',
      { subject: { title: 'PR', html_url: 'https://platform.example.com/pr/1' } },
      { userId: null, url: 'https://platform.example.com/pr/1' }
    ],
    [
      'both: each kept',
      { user: 4, target_url: 'https://platform.example.com/x' },
      { userId: '4', url: 'https://platform.example.com/x' }
    ],
    ['http to this computer', { href: 'http://127.0.0.1:8080/a' }, { userId: null, url: 'http://127.0.0.1:8080/a' }]
  ])('%s', (_name, entry, expected) => {
    expect(target(entry)).toEqual(expected)
  })

  it.each<[string, Record<string, unknown>]>([
    ['a name is not an id', { from: 'ada', user: { username: 'ada' } }],
    ['a negative or fractional id', { userId: -3, actor: { id: 2.5 } }],
    ['an id too long for a path', { userId: '1234567890123456' }],
    ['javascript:', { url: 'javascript:alert(1)' }],
    ['a file', { link: 'file:///etc/passwd' }],
    ['plain http elsewhere', { url: 'http://platform.example.com/a' }],
    ['credentials in the link', { url: 'https://user:pw@platform.example.com/' }],
    ['a relative path', { url: '/projects/3' }],
    ['a huge link', { url: `https://platform.example.com/${'a'.repeat(3000)}` }],
    ['an id deeper than one level', { payload: { inner: { userId: 3 } } }],
    ['a nested value that is not an object', { payload: 'userId=3', data: [{ userId: 3 }] }]
  ])('%s opens nothing', (_name, entry) => {
    expect(target(entry)).toEqual({ userId: null, url: null })
  })

  it('reading who and where does not change an item’s key (its read mark stays)', () => {
    const plain = readNotifications([{ title: 'Hi', body: 'x' }]).items[0]?.key
    const pointing = readNotifications([{ title: 'Hi', body: 'x', actorId: 3, url: 'https://platform.example.com/' }])
      .items[0]?.key
    expect(pointing).toBe(plain)
  })
})

describe('read and unread marks', () => {
  let fx: Fixture
  let list: Record<string, unknown>[] = []
  const badges: number[] = []
  afterEach(() => {
    list = []
    badges.length = 0
  })
  const closing = closeAfterEach()

  async function setup(now?: () => number) {
    const stub: StubPlatform = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'marks-token-0123456789' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada' } } }),
        'GET /v1/account/notifications/': () => ({ body: { notifications: list } })
      })
    )
    fx = closing(
      await createFixture(stub.url, {}, undefined, {
        os: { setBadgeCount: (count) => badges.push(count) },
        ...(now ? { now } : {})
      })
    )
    await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: true })
    return stub
  }
  const item = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    title: `N${id}`,
    createdAt: new Date(Date.parse('2026-11-22T00:00:00Z') + id * 1000).toISOString(),
    ...extra
  })
  const states = (view: { items: { key: string; read: boolean }[] }) => view.items.map((n) => [n.key, n.read])
  const published = () => fx.payloadsOf('notifications:changed').at(-1)?.data

  it('Mark as unread undoes a read mark, and makes one the platform says is read unread too, across a restart', async () => {
    list = [item(1), item(2, { read: true })]
    const stub = await setup()
    dataOf(await fx.call('notifications:list'))
    dataOf(await fx.call('notifications:mark-read', { keys: ['id:1'] }))
    expect(badges.at(-1)).toBe(0)

    const unread = dataOf(await fx.call('notifications:mark-unread', { keys: ['id:1', 'id:2'] }))
    expect(states(unread)).toEqual([
      ['id:2', false],
      ['id:1', false]
    ])
    expect(unread.unread).toBe(2)
    // The tray, the badge and the page hear of it as they do of a read mark.
    expect(badges.at(-1)).toBe(2)
    expect(published()).toEqual(unread)

    fx = await fx.restart()
    expect(states(dataOf(await fx.call('notifications:list')))).toEqual([
      ['id:2', false],
      ['id:1', false]
    ])
    // Read again: the platform's word and the local one agree.
    expect(dataOf(await fx.call('notifications:mark-read', { keys: ['id:2'] })).unread).toBe(1)
    const key = notificationsKey(stub.url, '1')
    expect(fx.app.settings.get('readNotifications')[key]).toEqual(['id:2'])
  })

  it('Mark all as read says which it marked; marking those unread (Undo) restores exactly them', async () => {
    list = [item(1), item(2, { read: true }), item(3), item(4, { read: true })]
    await setup()
    dataOf(await fx.call('notifications:list'))
    // One the platform says is read, marked unread here: it counts as unread before Mark all.
    dataOf(await fx.call('notifications:mark-unread', { keys: ['id:2'] }))
    expect(badges.at(-1)).toBe(3)

    const all = dataOf(await fx.call('notifications:mark-all-read'))
    expect(all.marked.sort()).toEqual(['id:1', 'id:2', 'id:3'])
    expect(all.unread).toBe(0)
    expect(badges.at(-1)).toBe(0)

    const undone = dataOf(await fx.call('notifications:mark-unread', { keys: all.marked }))
    expect(states(undone)).toEqual([
      ['id:4', true],
      ['id:3', false],
      ['id:2', false],
      ['id:1', false]
    ])
    expect(badges.at(-1)).toBe(3)
  })

  it('nothing unread: Mark all as read marks nothing', async () => {
    list = [item(1, { read: true })]
    await setup()
    dataOf(await fx.call('notifications:list'))
    expect(dataOf(await fx.call('notifications:mark-all-read')).marked).toEqual([])
  })

  it('refuses a malformed request; signed out, it marks nothing and shows nothing', async () => {
    list = [item(1, { read: true })]
    await setup()
    dataOf(await fx.call('notifications:list'))
    expect(await fx.call('notifications:mark-unread', { keys: [42] } as never)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    const marks = fx.app.settings.get('readNotifications')
    await fx.call('session:sign-out')
    expect(dataOf(await fx.call('notifications:mark-unread', { keys: ['id:1'] }))).toEqual({
      items: [],
      unread: 0,
      other: null
    })
    expect(fx.app.settings.get('readNotifications')).toEqual(marks)
  })

  it('a visit answers with what the visit before listed; calls within a minute are one visit, kept across a restart', async () => {
    list = [item(1), item(2)]
    let now = Date.parse('2026-11-22T12:00:00Z')
    const stub = await setup(() => now)
    // The first visit: nothing to compare with.
    expect(dataOf(await fx.call('notifications:visited', { keys: ['id:2', 'id:1'] }))).toEqual({ before: null })
    // Its fresh answer a moment later is the same visit.
    now += 5_000
    expect(dataOf(await fx.call('notifications:visited', { keys: ['id:2', 'id:1'] }))).toEqual({ before: null })
    now += 3_600_000
    fx = await fx.restart()
    expect(dataOf(await fx.call('notifications:visited', { keys: ['id:3', 'id:2', 'id:1'] }))).toEqual({
      before: ['id:2', 'id:1']
    })
    // Kept under the signed-in person's key, as the read marks are; signed out, there is nothing to compare.
    expect(fx.app.settings.get('visitedNotifications')[notificationsKey(stub.url, '1')]?.keys).toEqual([
      'id:3',
      'id:2',
      'id:1'
    ])
    await fx.call('session:sign-out')
    expect(dataOf(await fx.call('notifications:visited', { keys: ['id:9'] }))).toEqual({ before: null })
  })
})
