import type { DemoData } from './demo-data'
import type { UserSummary } from './types'

/** One follow changed on this server: whether `followerId` follows `userId` now. */
interface Edge {
  followerId: number
  userId: number
  follows: boolean
}

/**
 * One server's follow graph: the shared seed's (never mutated, it serves every
 * server in the process) with this server's follows and unfollows on top. A
 * follower added here comes after the seeded ones, in the order followed.
 */
export class FollowOverlay {
  readonly #data: DemoData
  /** Only the edges that differ from the seed, by "follower>user". */
  readonly #changed = new Map<string, Edge>()

  constructor(data: DemoData) {
    this.#data = data
  }

  /** Makes `followerId` follow `userId`; false when it already did. */
  follow(followerId: number, userId: number): boolean {
    return this.#set(followerId, userId, true)
  }

  /** Makes `followerId` stop following `userId`; false when it did not. */
  unfollow(followerId: number, userId: number): boolean {
    return this.#set(followerId, userId, false)
  }

  followers(id: number): readonly UserSummary[] {
    return this.#list(this.#data.directory.followers(id), id, 'userId', 'followerId')
  }

  following(id: number): readonly UserSummary[] {
    return this.#list(this.#data.directory.following(id), id, 'followerId', 'userId')
  }

  /** The seeded list with this server's changes: the edges whose `own` end is `id`, naming people by their `other` end. */
  #list(
    base: readonly UserSummary[],
    id: number,
    own: 'userId' | 'followerId',
    other: 'userId' | 'followerId'
  ): readonly UserSummary[] {
    const edits = [...this.#changed.values()].filter((edge) => edge[own] === id)
    if (edits.length === 0) return base
    const gone = new Set(edits.filter((edge) => !edge.follows).map((edge) => edge[other]))
    const added = edits.filter((edge) => edge.follows).map((edge) => this.#summary(edge[other]))
    return [...base.filter((user) => !gone.has(user.id)), ...added]
  }

  /** By arithmetic, not by listing: the popular account's ~52k followers are not built for a count. */
  followersCount(id: number): number {
    return this.#data.directory.followersCount(id) + this.#delta((edge) => edge.userId === id)
  }

  followingCount(id: number): number {
    return this.#data.directory.followingCount(id) + this.#delta((edge) => edge.followerId === id)
  }

  #delta(concerns: (edge: Edge) => boolean): number {
    let delta = 0
    for (const edge of this.#changed.values()) if (concerns(edge)) delta += edge.follows ? 1 : -1
    return delta
  }

  #set(followerId: number, userId: number, follows: boolean): boolean {
    for (const id of [followerId, userId]) {
      if (!Number.isInteger(id) || !this.#data.directory.user(id)) throw new TypeError(`No user has the id ${id}.`)
    }
    if (followerId === userId) throw new TypeError(`User ${userId} cannot follow themselves.`)
    const key = `${followerId}>${userId}`
    const seeded = this.#data.directory.following(followerId).some((user) => user.id === userId)
    if ((this.#changed.get(key)?.follows ?? seeded) === follows) return false
    if (seeded === follows) this.#changed.delete(key)
    else this.#changed.set(key, { followerId, userId, follows })
    return true
  }

  #summary(id: number): UserSummary {
    const user = this.#data.directory.user(id)
    if (!user) throw new Error(`follow overlay refers to unknown user ${id}`)
    return { id: user.id, username: user.username, name: user.name }
  }
}
