// GET /v1/user/activity/{id}: `{ status, result }`, contents of `result` not
// shown. Platforms send a list, an object of lists (projects, repositories,
// …) or something else entirely; lists become groups with counts, items get
// their best title, and anything unreadable goes to the generic view.
import type { ActivityGroup, ActivityItem, ActivityView } from '../../shared/people'
import { asText, asUrl, bounded, findField, isRecord, normalizeKey, unwrap } from '../view-model/read-fields'

const ENVELOPES = ['result', 'data', 'activity', 'activities']
const TITLE = ['title', 'fullName', 'name', 'displayName', 'subject', 'summary', 'username', 'login', 'slug', 'id']
const SECONDARY = ['description', 'summary', 'body', 'text', 'message', 'details', 'language']
const DATE = ['updatedAt', 'createdAt', 'date', 'timestamp', 'time', 'pushedAt', 'publishedAt', 'at']
const URL_FIELDS = ['url', 'htmlUrl', 'webUrl', 'link', 'href', 'permalink']
const KIND = ['type', 'kind', 'category']
/** Items sent per group; the count stays the full length. */
export const MAX_ITEMS_PER_GROUP = 200

export function readActivity(userId: string, body: unknown): ActivityView {
  const root = unwrap(body, ENVELOPES, (inner) => isRecord(inner) || Array.isArray(inner))
  if (Array.isArray(root)) return { userId, groups: groupsFromList(root), other: null }
  if (!isRecord(root)) return { userId, groups: [], other: bounded(root) }

  const groups: ActivityGroup[] = []
  const other: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(root)) {
    // A list, or a page of one: `{ items: [...], total: 40 }`.
    const paged = isRecord(value) ? findField(value, ['items', 'data', 'nodes'])?.value : undefined
    if (Array.isArray(value)) groups.push(group(key, humanize(key), value, countFor(root, key)))
    else if (isRecord(value) && Array.isArray(paged)) groups.push(group(key, humanize(key), paged, countFor(value, 'total') ?? countFor(root, key)))
    else if (!/^(?:status|code)$/i.test(key) && !/count$/i.test(key)) other[key] = bounded(value)
  }
  return { userId, groups, other: Object.keys(other).length > 0 ? other : null }
}

/** A flat list: grouped by each item's `type`/`kind` when items carry one. */
function groupsFromList(list: unknown[]): ActivityGroup[] {
  const byKind = new Map<string, unknown[]>()
  for (const item of list) {
    const kind = isRecord(item) ? asText(findField(item, KIND)?.value, 60) : null
    const key = kind ?? 'activity'
    byKind.set(key, [...(byKind.get(key) ?? []), item])
  }
  return [...byKind].map(([key, items]) => group(key, key === 'activity' ? 'Activity' : pluralLabel(key), items, null))
}

function group(key: string, label: string, list: unknown[], declared: number | null): ActivityGroup {
  return {
    key,
    label,
    count: Math.max(declared ?? 0, list.length),
    items: list.slice(0, MAX_ITEMS_PER_GROUP).map((item, index) => readItem(item, `${key}:${index}`))
  }
}

function readItem(item: unknown, key: string): ActivityItem {
  if (!isRecord(item)) return { key, title: asText(item, 200) ?? 'Untitled', secondary: null, date: null, url: null }
  return {
    key,
    title: asText(findField(item, TITLE)?.value, 200) ?? 'Untitled',
    secondary: asText(findField(item, SECONDARY)?.value, 300),
    date: asText(findField(item, DATE)?.value, 64),
    url: asUrl(findField(item, URL_FIELDS)?.value)
  }
}

function countFor(record: Record<string, unknown>, key: string): number | null {
  const wanted = [`${normalizeKey(key)}count`, normalizeKey(key) === 'total' ? 'total' : `total${normalizeKey(key)}`]
  for (const [k, v] of Object.entries(record)) if (wanted.includes(normalizeKey(k)) && typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v
  return null
}

function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

/** "repository" → "Repositories", "project" → "Projects". */
function pluralLabel(kind: string): string {
  const word = humanize(kind)
  if (/s$/i.test(word)) return word
  return /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`
}
