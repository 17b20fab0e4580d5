// Which notifications arrived since the person last looked (issue 38 §3):
// each time the view lists something new, main notes it as this visit's and
// answers with what the visit before listed ('notifications:visited'; calls
// within a minute are one visit). What was not listed then arrived since.
// Nothing at a first visit, and nothing is sent anywhere to work it out.
import { useEffect, useMemo, useState } from 'react'

import type { NotificationItem } from '@shared/notifications'

import { invoke } from '../../platform'

const NONE: ReadonlySet<string> = new Set()
/** What main keeps of one visit (notification-visits.ts). */
const MAX_KEYS = 2_000

/** The keys of the items that arrived since the last visit; empty at a first visit or until main answers. */
export function useArrivedSince(items: readonly NotificationItem[] | undefined): ReadonlySet<string> {
  const [before, setBefore] = useState<ReadonlySet<string> | null>(null)
  // One string, so a list with the same items (a refresh that found nothing new) asks nothing again.
  const listed = items?.map((item) => item.key).join('\n')
  useEffect(() => {
    if (listed === undefined) return
    let current = true
    const keys = listed === '' ? [] : listed.split('\n').slice(0, MAX_KEYS)
    void invoke('notifications:visited', { keys }).then((result) => {
      if (current && result.ok) setBefore(result.data.before === null ? null : new Set(result.data.before))
    })
    return () => {
      current = false
    }
  }, [listed])
  return useMemo(
    () =>
      before === null || items === undefined
        ? NONE
        : new Set(items.filter((item) => !before.has(item.key)).map((item) => item.key)),
    [before, items]
  )
}
