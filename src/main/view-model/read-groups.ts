// Lists of things in bodies the API leaves open (activity, search results):
// a flat list (grouped by each item's `type`/`kind`), an object of lists
// (`projects`, `repositories`, `users`…, or pages of them), or something
// else for the generic view. Items get their best title.
import { asId, asText, asUrl, bounded, findField, isRecord, normalizeKey } from './read-fields'

const TITLE = ['title', 'fullName', 'name', 'displayName', 'subject', 'summary', 'username', 'login', 'slug', 'id']
const SECONDARY = ['description', 'summary', 'body', 'text', 'message', 'details', 'language']
const HANDLE = ['username', 'login', 'handle']
const DATE = ['updatedAt', 'createdAt', 'date', 'timestamp', 'time', 'pushedAt', 'publishedAt', 'at']
const URL_FIELDS = ['url', 'htmlUrl', 'webUrl', 'link', 'href', 'permalink']
const KIND = ['type', 'kind', 'category']
const PAGE = ['items', 'data', 'nodes', 'results']
/** Items sent per group; the count stays the full length. */
export const MAX_ITEMS_PER_GROUP = 200

export interface ReadItem {
  key: string
  title: string
  secondary: string | null
  date: string | null
  url: string | null
  id: string | null
}

export interface ReadGroup {
  key: string
  label: string
  count: number
  items: ReadItem[]
}

export interface ReadGroups {
  groups: ReadGroup[]
  /** What could not be read as groups, bounded, or null. */
  other: unknown
}

/** `root` is already unwrapped from its envelope; a flat list without kinds becomes one group named `flatLabel`. */
export function readGroups(root: unknown, flatLabel: string): ReadGroups {
  if (Array.isArray(root)) return { groups: groupsFromList(root, flatLabel), other: null }
  if (!isRecord(root)) return { groups: [], other: root === null || root === undefined ? null : bounded(root) }

  const groups: ReadGroup[] = []
  const other: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(root)) {
    // A list, or a page of one: `{ items: [...], total: 40 }`.
    const paged = isRecord(value) ? findField(value, PAGE)?.value : undefined
    if (Array.isArray(value)) groups.push(group(key, humanize(key), value, countFor(root, key)))
    else if (isRecord(value) && Array.isArray(paged)) groups.push(group(key, humanize(key), paged, countFor(value, 'total') ?? countFor(root, key)))
    else if (!/^(?:status|code|input|query|q|total|count)$/i.test(key) && !/count$/i.test(key)) other[key] = bounded(value)
  }
  return { groups, other: Object.keys(other).length > 0 ? other : null }
}

function groupsFromList(list: unknown[], flatLabel: string): ReadGroup[] {
  const flatKey = flatLabel.toLowerCase()
  const byKind = new Map<string, unknown[]>()
  for (const item of list) {
    const kind = isRecord(item) ? asText(findField(item, KIND)?.value, 60) : null
    const key = kind ?? flatKey
    byKind.set(key, [...(byKind.get(key) ?? []), item])
  }
  return [...byKind].map(([key, items]) => group(key, key === flatKey ? flatLabel : pluralLabel(key), items, null))
}

function group(key: string, label: string, list: unknown[], declared: number | null): ReadGroup {
  return {
    key,
    label,
    count: Math.max(declared ?? 0, list.length),
    items: list.slice(0, MAX_ITEMS_PER_GROUP).map((item, index) => readItem(item, `${key}:${index}`))
  }
}

export function readItem(item: unknown, key: string): ReadItem {
  if (!isRecord(item)) return { key, title: asText(item, 200) ?? 'Untitled', secondary: null, date: null, url: null, id: null }
  const title = asText(findField(item, TITLE)?.value, 200) ?? 'Untitled'
  const handle = asText(findField(item, HANDLE)?.value, 100)
  const secondary = asText(findField(item, SECONDARY)?.value, 300) ?? (handle && handle !== title ? `@${handle}` : null)
  return {
    key,
    title,
    secondary,
    date: asText(findField(item, DATE)?.value, 64),
    url: asUrl(findField(item, URL_FIELDS)?.value),
    id: asId(findField(item, ['id', 'userId', 'uid'])?.value)
  }
}

function countFor(record: Record<string, unknown>, key: string): number | null {
  const wanted = [`${normalizeKey(key)}count`, normalizeKey(key) === 'total' ? 'total' : `total${normalizeKey(key)}`]
  for (const [k, v] of Object.entries(record)) if (wanted.includes(normalizeKey(k)) && typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v
  return null
}

export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

/** "repository" → "Repositories", "project" → "Projects". */
function pluralLabel(kind: string): string {
  const word = humanize(kind)
  if (/s$/i.test(word)) return word
  return /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`
}
