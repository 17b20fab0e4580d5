// A service's history as the Status view draws it: a bar per day for the
// last 90 days in the person's time zone (main runs on their computer, so
// its local time is theirs), each the worst state seen that day, and the
// share of the time seen that the service was available. Pure: the log of
// changes and the time go in (status-history.ts keeps the log).
import { HISTORY_DAYS, type HistoryDayState, type ServiceHistoryModel } from '@shared/status'

/** A change of state at `at` (epoch ms): it holds until the next change. 'none': nothing seen from then. */
export interface HistoryChange {
  at: number
  state: HistoryDayState
}

/** Worse first: a day with an outage and a slowdown is an outage day. 'none' is no state at all. */
const WORSE: readonly HistoryDayState[] = ['down', 'degraded', 'maintenance', 'operational']

/** Local midnight of the day `days` after the one `time` is in (DST-safe: by the calendar, not by 24 h). */
function midnight(time: number, days = 0): number {
  const date = new Date(time)
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime()
}

const dayName = (time: number): string => {
  const date = new Date(time)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

/**
 * The spans of `changes` (oldest first) between `from` and `to`, each with
 * its state. Up to now (`now`: `to` is this moment), the state in effect
 * counts even if it began this very moment: a check that just found a
 * problem shows it at once.
 */
function spans(
  changes: readonly HistoryChange[],
  from: number,
  to: number,
  now = false
): { state: HistoryDayState; ms: number }[] {
  const out: { state: HistoryDayState; ms: number }[] = []
  for (const [index, change] of changes.entries()) {
    const start = Math.max(change.at, from)
    const next = changes[index + 1]
    const end = Math.min(next?.at ?? to, to)
    if (end > start || (now && next === undefined)) out.push({ state: change.state, ms: Math.max(0, end - start) })
  }
  return out
}

/** Bars and availability for the HISTORY_DAYS days up to `now`; before the first change, or while 'none', no data. */
export function historyBars(changes: readonly HistoryChange[], now: number): ServiceHistoryModel {
  const first = midnight(now, -(HISTORY_DAYS - 1))
  const days: HistoryDayState[] = []
  for (let day = 0; day < HISTORY_DAYS; day++) {
    const end = midnight(first, day + 1)
    const seen = new Set(spans(changes, midnight(first, day), Math.min(end, now), end > now).map((span) => span.state))
    days.push(WORSE.find((state) => seen.has(state)) ?? 'none')
  }
  let seenMs = 0
  let availableMs = 0
  for (const span of spans(changes, first, now)) {
    if (span.state === 'none') continue
    seenMs += span.ms
    if (span.state === 'operational' || span.state === 'maintenance') availableMs += span.ms
  }
  return { from: dayName(first), days, available: seenMs > 0 ? availableMs / seenMs : null }
}
