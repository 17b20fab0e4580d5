// When Search asks main to keep a query among the recent searches: not for
// each fragment the type-ahead sends, but for the query the person submitted
// (Enter, or opening one of its results) or settled on (its results stayed on
// screen, untouched, for SEARCH_SETTLE_MS). Main keeps it only if its search
// answered with results ('search:remember'); nothing typed while a password
// field had focus is ever sent.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import type { SearchModel } from '@shared/search'

import { invoke } from '../../platform'

/** How long results stay on screen, nothing typed, before their query counts as settled on. */
export const SEARCH_SETTLE_MS = 3_000

const typedInPasswordField = () =>
  document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'password'

/**
 * `shown`: the answer on screen when it is for the query in the field and
 * nothing newer is being fetched, else null. Answers with `submit`, for Enter
 * and for opening a result: the query is remembered once its results are in.
 */
export function useRememberSearch(text: string, shown: SearchModel | null, enabled: boolean): { submit: () => void } {
  const queryClient = useQueryClient()
  const submitted = useRef<string | null>(null)
  const remembered = useRef<string | null>(null)

  const remember = (query: string) => {
    submitted.current = null
    if (!enabled || remembered.current === query || typedInPasswordField()) return
    remembered.current = query
    void invoke('search:remember', { query }).then((result) => {
      if (result.ok) queryClient.setQueryData(['search:recent', undefined], result.data)
    })
  }

  const settled = shown !== null && shown.query === text && shown.total > 0 ? shown.query : null
  useEffect(() => {
    if (settled === null) return
    if (submitted.current === settled) {
      remember(settled)
      return
    }
    const timer = window.setTimeout(() => remember(settled), SEARCH_SETTLE_MS)
    return () => window.clearTimeout(timer)
    // `remember` reads refs only; the effect is about which query is settled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])

  // A new query may be remembered again, even one remembered before (it goes back to the top).
  useEffect(() => {
    if (text !== remembered.current) remembered.current = null
  }, [text])

  const submit = () => {
    if (!text) return
    if (settled === text) remember(text)
    else submitted.current = text
  }
  return { submit }
}
