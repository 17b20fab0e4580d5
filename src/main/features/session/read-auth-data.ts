// authData's fields are not stated by the API. We recognise the names real
// platforms use and show everything else in a generic view, with anything
// that looks like a secret taken out.
import type { TokenInfoModel } from '@shared/session'

import { keysOf } from '../../core/view-model/read-fields'

type Json = Record<string, unknown>

const MAX_ITEMS = 200
const MAX_NODES = 2_000
const MAX_STRING = 2_000

// `id` comes last: on many platforms it is the token record's own id.
const USER_ID_KEYS = ['userId', 'user_id', 'uid', 'id'] as const
// No bare `name`: on token records it is often the token's label ("CLI token").
const USER_NAME_KEYS = ['username', 'userName', 'user_name', 'login'] as const
const ISSUED_KEYS = ['issuedAt', 'issued_at', 'iat', 'createdAt', 'created_at'] as const
const EXPIRES_KEYS = ['expiresAt', 'expires_at', 'exp', 'expiry', 'expires', 'expiration'] as const
const SCOPE_KEYS = ['scopes', 'scope', 'permissions'] as const
const TYPE_KEYS = ['type', 'tokenType', 'token_type', 'kind'] as const
const SECRET_KEY = /token|secret|password|passwd|api[-_]?key|credential|^key$/i

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value)

function pick(source: Json, keys: readonly string[]): { key: string; value: unknown } | null {
  for (const key of keys) if (source[key] !== undefined && source[key] !== null) return { key, value: source[key] }
  return null
}

function asId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim()) return value.trim()
  return null
}

// Epoch numbers below this (early 2001) are more likely durations than dates.
const MIN_EPOCH_SECONDS = 1e9
const MAX_DATE_MS = 8.64e15

/**
 * Seconds or milliseconds since the epoch, or a date string → ISO; anything
 * else, including out-of-range numbers and small numbers that are probably
 * durations, → null.
 */
export function toIsoDate(value: unknown): string | null {
  let ms: number
  if (typeof value === 'number') ms = epochMs(value)
  else if (typeof value === 'string' && value.trim())
    ms = /^\d+$/.test(value.trim()) ? epochMs(Number(value)) : Date.parse(value)
  else return null
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : null
}

function epochMs(n: number): number {
  if (!Number.isFinite(n) || n < MIN_EPOCH_SECONDS) return Number.NaN
  return n < 1e12 ? n * 1000 : n
}

export function readAuthData(authData: unknown, secrets: readonly string[]): Omit<TokenInfoModel, 'persistence'> {
  const source = isObject(authData) ? authData : {}
  const used = new Set<string>()
  const take = (keys: readonly string[]) => {
    const found = pick(source, keys)
    if (found) used.add(found.key)
    return found?.value
  }

  const userObject = isObject(source.user) ? source.user : null
  const userIdValue = take(USER_ID_KEYS)
  const nameValue = take(USER_NAME_KEYS)
  const user =
    (typeof nameValue === 'string' && nameValue.trim()) ||
    (typeof source.user === 'string' ? (used.add('user'), source.user) : null) ||
    (userObject && typeof userObject.username === 'string' ? userObject.username : null) ||
    (userObject && typeof userObject.name === 'string' ? userObject.name : null)
  const userId = asId(userIdValue) ?? (userObject ? asId(userObject.id) : null)
  if (userObject && (user || userId)) used.add('user')

  const scopesValue = take(SCOPE_KEYS)
  const scopes = Array.isArray(scopesValue)
    ? scopesValue.map(String)
    : typeof scopesValue === 'string'
      ? scopesValue.split(/[\s,]+/).filter(Boolean)
      : null
  const typeValue = take(TYPE_KEYS)

  const known = {
    user: user || null,
    userId,
    issuedAt: toIsoDate(take(ISSUED_KEYS)),
    expiresAt: toIsoDate(take(EXPIRES_KEYS)),
    scopes,
    type: typeof typeValue === 'string' ? typeValue : null
  }

  const other: Json = {}
  const budget = { left: MAX_NODES }
  for (const key of keysOf(source, MAX_ITEMS))
    if (!used.has(key)) other[key] = redact(key, source[key], secrets, budget)
  return { known, other }
}

/** A bounded copy (like the generic view's) with secret-looking keys and live secrets hidden. */
function redact(key: string, value: unknown, secrets: readonly string[], budget: { left: number }, depth = 0): unknown {
  if (SECRET_KEY.test(key)) return '[hidden]'
  if (typeof value === 'string')
    return secrets.some((secret) => secret && value.includes(secret)) ? '[hidden]' : value.slice(0, MAX_STRING)
  if (depth > 6 || budget.left <= 0) return '…'
  budget.left--
  if (Array.isArray(value))
    return value.slice(0, MAX_ITEMS).map((item, index) => redact(String(index), item, secrets, budget, depth + 1))
  if (isObject(value)) {
    const out: Json = {}
    for (const k of keysOf(value, MAX_ITEMS)) out[k] = redact(k, value[k], secrets, budget, depth + 1)
    return out
  }
  return value
}
