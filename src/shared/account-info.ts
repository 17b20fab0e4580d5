// View models of the account and the leak check.

export interface AccountModel {
  username: string | null
  name: string | null
  email: string | null
  plan: string | null
  createdAt: string | null
  /** Limits and quotas the platform mentions ("API calls per hour": 5000). */
  limits: { label: string; value: string }[]
  /** Everything else, bounded, for the generic view (secret-looking fields hidden). */
  extra: Record<string, unknown>
  unexpected?: unknown
}

export interface PwnedModel {
  /** true: found in leaks; false: not in the platform's list; null: the answer did not say. */
  found: boolean | null
  /** How many known leaks, when the platform says. */
  count: number | null
  /** The platform's own words, when it gave some. */
  message: string | null
}
