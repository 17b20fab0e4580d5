import { daysBeforeEpoch, hoursBeforeEpoch } from './demo-epoch'
import { createRandom } from './random'
import type { UserRecord } from './types'
import { BIOS, FIRST_NAMES, LAST_NAMES } from './word-lists'

// Ordinary generated users: the searchable population around the named
// accounts. Ids follow the named accounts directly.
export const CORPUS_FIRST_ID = 5
export const CORPUS_SIZE = 200

export function buildCorpusUsers(): UserRecord[] {
  const random = createRandom(0xc0ffee)
  const taken = new Set<string>()
  const users: UserRecord[] = []
  for (let index = 0; index < CORPUS_SIZE; index += 1) {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    let username = `${first}.${last}`.toLowerCase()
    if (taken.has(username)) username = `${username}${index}`
    taken.add(username)
    const user: UserRecord = {
      id: CORPUS_FIRST_ID + index,
      username,
      name: `${first} ${last}`,
      createdAt: daysBeforeEpoch(random.int(10, 1800)),
      lastSeen: random.chance(0.8) ? hoursBeforeEpoch(random.int(1, 2000)) : null
    }
    if (random.chance(0.4)) user.email = `${username}@example.org`
    if (random.chance(0.15)) user.phone = `+1 555 01${String(random.int(0, 99)).padStart(2, '0')}`
    if (random.chance(0.6)) user.bio = random.pick(BIOS)
    users.push(user)
  }
  return users
}
