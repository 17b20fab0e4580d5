// What changed since the person last looked at Status: for each service, the
// state it was in at the look before this one against the state it is in now,
// read from the status history (status-history.ts keeps the log and the
// looks). Pure: the log and the times go in. "No data" (out of reach, not
// checked) is skipped on both sides: it says nothing about the service, so a
// service seen operational, then out of reach, then operational, did not change.
import type { ServiceDayState, StatusChangeModel } from '@shared/status'

import type { HistoryChange } from './status-history-bars'

/** Looks closer together than this are one look: a view opened again in passing moves nothing on. */
export const ONE_LOOK_MS = 60_000

/** When the person looked at a server's Status: `at` the latest look, `since` the one before that it compares with. */
export interface StatusLook {
  at: number
  since: number | null
}

/** The look after one at `now`: a new look moves `since` on to the last one; one within ONE_LOOK_MS is the same look. */
export function nextLook(look: StatusLook | undefined, now: number): StatusLook {
  if (look === undefined) return { at: now, since: null }
  if (now - look.at < ONE_LOOK_MS) return { at: now, since: look.since }
  return { at: now, since: look.at }
}

/** The last state other than "no data" at or before `time`, with when it began; null when none was seen. */
function stateAt(changes: readonly HistoryChange[], time: number): { state: ServiceDayState; at: number } | null {
  const seen = changes.filter(
    (change): change is { at: number; state: ServiceDayState } => change.at <= time && change.state !== 'none'
  )
  const last = seen.at(-1)
  if (last === undefined) return null
  // It began at the first of the run of that state at the end (a time out of reach in between does not end it).
  let began = seen.length - 1
  while (began > 0 && seen[began - 1]?.state === last.state) began--
  return { state: last.state, at: seen[began]?.at ?? last.at }
}

/** Each service whose state at `since` differs from its state now, newest change first. */
export function changesSince(
  services: Readonly<Record<string, readonly HistoryChange[]>>,
  since: number,
  now: number
): StatusChangeModel[] {
  const changes: StatusChangeModel[] = []
  for (const [id, log] of Object.entries(services)) {
    const then = stateAt(log, since)
    const current = stateAt(log, now)
    // A service first seen since: nothing to compare with.
    if (then === null || current === null || then.state === current.state) continue
    changes.push({ id, from: then.state, to: current.state, at: new Date(current.at).toISOString() })
  }
  return changes.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}
