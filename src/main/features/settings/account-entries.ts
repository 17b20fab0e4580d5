// The entries of the account list, each checked on its own: one bad entry
// (a name too long, written by an older version; a damaged id) costs only
// itself, never every account (settings-store.ts).
import { ACCOUNT_ID, MAX_ACCOUNTS } from '@shared/accounts'

import { isAccountEntry } from './settings-validator'

/** An account as the settings file keeps it: plain facts, none of them secret. What decides where a credential goes is sealed with it. */
export interface StoredAccount {
  id: string
  baseUrl: string
  /** Last known, for the list while signed out. */
  username: string
  userId: string | null
}

export const accountEntry = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: ACCOUNT_ID.source },
    baseUrl: { type: 'string', maxLength: 2048 },
    username: { type: 'string', maxLength: 256 },
    userId: { type: ['string', 'null'], maxLength: 64 }
  },
  required: ['id', 'baseUrl', 'username', 'userId'],
  additionalProperties: false
} as const

// One bad entry of the account list costs only itself, never every account. Checked with the entry's own schema, as
// ajv compiled it ahead (settings-validator.ts), not a hand copy that could drift from it (or count lengths other
// than in code points, as ajv does).
/** The valid entries (at most MAX_ACCOUNTS) and the ids of the others; null when `list` is no list. */
export function validAccounts(list: unknown): { kept: StoredAccount[]; dropped: unknown[] } | null {
  if (!Array.isArray(list)) return null
  const kept = list.filter((entry): entry is StoredAccount => isAccountEntry(entry)).slice(0, MAX_ACCOUNTS)
  return {
    kept,
    dropped: list
      .filter((entry) => !kept.includes(entry as StoredAccount))
      .map((entry) => (entry as { id?: unknown } | null)?.id)
  }
}

/** A file's values (null when they are not a JSON object) without its invalid account entries, nor an active account among them. */
export function withValidAccounts(bytes: Buffer | null): { values: Record<string, unknown> | null; dropped: number } {
  let values: unknown
  try {
    values = JSON.parse(bytes?.toString('utf8') ?? '')
  } catch {
    return { values: null, dropped: 0 }
  }
  if (!values || typeof values !== 'object' || Array.isArray(values)) return { values: null, dropped: 0 }
  const file = values as Record<string, unknown>
  const accounts = validAccounts(file.accounts)
  if (accounts === null || accounts.dropped.length === 0) return { values: file, dropped: 0 }
  const active = accounts.dropped.includes(file.activeAccount) ? { activeAccount: null } : {}
  return { values: { ...file, accounts: accounts.kept, ...active }, dropped: accounts.dropped.length }
}
