// Checks of each channel's view model against the 2xx body it was read from,
// written from api/openapi.yaml and the view-model types (see checks.ts).
import type { ErrorCheck, ViewCheck } from './values'
import {
  arr,
  asked,
  checkGroup,
  clampedLimit,
  describeExchange,
  is2xx,
  lastOf,
  rec,
  safeCount,
  sameTime,
  short,
  shown,
  str,
  textField
} from './values'

/** Checks of a view model against the 2xx body it was read from; by channel. */
export const viewChecks: Record<string, { operation: string; view?: ViewCheck; error?: ErrorCheck }> = {
  'connection:save': {
    operation: 'listMaintenance',
    view: (call, data, add) => {
      // The run never changes server while signed in, so main has nothing to ask and always saves.
      if (data.status !== 'done') add('the address was not saved', short(data.status))
      if (rec(data.settings)?.baseUrl !== call.baseUrl)
        add('the saved address is not the one given', short(rec(data.settings)?.baseUrl))
    }
  },
  'status:platform-updates': {
    operation: 'listUpdatesWithLimit',
    view: (call, data, add) => {
      const limit = clampedLimit(Number(rec(call.request)?.limit))
      if (data.limit !== limit)
        add('the view names another limit than the one asked for', `view ${short(data.limit)}, asked ${limit}`)
      const last = lastOf(call.own, 'listUpdatesWithLimit')
      if (last && last.path !== `/v1/other/updates/${limit}`)
        add('the request did not carry the clamped limit', last.path)
      const updates = arr(rec(last?.json)?.updates)
      const items = (arr(data.items) ?? []).map(rec)
      if (!updates) return
      if (items.length !== Math.min(limit, updates.length))
        add(
          'the view does not show min(limit, listed) updates',
          `view ${items.length}, listed ${updates.length}, limit ${limit}`
        )
      const titles = new Set(updates.map((u) => shown(rec(u)?.title, 200) ?? 'Update'))
      for (const item of items)
        if (!titles.has(String(item?.title))) add('an update title is not in the body', short(item?.title))
      const times = items.map((item) => Date.parse(String(item?.date)))
      for (let i = 1; i < times.length; i++)
        if (
          Number.isFinite(times[i]) &&
          Number.isFinite(times[i - 1]) &&
          (times[i] as number) > (times[i - 1] as number)
        ) {
          add('updates are not newest first', short(items.map((item) => item?.date)))
          break
        }
    },
    error: (call, error, add) => {
      const last = lastOf(call.own)
      if (last?.status === 404 && error.message !== 'This platform does not publish updates.')
        add('a 404 is not worded as "no updates"', short(error.message))
    }
  },
  'search:query': {
    operation: 'search',
    view: (call, data, add) => {
      const query = asked(call.request, 'query').trim()
      if (data.query !== query) add('the view names another query', `view ${short(data.query)}, asked ${short(query)}`)
      const last = lastOf(call.own, 'search')
      if (last && new URLSearchParams(last.search).get('input') !== query)
        add('the request did not carry the query as input', last.search)
      const body = rec(last?.json)
      if (!body) return
      const groups = arr(data.groups) ?? []
      const users = arr(body.users)
      if (users)
        checkGroup(
          add,
          groups,
          'users',
          users,
          (u) => u.name ?? u.username,
          (u, item) => {
            if (Number.isSafeInteger(u.id) && item.userId !== String(u.id))
              add('a user result does not open the body’s user id', `view ${short(item.userId)}, body ${short(u.id)}`)
          }
        )
      const projects = arr(body.projects)
      if (projects) checkGroup(add, groups, 'projects', projects, (p) => p.name)
      const repositories = arr(body.repositories)
      if (repositories) checkGroup(add, groups, 'repositories', repositories, (r) => r.fullName ?? r.name)
      const total = groups.reduce<number>((sum, g) => sum + (Number(rec(g)?.count) || 0), 0)
      if (data.total !== total)
        add('the total is not the sum of the group counts', `total ${short(data.total)}, sum ${total}`)
    }
  },
  'people:profile': {
    operation: 'getUserData',
    view: (call, data, add) => {
      const id = asked(call.request, 'userId').trim()
      const last = lastOf(call.own, 'getUserData')
      if (last && last.path !== `/v1/user/data/${encodeURIComponent(id)}`)
        add('the request went to another path', last.path)
      const body = rec(last?.json)
      if (!body) return
      if (data.userId !== id && data.userId !== String(body.id))
        add(
          'the profile is for neither the asked nor the body’s id',
          `view ${short(data.userId)}, asked ${id}, body ${short(body.id)}`
        )
      textField(add, data, 'name', body, 'name', 200)
      textField(add, data, 'username', body, 'username', 100)
      textField(add, data, 'email', body, 'email', 320)
      textField(add, data, 'phone', body, 'phone', 64)
      textField(add, data, 'bio', body, 'bio', 2_000)
      textField(add, data, 'lastSeen', body, 'lastSeen', 64)
      const avatar = str(body.avatarUrl)
      let expectedAvatar: string | null
      try {
        const url = avatar ? new URL(avatar.trim()) : null
        expectedAvatar = url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.toString() : null
      } catch {
        expectedAvatar = null
      }
      if (data.avatarUrl !== expectedAvatar)
        add('avatarUrl is not the body’s http(s) avatarUrl', `view ${short(data.avatarUrl)}, body ${short(avatar)}`)
      const counts = new Map((arr(data.counts) ?? []).map((c) => [rec(c)?.label, rec(c)?.value]))
      for (const [field, label] of [
        ['followersCount', 'Followers'],
        ['followingCount', 'Following']
      ] as const) {
        const n = safeCount(body[field])
        if (n !== null && counts.get(label) !== n)
          add(`the ${label} count is not the body's ${field}`, `view ${short(counts.get(label))}, body ${n}`)
      }
    },
    error: (call, error, add) => {
      const id = asked(call.request, 'userId').trim()
      if (error.kind === 'not-found' && !String(error.message).includes(id))
        add('a not-found does not name the id', short(error.message))
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
      if (last && new URLSearchParams(last.search).get('userid') !== id)
        add('the request did not carry the id as userid', last.search)
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
        if (labelled && entries.length !== listed.length)
          add(`${list}: the view shows ${entries.length} of ${listed.length} entries`)
        listed.forEach((entry, index) => {
          const name = shown(rec(entry)?.name, 200)
          const row = entries[index]
          if (labelled && name !== null && row && row.label !== name)
            add(`${list}: a row is not labelled with the entry's name`, `view ${short(row.label)}, body ${short(name)}`)
        })
        const declared = safeCount(body[`${list}Count`])
        const count = data[`${list}Count`]
        if (declared !== null && count !== Math.max(declared, entries.length))
          add(`${list}Count is not the body's total`, `view ${short(count)}, body ${declared}, rows ${entries.length}`)
        if (!(typeof count === 'number' && count >= entries.length))
          add(`${list}Count is below the rows shown`, short(count))
      }
    }
  },
  'session:token-info': {
    operation: 'getTokenInfo',
    view: (call, data, add) => {
      const last = lastOf(call.own, 'getTokenInfo')
      if (last && last.bearer === null) add('token info was asked without the credential')
      const authData = rec(rec(last?.json)?.authData)
      const known = rec(data.known)
      if (!['memory', 'encrypted', 'weak'].includes(String(data.persistence)))
        add('persistence is not one of memory, encrypted, weak', short(data.persistence))
      if (!authData || !known) return
      const user = shown(authData.username, 10_000)
      if (user !== null && known.user !== user)
        add('known.user is not authData.username', `view ${short(known.user)}, body ${short(authData.username)}`)
      if (typeof authData.userId === 'number' && known.userId !== String(authData.userId))
        add('known.userId is not authData.userId', `view ${short(known.userId)}, body ${short(authData.userId)}`)
      if (typeof authData.type === 'string' && known.type !== authData.type)
        add('known.type is not authData.type', `view ${short(known.type)}, body ${short(authData.type)}`)
      if (
        Array.isArray(authData.scopes) &&
        JSON.stringify(known.scopes) !== JSON.stringify(authData.scopes.map(String))
      )
        add('known.scopes are not authData.scopes')
      for (const field of ['issuedAt', 'expiresAt'] as const) {
        const raw = authData[field]
        if (raw === null && known[field] !== null)
          add(`known.${field} is set where authData.${field} is null`, short(known[field]))
        if (typeof raw === 'string' && Number.isFinite(Date.parse(raw)) && !sameTime(known[field], raw))
          add(`known.${field} is not authData.${field}`, `view ${short(known[field])}, body ${raw}`)
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
      if (data.unread !== unread)
        add('unread is not the number of unread items shown', `unread ${short(data.unread)}, items ${unread}`)
      const listed = arr(rec(last?.json)?.notifications)
      if (!listed) return
      if (items.length !== Math.min(listed.length, 1000))
        add(`the view shows ${items.length} of ${listed.length} notifications`)
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
        if (title !== null && item.title !== title)
          add('a notification title is not the body’s title', `view ${short(item.title)}, body ${short(n.title)}`)
        if (typeof n.read === 'boolean' && item.read !== n.read)
          add('a notification’s read state is not the body’s', `view ${short(item.read)}, body ${short(n.read)}`)
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
      if (typeof body.pwned === 'boolean' && data.found !== body.pwned)
        add('found is not the body’s pwned', `view ${short(data.found)}, body ${short(body.pwned)}`)
      const count = safeCount(body.count)
      if (count !== null && data.count !== count)
        add('count is not the body’s count', `view ${short(data.count)}, body ${count}`)
      const password = asked(call.request, 'password')
      if (password.length >= 6 && JSON.stringify(data).includes(password)) add('the view carries the password')
    },
    error: (call, error, add) => {
      const password = asked(call.request, 'password')
      if (password.length >= 6 && JSON.stringify(error).includes(password)) add('the error carries the password')
      const first = call.own.find((e) => e.operationId === 'checkPwnedPassword')
      if (first?.status === 415 && call.own.filter((e) => e.operationId === 'checkPwnedPassword').length < 2)
        add('a 415 was not retried as a form')
    }
  },
  'session:sign-in-with-key': {
    operation: 'getTokenInfo',
    view: (call, data, add) => {
      const request = rec(call.request) ?? {}
      const last = lastOf(call.own, 'getTokenInfo')
      if (last && last.bearer !== String(request.apiKey).trim()) add('the key was not sent as the bearer credential')
      if (data.signedIn !== true || data.method !== 'api-key') add('not signed in with method api-key', short(data))
      if (data.persistence !== (request.remember === true ? 'encrypted' : 'memory'))
        add('persistence does not follow "remember"', short(data.persistence))
      const authData = rec(rec(last?.json)?.authData)
      if (!authData) return
      const user = shown(authData.username, 10_000) ?? 'API key'
      if (data.username !== user)
        add(
          'the session is not named by authData.username',
          `view ${short(data.username)}, body ${short(authData.username)}`
        )
      if (typeof authData.userId === 'number' && data.userId !== String(authData.userId))
        add('the session userId is not authData.userId', `view ${short(data.userId)}, body ${short(authData.userId)}`)
      if (authData.expiresAt === null && data.expiresAt !== null)
        add('the session expires although authData.expiresAt is null', short(data.expiresAt))
      // A future expiry is kept; one already past is a clock or platform error and is ignored, not a session that ends at once.
      const sent = typeof authData.expiresAt === 'string' ? authData.expiresAt : null
      const expiry = sent === null ? Number.NaN : Date.parse(sent)
      if (sent !== null && Number.isFinite(expiry) && expiry > Date.now() && !sameTime(data.expiresAt, sent))
        add('the session expiry is not authData.expiresAt', `view ${short(data.expiresAt)}, body ${sent}`)
      if (sent !== null && Number.isFinite(expiry) && expiry <= Date.now() && data.expiresAt !== null)
        add('a past expiry was kept', `view ${short(data.expiresAt)}, body ${sent}`)
    },
    error: (call, error, add) => {
      const last = lastOf(call.own)
      if (is2xx(last) && rec(last?.json)) add('a 2xx token answer did not sign in', `${short(error)}`)
    }
  },
  'session:sign-in': {
    operation: 'login',
    view: (call, data, add) => {
      const request = rec(call.request) ?? {}
      const login = lastOf(call.own, 'login')
      if (login?.bearer) add('the login carried a credential')
      if (!is2xx(login)) add('signed in without a 2xx login', describeExchange(login))
      const token = str(rec(login?.json)?.token)?.trim() ?? ''
      if (!/^[\x21-\x7e]{1,8192}$/.test(token))
        add('signed in although the login body holds no usable token', short(token))
      if (data.signedIn !== true || data.method !== 'password') add('not signed in with method password', short(data))
      const info = lastOf(call.own.slice(login ? call.own.indexOf(login) : 0), 'getTokenInfo')
      if (info && info.bearer !== token) add('the new token was not the one confirmed', short(info.bearer))
      const authData = is2xx(info) ? rec(rec(info?.json)?.authData) : null
      const user = (authData ? shown(authData.username, 10_000) : null) ?? String(request.username).trim()
      if (data.username !== user)
        add(
          'the session is not named by authData.username (or the username typed)',
          `view ${short(data.username)}, expected ${short(user)}`
        )
    },
    error: (call, error, add) => {
      const login = lastOf(call.own, 'login')
      if (login?.bearer) add('the login carried a credential')
      const token = str(rec(login?.json)?.token)?.trim() ?? ''
      if (is2xx(login) && lastOf(call.own) === login && /^[\x21-\x7e]{1,8192}$/.test(token))
        add('a usable token was not used', short(error))
      if (
        is2xx(login) &&
        lastOf(call.own) === login &&
        !/^[\x21-\x7e]{1,8192}$/.test(token) &&
        error.kind !== 'no-token'
      )
        add('a login without a usable token is not "no-token"', short(error))
    }
  }
}
