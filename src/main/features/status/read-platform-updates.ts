// GET /v1/other/updates/{limit}: "an object with the latest updates", fields
// not shown. Lists under `updates`, `data`, `items` or `result` (or the body
// itself); newest first whatever order they came in.
import type { PlatformUpdateItem, PlatformUpdatesRead } from '@shared/status'

import { say } from '../../core/i18n'
import {
  asText,
  asUrl,
  bounded,
  fieldPicker,
  isBare,
  isRecord,
  unreadable,
  unwrap
} from '../../core/view-model/read-fields'
import { statusMessages } from './status-words'

const ENVELOPES = ['updates', 'data', 'items', 'result', 'news', 'posts', 'entries']
const TITLE = ['title', 'name', 'subject', 'headline', 'summary']
const BODY = ['body', 'text', 'content', 'description', 'message', 'details', 'summary']
const DATE = ['publishedAt', 'published', 'date', 'createdAt', 'created', 'updatedAt', 'time', 'timestamp']
const URL_FIELDS = ['url', 'link', 'href', 'permalink', 'htmlUrl']
const ENTRY_FIELDS = fieldPicker({
  id: ['id', 'slug', 'key'],
  title: TITLE,
  body: BODY,
  tags: ['tags', 'labels', 'categories'],
  date: DATE,
  url: URL_FIELDS
})

export function readPlatformUpdates(limit: number, body: unknown): PlatformUpdatesRead {
  const root = unwrap(body, ENVELOPES, (inner) => isRecord(inner) || Array.isArray(inner))
  if (isBare(body)) throw unreadable(say(statusMessages.updatesUnreadable))
  if (!Array.isArray(root)) return { limit, items: [], other: bounded(root) }
  // Newest first; undated ones keep their order after the dated. Only each
  // entry's date is read to order them: the rest of an entry is read for the
  // `limit` shown, so a long list costs its dates, not its rows.
  const dates = (root as unknown[]).slice(0, 500).map((entry, index) => ({ entry, index, at: dateOf(entry) }))
  const newest = dates
    .sort(
      (a, b) =>
        (Number.isFinite(b.at) ? b.at : -Infinity) - (Number.isFinite(a.at) ? a.at : -Infinity) || a.index - b.index
    )
    .slice(0, limit)
  return { limit, items: newest.map(({ entry, index }) => readUpdate(entry, index)), other: null }
}

const DATE_FIELD = fieldPicker({ date: DATE })
const dateOf = (entry: unknown): number => {
  const date = isRecord(entry) ? asText(DATE_FIELD(entry).date?.value, 64) : null
  return date ? Date.parse(date) : Number.NaN
}

function readUpdate(entry: unknown, index: number): PlatformUpdateItem {
  if (!isRecord(entry))
    return {
      key: `u:${index}`,
      title: asText(entry, 200) ?? say(statusMessages.untitledUpdate),
      date: null,
      body: null,
      url: null,
      tags: []
    }
  const found = ENTRY_FIELDS(entry)
  const id = asText(found.id?.value, 64)
  const title = asText(found.title?.value, 200) ?? say(statusMessages.untitledUpdate)
  const rawBody = found.body?.value
  const text = typeof rawBody === 'string' ? rawBody.replace(/\r\n/g, '\n').trim().slice(0, 10_000) : null
  const tags = found.tags?.value
  return {
    key: id ? `id:${id}` : `u:${index}`,
    title,
    date: asText(found.date?.value, 64),
    body: text && text !== title ? text : null,
    url: asUrl(found.url?.value),
    tags: Array.isArray(tags)
      ? tags
          .slice(0, 50)
          .map((tag) => asText(tag, 40))
          .filter((tag): tag is string => tag !== null)
          .slice(0, 10)
      : []
  }
}
