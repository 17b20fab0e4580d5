// The seeded demo data: the same on every server, and large where scale
// matters (the popular account's followers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { bearer, field, get } from './support/http'
import { contract, logIn } from './support/session'

let first: RunningServer
let second: RunningServer
let spec: Contract

// One start instant for both: the services' times are offsets from a server's start.
const START_MS = Date.now()

beforeAll(async () => {
  ;[first, second, spec] = await Promise.all([
    startServer({ port: 0, now: () => START_MS }),
    startServer({ port: 0, now: () => START_MS }),
    contract()
  ])
})

afterAll(async () => {
  await Promise.all([first.close(), second.close()])
})

const PUBLIC_REQUESTS: ReadonlyArray<readonly [string, string]> = [
  ['/v1/maintenance/', 'listMaintenance'],
  ['/v1/maintenance/search', 'getMaintenance'],
  ['/v1/other/updates/100', 'listUpdatesWithLimit'],
  ['/v1/search?input=an', 'search'],
  ['/v1/user/data/2', 'getUserData'],
  ['/v1/user/data/57', 'getUserData'],
  ['/v1/user/data/1020000', 'getUserData'],
  ['/v1/user/activity/3', 'getUserActivity'],
  ['/v1/user/activity/42', 'getUserActivity'],
  ['/v1/user/followers?userid=1', 'getUserFollowers'],
  ['/v1/user/followers?userid=100', 'getUserFollowers']
]

describe('determinism', () => {
  it('two servers serve byte-identical public bodies', async () => {
    for (const [path, operationId] of PUBLIC_REQUESTS) {
      const [a, b] = await Promise.all([get(first.url, path), get(second.url, path)])
      const [checkedA, checkedB] = [await spec.check(a, operationId), await spec.check(b, operationId)]
      expect(checkedA.status, path).toBe(200)
      expect(checkedA.text, path).toBe(checkedB.text)
    }
  })

  it('two servers serve the same account data', async () => {
    const [tokenA, tokenB] = await Promise.all([
      logIn(first.url, 'bob', 'bob1234'),
      logIn(second.url, 'bob', 'bob1234')
    ])
    for (const [path, operationId] of [
      ['/v1/account/info', 'getAccountInfo'],
      ['/v1/account/notifications/', 'listNotifications']
    ] as const) {
      const a = await spec.check(await get(first.url, path, bearer(tokenA)), operationId)
      const b = await spec.check(await get(second.url, path, bearer(tokenB)), operationId)
      expect(a.text).toBe(b.text)
    }
  })

  it('expose the same demo credentials', () => {
    expect(first.controls.demo).toEqual(second.controls.demo)
  })
})

describe('demo credentials', () => {
  it('include demo/demo1234 as user 1 and at least three accounts that can log in', async () => {
    const { accounts, apiKeys } = first.controls.demo
    expect(accounts[0]).toMatchObject({ id: 1, username: 'demo', password: 'demo1234' })
    expect(accounts.length).toBeGreaterThanOrEqual(3)
    for (const account of accounts)
      await expect(logIn(first.url, account.username, account.password)).resolves.toBeTruthy()
    expect(apiKeys).toHaveLength(2)
    for (const key of apiKeys) {
      expect(key.key.length).toBeGreaterThanOrEqual(32)
      const { body } = await spec.check(await get(first.url, '/v1/auth/token', bearer(key.key)), 'getTokenInfo')
      expect(field(body, 'authData')).toMatchObject({ userId: key.userId, username: key.username, type: 'api_key' })
    }
  })

  it('give each account its own notifications', async () => {
    const lists = await Promise.all(
      first.controls.demo.accounts.map(async (account) => {
        const token = await logIn(first.url, account.username, account.password)
        return (
          await spec.check(await get(first.url, '/v1/account/notifications/', bearer(token)), 'listNotifications')
        ).text
      })
    )
    expect(new Set(lists).size).toBe(lists.length)
  })
})

describe('the popular account', () => {
  it('has more than 50,000 distinct followers, all listed by default', async () => {
    const { id, followersCount } = first.controls.demo.popularUser
    expect(followersCount).toBeGreaterThan(50_000)
    const { body } = await spec.check(await get(first.url, `/v1/user/followers?userid=${id}`), 'getUserFollowers')
    const followers = field<Array<{ id: number }>>(body, 'followers')
    expect(followers).toHaveLength(followersCount)
    expect(new Set(followers.map((follower) => follower.id)).size).toBe(followersCount)
    const profile = await spec.check(await get(first.url, `/v1/user/data/${id}`), 'getUserData')
    expect(field(profile.body, 'followersCount')).toBe(followersCount)
  })

  it('has followers that resolve to profiles that follow it back', async () => {
    const { id } = first.controls.demo.popularUser
    const page = await spec.check(
      await get(first.url, `/v1/user/followers?userid=${id}&offset=50000&limit=1`),
      'getUserFollowers'
    )
    const [follower] = field<Array<{ id: number; username: string }>>(page.body, 'followers')
    if (!follower) throw new Error('the popular account has a 50,001st follower')
    const profile = await spec.check(await get(first.url, `/v1/user/data/${follower.id}`), 'getUserData')
    expect(field(profile.body, 'username')).toBe(follower.username)
    const theirs = await spec.check(
      await get(first.url, `/v1/user/followers?userid=${follower.id}`),
      'getUserFollowers'
    )
    expect(field<Array<{ id: number }>>(theirs.body, 'following').map((user) => user.id)).toEqual([id])
  })
})

describe('platform content', () => {
  it('has at least 30 updates with unique ids', async () => {
    const { body } = await spec.check(await get(first.url, '/v1/other/updates/100'), 'listUpdatesWithLimit')
    const updates = field<Array<{ id: number }>>(body, 'updates')
    expect(updates.length).toBeGreaterThanOrEqual(30)
    expect(new Set(updates.map((update) => update.id)).size).toBe(updates.length)
  })

  it('addresses services by name id and by numeric id alike', async () => {
    const { body } = await spec.check(await get(first.url, '/v1/maintenance/'), 'listMaintenance')
    for (const service of field<Array<{ id: string; numericId: number }>>(body, 'services')) {
      const byName = await spec.check(await get(first.url, `/v1/maintenance/${service.id}`), 'getMaintenance')
      const byNumber = await spec.check(await get(first.url, `/v1/maintenance/${service.numericId}`), 'getMaintenance')
      expect(byName.body).toEqual(service)
      expect(byNumber.body).toEqual(service)
    }
  })
})
