// GET /v1/search?input=…: "an object with the results", fields not shown.
// Platforms send a flat list of typed items, an object of lists (`users`,
// `projects`, …), a list under `results`/`data`/`items`, or something else.
import type { SearchGroup, SearchItem, SearchModel } from '@shared/search'

import { say } from '../../core/i18n'
import { isBare, isRecord, normalizeKey, unreadable, unwrap } from '../../core/view-model/read-fields'
import { readGroups, type ReadItem } from '../../core/view-model/read-groups'
import { searchMessages } from './search-words'

const ENVELOPES = ['results', 'data', 'items', 'hits', 'result']
const USER_GROUPS = new Set(['user', 'users', 'people', 'person', 'members', 'member', 'accounts', 'account'])

export function readSearch(query: string, body: unknown): SearchModel {
  const root = unwrap(body, ENVELOPES, (inner) => isRecord(inner) || Array.isArray(inner))
  if (isBare(body)) throw unreadable(say(searchMessages.resultsUnreadable))
  const { groups, other } = readGroups(root, say(searchMessages.resultsGroup))
  const shaped: SearchGroup[] = groups.map((group) => {
    const users = USER_GROUPS.has(normalizeKey(group.key))
    return {
      key: group.key,
      label: group.label,
      count: group.count,
      items: group.items.map((item) => searchItem(item, users))
    }
  })
  return { query, groups: shaped, total: shaped.reduce((sum, group) => sum + group.count, 0), other }
}

/** A row of results: people link to their profile, anything else to its page. Built field by field (no spreads: there can be thousands). */
function searchItem(item: ReadItem, users: boolean): SearchItem {
  const row: SearchItem = { key: item.key, title: item.title, secondary: item.secondary }
  if (users && item.id) {
    row.userId = item.id
    if (item.handle) row.username = item.handle
  }
  if (!users && item.url) row.url = item.url
  return row
}
