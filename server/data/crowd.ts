import { daysBeforeEpoch } from './demo-epoch'
import { createRandom } from './random'
import type { UserRecord, UserSummary } from './types'
import { FIRST_NAMES, LAST_NAMES } from './word-lists'

// The popular account's followers. They are synthesized from their id on
// demand instead of stored, so startServer stays fast and memory stays small
// while GET /v1/user/data/{id} still resolves every follower it lists.
export const CROWD_FIRST_ID = 1_000_001
export const CROWD_SIZE = 52_345

export function isCrowdId(id: number): boolean {
  return id >= CROWD_FIRST_ID && id < CROWD_FIRST_ID + CROWD_SIZE
}

export function crowdSummary(id: number): UserSummary {
  const index = id - CROWD_FIRST_ID
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ada'
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Abbott'
  return { id, username: `${first.toLowerCase()}${last.toLowerCase()}${index}`, name: `${first} ${last}` }
}

export function crowdUser(id: number): UserRecord {
  const random = createRandom(id)
  return {
    ...crowdSummary(id),
    createdAt: daysBeforeEpoch(random.int(1, 1500)),
    lastSeen: random.chance(0.5) ? daysBeforeEpoch(random.int(0, 90)) : null
  }
}

export function crowdSummaries(): UserSummary[] {
  const list = new Array<UserSummary>(CROWD_SIZE)
  for (let index = 0; index < CROWD_SIZE; index += 1) list[index] = crowdSummary(CROWD_FIRST_ID + index)
  return list
}
