// Followers and Following against the list the person saw last (issue 38 §3):
// who is new, who is gone, and the list with those people first. A person is
// the same by their id where the platform gives one, else by the row's key.
import type { PersonEntry } from '@shared/people'

export type FollowMark = 'new' | 'gone'

export interface FollowChanges {
  added: number
  gone: number
  /** New people first, then those gone (no longer in the list, shown from the last one), then the rest. */
  entries: PersonEntry[]
  marks: ReadonlyMap<string, FollowMark>
}

const identity = (entry: PersonEntry) => entry.id ?? entry.key

/** The changes from `before` to `now`; null with nothing to compare (a first look) or nothing changed. */
export function followChanges(
  before: readonly PersonEntry[] | undefined,
  now: readonly PersonEntry[]
): FollowChanges | null {
  if (before === undefined || before === now) return null
  const was = new Set(before.map(identity))
  const is = new Set(now.map(identity))
  const added = now.filter((entry) => !was.has(identity(entry)))
  const gone = before.filter((entry) => !is.has(identity(entry)))
  if (added.length === 0 && gone.length === 0) return null
  const marks = new Map<string, FollowMark>()
  for (const entry of added) marks.set(entry.key, 'new')
  // A gone row's key may be reused by the new list's rows (keys can be positions): it gets a key of its own.
  const goneRows = gone.map((entry) => ({ ...entry, key: `gone:${entry.key}` }))
  for (const entry of goneRows) marks.set(entry.key, 'gone')
  const rest = now.filter((entry) => was.has(identity(entry)))
  return { added: added.length, gone: gone.length, entries: [...added, ...goneRows, ...rest], marks }
}
