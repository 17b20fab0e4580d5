// GET /v1/account/notifications/: fields not shown. Lists under
// `notifications`, `data`, `items` or `result` (or the body itself), items
// with or without ids — a stable hash of the content stands in for a
// missing id, so read state and "new" survive a refresh. Who a notification
// is about and where it points are read from the item or one object inside
// it (`payload`, `data`, `subject`…), and only kept when the app can open
// them: a numeric user id, a link main would hand to the browser.

import { defineMessages } from '@shared/i18n/messages'
import { NUMERIC_ID } from '@shared/ids'
import type { NotificationItem } from '@shared/notifications'

import { say } from '../../core/i18n'
import { nodeCrypto } from '../../core/node-crypto'
import { externalUrlAllowed } from '../../core/security/external-url'
import {
  asId,
  asText,
  asUrl,
  fieldPicker,
  findField,
  isCanonicalUrl,
  isRecord,
  unreadable,
  unwrap
} from '../../core/view-model/read-fields'

const m = defineMessages({
  untitledNotification: {
    id: 'notifications.item.untitled',
    defaultMessage: 'Notification',
    description: 'The title shown for a notification the platform sent without a title.'
  },
  notificationsUnreadable: {
    id: 'notifications.error.unreadable',
    defaultMessage:
      'The platform sent the notifications in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in the Notifications view: the answer had nothing the app could read as notifications.'
  }
})

const ENVELOPES = ['notifications', 'data', 'items', 'result', 'events', 'alerts']
const TITLE = ['title', 'subject', 'summary', 'headline', 'name', 'type']
const BODY = ['body', 'message', 'text', 'content', 'description', 'details']
const DATE = ['createdAt', 'created', 'date', 'timestamp', 'time', 'sentAt', 'publishedAt', 'at']
const READ = ['read', 'isRead', 'seen', 'readAt', 'unread']
const USER = [
  'userId',
  'actorId',
  'fromUserId',
  'followerId',
  'senderId',
  'authorId',
  'user',
  'actor',
  'from',
  'sender',
  'author',
  'follower'
]
const LINK = ['url', 'link', 'href', 'webUrl', 'htmlUrl', 'permalink', 'targetUrl', 'actionUrl']
/** Where a platform may put what the notification is about, one level down: looked at in this order, in one pass over the item's keys. */
const NESTED = ['payload', 'data', 'subject', 'target', 'object', 'meta', 'metadata', 'context', 'extra'] as const
const NESTED_FIELDS = fieldPicker(
  Object.fromEntries(NESTED.map((name) => [name, [name]])) as Record<(typeof NESTED)[number], string[]>
)
const ITEM_FIELDS = fieldPicker({
  id: ['id', 'notificationId', 'uuid', 'key'],
  type: ['type', 'kind', 'category'],
  body: BODY,
  title: TITLE,
  date: DATE,
  read: READ,
  user: USER,
  url: LINK
})
const INNER_FIELDS = fieldPicker({ user: USER, url: LINK })
/** Longer links are not worth a click (and not a link any platform sends). */
const MAX_URL_LENGTH = 2_048

export interface ReadNotifications {
  /** Newest first; `read` is what the platform says (main adds local read state). */
  items: NotificationItem[]
  other: unknown
}

export function readNotifications(body: unknown): ReadNotifications {
  const root = unwrap(body, ENVELOPES, (inner) => isRecord(inner) || Array.isArray(inner))
  // No list, no news: never read as "no notifications" (that would forget what was seen).
  if (!Array.isArray(root)) throw unreadable(say(m.notificationsUnreadable))
  // Objects and sentences can be notifications; a stray null or number is skipped, but a list
  // made mostly of such things is not a list of notifications (and must not raise any).
  const usable = root
    .slice(0, 1000)
    .filter((entry) => isRecord(entry) || (typeof entry === 'string' && entry.trim() !== ''))
  if (usable.length * 2 < Math.min(root.length, 1000)) throw unreadable(say(m.notificationsUnreadable))
  const items = usable.map(readItem)
  // Newest first, undated last, each in the order sent. Platforms mostly send that order already (or no dates at
  // all): then the list is taken as it is, without sorting.
  const times = items.map((item) => {
    const time = item.date ? Date.parse(item.date) : Number.NaN
    return Number.isFinite(time) ? time : -Infinity
  })
  let ordered = true
  for (let i = 1; i < times.length && ordered; i++) ordered = (times[i] as number) <= (times[i - 1] as number)
  const sorted = ordered
    ? items
    : times
        .map((_, index) => index)
        .sort((a, b) => (times[b] as number) - (times[a] as number) || a - b)
        .map((index) => items[index] as NotificationItem)
  // Two identical id-less items keep distinct keys (one look at each key when none repeats, as is usual).
  if (new Set(sorted.map((item) => item.key)).size === sorted.length) return { items: sorted, other: null }
  const seen = new Map<string, number>()
  return {
    items: sorted.map((item) => {
      const times = seen.get(item.key) ?? 0
      seen.set(item.key, times + 1)
      return times === 0 ? item : { ...item, key: `${item.key}#${times}` }
    }),
    other: null
  }
}

function readItem(entry: unknown): NotificationItem {
  if (!isRecord(entry)) {
    const title = asText(entry, 200) ?? say(m.untitledNotification)
    return { key: hashKey([title]), type: null, title, body: null, date: null, read: false, userId: null, url: null }
  }
  const found = ITEM_FIELDS(entry)
  const id = asId(found.id?.value)
  const type = asText(found.type?.value, 60)
  const body = asText(found.body?.value, 2_000)
  const sentTitle = asText(found.title?.value, 200) ?? body?.slice(0, 80) ?? null
  const title = sentTitle ?? say(m.untitledNotification)
  const date = asText(found.date?.value, 64)
  const readField = found.read
  const read = readField
    ? readField.key.toLowerCase() === 'unread'
      ? readField.value === false
      : Boolean(readField.value)
    : false
  let userId = userOf(found.user?.value)
  let url = linkOf(found.url?.value)
  // Only when the item itself names no one and links nowhere: the first object inside it that does.
  if (userId === null && url === null) {
    const nested = NESTED_FIELDS(entry)
    for (const name of NESTED) {
      const inner = nested[name]?.value
      if (!isRecord(inner)) continue
      const picked = INNER_FIELDS(inner)
      userId = userOf(picked.user?.value)
      url = linkOf(picked.url?.value)
      if (userId !== null || url !== null) break
    }
  }
  // Keyed by what the platform sent, never by our words for it: a language change must not make an untitled item new (read marks are saved under the key).
  // Who and where are not part of the key: reading more of an item must not make it new.
  return {
    key: id ? `id:${id}` : hashKey([type, sentTitle, body, date]),
    type,
    title,
    body: body && body !== title ? body : null,
    date,
    read,
    userId,
    url
  }
}

/** A numeric user id (the only id the app's own links carry, src/shared/ids.ts), alone or as an object's id; a name alone opens no one. */
function userOf(value: unknown): string | null {
  const id = isRecord(value) ? findField(value, ['id', 'userId', 'uid'])?.value : value
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0 ? String(id) : null
  return typeof id === 'string' && NUMERIC_ID.test(id.trim()) ? id.trim() : null
}

/** A link, alone or as an object's `href`/`url`, kept only if main would open it (the same check as 'shell:open-external'). */
function linkOf(value: unknown): string | null {
  const raw = isRecord(value) ? (findField(value, ['href', 'url'])?.value ?? null) : value
  // A canonical https URL (no user, password, port or query: read-fields.ts) is what the check gives back, so it is
  // kept without the URL parser, the dearest step of reading an item (docs/performance.md, readers.worstRatioToParse).
  if (typeof raw === 'string') {
    const text = raw.trim()
    if (text.length <= MAX_URL_LENGTH && text.startsWith('https://') && isCanonicalUrl(text)) return text
  }
  const url = asUrl(raw)
  if (url === null || url.length > MAX_URL_LENGTH) return null
  return externalUrlAllowed(url)?.toString() ?? null
}

function hashKey(parts: unknown[]): string {
  return `h:${nodeCrypto().createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16)}`
}
