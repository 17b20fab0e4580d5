// What a view showed the last time the person looked at it: the query's data
// as the view opens (or, at a first look, the first it showed) (from earlier in this run, or kept from the last one by
// main's offline cache), read once and held while the view stays open. A
// view compares it with what the platform answers now to say what changed
// since (issue 38 §3); the next visit compares with what this one showed.
// All of it local: nothing is asked or sent to compute it.
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * The query's data when the view opened, or where it had none (a first look), the first data this visit showed;
 * undefined until there is any. `data` is the query's data now.
 */
export function useLastSeen<T>(queryKey: QueryKey, data: T | undefined): T | undefined {
  const client = useQueryClient()
  const [seen, setSeen] = useState(() => client.getQueryData<T>(queryKey))
  // Set while rendering, once: React renders again at once with it (no effect, no frame without it).
  if (seen === undefined && data !== undefined) setSeen(data)
  return seen ?? data
}
