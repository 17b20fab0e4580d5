// Account information, the leak check and notifications: readers over many
// shapes, and the notifications job's diffing, announcing and read state
// through the real main app.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useLocale } from '../../../src/main/core/i18n/say'
import { SecretRegistry } from '../../../src/main/core/logging/secret-registry'
import { externalUrlAllowed } from '../../../src/main/core/security/external-url'
import { asUrl } from '../../../src/main/core/view-model/read-fields'
import { createAccountInfoFeature } from '../../../src/main/features/account-info'
import { readAccount } from '../../../src/main/features/account-info/read-account'
import { readPwned } from '../../../src/main/features/account-info/read-pwned'
import type { AccountContext } from '../../../src/main/features/accounts/account-context'
import { readNotifications } from '../../../src/main/features/notifications/read-notifications'
import type { PwnedModel } from '../../../src/shared/account-info'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

describe('readAccount', () => {
  it('recognises common fields in any spelling and nesting, lists limits, hides secrets', () => {
    const view = readAccount({
      data: {
        user_name: 'ada',
        full_name: 'Ada L.',
        email_address: 'ada@example.com',
        subscription: { name: 'Pro', price: 9 },
        member_since: '2024-01-02T00:00:00Z',
        quotas: { apiCallsPerHour: 5000, storage: '10 GB' },
        apiKeys: [{ id: 'k1', label: 'CLI', createdAt: '2025-01-01', key: 'sk_live_secret' }],
        refresh_token: 'rt-secret',
        theme: 'dark'
      }
    })
    expect(view).toMatchObject({
      username: 'ada',
      name: 'Ada L.',
      email: 'ada@example.com',
      plan: 'Pro',
      createdAt: '2024-01-02T00:00:00Z'
    })
    expect(view.limits).toEqual([
      { label: 'Api calls per hour', value: '5,000' },
      { label: 'Storage', value: '10 GB' }
    ])
    expect(view.extra).toEqual({
      apiKeys: [{ id: 'k1', label: 'CLI', createdAt: '2025-01-01', key: '[hidden]' }],
      refresh_token: '[hidden]',
      theme: 'dark'
    })
    expect(JSON.stringify(view)).not.toMatch(/sk_live_secret|rt-secret/)
  })

  it('a body that is not an object is shown generically', () => {
    expect(readAccount(['x'])).toMatchObject({ username: null, unexpected: ['x'] })
  })

  it.each([[null], ['ok'], [7]])('a bare %j is a clear bad-response error', (body) => {
    expect(() => readAccount(body)).toThrow('your account information in a form Platform Desktop cannot read')
  })
})

describe('readPwned', () => {
  it.each<[string, unknown, PwnedModel]>([
    ['the reference server', { pwned: true, count: 1337 }, { found: true, count: 1337, message: null }],
    ['not found', { pwned: false, count: 0 }, { found: false, count: 0, message: null }],
    ['a bare boolean', true, { found: true, count: null, message: null }],
    ['a bare count', 12, { found: true, count: 12, message: null }],
    ['only a count, nested', { data: { occurrences: 3 } }, { found: true, count: 3, message: null }],
    [
      'a message only',
      { message: 'Service in test mode' },
      { found: null, count: null, message: 'Service in test mode' }
    ],
    ['other words', { result: { compromised: false } }, { found: false, count: null, message: null }]
  ])('%s', (_name, body, view) => {
    expect(readPwned(body)).toEqual(view)
  })
})

describe('readNotifications', () => {
  it('keys an untitled item by what the platform sent, so a language change keeps its read mark', async () => {
    const untitled = [{ date: '2026-11-20T10:00:00Z', read: false }]
    const english = readNotifications(untitled).items[0]
    await useLocale({ messages: 'de', format: 'de-DE', direction: 'ltr' })
    try {
      const german = readNotifications(untitled).items[0]
      expect(german?.title).not.toBe(english?.title)
      expect(german?.key).toBe(english?.key)
    } finally {
      await useLocale(SOURCE_APP_LOCALE)
    }
  })

  it('reads lists under every envelope, newest first, with hashes for id-less items and linked users', () => {
    for (const envelope of ['notifications', 'data', 'items', 'result']) {
      const { items } = readNotifications({
        [envelope]: [
          { id: 7, title: 'Old', createdAt: '2026-11-01T00:00:00Z', read: true },
          { type: 'follow', message: 'Ada followed you', created_at: '2026-11-20T00:00:00Z', actor: { id: 42 } },
          { subject: 'Undated', unread: true }
        ]
      })
      expect(items.map((item) => [item.title, item.read, item.userId])).toEqual([
        ['follow', false, '42'],
        ['Old', true, null],
        ['Undated', false, null]
      ])
      expect(items[1]?.key).toBe('id:7')
      expect(items[0]?.key).toMatch(/^h:[0-9a-f]{16}$/)
    }
  })

  it('orders newest first, undated last, ties as sent, whether or not the platform sent them in that order', () => {
    const dates = [undefined, 'not a date', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z']
    let seed = 7
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const when = (date: string | undefined) => {
      const time = date === undefined ? Number.NaN : Date.parse(date)
      return Number.isFinite(time) ? time : -Infinity
    }
    for (let list = 0; list < 300; list++) {
      const sent = Array.from({ length: next(12) }, (_, i) => ({ id: i, title: `n${i}`, createdAt: dates[next(5)] }))
      // Half the lists already newest first, as most platforms send them.
      if (list % 2 === 0) sent.sort((a, b) => when(b.createdAt) - when(a.createdAt))
      const expected = sent
        .map((item, index) => ({ item, index }))
        .sort((a, b) => when(b.item.createdAt) - when(a.item.createdAt) || a.index - b.index)
        .map(({ item }) => `id:${item.id}`)
      expect(readNotifications(sent).items.map((item) => item.key)).toEqual(expected)
    }
  })

  it('skips a stray null or number, reads sentences, but refuses a list made mostly of such things', () => {
    expect(
      readNotifications([{ title: 'A' }, null, 'You have a new follower', 3]).items.map((item) => item.title)
    ).toEqual(['A', 'You have a new follower'])
    expect(() => readNotifications([1, 'two', null, true, { three: [3] }, [4.5]])).toThrow('cannot read')
  })

  it.each([[null], ['none'], [{ status: 'ok' }], [{ notifications: 'hidden' }]])(
    'no list (%j) is a clear error, never "no notifications"',
    (body) => {
      expect(() => readNotifications(body)).toThrow('the notifications in a form Platform Desktop cannot read')
    }
  )

  it('keeps a link exactly when main would open it, canonical https ones without parsing twice', () => {
    const links = [
      'https://platform.example/items/1',
      'https://platform.example/items/1/',
      'https://PLATFORM.example/a',
      'https://platform.example:8443/a',
      'https://user:secret@platform.example/a',
      'https://user@platform.example/',
      'https://platform.example/a?b=c',
      'https://platform.example/a/../b',
      'https://xn--80ak6aa92e.example/a',
      'https://127.0.0.1/a',
      'http://localhost/a',
      'http://127.0.0.1:8080/a',
      'http://platform.example/a',
      'javascript:alert(1)',
      'file:///etc/passwd',
      ' https://platform.example/padded '
    ]
    const { items } = readNotifications(links.map((url, id) => ({ id, title: `Link ${id}`, url })))
    const kept = new Map(items.map((item) => [item.key, item.url]))
    links.forEach((url, id) => {
      const expected = externalUrlAllowed(asUrl(url) ?? '')?.toString() ?? null
      expect(kept.get(`id:${id}`), url).toBe(asUrl(url) === null ? null : expected)
    })
    expect(kept.get('id:0')).toBe('https://platform.example/items/1')
    expect(kept.get('id:4')).toBeNull()
    expect(kept.get('id:12')).toBeNull()
  })

  it('the same content always hashes the same; identical id-less items stay distinct', () => {
    const once = readNotifications([{ title: 'Hi', body: 'x' }]).items[0]?.key
    const again = readNotifications({ data: [{ title: 'Hi', body: 'x' }] }).items[0]?.key
    expect(once).toBe(again)
    expect(readNotifications([{ title: 'Hi' }, { title: 'Hi' }]).items.map((item) => item.key)).toEqual([
      expect.stringMatching(/^h:/),
      expect.stringMatching(/^h:.*#1$/)
    ])
  })
})

describe('the notifications job', () => {
  let stub: StubPlatform
  let fx: Fixture
  let list: Record<string, unknown>[] = []
  let broken: unknown
  const shown: { id: string; title: string; body: string; click: () => void }[] = []
  const badges: number[] = []
  afterEach(() => {
    list = []
    broken = undefined
    shown.length = 0
    badges.length = 0
  })
  const closing = closeAfterEach()

  async function setup() {
    stub = closing(
      await startStubPlatform({
        // Each user gets a token of their own, and the token says whose it is.
        'POST /v1/auth/login': (req) => ({
          body: { token: `notif-token-${new URLSearchParams(req.body).get('username')}-0123456789` }
        }),
        'GET /v1/auth/token': (req) => {
          const username = /notif-token-(\w+)-/.exec(req.headers.authorization ?? '')?.[1] ?? 'ada'
          return { body: { authData: { userId: username === 'ada' ? 1 : 2, username } } }
        },
        'GET /v1/account/notifications/': () => ({ body: broken === undefined ? { notifications: list } : broken })
      })
    )
    fx = closing(
      await createFixture(stub.url, {}, undefined, {
        os: { notify: (n, click) => shown.push({ ...n, click }), setBadgeCount: (count) => badges.push(count) }
      })
    )
    await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: true })
  }
  const refresh = async () => {
    const result = await fx.call('notifications:list')
    if (!result.ok) throw new Error(result.error.message)
    return result.data
  }
  const item = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    title: `N${id}`,
    body: `Body ${id}`,
    createdAt: new Date(Date.parse('2026-11-22T00:00:00Z') + id * 1000).toISOString(),
    ...extra
  })

  it('announces nothing already there at first sign-in, then one notification per new item, or a summary above three', async () => {
    list = [item(1), item(2, { read: true })]
    await setup()
    expect((await refresh()).unread).toBe(1)
    expect(shown).toEqual([])
    expect(badges.at(-1)).toBe(1)

    list = [item(3), ...list]
    await refresh()
    expect(shown.map((n) => [n.title, n.body])).toEqual([['N3', 'Body 3']])
    expect(badges.at(-1)).toBe(2)

    list = [item(4), item(5), item(6), item(7), ...list]
    await refresh()
    expect(shown.at(-1)).toMatchObject({ title: '4 new notifications' })
    expect(shown).toHaveLength(2)

    // A click on an OS notification opens the view at that item.
    shown[0]?.click()
    expect(fx.events.at(-1)).toEqual({ event: 'navigate', payload: { route: { view: 'notifications', item: 'id:3' } } })
  })

  it('an unreadable answer or an item that drops out and comes back announces nothing twice', async () => {
    list = [item(1), item(2)]
    await setup()
    await refresh()
    broken = { status: 'ok' }
    const failed = await fx.call('notifications:list')
    expect(failed).toMatchObject({ ok: false, error: { kind: 'bad-response' } })
    broken = undefined
    list = [item(1)]
    await refresh()
    list = [item(1), item(2), item(3)]
    await refresh()
    expect(shown.map((n) => n.title)).toEqual(['N3'])
  })

  it('keeps read marks locally by key, across a restart, and counts unread', async () => {
    list = [item(1), item(2), { title: 'No id', body: 'hashed' }]
    await setup()
    const first = await refresh()
    expect(first.unread).toBe(3)
    const hashed = first.items.find((n) => n.title === 'No id')?.key ?? ''
    expect((await fx.call('notifications:mark-read', { keys: ['id:1', hashed] })).ok).toBe(true)
    fx = await fx.restart()
    const again = await refresh()
    expect(again.items.map((n) => [n.key, n.read])).toEqual([
      ['id:2', false],
      ['id:1', true],
      [hashed, true]
    ])
    expect(again.unread).toBe(1)
    expect(dataOf(await fx.call('notifications:mark-all-read'))).toMatchObject({ unread: 0 })
    expect(badges.at(-1)).toBe(0)
    // Nothing was announced for items the account already had before the restart.
    expect(shown).toEqual([])
  })

  it('at sign-out the list and the badge are cleared', async () => {
    list = [item(1)]
    await setup()
    await refresh()
    await fx.call('session:sign-out')
    expect(badges.at(-1)).toBe(0)
    expect(fx.payloadsOf('notifications:changed').at(-1)?.data).toEqual({ items: [], unread: 0, other: null })
  })

  it('a sign-in as someone else clears the first account’s list and badge before the new session is announced', async () => {
    list = [item(1)]
    await setup()
    await refresh()
    expect(badges.at(-1)).toBe(1)
    const before = fx.events.length
    expect(
      await fx.call('session:sign-in', { username: 'bob', password: 'pw-123456', rememberMe: false })
    ).toMatchObject({ ok: true, data: { username: 'bob' } })
    const after = fx.events.slice(before)
    const cleared = after.findIndex(
      (e) =>
        e.event === 'notifications:changed' &&
        JSON.stringify((e.payload as { data: unknown }).data) === JSON.stringify({ items: [], unread: 0, other: null })
    )
    const bob = after.findIndex((e) => e.event === 'session:changed')
    expect(cleared).toBeGreaterThanOrEqual(0)
    expect(cleared).toBeLessThan(bob)
    expect(badges.at(-1)).toBe(0)
  })
})

describe('the leak check', () => {
  let stub: StubPlatform
  let fx: Fixture
  const closing = closeAfterEach()

  it('sends the password as JSON (a form if the platform asks), and scrubs it from any error', async () => {
    const PASSWORD = 'correct-horse-battery'
    stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'leak-token-0123456789' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1 } } }),
        'POST /v1/account/PwnedAPI/': (req) =>
          req.headers['content-type']?.includes('json')
            ? { status: 415, body: { message: 'Use a form' } }
            : { body: { data: { found: true, times: 4 } } }
      })
    )
    fx = closing(await createFixture(stub.url))
    await fx.call('session:sign-in', { username: 'a', password: 'pw-123456', rememberMe: false })
    expect(await fx.call('account:pwned-check', { password: PASSWORD })).toEqual({
      ok: true,
      data: { found: true, count: 4, message: null }
    })
    stub.on('POST /v1/account/PwnedAPI/', () => ({ status: 422, body: { message: `bad password ${PASSWORD}` } }))
    const refused = await fx.call('account:pwned-check', { password: PASSWORD })
    expect(refused).toMatchObject({ ok: false, error: { kind: 'http', status: 422 } })
    expect(JSON.stringify(refused)).not.toContain(PASSWORD)
    await fx.app.dispose()
    expect(await fx.allFiles()).not.toContain(PASSWORD)
  })

  it('is never sent to a plain http server that is not this computer', async () => {
    // No path in the app makes such an account (addresses are checked first); this is the guard behind them.
    const api = { request: vi.fn(), postForm: vi.fn() }
    const account = { id: 'a0', baseUrl: 'http://platform.example.com', api } as unknown as AccountContext
    const feature = createAccountInfoFeature({ secrets: new SecretRegistry() })
    await expect(
      feature.handlers['account:pwned-check']?.({ password: 'x' }, { sender: 'w', account })
    ).rejects.toMatchObject({ appError: { kind: 'insecure-url' } })
    expect([api.request.mock.calls, api.postForm.mock.calls]).toEqual([[], []])
  })
})
