// GET /v1/account/info: fields not shown. The common ones are recognised in
// any spelling and nesting; limits and quotas are listed in words; anything
// that looks like a secret (an API key's value, a token) is hidden before
// it leaves main; the rest goes to the generic view.
import type { AccountModel } from '@shared/account-info'
import { defineMessages } from '@shared/i18n/messages'

import { formats } from '../../core/i18n'
import { say } from '../../core/i18n'
import {
  asCount,
  asText,
  bounded,
  FieldReader,
  findField,
  isBare,
  isRecord,
  keysOf,
  normalizeKey,
  unreadable,
  unwrap
} from '../../core/view-model/read-fields'

const m = defineMessages({
  accountUnreadable: {
    id: 'account.error.unreadable',
    defaultMessage:
      'The platform sent your account information in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in the Account view: the answer had nothing the app could read as account information.'
  }
})

const ENVELOPES = ['account', 'data', 'result', 'user', 'info']
const USERNAME = ['username', 'login', 'handle', 'userName', 'screenName']
const NAME = ['name', 'displayName', 'fullName']
const EMAIL = ['email', 'emailAddress', 'mail']
const PLAN = ['plan', 'tier', 'subscription', 'planName', 'level', 'accountType']
const CREATED = ['createdAt', 'created', 'joined', 'joinedAt', 'memberSince', 'registeredAt', 'signupDate']
const LIMITS = ['limits', 'quota', 'quotas', 'usage', 'rateLimit', 'rateLimits', 'allowances']
const SECRET_KEY = /token|secret|password|passwd|apikey|api_key|^key$|credential|private/i

export function readAccount(body: unknown): AccountModel {
  const root = unwrap(body, ENVELOPES)
  if (isBare(body)) throw unreadable(say(m.accountUnreadable))
  if (!isRecord(root))
    return {
      username: null,
      name: null,
      email: null,
      plan: null,
      createdAt: null,
      limits: [],
      extra: {},
      unexpected: bounded(body)
    }
  const account = new FieldReader(root)
  const planValue = account.take(PLAN)
  const plan = isRecord(planValue)
    ? asText(findField(planValue, ['name', 'title', 'id'])?.value, 100)
    : asText(planValue, 100)
  const limits: AccountModel['limits'] = []
  const limitValue = account.take(LIMITS)
  if (isRecord(limitValue))
    for (const key of keysOf(limitValue, 50)) {
      const value = limitValue[key]
      const count = typeof value === 'number' ? asCount(value) : null
      // A count in the person's own digits and grouping ("1,000" / "1.000").
      const text = typeof value === 'number' ? (count === null ? null : formats.number(count)) : asText(value, 100)
      if (text !== null) limits.push({ label: humanize(key), value: text })
    }
  return {
    username: account.text(USERNAME, 100),
    name: account.text(NAME, 200),
    email: account.text(EMAIL, 320),
    plan,
    createdAt: account.text(CREATED, 64),
    limits,
    extra: hideSecrets(account.rest()) as Record<string, unknown>
  }
}

function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Text under secret-looking keys becomes "[hidden]", however deep (a list of API keys keeps their labels and dates). */
export function hideSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideSecrets)
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const secret = SECRET_KEY.test(normalizeKey(key)) && !/id$|label$|count$|at$/.test(normalizeKey(key))
    out[key] = secret && (typeof inner === 'string' || typeof inner === 'number') ? '[hidden]' : hideSecrets(inner)
  }
  return out
}
