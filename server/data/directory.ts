import { NAMED_ACCOUNTS, POPULAR_USER_ID } from './accounts'
import { buildCorpusUsers } from './corpus'
import { CROWD_SIZE, crowdSummaries, crowdSummary, crowdUser, isCrowdId } from './crowd'
import type { SocialGraph } from './social-graph'
import { buildSocialGraph } from './social-graph'
import type { UserRecord, UserSummary } from './types'

/** Every user the server knows: named, generated corpus and the crowd. */
export interface Directory {
  /** Named and corpus users: the searchable, stored population. */
  readonly storedUsers: readonly UserRecord[]
  user(id: number): UserRecord | undefined
  followers(id: number): readonly UserSummary[]
  following(id: number): readonly UserSummary[]
  followersCount(id: number): number
  followingCount(id: number): number
}

const POPULAR_FOLLOWING: readonly number[] = [POPULAR_USER_ID]

export function buildDirectory(): Directory {
  const storedUsers = [...NAMED_ACCOUNTS.map((account) => account.user), ...buildCorpusUsers()]
  const byId = new Map(storedUsers.map((user) => [user.id, user]))
  const graph: SocialGraph = buildSocialGraph(storedUsers.map((user) => user.id))

  const summary = (id: number): UserSummary => {
    if (isCrowdId(id)) return crowdSummary(id)
    const user = byId.get(id)
    if (!user) throw new Error(`social graph refers to unknown user ${id}`)
    return { id: user.id, username: user.username, name: user.name }
  }

  let popularFollowers: UserSummary[] | undefined
  const followers = (id: number): readonly UserSummary[] => {
    if (isCrowdId(id)) return []
    const stored = graph.followers(id).map(summary)
    if (id !== POPULAR_USER_ID) return stored
    // Built on first request only, then reused: ~52k summaries.
    popularFollowers ??= [...stored, ...crowdSummaries()]
    return popularFollowers
  }
  const followingIds = (id: number): readonly number[] => (isCrowdId(id) ? POPULAR_FOLLOWING : graph.following(id))

  return {
    storedUsers,
    user: (id) => byId.get(id) ?? (isCrowdId(id) ? crowdUser(id) : undefined),
    followers,
    following: (id) => followingIds(id).map(summary),
    followersCount: (id) =>
      isCrowdId(id) ? 0 : graph.followers(id).length + (id === POPULAR_USER_ID ? CROWD_SIZE : 0),
    followingCount: (id) => followingIds(id).length
  }
}
