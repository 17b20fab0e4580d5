import type { Project, Repository, UserRecord, UserSummary } from './types'

export const SEARCH_RESULT_CAP = 20

export interface SearchResults {
  users: UserSummary[]
  projects: Project[]
  repositories: Repository[]
}

export interface SearchIndex {
  search(input: string): SearchResults
}

interface Entry<T> {
  text: string
  value: T
}

function firstMatches<T>(entries: readonly Entry<T>[], needle: string): T[] {
  const found: T[] = []
  for (const entry of entries) {
    if (!entry.text.includes(needle)) continue
    found.push(entry.value)
    if (found.length === SEARCH_RESULT_CAP) break
  }
  return found
}

/** Case-insensitive substring search; each list is capped. */
export function buildSearchIndex(
  users: readonly UserRecord[],
  projects: readonly Project[],
  repositories: readonly Repository[]
): SearchIndex {
  const userEntries = users.map((user) => ({
    text: `${user.username}\n${user.name}`.toLowerCase(),
    value: { id: user.id, username: user.username, name: user.name }
  }))
  const projectEntries = projects.map((project) => ({
    text: `${project.name}\n${project.description}`.toLowerCase(),
    value: project
  }))
  const repositoryEntries = repositories.map((repository) => ({
    text: `${repository.fullName}\n${repository.description}`.toLowerCase(),
    value: repository
  }))
  return {
    search(input) {
      const needle = input.trim().toLowerCase()
      return {
        users: firstMatches(userEntries, needle),
        projects: firstMatches(projectEntries, needle),
        repositories: firstMatches(repositoryEntries, needle)
      }
    }
  }
}
