import { createRandom } from './random'

/** Who follows whom among the stored (named and corpus) users, by id. */
export interface SocialGraph {
  following(id: number): readonly number[]
  followers(id: number): readonly number[]
}

// Hand-picked edges so the demo accounts have recognisable neighbours.
const FIXED_EDGES: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 1],
  [2, 4],
  [3, 1],
  [3, 2]
]

export function buildSocialGraph(userIds: readonly number[]): SocialGraph {
  const random = createRandom(0x5eed)
  const following = new Map<number, Set<number>>()
  const follow = (from: number, to: number): void => {
    if (from === to) return
    let set = following.get(from)
    if (!set) following.set(from, (set = new Set()))
    set.add(to)
  }
  for (const [from, to] of FIXED_EDGES) follow(from, to)
  for (const id of userIds) {
    if (id <= 4) continue
    const count = random.int(0, 12)
    for (let n = 0; n < count; n += 1) follow(id, random.pick(userIds))
  }

  const sortedFollowing = new Map<number, number[]>()
  const followers = new Map<number, number[]>()
  for (const [from, targets] of following) {
    const sorted = [...targets].sort((a, b) => a - b)
    sortedFollowing.set(from, sorted)
    for (const to of sorted) {
      let list = followers.get(to)
      if (!list) followers.set(to, (list = []))
      list.push(from)
    }
  }
  for (const list of followers.values()) list.sort((a, b) => a - b)

  return {
    following: (id) => sortedFollowing.get(id) ?? [],
    followers: (id) => followers.get(id) ?? []
  }
}
