// The People channels through the real IPC dispatch, over real HTTP: the
// reference server, and a stub platform that shapes and breaks things
// differently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type RunningServer, startServer } from '../../../server/index'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

let reference: RunningServer
let stub: StubPlatform | null = null
let fx: Fixture | null = null

beforeAll(async () => {
  reference = await startServer({ port: 0 })
})
afterAll(async () => {
  await reference.close()
})
const closing = closeAfterEach()

describe('against the reference server', () => {
  it('reads a profile, its activity and its followers into view models', async () => {
    fx = closing(await createFixture(reference.url))
    const profile = await fx.call('people:profile', { userId: '1' })
    expect(profile).toMatchObject({
      ok: true,
      data: { userId: '1', username: 'demo', name: expect.any(String) as string }
    })
    const activity = await fx.call('people:activity', { userId: '1' })
    expect(activity.ok && activity.data.groups.map((g) => g.label)).toEqual(['Projects', 'Repositories'])
    const followers = await fx.call('people:followers', { userId: '1' })
    expect(followers.ok && followers.data.followersCount).toBe(followers.ok && followers.data.followers.length)
  })

  it('carries the 50,000-follower account, each entry trimmed to a row', async () => {
    fx = closing(await createFixture(reference.url))
    const { id, followersCount } = reference.controls.demo.popularUser
    const result = await fx.call('people:followers', { userId: String(id) })
    if (!result.ok) throw new Error(result.error.message)
    expect(result.data.followers.length).toBe(followersCount)
    expect(followersCount).toBeGreaterThanOrEqual(50_000)
    for (const entry of result.data.followers.slice(0, 50))
      expect(Object.keys(entry).every((k) => ['key', 'id', 'label', 'secondary', 'username'].includes(k))).toBe(true)
  })

  it('an unknown id is a not-found that names the id', async () => {
    fx = closing(await createFixture(reference.url))
    expect(await fx.call('people:profile', { userId: '999999' })).toEqual({
      ok: false,
      error: { kind: 'not-found', status: 404, message: 'The platform has no user with the id “999999”.' }
    })
  })
})

describe('against other platforms', () => {
  it('checks ids before any request', async () => {
    stub = closing(await startStubPlatform())
    fx = closing(await createFixture(stub.url))
    expect(await fx.call('people:profile', { userId: '../admin' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/is not a user id/) }
    })
    expect(await fx.call('people:activity', { userId: 'a b' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(await fx.call('people:followers', { userId: 'ada' })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Followers can only be listed for a numeric user id, and “ada” is not one.'
      }
    })
    expect(await fx.call('people:followers', { userId: '1e3' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(stub.requests).toHaveLength(0)
  })

  it('accepts string ids for profiles, and reads a nested body', async () => {
    stub = closing(
      await startStubPlatform({
        'GET /v1/user/data/u-42': () => ({ body: { data: { user: { login: 'ada', display_name: 'Ada' } } } })
      })
    )
    fx = closing(await createFixture(stub.url))
    expect(await fx.call('people:profile', { userId: 'u-42' })).toMatchObject({
      ok: true,
      data: { userId: 'u-42', name: 'Ada', username: 'ada' }
    })
  })

  it.each<[string, Parameters<StubPlatform['on']>[1], string]>([
    [
      'an HTML page',
      () => ({ body: '<!doctype html><title>Login</title>', headers: { 'Content-Type': 'text/html' } }),
      'bad-response'
    ],
    ['truncated JSON', () => ({ body: '{"name":"A', headers: { 'Content-Type': 'application/json' } }), 'bad-response'],
    ['a 500', () => ({ status: 500, body: {} }), 'server'],
    ['a 403', () => ({ status: 403, body: { message: 'Private profile.' } }), 'forbidden'],
    ['a timeout', () => ({ delayMs: 3_000, body: {} }), 'timeout'],
    ['a dropped connection', () => ({ drop: true }), 'unreachable']
  ])('%s maps to a typed error with a sentence', async (_name, handler, kind) => {
    stub = closing(await startStubPlatform({ 'GET /v1/user/data/1': handler }))
    fx = closing(await createFixture(stub.url))
    const result = await fx.call('people:profile', { userId: '1' })
    expect(result).toMatchObject({ ok: false, error: { kind } })
    expect(!result.ok && result.error.message).toMatch(/\.|”$/)
  })

  it('a body of an unexpected shape is a view model or a clear error, never a crash', async () => {
    stub = closing(
      await startStubPlatform({
        'GET /v1/user/data/1': () => ({ body: '"just a string"', headers: { 'Content-Type': 'application/json' } }),
        'GET /v1/user/followers': () => ({ body: [1, 2, 3] }),
        'GET /v1/user/activity/1': () => ({ body: { status: '200', result: 17 } })
      })
    )
    fx = closing(await createFixture(stub.url))
    expect(await fx.call('people:profile', { userId: '1' })).toMatchObject({
      ok: true,
      data: { unexpected: 'just a string' }
    })
    expect(await fx.call('people:followers', { userId: '1' })).toMatchObject({
      ok: false,
      error: { kind: 'bad-response', message: expect.stringContaining('cannot read') }
    })
    expect(await fx.call('people:activity', { userId: '1' })).toMatchObject({
      ok: true,
      data: { groups: [], other: { result: 17 } }
    })
  })

  it('sends the session credential when signed in (some platforms guard these endpoints), and the followers id as a query number', async () => {
    stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'people-token-123456' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 5, username: 'ada' } } }),
        'GET /v1/user/followers': () => ({ body: { followers: [], following: [] } })
      })
    )
    fx = closing(await createFixture(stub.url))
    await fx.call('people:followers', { userId: '5' })
    await fx.call('session:sign-in', { username: 'ada', password: 'secret-pw', rememberMe: false })
    await fx.call('people:followers', { userId: '5' })
    const calls = stub.requests.filter((r) => r.path === '/v1/user/followers')
    expect(calls.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer people-token-123456'])
  })
})
