import { QueryClient } from '@tanstack/react-query'

import { attachQueryClient } from './main-cache'

/**
 * Server state lives here (docs/architecture.md, The IPC contract). Main already retries what is worth
 * retrying, so Query does not; data stays fresh for 30 s and is kept for an
 * hour, so going back to a view shows it at once while it refreshes, and a
 * platform that went away leaves the last good answer on screen.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      gcTime: 60 * 60_000,
      refetchOnWindowFocus: false,
      // Main decides what "offline" means (it maps every network failure).
      networkMode: 'always'
    },
    mutations: { retry: false, networkMode: 'always' }
  }
})
// Imported by the signed-in shell only: what main pushed before it loaded goes in now.
attachQueryClient(queryClient)
