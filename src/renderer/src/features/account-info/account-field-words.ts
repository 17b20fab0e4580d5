// The account information's fields the app knows (GET /v1/account/info shows
// none, so these are the ones platforms send), named in the app's words and
// translated; a missing date says "Never", any other missing value "—".
import { defineMessages, useIntl } from '../../i18n'
import type { FieldWords } from '../../ui/generic-value'

const m = defineMessages({
  apiKeys: {
    id: 'account.field.apiKeys',
    defaultMessage: 'API keys',
    description: 'Account, More from the platform: the name of the list of the account’s API keys.'
  },
  label: {
    id: 'account.field.label',
    defaultMessage: 'Label',
    description: 'Account, More from the platform: an API key’s or other item’s label.'
  },
  name: {
    id: 'account.field.name',
    defaultMessage: 'Name',
    description: 'Account, More from the platform: an API key’s or other item’s name.'
  },
  id: {
    id: 'account.field.id',
    defaultMessage: 'ID',
    description: 'Account, More from the platform: an item’s identifier.'
  },
  scopes: {
    id: 'account.field.scopes',
    defaultMessage: 'Permissions',
    description: 'Account, More from the platform: what an API key may do (its scopes).'
  },
  createdAt: {
    id: 'account.field.createdAt',
    defaultMessage: 'Created',
    description: 'Account, More from the platform: when an item (e.g. an API key) was made.'
  },
  lastUsedAt: {
    id: 'account.field.lastUsedAt',
    defaultMessage: 'Last used',
    description: 'Account, More from the platform: when an API key was last used.'
  },
  expiresAt: {
    id: 'account.field.expiresAt',
    defaultMessage: 'Expires',
    description: 'Account, More from the platform: when an item (e.g. an API key) stops working.'
  },
  updatedAt: {
    id: 'account.field.updatedAt',
    defaultMessage: 'Last changed',
    description: 'Account, More from the platform: when an item was last changed.'
  },
  lastLoginAt: {
    id: 'account.field.lastLoginAt',
    defaultMessage: 'Last signed in',
    description: 'Account, More from the platform: when the person last signed in.'
  },
  never: {
    id: 'account.field.never',
    defaultMessage: 'Never',
    description: 'Account, More from the platform: a date field with no date, e.g. an API key that was never used.'
  },
  noValue: {
    id: 'account.field.noValue',
    defaultMessage: '—',
    description: 'Account, More from the platform: a field with no value (a dash in most languages).'
  }
})

/** "last_used_at" / "lastUsedAt" → "lastusedat", so any spelling is known. */
const normal = (key: string) => key.replace(/[-_\s]/g, '').toLowerCase()

const KNOWN: Record<string, keyof typeof m> = {
  apikeys: 'apiKeys',
  keys: 'apiKeys',
  tokens: 'apiKeys',
  label: 'label',
  name: 'name',
  id: 'id',
  scopes: 'scopes',
  permissions: 'scopes',
  createdat: 'createdAt',
  created: 'createdAt',
  lastusedat: 'lastUsedAt',
  lastused: 'lastUsedAt',
  expiresat: 'expiresAt',
  expires: 'expiresAt',
  updatedat: 'updatedAt',
  lastloginat: 'lastLoginAt',
  lastlogin: 'lastLoginAt'
}

/** A key that names a moment: "…At", "…Date", "…On", "lastUsed", "expires". */
const isDateKey = (key: string) =>
  /(at|date|on|time)$/.test(normal(key)) || ['lastused', 'lastlogin', 'expires', 'created'].includes(normal(key))

export function useAccountFieldWords(): FieldWords {
  const intl = useIntl()
  return {
    term: (key) => {
      const known = KNOWN[normal(key)]
      return known ? intl.formatMessage(m[known]) : null
    },
    missing: (key) => intl.formatMessage(isDateKey(key) ? m.never : m.noValue)
  }
}
