// Search in main: reading every result shape, the credential rule for recent
// searches, and real cancellation over HTTP.
import { describe, expect, it } from 'vitest'

import { readSearch } from '../../../src/main/features/search/read-search'
import { looksLikeCredential } from '../../../src/main/features/search/recent-searches'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

describe('readSearch', () => {
  it('reads an object of lists (the reference server): users open profiles, the rest their pages', () => {
    const view = readSearch('ad', {
      input: 'ad',
      users: [{ id: 1, username: 'ada', name: 'Ada Lovelace' }],
      projects: [{ id: 9, name: 'Adder', description: 'Sums', url: 'https://p.example/9' }],
      repositories: []
    })
    expect(view).toEqual({
      query: 'ad',
      total: 2,
      other: null,
      groups: [
        {
          key: 'users',
          label: 'Users',
          count: 1,
          items: [{ key: 'users:0', title: 'Ada Lovelace', secondary: '@ada', userId: '1', username: 'ada' }]
        },
        {
          key: 'projects',
          label: 'Projects',
          count: 1,
          items: [{ key: 'projects:0', title: 'Adder', secondary: 'Sums', url: 'https://p.example/9' }]
        },
        { key: 'repositories', label: 'Repositories', count: 0, items: [] }
      ]
    })
  })

  it('groups a flat list of typed items by type/kind', () => {
    const view = readSearch('x', [
      { type: 'user', id: 'u-1', login: 'xena' },
      { kind: 'repository', full_name: 'xena/x', html_url: 'https://git.example/xena/x' },
      { type: 'user', id: 2, display_name: 'Xavier' }
    ])
    expect(view.groups.map((g) => [g.label, g.count])).toEqual([
      ['Users', 2],
      ['Repositories', 1]
    ])
    expect(view.groups[0]?.items.map((i) => [i.title, i.userId])).toEqual([
      ['xena', 'u-1'],
      ['Xavier', '2']
    ])
    expect(view.groups[1]?.items[0]).toMatchObject({ title: 'xena/x', url: 'https://git.example/xena/x' })
  })

  it.each([
    ['results', { results: [{ title: 'One' }, { title: 'Two' }] }],
    ['data', { data: [{ name: 'One' }, { name: 'Two' }] }],
    ['items', { items: ['One', 'Two'], total: 2 }],
    ['hits', { hits: [{ title: 'One' }, { title: 'Two' }] }]
  ])('reads a list nested under %s', (_name, body) => {
    const view = readSearch('o', body)
    expect(view.groups).toEqual([
      {
        key: 'results',
        label: 'Results',
        count: 2,
        items: [
          { key: 'results:0', title: 'One', secondary: null },
          { key: 'results:1', title: 'Two', secondary: null }
        ]
      }
    ])
  })

  it('reads paged groups with declared totals', () => {
    const view = readSearch('a', { users: { items: [{ id: 1, name: 'A' }], total: 480 } })
    expect(view.total).toBe(480)
  })

  it('an object without lists goes to the generic view, never a crash', () => {
    const view = readSearch('a', { message: 'Search is down for maintenance' })
    expect(view.groups).toEqual([])
    expect(view.total).toBe(0)
    expect(view.other).toEqual({ message: 'Search is down for maintenance' })
  })

  it.each([[null], ['no results'], [42]])('a bare %j is a clear bad-response error, never "no results"', (body) => {
    expect(() => readSearch('a', body)).toThrow(
      expect.objectContaining({
        appError: expect.objectContaining({
          kind: 'bad-response',
          message: expect.stringContaining('search results in a form')
        })
      })
    )
  })
})

describe('looksLikeCredential', () => {
  it.each([
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    'ghp_16C7e42F292c6912E7710c838347Ae178B4a',
    'sk-proj-abcdefghijklmnop',
    'tok_9f8e7d6c5b4a39281706',
    'demo-api-key-6f1c2a9e8b7d4c3f',
    'AKIAIOSFODNN7EXAMPLE',
    'd41d8cd98f00b204e9800998ecf8427e',
    'Tr0ub4dor&3xyzQwerty99',
    'Bearer abcdefghijklmnop'
  ])('%s looks like a credential', (query) => {
    expect(looksLikeCredential(query)).toBe(true)
  })

  it.each([
    'ada',
    'platform desktop',
    'repository-name-2024',
    'lunar compass fork',
    'Frozen Falcon',
    'search index rebuild 2026',
    'a'.repeat(19)
  ])('%s does not', (query) => {
    expect(looksLikeCredential(query)).toBe(false)
  })
})

describe('search over HTTP', () => {
  let stub: StubPlatform | null = null
  let fx: Fixture | null = null
  const closing = closeAfterEach()

  it('a newer query aborts the older request (the server sees it go) and the older call settles as cancelled', async () => {
    const platform = closing(
      await startStubPlatform({
        'GET /v1/search': (req) => ({
          delayMs: req.query.get('input') === 'slow' ? 1_500 : 0,
          body: { results: [{ title: req.query.get('input') }] }
        })
      })
    )
    stub = platform
    fx = closing(await createFixture(platform.url))
    const older = fx.call('search:query', { query: 'slow', remember: true })
    // Once the older request is out (the first request of a process loads the HTTP client first: api-client.ts).
    await expect.poll(() => platform.requests.some((r) => r.query.get('input') === 'slow')).toBe(true)
    const newer = await fx.call('search:query', { query: 'fast', remember: true })
    expect(newer).toMatchObject({ ok: true, data: { query: 'fast', total: 1 } })
    expect(await older).toEqual({
      ok: false,
      error: { kind: 'cancelled', message: 'A newer search replaced this one.' }
    })
    // Only the search that answered is remembered.
    expect(await fx.call('search:recent')).toEqual({ ok: true, data: ['fast'] })
    const slow = stub.requests.find((r) => r.query.get('input') === 'slow')
    await expect.poll(() => slow?.aborted).toBe(true)
    expect(stub.requests.filter((r) => r.query.get('input') === 'slow')).toHaveLength(1)
  })

  it('an empty or blank query sends nothing', async () => {
    stub = closing(await startStubPlatform())
    fx = closing(await createFixture(stub.url))
    expect(await fx.call('search:query', { query: '   ', remember: true })).toEqual({
      ok: true,
      data: { query: '', groups: [], total: 0, other: null }
    })
    expect(stub.requests).toHaveLength(0)
  })

  it('a 400 from the platform becomes a hint, not an error page; 5xx, HTML and 429 keep their kinds', async () => {
    stub = closing(
      await startStubPlatform({
        'GET /v1/search': () => ({
          status: 400,
          body: { code: '400', message: 'Enter a search query in the input parameter.' }
        })
      })
    )
    fx = closing(await createFixture(stub.url))
    expect(await fx.call('search:query', { query: '?', remember: false })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        status: 400,
        message:
          'The platform could not search for “?”. Try other words. It said: “Enter a search query in the input parameter.”'
      }
    })
    // No status code in the sentence, and without the platform's words none are made up.
    stub.on('GET /v1/search', () => ({ status: 400, body: {} }))
    expect(await fx.call('search:query', { query: 'ab', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'The platform could not search for “ab”. Try other words.' }
    })
    stub.on('GET /v1/search', () => ({ status: 429, headers: { 'Retry-After': '40' }, body: {} }))
    expect(await fx.call('search:query', { query: 'a', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', retryAfterSeconds: 40 }
    })
    stub.on('GET /v1/search', () => ({ body: '<html>oops</html>', headers: { 'Content-Type': 'text/html' } }))
    expect(await fx.call('search:query', { query: 'a', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'bad-response' }
    })
  })

  it('recent searches: last ten, most recent first, no duplicates, never credential-like, off with the setting', async () => {
    stub = closing(
      await startStubPlatform({
        'GET /v1/search': (req) => ({ body: { results: [{ title: req.query.get('input') }] } })
      })
    )
    fx = closing(await createFixture(stub.url))
    for (let i = 1; i <= 12; i++) await fx.call('search:query', { query: `query ${i}`, remember: true })
    await fx.call('search:query', { query: 'QUERY 5', remember: true })
    await fx.call('search:query', { query: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a', remember: true })
    await fx.call('search:query', { query: 'typed in a password field', remember: false })
    const recent = await fx.call('search:recent')
    expect(recent.ok && recent.data).toEqual([
      'QUERY 5',
      'query 12',
      'query 11',
      'query 10',
      'query 9',
      'query 8',
      'query 7',
      'query 6',
      'query 4',
      'query 3'
    ])
    fx = await fx.restart()
    expect((await fx.call('search:recent')).ok).toBe(true)
    expect(dataOf(await fx.call('search:recent'))).toHaveLength(10)
    await fx.call('settings:update', { recentSearchesEnabled: false })
    expect(await fx.call('search:recent')).toEqual({ ok: true, data: [] })
    await fx.call('search:query', { query: 'while off', remember: true })
    await fx.call('settings:update', { recentSearchesEnabled: true })
    expect(await fx.call('search:recent')).toEqual({ ok: true, data: [] })
    await fx.call('search:query', { query: 'back on', remember: true })
    expect(await fx.call('search:clear-recent')).toEqual({ ok: true, data: [] })
    expect(await fx.call('search:recent')).toEqual({ ok: true, data: [] })
  })

  it('never remembers the signed-in token or a password being used', async () => {
    stub = closing(
      await startStubPlatform({
        'GET /v1/search': (req) => ({ body: { results: [{ title: req.query.get('input') }] } }),
        'POST /v1/auth/login': () => ({ body: { token: 'plain-lowercase-token-value' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1 } } })
      })
    )
    fx = closing(await createFixture(stub.url))
    await fx.call('session:sign-in', { username: 'a', password: 'pw-123456', rememberMe: false })
    await fx.call('search:query', { query: 'plain-lowercase-token-value', remember: true })
    expect(await fx.call('search:recent')).toEqual({ ok: true, data: [] })
  })

  it('keeps only what was submitted or settled on, with results: never a type-ahead fragment, never a query that found nothing', async () => {
    stub = closing(
      await startStubPlatform({
        'GET /v1/search': (req) => ({
          body: { results: req.query.get('input')?.startsWith('zz') ? [] : [{ title: req.query.get('input') }] }
        })
      })
    )
    fx = closing(await createFixture(stub.url))
    // The type-ahead sends each fragment as it is typed, asking to remember none.
    for (const query of ['lu', 'lun', 'lunar']) await fx.callFrom('w1', 'search:query', { query, remember: false })
    expect(await fx.call('search:recent')).toEqual({ ok: true, data: [] })
    // The person settles on the last one: that one, and only it, is kept.
    expect(await fx.callFrom('w1', 'search:remember', { query: 'lunar' })).toEqual({ ok: true, data: ['lunar'] })
    // Nothing found: not kept, asked for either way.
    await fx.callFrom('w1', 'search:query', { query: 'zzz', remember: false })
    expect(await fx.callFrom('w1', 'search:remember', { query: 'zzz' })).toEqual({ ok: true, data: ['lunar'] })
    await fx.callFrom('w1', 'search:query', { query: 'zzzz', remember: true })
    expect(dataOf(await fx.call('search:recent'))).toEqual(['lunar'])
    // A query this window never searched, or another window searched, is not kept on its word.
    expect(await fx.callFrom('w1', 'search:remember', { query: 'never searched' })).toEqual({
      ok: true,
      data: ['lunar']
    })
    await fx.callFrom('w2', 'search:query', { query: 'compass', remember: false })
    expect(await fx.callFrom('w1', 'search:remember', { query: 'compass' })).toEqual({ ok: true, data: ['lunar'] })
    // An earlier answer of the window still counts (the page shows cached results again): "lun" goes to the top.
    expect(await fx.callFrom('w1', 'search:remember', { query: 'lun' })).toEqual({ ok: true, data: ['lun', 'lunar'] })
    // A submitted search (remember: true) that found something is kept at once.
    await fx.callFrom('w2', 'search:query', { query: 'orbit', remember: true })
    expect(dataOf(await fx.call('search:recent'))).toEqual(['orbit', 'lun', 'lunar'])
  })
})
