// The People readers over every body shape the issue names: the reference
// server's, and the shapes other platforms use.
import { describe, expect, it } from 'vitest'

import { readActivity } from '../../../src/main/features/people/read-activity'
import { readFollowers } from '../../../src/main/features/people/read-followers'
import { readProfile } from '../../../src/main/features/people/read-profile'

describe('readProfile', () => {
  it('reads the reference server shape, counts included, the rest as extra', () => {
    const view = readProfile('1', {
      id: 1,
      username: 'demo',
      name: 'Demo User',
      email: 'demo@example.com',
      bio: 'Hi',
      createdAt: '2024-01-01T00:00:00Z',
      lastSeen: '2026-11-20T10:00:00Z',
      followersCount: 12,
      followingCount: 3
    })
    expect(view).toEqual({
      userId: '1',
      name: 'Demo User',
      username: 'demo',
      email: 'demo@example.com',
      phone: null,
      avatarUrl: null,
      bio: 'Hi',
      lastSeen: '2026-11-20T10:00:00Z',
      counts: [
        { label: 'Followers', value: 12, kind: 'followers' },
        { label: 'Following', value: 3, kind: 'following' }
      ],
      extra: { createdAt: '2024-01-01T00:00:00Z' }
    })
  })

  it.each([
    ['user', { status: '200', user: { login: 'ada', display_name: 'Ada L.' } }],
    ['data', { data: { userName: 'ada', full_name: 'Ada L.' } }],
    ['result', { result: { handle: 'ada', displayName: 'Ada L.' } }],
    ['profile', { profile: { screen_name: 'ada', first_name: 'Ada', last_name: 'L.' } }],
    ['data.user (two levels)', { data: { user: { username: 'ada', name: 'Ada L.' } } }]
  ])('unwraps a user nested under %s and reads other spellings', (_name, body) => {
    expect(readProfile('7', body)).toMatchObject({ name: 'Ada L.', username: 'ada', userId: '7' })
  })

  it('keeps the id asked for; a different id in the body stays in the details, the same one does not', () => {
    expect(readProfile('7', { id: 'u-7', name: 'Ada' })).toMatchObject({ userId: '7', extra: { id: 'u-7' } })
    expect(readProfile('7', { id: 7, name: 'Ada' }).extra).not.toHaveProperty('id')
  })

  it('reads phone, avatar (string or object), snake_case counts, stats and bare numbers', () => {
    const view = readProfile('5', {
      phone_number: '+44 20 7946 0000',
      avatar: { url: 'https://cdn.example/a.png' },
      followers_count: '40',
      stats: { stars: 9, repos: 2 },
      following: 4,
      account: 'premium',
      numProjects: 3
    })
    expect(view.phone).toBe('+44 20 7946 0000')
    expect(view.avatarUrl).toBe('https://cdn.example/a.png')
    expect(view.counts).toEqual([
      { label: 'Followers', value: 40, kind: 'followers' },
      { label: 'Projects', value: 3, kind: 'projects' },
      { label: 'Stars', value: 9, kind: 'stars' },
      { label: 'Repositories', value: 2, kind: 'repositories' },
      { label: 'Following', value: 4, kind: 'following' }
    ])
    expect(view.extra).toEqual({ account: 'premium' })
  })

  it('keeps envelope siblings that describe the user, drops status noise, refuses a javascript: avatar', () => {
    const view = readProfile('3', {
      status: '200',
      message: 'ok',
      user: { name: 'Bo', picture: 'javascript:alert(1)' },
      badges: ['early']
    })
    expect(view).toMatchObject({ name: 'Bo', avatarUrl: null })
    expect(view.extra).toEqual({ badges: ['early'] })
  })

  it('a known field that is empty stays out of the generic view', () => {
    expect(readProfile('1', { name: 'A', lastSeen: null, phone: '', email: null, mood: null }).extra).toEqual({
      mood: null
    })
  })

  it.each([[null], ['just text'], [[1, 2, 3]], [42]])(
    'a body that is not an object (%j) is kept for the generic view',
    (body) => {
      expect(readProfile('9', body)).toMatchObject({ userId: '9', name: null, counts: [], extra: {}, unexpected: body })
    }
  )

  it('bounds huge or deep extra fields', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 20; i++) deep = { inner: deep }
    const view = readProfile('1', {
      name: 'x',
      list: Array.from({ length: 5000 }, (_, i) => i),
      deep,
      long: 'y'.repeat(10_000)
    })
    expect((view.extra.list as unknown[]).length).toBe(200)
    expect((view.extra.long as string).length).toBe(2000)
    expect(JSON.stringify(view.extra.deep)).toContain('…')
  })
})

describe('readActivity', () => {
  it('reads an object of lists (the reference server) with counts per group and best titles', () => {
    const view = readActivity('1', {
      status: '200',
      result: {
        projects: [{ id: 1, name: 'Lunar Compass', description: 'Work', updatedAt: '2026-01-01T00:00:00Z' }],
        repositories: [
          { id: 2, fullName: 'demo/dotfiles', name: 'dotfiles', html_url: 'https://git.example/demo/dotfiles' },
          { id: 3, title: 'Other' }
        ]
      }
    })
    expect(view.groups).toEqual([
      {
        key: 'projects',
        label: 'Projects',
        count: 1,
        items: [
          { key: 'projects:0', title: 'Lunar Compass', secondary: 'Work', date: '2026-01-01T00:00:00Z', url: null }
        ]
      },
      {
        key: 'repositories',
        label: 'Repositories',
        count: 2,
        items: [
          {
            key: 'repositories:0',
            title: 'demo/dotfiles',
            secondary: null,
            date: null,
            url: 'https://git.example/demo/dotfiles'
          },
          { key: 'repositories:1', title: 'Other', secondary: null, date: null, url: null }
        ]
      }
    ])
    expect(view.other).toBeNull()
  })

  it('a flat list is grouped by each item’s type, or is one "Activity" group', () => {
    const typed = readActivity('1', {
      result: [
        { type: 'repository', name: 'a' },
        { kind: 'project', title: 'b' },
        { type: 'repository', name: 'c' }
      ]
    })
    expect(typed.groups.map((g) => [g.label, g.count])).toEqual([
      ['Repositories', 2],
      ['Projects', 1]
    ])
    const plain = readActivity('1', { data: ['pushed to main', 42] })
    expect(plain.groups).toEqual([
      {
        key: 'activity',
        label: 'Activity',
        count: 2,
        items: [
          { key: 'activity:0', title: 'pushed to main', secondary: null, date: null, url: null },
          { key: 'activity:1', title: '42', secondary: null, date: null, url: null }
        ]
      }
    ])
  })

  it('reads paged groups and declared counts; keeps what is not a list for the generic view', () => {
    const view = readActivity('1', {
      result: {
        projects: { items: [{ name: 'p' }], total: 40 },
        repositoriesCount: 9,
        repositories: [{ name: 'r' }],
        summary: 'busy'
      }
    })
    expect(view.groups.map((g) => [g.key, g.count, g.items.length])).toEqual([
      ['projects', 40, 1],
      ['repositories', 9, 1]
    ])
    expect(view.other).toEqual({ summary: 'busy' })
  })

  it.each([[{ result: 'private' }], [{ result: { visible: false } }]])(
    'anything else (%j) goes to the generic view',
    (body) => {
      const view = readActivity('1', body)
      expect(view.groups).toEqual([])
      expect(view.other).not.toBeUndefined()
    }
  )

  it.each([[null], ['nothing'], [42]])('a bare %j is a clear bad-response error, never "no activity"', (body) => {
    expect(() => readActivity('1', body)).toThrow(
      expect.objectContaining({
        appError: expect.objectContaining({
          kind: 'bad-response',
          message: expect.stringContaining('the activity in a form Platform Desktop cannot read')
        })
      })
    )
  })

  it('caps items per group but keeps the full count', () => {
    const view = readActivity('1', {
      result: { repositories: Array.from({ length: 1000 }, (_, i) => ({ name: `r${i}` })) }
    })
    expect(view.groups[0]).toMatchObject({ count: 1000 })
    expect(view.groups[0]?.items).toHaveLength(200)
  })
})

describe('readFollowers', () => {
  it('reads the reference server shape', () => {
    const view = readFollowers('2', {
      status: '200',
      followers: [{ id: 1, username: 'demo', name: 'Demo User' }],
      following: [{ id: 3, username: 'ada', name: 'ada' }],
      followersCount: 1,
      followingCount: 1
    })
    expect(view).toEqual({
      userId: '2',
      followers: [{ key: 'u:1', id: '1', label: 'Demo User', secondary: '@demo', username: 'demo' }],
      following: [{ key: 'u:3', id: '3', label: 'ada', username: 'ada' }],
      followersCount: 1,
      followingCount: 1
    })
  })

  it('reads mixed lists of objects, numeric ids, id strings and names, nested under data', () => {
    const view = readFollowers('2', {
      data: {
        followers: [
          7,
          '8',
          'grace',
          { user: { id: 'u-9', login: 'linus' } },
          { userId: 10 },
          null,
          true,
          { nothing: 'here' }
        ],
        following: []
      }
    })
    expect(view.followers).toEqual([
      { key: 'u:7', id: '7', label: 'User 7' },
      { key: 'u:8', id: '8', label: 'User 8' },
      { key: 'n:grace', label: 'grace' },
      { key: 'u:u-9', id: 'u-9', label: 'linus', username: 'linus' },
      { key: 'u:10', id: '10', label: 'User 10' }
    ])
    expect(view.followersCount).toBe(5)
  })

  it('takes counts from count fields and pages when the lists are partial, and keeps keys unique', () => {
    const view = readFollowers('2', {
      followers: {
        items: [
          { id: 1, name: 'A' },
          { id: 1, name: 'A' }
        ],
        total: 50_000
      },
      following: [],
      following_count: 12
    })
    expect(view.followersCount).toBe(50_000)
    expect(view.followingCount).toBe(12)
    expect(view.followers.map((e) => e.key)).toEqual(['u:1', 'u:1#1'])
  })

  it.each([[null], ['x'], [{ status: '200' }], [[1, 2, 3]]])(
    'a body without either list (%j) is a clear bad-response error, never "nobody"',
    (body) => {
      expect(() => readFollowers('2', body)).toThrow(
        expect.objectContaining({
          appError: expect.objectContaining({
            kind: 'bad-response',
            message: expect.stringContaining('the followers in a form')
          })
        })
      )
    }
  )

  it('lists of the wrong type read as empty, not a crash', () => {
    const view = readFollowers('2', { followers: 'hidden', following: 3 })
    expect(view.followers).toEqual([])
    expect(view.following).toEqual([])
  })

  it('trims labels to what a row shows', () => {
    const view = readFollowers('2', {
      followers: [{ id: 1, name: 'n'.repeat(5000), username: 'u'.repeat(5000), bio: 'b'.repeat(5000) }],
      following: []
    })
    const [entry] = view.followers
    expect(entry?.label.length).toBe(200)
    expect(entry?.secondary?.length).toBe(101)
    expect(entry?.username?.length).toBe(100)
    expect(Object.keys(entry ?? {})).toEqual(['key', 'id', 'label', 'secondary', 'username'])
  })
})
