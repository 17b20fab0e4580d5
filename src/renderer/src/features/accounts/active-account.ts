import type { AccountSummary } from '@shared/accounts'

import { useAccountsStore } from './accounts-store'

/** The account on screen as the list has it (its host and its server's colour); null before the first sign-in. */
export function useActiveAccount(): AccountSummary | null {
  return useAccountsStore((s) => s.view.accounts.find((account) => account.id === s.view.active) ?? null)
}
