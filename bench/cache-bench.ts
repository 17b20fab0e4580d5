// The offline cache's figures (issue 38): how long main's thread is held at
// most while a 50,000-entry followers list goes into an account's sealed
// cache file, and how large the file of each of 10 accounts gets after a
// heavy day of background checks and visits.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { OfflineCache } from '../src/main/features/offline-cache/offline-cache'
import type { FollowersModel, PersonEntry } from '../src/shared/people'
import { createStandInEncryptor } from '../test/support/stand-in-encryptor'
import { median, round } from './stats'

const people = (n: number, prefix: string): PersonEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `${prefix}:${i}`,
    id: String(100_000 + i),
    label: `${prefix} person number ${i}`,
    secondary: `@${prefix}_${i}`,
    username: `${prefix}_${i}`
  }))

const followersOf = (userId: string, n: number): FollowersModel => ({
  userId,
  followers: people(n, `f${userId}`),
  following: people(Math.floor(n / 50), `g${userId}`),
  followersCount: n,
  followingCount: Math.floor(n / 50)
})

export interface CacheFigures {
  /** Main's longest block (ms) while a 50,000-entry followers list is recorded and written, median of the runs. */
  writeBlockMs: number
  /** The largest account's cache file after the day (MB). */
  diskMBPerAccount: number
  /** The file's size with the 50,000-entry list alone (MB), for context. */
  fiftyThousandMB: number
}

export async function measureCache(runs: number): Promise<CacheFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'platform-desktop-cache-bench-'))
  const encryptor = createStandInEncryptor({ store: 'secret-service' })
  try {
    const blocks: number[] = []
    let fiftyThousandMB = 0
    const model = followersOf('1', 50_000)
    // One warm-up, then the runs.
    for (let run = 0; run <= runs; run++) {
      const cache = new OfflineCache({ dir, encryptor, remembered: () => true, saveDelayMs: 0 })
      const delay = monitorEventLoopDelay({ resolution: 1 })
      delay.enable()
      await cache.put(`a${run}`, 'people:followers', { userId: '1' }, model)
      await cache.flush()
      delay.disable()
      if (run > 0) blocks.push(delay.max / 1e6)
      fiftyThousandMB = (await stat(join(dir, `offline-cache.a${run}.json`))).size / 2 ** 20
      await cache.forget(`a${run}`)
    }

    // A heavy day on 10 accounts: a status check every 5 minutes, notifications with it, 100 profiles and their
    // activity visited, and the followers of 10 popular people (50,000 each), all kept; the bound keeps the oldest out.
    const cache = new OfflineCache({ dir, encryptor, remembered: () => true, saveDelayMs: 0 })
    for (let account = 0; account < 10; account++) {
      const id = `d${account}`
      for (let check = 0; check < 288; check++) {
        await cache.put(id, 'status:get', undefined, {
          services: Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, name: `Service ${i}`, state: 'operational' })),
          checkedAt: new Date(check * 300_000).toISOString(),
          checking: false,
          listProblem: null
        })
        await cache.put(id, 'notifications:list', undefined, {
          items: Array.from({ length: 100 }, (_, i) => ({
            key: `n${i}`,
            title: `Notification ${i} of check ${check}`
          })),
          unread: 5,
          other: null
        })
      }
      for (let user = 0; user < 100; user++) {
        await cache.put(
          id,
          'people:profile',
          { userId: String(user) },
          { userId: String(user), bio: 'x'.repeat(2_000) }
        )
        await cache.put(
          id,
          'people:activity',
          { userId: String(user) },
          { userId: String(user), groups: people(200, 'act') }
        )
      }
      for (let popular = 0; popular < 10; popular++)
        await cache.put(id, 'people:followers', { userId: String(popular) }, followersOf(String(popular), 50_000))
      await cache.flush()
    }
    let largest = 0
    for (const name of await readdir(dir))
      if (name.startsWith('offline-cache.d')) largest = Math.max(largest, (await stat(join(dir, name))).size)
    return {
      writeBlockMs: round(median(blocks), 1),
      diskMBPerAccount: round(largest / 2 ** 20, 2),
      fiftyThousandMB: round(fiftyThousandMB, 2)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
