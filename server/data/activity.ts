import { daysBeforeEpoch, hoursBeforeEpoch } from './demo-epoch'
import { createRandom } from './random'
import type { Activity, Project, Repository, UserRecord, UserSummary } from './types'
import { ADJECTIVES, LANGUAGES, NOUNS, TOPICS } from './word-lists'

export interface ActivityCatalog {
  activityOf(userId: number): Activity
  allProjects: readonly Project[]
  allRepositories: readonly Repository[]
}

const summaryOf = (user: UserRecord): UserSummary => ({ id: user.id, username: user.username, name: user.name })

// Fixed entries so the demo account always shows the same recognisable work.
const DEMO_REPOSITORIES = ['platform-desktop', 'dotfiles', 'lunar-compass-fork'] as const

export function buildActivity(users: readonly UserRecord[]): ActivityCatalog {
  const random = createRandom(0xac71)
  const byUser = new Map<number, Activity>()
  const allProjects: Project[] = []
  const allRepositories: Repository[] = []

  for (const user of users) {
    const owner = summaryOf(user)
    const projects: Project[] = []
    const repositories: Repository[] = []
    const projectCount = user.id <= 3 ? 3 : random.int(0, 4)
    for (let n = 0; n < projectCount; n += 1) {
      const name = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`
      projects.push({
        id: allProjects.length + projects.length + 1,
        name: name.replace(/\b\w/g, (letter) => letter.toUpperCase()),
        description: `${user.name}'s work on ${random.pick(TOPICS)}.`,
        owner,
        updatedAt: hoursBeforeEpoch(random.int(1, 3000))
      })
    }
    const repoCount = user.id <= 3 ? 5 : random.int(0, 7)
    for (let n = 0; n < repoCount; n += 1) {
      const fixed = user.id === 1 ? DEMO_REPOSITORIES[n] : undefined
      const name = fixed ?? `${random.pick(ADJECTIVES)}-${random.pick(NOUNS)}`
      repositories.push({
        id: allRepositories.length + repositories.length + 1,
        name,
        fullName: `${user.username}/${name}`,
        description: `Source of ${random.pick(TOPICS)}.`,
        language: random.chance(0.9) ? random.pick(LANGUAGES) : null,
        stars: Math.floor(random.next() ** 3 * 5000),
        owner,
        updatedAt: daysBeforeEpoch(random.int(0, 700))
      })
    }
    // Newest first, as an activity feed reads.
    projects.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    repositories.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    byUser.set(user.id, { projects, repositories })
    allProjects.push(...projects)
    allRepositories.push(...repositories)
  }

  return {
    activityOf: (userId) => byUser.get(userId) ?? { projects: [], repositories: [] },
    allProjects,
    allRepositories
  }
}
