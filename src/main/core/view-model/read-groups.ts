// Lists of things in bodies the API leaves open (activity, search results):
// a flat list (grouped by each item's `type`/`kind`), an object of lists
// (`projects`, `repositories`, `users`…, or pages of them), or something
// else for the generic view. Items get their best title.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../i18n'
import {
  asId,
  asText,
  asUrl,
  bounded,
  fieldPicker,
  findField,
  isRecord,
  type Json,
  keysOf,
  normalizeKey
} from './read-fields'

const m = defineMessages({
  untitled: {
    id: 'viewModel.item.untitled',
    defaultMessage: 'Untitled',
    description:
      'The title shown for an item in a list (search result, activity) that the platform sent without a title.'
  }
})

const TITLE = ['title', 'fullName', 'name', 'displayName', 'subject', 'summary', 'username', 'login', 'slug', 'id']
const SECONDARY = ['description', 'summary', 'body', 'text', 'message', 'details', 'language']
const HANDLE = ['username', 'login', 'handle']
const DATE = ['updatedAt', 'createdAt', 'date', 'timestamp', 'time', 'pushedAt', 'publishedAt', 'at']
const URL_FIELDS = ['url', 'htmlUrl', 'webUrl', 'link', 'href', 'permalink']
const KIND = ['type', 'kind', 'category']
const PAGE = ['items', 'data', 'nodes', 'results']
/** Items sent per group; the count stays the full length. */
export const MAX_ITEMS_PER_GROUP = 200
/** Groups sent; items of further kinds join the flat group, so nothing is dropped from the counts. */
export const MAX_GROUPS = 50

export interface ReadItem {
  key: string
  title: string
  secondary: string | null
  date: string | null
  url: string | null
  id: string | null
  /** The item's username or login, when it has one (a user). */
  handle: string | null
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

/**
 * `root` is already unwrapped from its envelope; a flat list without kinds
 * becomes one group named `flatLabel`. One pass over the list (or the
 * object's first MAX_KEYS keys): items past each group's cap are only counted.
 */
export function readGroups(root: unknown, flatLabel: string): ReadGroups {
  if (Array.isArray(root)) return { groups: groupsFromList(root, flatLabel), other: null }
  if (!isRecord(root)) return { groups: [], other: root === null || root === undefined ? null : bounded(root) }

  const counts = countIndex(root)
  const groups: ReadGroup[] = []
  const other: Json = {}
  let others = 0
  for (const key of keysOf(root)) {
    const value = root[key]
    // A list, or a page of one: `{ items: [...], total: 40 }`.
    const paged = isRecord(value) ? findField(value, PAGE)?.value : undefined
    const list = Array.isArray(value) ? value : Array.isArray(paged) ? paged : null
    if (list && groups.length < MAX_GROUPS) {
      const declared = Array.isArray(value) ? counts(key) : (countIndex(value as Json)('total') ?? counts(key))
      groups.push(group(key, humanize(key), list, list.length, declared))
    } else if (
      !/^(?:status|code|input|query|q|total|count)$/i.test(key) &&
      !/count$/i.test(key) &&
      others < MAX_OTHER_KEYS
    ) {
      other[key] = value
      others++
    }
  }
  return { groups, other: others > 0 ? bounded(other) : null }
}

const MAX_OTHER_KEYS = 200

function groupsFromList(list: readonly unknown[], flatLabel: string): ReadGroup[] {
  const flatKey = flatLabel.toLowerCase()
  const byKind = new Map<string, { items: ReadItem[]; count: number }>()
  for (const item of list) {
    // One pass over the item's keys finds its kind and everything its row shows.
    const found = isRecord(item) ? ITEM_FIELDS(item) : null
    const kind = found ? asText(found.kind?.value, 60) : null
    let key = kind ?? flatKey
    if (!byKind.has(key) && byKind.size >= MAX_GROUPS - 1 && key !== flatKey) key = flatKey
    let entry = byKind.get(key)
    if (!entry) {
      entry = { items: [], count: 0 }
      byKind.set(key, entry)
    }
    entry.count++
    if (entry.items.length < MAX_ITEMS_PER_GROUP)
      entry.items.push(itemFrom(item, found, `${key}:${entry.items.length}`))
  }
  return [...byKind].map(([key, { items, count }]) => ({
    key,
    label: key === flatKey ? flatLabel : pluralLabel(key),
    count,
    items
  }))
}

function group(
  key: string,
  label: string,
  list: readonly unknown[],
  length: number,
  declared: number | null
): ReadGroup {
  const items: ReadItem[] = []
  for (let index = 0; index < list.length && index < MAX_ITEMS_PER_GROUP; index++)
    items.push(readItem(list[index], `${key}:${index}`))
  return { key, label, count: Math.max(declared ?? 0, length), items }
}

const ITEM_FIELDS = fieldPicker({
  kind: KIND,
  title: TITLE,
  handle: HANDLE,
  secondary: SECONDARY,
  date: DATE,
  url: URL_FIELDS,
  id: ['id', 'userId', 'uid']
})

export function readItem(item: unknown, key: string): ReadItem {
  return itemFrom(item, isRecord(item) ? ITEM_FIELDS(item) : null, key)
}

function itemFrom(item: unknown, found: ReturnType<typeof ITEM_FIELDS> | null, key: string): ReadItem {
  if (!found)
    return {
      key,
      title: asText(item, 200) ?? say(m.untitled),
      secondary: null,
      date: null,
      url: null,
      id: null,
      handle: null
    }
  const title = asText(found.title?.value, 200) ?? say(m.untitled)
  const handle = asText(found.handle?.value, 100)
  const secondary = asText(found.secondary?.value, 300) ?? (handle && handle !== title ? `@${handle}` : null)
  return {
    key,
    title,
    secondary,
    date: asText(found.date?.value, 64),
    url: asUrl(found.url?.value),
    id: asId(found.id?.value),
    handle
  }
}

/**
 * The record's declared counts, indexed once: `countIndex(r)('projects')`
 * finds `projectsCount`, `projects_count` or `totalProjects`, and
 * `countIndex(r)('total')` finds `total` or `totalCount`.
 */
function countIndex(record: Json): (key: string) => number | null {
  const numbers = new Map<string, number>()
  for (const k of keysOf(record)) {
    const v = record[k]
    const normalized = normalizeKey(k)
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && !numbers.has(normalized))
      numbers.set(normalized, v)
  }
  return (key) => {
    const name = normalizeKey(key)
    if (name === 'total') return numbers.get('total') ?? numbers.get('totalcount') ?? null
    return numbers.get(`${name}count`) ?? numbers.get(`total${name}`) ?? null
  }
}

export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

/** "repository" → "Repositories", "project" → "Projects". */
function pluralLabel(kind: string): string {
  const word = humanize(kind)
  if (/s$/i.test(word)) return word
  return /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`
}
