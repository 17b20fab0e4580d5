// When the Updates view's new updates count as seen: once they have been on
// screen for SEEN_AFTER_MS with the window showing (not on open alone, so
// passing through the view on the way elsewhere sees nothing). Then main is
// told their marks, the count in the navigation and the Go menu goes, and
// the "New" marks stay for the rest of this visit, so the person still sees
// which ones were new; the next visit reads the list again without them.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import type { ShownUpdate } from '@shared/status'

import { call } from '../../ui/bridge-query'
import { updatesUnseenQuery } from './updates-unseen-query'

export const SEEN_AFTER_MS = 2_000

const isShowing = () => document.visibilityState !== 'hidden'

/** Whether the window is showing the page (not minimised, not hidden in the tray). */
function useShowing(): boolean {
  const [showing, setShowing] = useState(isShowing)
  useEffect(() => {
    const changed = () => setShowing(isShowing())
    document.addEventListener('visibilitychange', changed)
    return () => document.removeEventListener('visibilitychange', changed)
  }, [])
  return showing
}

export function useSeenUpdates(items: readonly ShownUpdate[] | undefined): void {
  const queryClient = useQueryClient()
  const showing = useShowing()
  /** Marks told to main already (or on their way): never sent twice. */
  const told = useRef(new Set<string>())
  const seen = useMutation({
    mutationFn: (marks: string[]) => call('status:updates-seen', { marks }),
    onSuccess: (unseen) => {
      queryClient.setQueryData(updatesUnseenQuery.queryKey, unseen)
      // This visit keeps its "New" marks; the next one asks again.
      void queryClient.invalidateQueries({ queryKey: ['status:platform-updates'], refetchType: 'none' })
    },
    // Not told: the next visit, or the window showing again, tries again.
    onError: (_error, marks) => marks.forEach((mark) => told.current.delete(mark))
  })
  const fresh = (items ?? [])
    .filter((item) => item.fresh)
    .map((item) => item.mark)
    .join('\n')
  const { mutate } = seen
  useEffect(() => {
    const marks = fresh === '' ? [] : fresh.split('\n').filter((mark) => !told.current.has(mark))
    if (marks.length === 0 || !showing) return
    const timer = setTimeout(() => {
      marks.forEach((mark) => told.current.add(mark))
      mutate(marks)
    }, SEEN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [fresh, showing, mutate])
}
