// Every operation in api/openapi.yaml, requested over HTTP and checked
// against the contract. The last test fails if an operation was never hit.
import { describe, expect, it } from 'vitest'

import { OPERATION_IDS } from '../../server/index'
import { bearer, field, get, json, post } from './support/http'
import { contractContext } from './support/session'

const ctx = contractContext()

describe('public operations', () => {
  it('serves the base URL without a /v1 suffix on 127.0.0.1', () => {
    expect(ctx.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('GET /v1/maintenance/ lists every service', async () => {
    const { status, body } = await ctx.spec.check(await get(ctx.server.url, '/v1/maintenance/'), 'listMaintenance')
    expect(status).toBe(200)
    const states = field<Array<{ state: string }>>(body, 'services').map((service) => service.state)
    expect(new Set(states)).toEqual(new Set(['operational', 'scheduled', 'maintenance', 'degraded']))
  })

  it('GET /v1/maintenance/{id} by name and by number', async () => {
    const byName = await ctx.spec.check(await get(ctx.server.url, '/v1/maintenance/git'), 'getMaintenance')
    const byNumber = await ctx.spec.check(await get(ctx.server.url, '/v1/maintenance/3'), 'getMaintenance')
    expect(byName.status).toBe(200)
    expect(byNumber.body).toEqual(byName.body)
    expect(field(byName.body, 'state')).toBe('scheduled')
  })

  it('GET /v1/other/updates/ returns the default 10, newest first', async () => {
    const { body } = await ctx.spec.check(await get(ctx.server.url, '/v1/other/updates/'), 'listUpdates')
    const updates = field<Array<{ publishedAt: string }>>(body, 'updates')
    expect(updates).toHaveLength(10)
    expect(field(body, 'limit')).toBe(10)
    expect(field<number>(body, 'total')).toBeGreaterThanOrEqual(30)
    const times = updates.map((update) => Date.parse(update.publishedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('GET /v1/other/updates/{limit} honours the limit up to 100', async () => {
    const three = await ctx.spec.check(await get(ctx.server.url, '/v1/other/updates/3'), 'listUpdatesWithLimit')
    expect(field<unknown[]>(three.body, 'updates')).toHaveLength(3)
    const max = await ctx.spec.check(await get(ctx.server.url, '/v1/other/updates/100'), 'listUpdatesWithLimit')
    expect(field<unknown[]>(max.body, 'updates')).toHaveLength(field<number>(max.body, 'total'))
  })

  it('GET /v1/search finds users, projects and repositories case-insensitively', async () => {
    const { status, body } = await ctx.spec.check(await get(ctx.server.url, '/v1/search?input=ALICE'), 'search')
    expect(status).toBe(200)
    expect(field(body, 'input')).toBe('ALICE')
    expect(field<Array<{ username: string }>>(body, 'users').map((user) => user.username)).toContain('alice')
    expect(field<unknown[]>(body, 'repositories').length).toBeGreaterThan(0)
  })

  it('GET /v1/user/data/{id} returns the public profile', async () => {
    const { body } = await ctx.spec.check(await get(ctx.server.url, '/v1/user/data/1'), 'getUserData')
    expect(body).toMatchObject({
      id: 1,
      username: 'demo',
      name: 'Demo User',
      email: 'demo@example.com',
      phone: '+1 555 0100'
    })
    const alice = await ctx.spec.check(await get(ctx.server.url, '/v1/user/data/2'), 'getUserData')
    expect(alice.body).not.toHaveProperty('phone')
  })

  it('GET /v1/user/activity/{id} wraps projects and repositories', async () => {
    const { body } = await ctx.spec.check(await get(ctx.server.url, '/v1/user/activity/1'), 'getUserActivity')
    expect(field(body, 'status')).toBe('200')
    const result = field<{ projects: unknown[]; repositories: Array<{ fullName: string }> }>(body, 'result')
    expect(result.projects.length).toBeGreaterThan(0)
    expect(result.repositories.map((repository) => repository.fullName)).toContain('demo/platform-desktop')
  })

  it('GET /v1/user/followers returns both lists with counts', async () => {
    const { body } = await ctx.spec.check(await get(ctx.server.url, '/v1/user/followers?userid=1'), 'getUserFollowers')
    expect(field(body, 'status')).toBe('200')
    const following = field<Array<{ username: string }>>(body, 'following').map((user) => user.username)
    expect(following).toEqual(['alice', 'bob', 'platform'])
    expect(field(body, 'followingCount')).toBe(3)
    const profile = await ctx.spec.check(await get(ctx.server.url, '/v1/user/data/1'), 'getUserData')
    expect(field(profile.body, 'followersCount')).toBe(field<unknown[]>(body, 'followers').length)
  })
})

describe('operations that need a credential', () => {
  it('POST /v1/other/Ping answers ok', async () => {
    const { status, body } = await ctx.spec.check(
      await post(ctx.server.url, '/v1/other/Ping', { headers: bearer(ctx.token) }),
      'ping'
    )
    expect(status).toBe(200)
    expect(body).toEqual({ message: 'ok' })
  })

  it('POST /v1/other/ping (the seed example spelling) answers ok', async () => {
    const { body } = await ctx.spec.check(
      await post(ctx.server.url, '/v1/other/ping', { headers: bearer(ctx.token) }),
      'pingLowerCase'
    )
    expect(body).toEqual({ message: 'ok' })
  })

  it('GET /v1/auth/token describes the session', async () => {
    const { body } = await ctx.spec.check(
      await get(ctx.server.url, '/v1/auth/token', bearer(ctx.token)),
      'getTokenInfo'
    )
    expect(field(body, 'message')).toBe('Success')
    expect(field(body, 'authData')).toMatchObject({ userId: 1, username: 'demo', type: 'session', rememberMe: false })
  })

  it('GET /v1/account/info never includes key secrets', async () => {
    const checked = await ctx.spec.check(
      await get(ctx.server.url, '/v1/account/info', bearer(ctx.token)),
      'getAccountInfo'
    )
    expect(checked.body).toMatchObject({ id: 1, username: 'demo', plan: 'pro' })
    expect(field<unknown[]>(checked.body, 'apiKeys')).toHaveLength(1)
    for (const key of ctx.server.controls.demo.apiKeys) expect(checked.text).not.toContain(key.key)
  })

  it('GET /v1/account/notifications/ counts unread entries', async () => {
    const { body } = await ctx.spec.check(
      await get(ctx.server.url, '/v1/account/notifications/', bearer(ctx.token)),
      'listNotifications'
    )
    const notifications = field<Array<{ read: boolean }>>(body, 'notifications')
    expect(notifications.length).toBeGreaterThan(0)
    expect(field(body, 'unread')).toBe(notifications.filter((entry) => !entry.read).length)
  })

  it('POST /v1/account/PwnedAPI/ checks JSON and form bodies', async () => {
    const leaked = await ctx.spec.check(
      await post(ctx.server.url, '/v1/account/PwnedAPI/', {
        ...json({ password: 'password' }),
        headers: { ...json({}).headers, ...bearer(ctx.token) }
      }),
      'checkPwnedPassword'
    )
    expect(leaked.body).toEqual({ pwned: true, count: 9_545_824 })
    const safe = await ctx.spec.check(
      await post(ctx.server.url, '/v1/account/PwnedAPI/', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(ctx.token) },
        body: 'password=correct-horse-battery-staple'
      }),
      'checkPwnedPassword'
    )
    expect(safe.body).toEqual({ pwned: false, count: 0 })
  })
})

describe('coverage', () => {
  it('hit every operation in api/openapi.yaml', () => {
    expect(ctx.spec.operationIds).toHaveLength(15)
    expect([...ctx.spec.covered].sort()).toEqual([...ctx.spec.operationIds].sort())
  })

  it('names the same operations in the server as in the spec', () => {
    expect([...OPERATION_IDS].sort()).toEqual([...ctx.spec.operationIds].sort())
  })
})
