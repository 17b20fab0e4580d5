// GET /v1/user/followers?userid=: `{ status, followers, following }`,
// contents not shown. Entries may be objects, ids (numbers or strings) or
// names, mixed, and the lists may sit under `data` or be pages
// (`{ items, total }`). Each entry is trimmed to what a row shows before it
// crosses IPC: 50,000 of them must stay cheap.
import type { FollowersModel, PersonEntry } from '@shared/people'

import { say } from '../../core/i18n'
import {
  asCount,
  asId,
  asText,
  findField,
  isRecord,
  normalizeKey,
  unreadable,
  unwrap
} from '../../core/view-model/read-fields'
import { peopleMessages } from './people-words'

/**
 * Entries sent per list. Beyond it entries are only counted, and the view
 * says how many more there are: 100,000 rows are already more than anyone
 * scrolls, and a 16 MB answer must not become millions of objects in main
 * and again in the page.
 */
export const MAX_ENTRIES = 100_000

const ENVELOPES = ['data', 'result']
const WRAPPERS = ['user', 'follower', 'followee', 'account', 'profile', 'node']
const ID = ['id', 'userId', 'uid']
const NAME = ['name', 'displayName', 'fullName']
const HANDLE = ['username', 'login', 'handle', 'screenName']

export function readFollowers(userId: string, body: unknown): FollowersModel {
  const root = unwrap(
    body,
    ENVELOPES,
    (inner) => isRecord(inner) && (hasList(inner, 'followers') || hasList(inner, 'following'))
  )
  // Without either list there is nothing to show — which is not the same as "nobody".
  if (!isRecord(root) || (!hasList(root, 'followers') && !hasList(root, 'following')))
    throw unreadable(say(peopleMessages.followersUnreadable))
  const record = root
  const followers = readList(record, 'followers')
  const following = readList(record, 'following')
  return {
    userId,
    followers: followers.entries,
    following: following.entries,
    followersCount: followers.count,
    followingCount: following.count
  }
}

function hasList(record: Record<string, unknown>, name: string): boolean {
  return findField(record, [name]) !== null
}

function readList(
  record: Record<string, unknown>,
  name: 'followers' | 'following'
): { entries: PersonEntry[]; count: number } {
  const value = findField(record, [name])?.value
  const page = isRecord(value) ? value : null
  const list = Array.isArray(value)
    ? value
    : page
      ? findField(page, ['items', 'data', 'users', 'list', 'nodes'])?.value
      : null
  const { entries, unread } = Array.isArray(list) ? toEntries(list) : { entries: [], unread: 0 }
  const declared =
    asCount(findField(record, [`${name}Count`, `${name}Total`, `total${name}`, `num${name}`])?.value) ??
    (page ? asCount(findField(page, ['total', 'count', 'totalCount'])?.value) : null) ??
    (typeof value === 'number' ? asCount(value) : null)
  return { entries, count: Math.max(declared ?? 0, entries.length + unread) }
}

/** Up to `max` entries, and how many items were past the cap (counted, not read). */
export function toEntries(list: readonly unknown[], max = MAX_ENTRIES): { entries: PersonEntry[]; unread: number } {
  const seen = new Map<string, number>()
  const entries: PersonEntry[] = []
  let index = 0
  for (; index < list.length && entries.length < max; index++) {
    const entry = toEntry(list[index])
    if (!entry) continue
    // Keys stay stable across refreshes (id or name), and unique even for duplicates.
    const times = seen.get(entry.key) ?? 0
    seen.set(entry.key, times + 1)
    entries.push(times === 0 ? entry : { ...entry, key: `${entry.key}#${times}` })
  }
  return { entries, unread: list.length - index }
}

function toEntry(item: unknown): PersonEntry | null {
  if (typeof item === 'number' || (typeof item === 'string' && /^\d{1,15}$/.test(item.trim()))) {
    const id = asId(typeof item === 'string' ? item.trim() : item)
    return id ? { key: `u:${id}`, id, label: say(peopleMessages.userLabel, { id }) } : null
  }
  if (typeof item === 'string') {
    const label = asText(item, 200)
    return label ? { key: `n:${label}`, label } : null
  }
  if (!isRecord(item)) return null
  const wrapped = findField(item, WRAPPERS)?.value
  const person = isRecord(wrapped) ? wrapped : item
  const id = asId(findField(person, ID)?.value)
  const name = asText(findField(person, NAME)?.value, 200)
  const handle = asText(findField(person, HANDLE)?.value, 100)
  const label = name ?? handle ?? (id ? say(peopleMessages.userLabel, { id }) : null)
  if (!label) return null
  const secondary = name && handle && normalizeKey(name) !== normalizeKey(handle) ? `@${handle}` : undefined
  return {
    key: id ? `u:${id}` : `n:${label}`,
    ...(id ? { id } : {}),
    label,
    ...(secondary ? { secondary } : {}),
    ...(handle ? { username: handle } : {})
  }
}
