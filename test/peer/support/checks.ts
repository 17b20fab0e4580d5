// What every answer through a channel must satisfy against Prism: a view
// model, or a typed error with a sentence, and never a view model that says
// something the body did not. The expectations are written from
// api/openapi.yaml (field names, statuses) and the view-model types in
// src/shared; the readers are not imported, so they are checked rather than
// repeated. Only the display rule for text (one line, trimmed, cut with an
// ellipsis) is restated, in shown().
import { errorKinds, type ErrorKind } from '../../../src/shared/result'
import type { Exchange } from './traffic'

export type Json = Record<string, unknown>

export interface Finding {
  /** What went wrong, the same for every instance, so instances group. */
  signature: string
  /** A note is reported in the run's summary but fails nothing. */
  note?: true
  /** One instance: the request, what came back, the body it came from. */
  detail: string
}

export interface CallRecord {
  channel: string
  request: unknown
  /** What fx.call resolved with (untyped: checking its shape is the point). */
  result: unknown
  /** Exchanges of the operations this channel uses, in order. */
  own: Exchange[]
  /** Prism's base URL. */
  baseUrl: string
}

export const rec = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null)
export const arr = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null)
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
/** A text field of the IPC request, as given. */
const asked = (request: unknown, key: string): string => str(rec(request)?.[key]) ?? ''
const safeCount = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null)
export const is2xx = (exchange: Exchange | undefined): boolean => !!exchange && exchange.status >= 200 && exchange.status < 300
export const lastOf = (exchanges: readonly Exchange[], operationId?: string): Exchange | undefined =>
  [...exchanges].reverse().find((exchange) => operationId === undefined || exchange.operationId === operationId)

const short = (value: unknown, max = 400): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text === undefined ? String(value) : text.length > max ? `${text.slice(0, max)}…` : text
}
export const describeExchange = (exchange: Exchange | undefined): string =>
  exchange
    ? `${exchange.method} ${exchange.path}${exchange.search}${exchange.prefer ? ` [Prefer: ${exchange.prefer}]` : ''} → ${exchange.networkError ?? exchange.status}${exchange.retryAfter !== null ? ` (Retry-After ${exchange.retryAfter})` : ''} ${short(exchange.text, 300)}`
    : 'no request'

/** A string field as a view shows it: one line, trimmed, cut at `max` with an ellipsis; null when empty or not a string. */
export function shown(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (!clean) return null
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

/** A message people read: a sentence, never a stack, a file path or an exception name. */
export function sentenceProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim().length < 8) return 'the message is empty or not text'
  if (/\n\s*at\s|node_modules|[\\/][\w.-]+\.(?:ts|js|mjs|cjs)(?::\d+)?|\b(?:Type|Reference|Syntax|Range|Axios)Error\b|\bat [\w.<>]+ \(/.test(message))
    return 'the message carries a stack trace, a source path or an exception name'
  if (!/^[A-Z“"‘'(]/.test(message.trim()) || message.trim().split(/\s+/).length < 3) return 'the message is not a sentence'
  return null
}

/** Server words appended as they came may leave a message without its full stop: worth knowing, not a failure. */
export const unpunctuated = (message: unknown): boolean => typeof message === 'string' && !/[.!?…”)]$/.test(message.trim())

const sameTime = (a: unknown, b: unknown): boolean => typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b)

/** The kinds a final answer with this status may become, per channel where a channel words it its own way. */
export function kindsForStatus(channel: string, exchange: Exchange): readonly ErrorKind[] {
  const { status, operationId } = exchange
  if (status === 429) return ['rate-limited']
  if (status >= 500) return ['server']
  if (operationId === 'login') {
    if (status === 400) return mentionsAlready(exchange.json) ? ['already-signed-in'] : ['wrong-credentials']
    if (status === 401 || status === 422) return ['wrong-credentials']
  }
  if (channel === 'search:query' && status === 400) return ['invalid-input']
  const byStatus: Record<number, ErrorKind> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not-found', 405: 'method-not-allowed' }
  return [byStatus[status] ?? 'http']
}

/** The documented "already logged in" 400, in the spellings the seed allows. */
function mentionsAlready(body: unknown, depth = 0): boolean {
  if (typeof body === 'string') return /already\s+(?:(?:logged|signed)[\s_-]*in\b|authenticated\b|have\s+an?\s+(?:active\s+)?session\b)/i.test(body)
  const record = rec(body)
  const list = arr(body)
  if (depth > 4 || (!record && !list)) return false
  return (list ?? Object.values(record ?? {})).some((inner) => mentionsAlready(inner, depth + 1))
}

/** The Result itself: ok with data, or a typed error with a sentence. */
export function checkResult(call: CallRecord): Finding[] {
  const out: Finding[] = []
  const add = (signature: string, detail = '') => out.push({ signature: `${call.channel}: ${signature}`, detail: `${detail} — request ${short(call.request)} — last answer ${describeExchange(lastOf(call.own))}` })
  const result = rec(call.result)
  if (!result || typeof result.ok !== 'boolean') {
    add('the answer is not a Result', short(call.result))
    return out
  }
  if (result.ok) {
    if (!('data' in result)) add('ok without data')
    return out
  }
  const error = rec(result.error)
  if (!error) {
    add('ok: false without an error object', short(result))
    return out
  }
  const kind = error.kind as ErrorKind
  if (!errorKinds.includes(kind)) add(`unknown error kind ${short(kind)}`, short(error))
  if (kind === 'internal') add('internal error (an exception escaped a handler)', short(error))
  const sentence = sentenceProblem(error.message)
  if (sentence) add(sentence, short(error))
  else if (unpunctuated(error.message)) out.push({ signature: `${call.channel}: the message ends without punctuation`, detail: short(error.message), note: true })
  if (error.status !== undefined && !(typeof error.status === 'number' && Number.isInteger(error.status) && error.status >= 100 && error.status <= 599))
    add('error.status is not an HTTP status', short(error))
  if (error.retryAfterSeconds !== undefined && !(typeof error.retryAfterSeconds === 'number' && error.retryAfterSeconds >= 0)) add('error.retryAfterSeconds is not a number of seconds', short(error))

  // A documented (or `default`) error status must become the kind that says so.
  const last = lastOf(call.own)
  if (last && !is2xx(last) && last.status >= 300 && kind !== 'internal') {
    const expected = kindsForStatus(call.channel, last)
    if (!expected.includes(kind)) add(`a ${last.status} became '${kind}', not ${expected.map((k) => `'${k}'`).join(' or ')}`, short(error))
  }
  return out
}

type ViewCheck = (call: CallRecord, data: Json, add: (signature: string, detail?: string) => void) => void
type ErrorCheck = (call: CallRecord, error: Json, add: (signature: string, detail?: string) => void) => void

function textField(add: (s: string, d?: string) => void, view: Json, viewKey: string, body: Json, bodyKey: string, max: number): void {
  const expected = shown(body[bodyKey], max)
  if (expected !== null && view[viewKey] !== expected) add(`${viewKey} is not the body's ${bodyKey}`, `view ${short(view[viewKey])}, body ${short(body[bodyKey])}`)
}

/** A group of a view (search, activity) built from a list in the body. */
function checkGroup(add: (s: string, d?: string) => void, groups: unknown, key: string, list: unknown[], titleOf: (item: Json) => unknown, extra?: (item: Json, viewItem: Json) => void): void {
  const group = (arr(groups) ?? []).map(rec).find((g) => g?.key === key)
  if (!group) {
    add(`the body's ${key} list has no group`, `groups ${short(arr(groups)?.map((g) => rec(g)?.key))}`)
    return
  }
  const items = arr(group.items) ?? []
  if (!(typeof group.count === 'number' && group.count >= list.length)) add(`the ${key} group counts fewer than the body lists`, `count ${short(group.count)}, listed ${list.length}`)
  if (items.length !== Math.min(list.length, 200)) add(`the ${key} group shows ${items.length} of ${list.length} listed items`)
  list.slice(0, 200).forEach((raw, index) => {
    const item = rec(raw)
    const viewItem = rec(items[index])
    if (!item || !viewItem) return
    const title = shown(titleOf(item), 200)
    if (title !== null && viewItem.title !== title) add(`a ${key} item's title is not its name`, `view ${short(viewItem.title)}, body ${short(titleOf(item))}`)
    extra?.(item, viewItem)
  })
}

export const DEFAULT_UPDATES_LIMIT = 10
export const clampedLimit = (limit: number): number => (Number.isFinite(limit) ? Math.min(100, Math.max(1, Math.round(limit))) : DEFAULT_UPDATES_LIMIT)

/** Checks of a view model against the 2xx body it was read from; by channel. */
const viewChecks: Record<string, { operation: string; view?: ViewCheck; error?: ErrorCheck }> = {
  'connection:save': {
    operation: 'listMaintenance',
    view: (call, data, add) => {
      if (data.baseUrl !== call.baseUrl) add('the saved address is not the one given', short(data.baseUrl))
    }
  },
  'status:updates': {
    operation: 'listUpdatesWithLimit',
    view: (call, data, add) => {
      const limit = clampedLimit(Number(rec(call.request)?.limit))
      if (data.limit !== limit) add('the view names another limit than the one asked for', `view ${short(data.limit)}, asked ${limit}`)
      const last = lastOf(call.own, 'listUpdatesWithLimit')
      if (last && last.path !== `/v1/other/updates/${limit}`) add('the request did not carry the clamped limit', last.path)
      const updates = arr(rec(last?.json)?.updates)
      const items = (arr(data.items) ?? []).map(rec)
      if (!updates) return
      if (items.length !== Math.min(limit, updates.length)) add('the view does not show min(limit, listed) updates', `view ${items.length}, listed ${updates.length}, limit ${limit}`)
      const titles = new Set(updates.map((u) => shown(rec(u)?.title, 200) ?? 'Update'))
      for (const item of items) if (!titles.has(String(item?.title))) add('an update title is not in the body', short(item?.title))
      const times = items.map((item) => Date.parse(String(item?.date)))
      for (let i = 1; i < times.length; i++)
        if (Number.isFinite(times[i]) && Number.isFinite(times[i - 1]) && (times[i] as number) > (times[i - 1] as number)) {
          add('updates are not newest first', short(items.map((item) => item?.date)))
          break
        }
    },
    error: (call, error, add) => {
      const last = lastOf(call.own)
      if (last?.status === 404 && error.message !== 'This platform does not publish updates.') add('a 404 is not worded as "no updates"', short(error.message))
    }
  },
  'search:query': {
    operation: 'search',
    view: (call, data, add) => {
      const query = asked(call.request, 'query').trim()
      if (data.query !== query) add('the view names another query', `view ${short(data.query)}, asked ${short(query)}`)
      const last = lastOf(call.own, 'search')
      if (last && new URLSearchParams(last.search).get('input') !== query) add('the request did not carry the query as input', last.search)
      const body = rec(last?.json)
      if (!body) return
      const groups = arr(data.groups) ?? []
      const users = arr(body.users)
      if (users)
        checkGroup(add, groups, 'users', users, (u) => u.name ?? u.username, (u, item) => {
          if (Number.isSafeInteger(u.id) && item.userId !== String(u.id)) add('a user result does not open the body’s user id', `view ${short(item.userId)}, body ${short(u.id)}`)
        })
      const projects = arr(body.projects)
      if (projects) checkGroup(add, groups, 'projects', projects, (p) => p.name)
      const repositories = arr(body.repositories)
      if (repositories) checkGroup(add, groups, 'repositories', repositories, (r) => r.fullName ?? r.name)
      const total = groups.reduce<number>((sum, g) => sum + (Number(rec(g)?.count) || 0), 0)
      if (data.total !== total) add('the total is not the sum of the group counts', `total ${short(data.total)}, sum ${total}`)
    }
  },
  'people:profile': {
    operation: 'getUserData',
    view: (call, data, add) => {
      const id = asked(call.request, 'userId').trim()
      const last = lastOf(call.own, 'getUserData')
      if (last && last.path !== `/v1/user/data/${encodeURIComponent(id)}`) add('the request went to another path', last.path)
      const body = rec(last?.json)
      if (!body) return
      if (data.userId !== id && data.userId !== String(body.id)) add('the profile is for neither the asked nor the body’s id', `view ${short(data.userId)}, asked ${id}, body ${short(body.id)}`)
      textField(add, data, 'name', body, 'name', 200)
      textField(add, data, 'username', body, 'username', 100)
      textField(add, data, 'email', body, 'email', 320)
      textField(add, data, 'phone', body, 'phone', 64)
      textField(add, data, 'bio', body, 'bio', 2_000)
      textField(add, data, 'lastSeen', body, 'lastSeen', 64)
      const avatar = str(body.avatarUrl)
      let expectedAvatar: string | null = null
      try {
        const url = avatar ? new URL(avatar.trim()) : null
        expectedAvatar = url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.toString() : null
      } catch {
        expectedAvatar = null
      }
      if (data.avatarUrl !== expectedAvatar) add('avatarUrl is not the body’s http(s) avatarUrl', `view ${short(data.avatarUrl)}, body ${short(avatar)}`)
      const counts = new Map((arr(data.counts) ?? []).map((c) => [rec(c)?.label, rec(c)?.value]))
      for (const [field, label] of [
        ['followersCount', 'Followers'],
        ['followingCount', 'Following']
      ] as const) {
        const n = safeCount(body[field])
        if (n !== null && counts.get(label) !== n) add(`the ${label} count is not the body's ${field}`, `view ${short(counts.get(label))}, body ${n}`)
      }
    },
    error: (call, error, add) => {
      const id = asked(call.request, 'userId').trim()
      if (error.kind === 'not-found' && !String(error.message).includes(id)) add('a not-found does not name the id', short(error.message))
    }
  },
  'people:activity': {
    operation: 'getUserActivity',
    view: (call, data, add) => {
      const result = rec(rec(lastOf(call.own, 'getUserActivity')?.json)?.result)
      if (!result) return
      const projects = arr(result.projects)
      if (projects) checkGroup(add, data.groups, 'projects', projects, (p) => p.name)
      const repositories = arr(result.repositories)
      if (repositories) checkGroup(add, data.groups, 'repositories', repositories, (r) => r.fullName ?? r.name)
    }
  },
  'people:followers': {
    operation: 'getUserFollowers',
    view: (call, data, add) => {
      const id = asked(call.request, 'userId').trim()
      const last = lastOf(call.own, 'getUserFollowers')
      if (last && new URLSearchParams(last.search).get('userid') !== id) add('the request did not carry the id as userid', last.search)
      const body = rec(last?.json)
      if (!body) return
      for (const list of ['followers', 'following'] as const) {
        const listed = arr(body[list])
        const entries = (arr(data[list]) ?? []).map(rec)
        if (!listed) continue
        const labelled = listed.every((entry) => {
          const e = rec(entry)
          return !!e && (shown(e.name, 200) !== null || shown(e.username, 100) !== null || Number.isSafeInteger(e.id))
        })
        if (labelled && entries.length !== listed.length) add(`${list}: the view shows ${entries.length} of ${listed.length} entries`)
        listed.forEach((entry, index) => {
          const name = shown(rec(entry)?.name, 200)
          const row = entries[index]
          if (labelled && name !== null && row && row.label !== name) add(`${list}: a row is not labelled with the entry's name`, `view ${short(row.label)}, body ${short(name)}`)
        })
        const declared = safeCount(body[`${list}Count`])
        const count = data[`${list}Count`]
        if (declared !== null && count !== Math.max(declared, entries.length)) add(`${list}Count is not the body's total`, `view ${short(count)}, body ${declared}, rows ${entries.length}`)
        if (!(typeof count === 'number' && count >= entries.length)) add(`${list}Count is below the rows shown`, short(count))
      }
    }
  },
  'auth:token-info': {
    operation: 'getTokenInfo',
    view: (call, data, add) => {
      const last = lastOf(call.own, 'getTokenInfo')
      if (last && last.bearer === null) add('token info was asked without the credential')
      const authData = rec(rec(last?.json)?.authData)
      const known = rec(data.known)
      if (!['memory', 'encrypted', 'weak'].includes(String(data.persistence))) add('persistence is not one of memory, encrypted, weak', short(data.persistence))
      if (!authData || !known) return
      const user = shown(authData.username, 10_000)
      if (user !== null && known.user !== user) add('known.user is not authData.username', `view ${short(known.user)}, body ${short(authData.username)}`)
      if (typeof authData.userId === 'number' && known.userId !== String(authData.userId)) add('known.userId is not authData.userId', `view ${short(known.userId)}, body ${short(authData.userId)}`)
      if (typeof authData.type === 'string' && known.type !== authData.type) add('known.type is not authData.type', `view ${short(known.type)}, body ${short(authData.type)}`)
      if (Array.isArray(authData.scopes) && JSON.stringify(known.scopes) !== JSON.stringify(authData.scopes.map(String))) add('known.scopes are not authData.scopes')
      for (const field of ['issuedAt', 'expiresAt'] as const) {
        const raw = authData[field]
        if (raw === null && known[field] !== null) add(`known.${field} is set where authData.${field} is null`, short(known[field]))
        if (typeof raw === 'string' && Number.isFinite(Date.parse(raw)) && !sameTime(known[field], raw)) add(`known.${field} is not authData.${field}`, `view ${short(known[field])}, body ${raw}`)
      }
      if (last?.bearer && JSON.stringify(data).includes(last.bearer)) add('the view carries the credential')
    }
  },
  'account:info': {
    operation: 'getAccountInfo',
    view: (call, data, add) => {
      const last = lastOf(call.own, 'getAccountInfo')
      if (last && last.bearer === null) add('account info was asked without the credential')
      const body = rec(last?.json)
      if (!body) return
      textField(add, data, 'username', body, 'username', 100)
      textField(add, data, 'name', body, 'name', 200)
      textField(add, data, 'email', body, 'email', 320)
      textField(add, data, 'plan', body, 'plan', 100)
      textField(add, data, 'createdAt', body, 'createdAt', 64)
      if (last?.bearer && JSON.stringify(data).includes(last.bearer)) add('the view carries the credential')
    }
  },
  'notifications:list': {
    operation: 'listNotifications',
    view: (call, data, add) => {
      const last = lastOf(call.own, 'listNotifications')
      if (last && last.bearer === null) add('notifications were asked without the credential')
      const items = (arr(data.items) ?? []).map(rec)
      const unread = items.filter((item) => item?.read !== true).length
      if (data.unread !== unread) add('unread is not the number of unread items shown', `unread ${short(data.unread)}, items ${unread}`)
      const listed = arr(rec(last?.json)?.notifications)
      if (!listed) return
      if (items.length !== Math.min(listed.length, 1000)) add(`the view shows ${items.length} of ${listed.length} notifications`)
      // Nothing is marked read locally in this run, so read is the platform's word.
      for (const entry of listed) {
        const n = rec(entry)
        if (!n || !Number.isSafeInteger(n.id)) continue
        const item = items.find((i) => i?.key === `id:${String(n.id)}`)
        if (!item) {
          add('a notification with an id has no item keyed by it', short(n.id))
          continue
        }
        const title = shown(n.title, 200)
        if (title !== null && item.title !== title) add('a notification title is not the body’s title', `view ${short(item.title)}, body ${short(n.title)}`)
        if (typeof n.read === 'boolean' && item.read !== n.read) add('a notification’s read state is not the body’s', `view ${short(item.read)}, body ${short(n.read)}`)
      }
    }
  },
  'account:pwned-check': {
    operation: 'checkPwnedPassword',
    view: (call, data, add) => {
      const last = lastOf(call.own, 'checkPwnedPassword')
      if (last && last.bearer === null) add('the leak check was sent without the credential')
      const body = rec(last?.json)
      if (!body) return
      if (typeof body.pwned === 'boolean' && data.found !== body.pwned) add('found is not the body’s pwned', `view ${short(data.found)}, body ${short(body.pwned)}`)
      const count = safeCount(body.count)
      if (count !== null && data.count !== count) add('count is not the body’s count', `view ${short(data.count)}, body ${count}`)
      const password = asked(call.request, 'password')
      if (password.length >= 6 && JSON.stringify(data).includes(password)) add('the view carries the password')
    },
    error: (call, error, add) => {
      const password = asked(call.request, 'password')
      if (password.length >= 6 && JSON.stringify(error).includes(password)) add('the error carries the password')
      const first = call.own.find((e) => e.operationId === 'checkPwnedPassword')
      if (first?.status === 415 && call.own.filter((e) => e.operationId === 'checkPwnedPassword').length < 2) add('a 415 was not retried as a form')
    }
  },
  'auth:sign-in-with-key': {
    operation: 'getTokenInfo',
    view: (call, data, add) => {
      const request = rec(call.request) ?? {}
      const last = lastOf(call.own, 'getTokenInfo')
      if (last && last.bearer !== String(request.apiKey).trim()) add('the key was not sent as the bearer credential')
      if (data.signedIn !== true || data.method !== 'api-key') add('not signed in with method api-key', short(data))
      if (data.persistence !== (request.remember === true ? 'encrypted' : 'memory')) add('persistence does not follow "remember"', short(data.persistence))
      const authData = rec(rec(last?.json)?.authData)
      if (!authData) return
      const user = shown(authData.username, 10_000) ?? 'API key'
      if (data.username !== user) add('the session is not named by authData.username', `view ${short(data.username)}, body ${short(authData.username)}`)
      if (typeof authData.userId === 'number' && data.userId !== String(authData.userId)) add('the session userId is not authData.userId', `view ${short(data.userId)}, body ${short(authData.userId)}`)
      if (authData.expiresAt === null && data.expiresAt !== null) add('the session expires although authData.expiresAt is null', short(data.expiresAt))
      // A future expiry is kept; one already past is a clock or platform error and is ignored, not a session that ends at once.
      const sent = typeof authData.expiresAt === 'string' ? authData.expiresAt : null
      const expiry = sent === null ? Number.NaN : Date.parse(sent)
      if (sent !== null && Number.isFinite(expiry) && expiry > Date.now() && !sameTime(data.expiresAt, sent))
        add('the session expiry is not authData.expiresAt', `view ${short(data.expiresAt)}, body ${sent}`)
      if (sent !== null && Number.isFinite(expiry) && expiry <= Date.now() && data.expiresAt !== null) add('a past expiry was kept', `view ${short(data.expiresAt)}, body ${sent}`)
    },
    error: (call, error, add) => {
      const last = lastOf(call.own)
      if (is2xx(last) && rec(last?.json)) add('a 2xx token answer did not sign in', `${short(error)}`)
    }
  },
  'auth:sign-in': {
    operation: 'login',
    view: (call, data, add) => {
      const request = rec(call.request) ?? {}
      const login = lastOf(call.own, 'login')
      if (login?.bearer) add('the login carried a credential')
      if (!is2xx(login)) add('signed in without a 2xx login', describeExchange(login))
      const token = str(rec(login?.json)?.token)?.trim() ?? ''
      if (!/^[\x21-\x7e]{1,8192}$/.test(token)) add('signed in although the login body holds no usable token', short(token))
      if (data.signedIn !== true || data.method !== 'password') add('not signed in with method password', short(data))
      const info = lastOf(call.own.slice(login ? call.own.indexOf(login) : 0), 'getTokenInfo')
      if (info && info.bearer !== token) add('the new token was not the one confirmed', short(info.bearer))
      const authData = is2xx(info) ? rec(rec(info?.json)?.authData) : null
      const user = (authData ? shown(authData.username, 10_000) : null) ?? String(request.username).trim()
      if (data.username !== user) add('the session is not named by authData.username (or the username typed)', `view ${short(data.username)}, expected ${short(user)}`)
    },
    error: (call, error, add) => {
      const login = lastOf(call.own, 'login')
      if (login?.bearer) add('the login carried a credential')
      const token = str(rec(login?.json)?.token)?.trim() ?? ''
      if (is2xx(login) && lastOf(call.own) === login && /^[\x21-\x7e]{1,8192}$/.test(token)) add('a usable token was not used', short(error))
      if (is2xx(login) && lastOf(call.own) === login && !/^[\x21-\x7e]{1,8192}$/.test(token) && error.kind !== 'no-token') add('a login without a usable token is not "no-token"', short(error))
    }
  }
}

/** The operations whose answers a channel reads itself (background jobs' requests are not its own). */
export const ownOperations: Record<string, readonly string[]> = {
  'connection:save': ['listMaintenance'],
  'status:updates': ['listUpdatesWithLimit'],
  'search:query': ['search'],
  'people:profile': ['getUserData'],
  'people:activity': ['getUserActivity'],
  'people:followers': ['getUserFollowers'],
  'auth:sign-in-with-key': ['getTokenInfo'],
  'auth:sign-in': ['login', 'getTokenInfo'],
  'auth:token-info': ['getTokenInfo'],
  'account:info': ['getAccountInfo'],
  'notifications:list': ['listNotifications'],
  'account:pwned-check': ['checkPwnedPassword']
}

/** Channels that only read a body: a 2xx JSON answer must become a view model. */
const READERS = new Set(['status:updates', 'search:query', 'people:profile', 'people:activity', 'people:followers', 'auth:token-info', 'account:info', 'notifications:list', 'account:pwned-check'])

export function checkCall(call: CallRecord): Finding[] {
  const findings = checkResult(call)
  const spec = viewChecks[call.channel]
  const result = rec(call.result)
  if (!spec || !result) return findings
  const add = (signature: string, detail = '') =>
    findings.push({ signature: `${call.channel}: ${signature}`, detail: `${detail} — request ${short(call.request)} — last answer ${describeExchange(lastOf(call.own))}` })
  const last = lastOf(call.own)
  if (result.ok === true) {
    const data = rec(result.data)
    if (!data) add('the view model is not an object', short(result.data))
    else spec.view?.(call, data, add)
  } else {
    const error = rec(result.error)
    if (error) spec.error?.(call, error, add)
    if (READERS.has(call.channel) && is2xx(last) && last?.json !== undefined && last.operationId === spec.operation) add(`a 2xx JSON answer became an error`, short(error))
  }
  return findings
}

/** Background work: the status snapshot after a check, against the maintenance answers it was read from. */
export function checkStatusSnapshot(snapshot: unknown, exchanges: readonly Exchange[], watched: readonly string[]): Finding[] {
  const findings: Finding[] = []
  const add = (signature: string, detail = '') => findings.push({ signature: `status check: ${signature}`, detail })
  const snap = rec(snapshot)
  if (!snap) return [{ signature: 'status check: the snapshot is not an object', detail: short(snapshot) }]
  if (snap.checking !== false) add('still "checking" after the check finished', short(snap.checking))
  const services = (arr(snap.services) ?? []).map(rec)
  const list = lastOf(exchanges, 'listMaintenance')
  if (list && is2xx(list) && list.json !== undefined && snap.listProblem !== null) add('a 2xx list is reported as a problem', `${short(snap.listProblem)} — ${describeExchange(list)}`)
  if (list && !is2xx(list)) {
    const problem = sentenceProblem(snap.listProblem)
    if (problem) add(`listProblem: ${problem}`, `${short(snap.listProblem)} — ${describeExchange(list)}`)
    else if (unpunctuated(snap.listProblem)) findings.push({ signature: 'status check: listProblem ends without punctuation', detail: short(snap.listProblem), note: true })
  }
  const ids = services.map((s) => String(s?.id).toLowerCase())
  if (new Set(ids).size !== ids.length) add('a service appears twice', short(ids))
  for (const id of watched) if (!ids.includes(id.toLowerCase())) add('a watched service is missing', id)
  for (const service of services) {
    if (!service) continue
    const id = String(service.id)
    const answer = lastOf(exchanges.filter((e) => e.operationId === 'getMaintenance' && decodeURIComponent(e.path.slice('/v1/maintenance/'.length)) === id))
    if (!answer) {
      add('a service was shown without being asked for', id)
      continue
    }
    const where = describeExchange(answer)
    if (!is2xx(answer)) {
      if (service.state !== 'unknown') add('a service that could not be read has a state', `${short(service.state)} — ${where}`)
      const problem = sentenceProblem(service.problem)
      if (problem) add(`problem: ${problem}`, `${short(service.problem)} — ${where}`)
      else if (unpunctuated(service.problem)) findings.push({ signature: 'status check: a service problem ends without punctuation', detail: short(service.problem), note: true })
      continue
    }
    const body = rec(answer.json)
    if (!body) continue
    if (service.problem !== null) add('a 2xx service answer is reported as a problem', `${short(service.problem)} — ${where}`)
    const name = shown(body.name, 100)
    if (name !== null && service.name !== name) add('the service name is not the body’s name', `view ${short(service.name)} — ${where}`)
    const message = shown(body.message, 500)
    if (message !== null && service.message !== message) add('the service message is not the body’s message', `view ${short(service.message)} — ${where}`)
    const state = str(body.state)
    const allowed: Record<string, readonly string[]> = {
      operational: ['operational'],
      degraded: ['degraded'],
      down: ['down'],
      maintenance: ['maintenance'],
      // Planned: under maintenance only once its window has begun, and not after it ended.
      scheduled: ['maintenance', 'operational']
    }
    if (state && allowed[state] && !allowed[state].includes(String(service.state))) add(`state '${state}' became '${String(service.state)}'`, where)
    if (state === 'scheduled' && service.state === 'maintenance') {
      const start = Date.parse(String(body.scheduledStart))
      if (!Number.isFinite(start)) add(`'scheduled' without a start time is shown as under maintenance now`, where)
    }
  }
  return findings
}

/**
 * The last-seen ping's view after a run, against the ping's answer. When the
 * session ended meanwhile (the notifications job started with it got a 401),
 * the ping is stopped and its view cleared, so only the shape is checked.
 */
export function checkPing(events: readonly unknown[], answer: Exchange | undefined, sessionEnded = false): Finding[] {
  const findings: Finding[] = []
  const add = (signature: string, detail = '') => findings.push({ signature: `ping: ${signature}`, detail: `${detail} — ${describeExchange(answer)}` })
  const views = events.map(rec)
  for (const view of views) {
    if (!view || !(view.lastSuccessAt === null || typeof view.lastSuccessAt === 'string') || !(view.lastError === null || typeof view.lastError === 'string')) {
      add('ping:changed is not a PingView', short(view))
      continue
    }
    const problem = view.lastError === null ? null : sentenceProblem(view.lastError)
    if (problem) add(`lastError: ${problem}`, short(view.lastError))
    else if (unpunctuated(view.lastError)) findings.push({ signature: 'ping: lastError ends without punctuation', detail: short(view.lastError), note: true })
  }
  if (!answer || answer.networkError !== null || sessionEnded) return findings
  if (answer.bearer === null) add('the ping was sent without the credential')
  if (is2xx(answer) && !views.some((v) => typeof v?.lastSuccessAt === 'string' && v.lastError === null)) add('a 2xx ping was not recorded as a success', short(views))
  if (!is2xx(answer) && !views.some((v) => typeof v?.lastError === 'string')) add('a failed ping left no lastError', short(views))
  return findings
}
