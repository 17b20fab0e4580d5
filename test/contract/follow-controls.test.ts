// controls.follow() / unfollow(): a change to the follow graph shows in both
// people's lists and counts, in contract shape, on this server only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer } from '../../server/index'
import { startServer } from '../../server/index'
import type { Contract } from './support/contract'
import { get } from './support/http'
import { contract } from './support/session'

type Summary = { id: number; username: string; name: string }
type Lists = { followers: Summary[]; following: Summary[]; followersCount: number; followingCount: number }
type Counts = { followersCount: number; followingCount: number }

let spec: Contract
let untouched: RunningServer

beforeAll(async () => {
  ;[spec, untouched] = await Promise.all([contract(), startServer({ port: 0 })])
})

afterAll(async () => {
  await untouched.close()
})

/** A fresh server per test: a change made in one test never leaks into the next. */
async function withServer(run: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startServer({ port: 0 })
  try {
    await run(server)
  } finally {
    await server.close()
  }
}

async function listsOf(server: RunningServer, userId: number): Promise<Lists> {
  const { status, body } = await spec.check(
    await get(server.url, `/v1/user/followers?userid=${userId}`),
    'getUserFollowers'
  )
  expect(status).toBe(200)
  return body as Lists
}

async function countsOf(server: RunningServer, userId: number): Promise<Counts> {
  const { status, body } = await spec.check(await get(server.url, `/v1/user/data/${userId}`), 'getUserData')
  expect(status).toBe(200)
  return body as Counts
}

const ids = (list: readonly Summary[]) => list.map((user) => user.id)

describe('follow and unfollow', () => {
  it('a new follower comes last in the followed list and the follower’s following, and both counts say so', () =>
    withServer(async (server) => {
      const demoBefore = await listsOf(server, 1)
      const platformBefore = await listsOf(server, 4)
      expect(ids(demoBefore.followers)).not.toContain(4)

      expect(server.controls.follow(4, 1)).toBe(true)

      const demo = await listsOf(server, 1)
      expect(ids(demo.followers)).toEqual([...ids(demoBefore.followers), 4])
      expect(demo.followers.at(-1)).toEqual({ id: 4, username: 'platform', name: expect.any(String) })
      expect(demo.followersCount).toBe(demoBefore.followersCount + 1)
      expect((await countsOf(server, 1)).followersCount).toBe(demoBefore.followersCount + 1)
      const platform = await listsOf(server, 4)
      expect(ids(platform.following)).toEqual([...ids(platformBefore.following), 1])
      expect((await countsOf(server, 4)).followingCount).toBe(platformBefore.followingCount + 1)
      // Following again changes nothing.
      expect(server.controls.follow(4, 1)).toBe(false)
      expect(await listsOf(server, 1)).toEqual(demo)
    }))

  it('an unfollow takes the follower out of both lists and counts, and a follow puts them back', () =>
    withServer(async (server) => {
      const before = await listsOf(server, 1)
      const counts = await countsOf(server, 1)
      expect(ids(before.following)).toEqual([2, 3, 4])
      expect(ids(before.followers)).toContain(2)

      expect(server.controls.unfollow(2, 1)).toBe(true)
      expect(server.controls.unfollow(1, 3)).toBe(true)

      const after = await listsOf(server, 1)
      expect(ids(after.followers)).toEqual(ids(before.followers).filter((id) => id !== 2))
      expect(ids(after.following)).toEqual([2, 4])
      expect(await countsOf(server, 1)).toMatchObject({
        followersCount: counts.followersCount - 1,
        followingCount: counts.followingCount - 1
      })
      expect(ids((await listsOf(server, 2)).following)).not.toContain(1)
      expect(ids((await listsOf(server, 3)).followers)).not.toContain(1)
      // Unfollowing again changes nothing; following again restores the seed.
      expect(server.controls.unfollow(2, 1)).toBe(false)
      expect(server.controls.follow(2, 1)).toBe(true)
      expect(server.controls.follow(1, 3)).toBe(true)
      expect(await listsOf(server, 1)).toEqual(before)
      expect(await countsOf(server, 1)).toMatchObject(counts)
    }))

  it('counts the popular account’s followers without listing them, and agrees with the list', () =>
    withServer(async (server) => {
      const before = await countsOf(server, 4)
      server.controls.follow(1, 4)
      server.controls.unfollow(2, 4)
      server.controls.unfollow(3, 4)
      const lists = await listsOf(server, 4)
      expect((await countsOf(server, 4)).followersCount).toBe(before.followersCount - 1)
      expect(lists.followersCount).toBe(before.followersCount - 1)
      expect(ids(lists.followers)).not.toContain(2)
    }))

  it('changes this server only: another one still serves the seed', () =>
    withServer(async (server) => {
      const seed = await listsOf(untouched, 1)
      server.controls.follow(4, 1)
      server.controls.unfollow(2, 1)
      expect(await listsOf(untouched, 1)).toEqual(seed)
      expect(await countsOf(untouched, 1)).toMatchObject({ followersCount: seed.followersCount })
    }))

  it('refuses an unknown user and a user following themselves, and changes nothing', () =>
    withServer(async (server) => {
      const seed = await listsOf(server, 1)
      expect(() => server.controls.follow(999_999, 1)).toThrow(new TypeError('No user has the id 999999.'))
      expect(() => server.controls.unfollow(1, 1.5)).toThrow(new TypeError('No user has the id 1.5.'))
      expect(() => server.controls.follow(1, 1)).toThrow(new TypeError('User 1 cannot follow themselves.'))
      expect(await listsOf(server, 1)).toEqual(seed)
    }))
})
