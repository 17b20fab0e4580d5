import { QueryClient } from '@tanstack/react-query'

import { restoreKeptData } from '../ui/kept-data-restore'
import { attachQueryClients } from './main-cache'

/**
 * Server state lives here (docs/architecture.md, The IPC contract), one cache
 * per account (main-cache.ts). Main already retries what is worth retrying,
 * so Query does not; data stays fresh for 30 s and is kept for an hour, so
 * going back to a view (or an account) shows it at once while it refreshes,
 * and a platform that went away leaves the last good answer on screen. Each
 * query carries its account in its meta, and asks main for that account
 * (ui/bridge-query.ts).
 */
const clientFor = (account: string | null) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        gcTime: 60 * 60_000,
        refetchOnWindowFocus: false,
        // Main decides what "offline" means (it maps every network failure).
        networkMode: 'always',
        ...(account === null ? {} : { meta: { account } })
      },
      mutations: { retry: false, networkMode: 'always' }
    }
  })

/** The cache of no account in particular: before any account exists (and in component tests). */
export const queryClient = clientFor(null)

// Imported by the signed-in shell only: what main pushed before it loaded goes in as each cache is made,
// and an account's cache starts with what main kept of its views (issue 38), for the views to paint at once.
attachQueryClients((account) => {
  if (account === null) return queryClient
  const client = clientFor(account)
  void restoreKeptData(client, account)
  return client
})
