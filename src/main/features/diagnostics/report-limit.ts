// How many of the page's error reports reach the log: a page that throws in
// a loop must not fill the log (four files of 2 MB) and push out what came
// before it. A fixed window: up to `max` reports per `windowMs`; the rest are
// counted, and the next report let through says how many were left out.

export interface ReportLimit {
  /** Whether this report may be logged, and how many were left out since the last one that was. */
  take(): { allowed: boolean; dropped: number }
}

export function createReportLimit({
  max,
  windowMs,
  now
}: {
  max: number
  windowMs: number
  now: () => number
}): ReportLimit {
  let windowStart = Number.NEGATIVE_INFINITY
  let taken = 0
  let dropped = 0
  return {
    take() {
      const at = now()
      if (at - windowStart >= windowMs) {
        windowStart = at
        taken = 0
      }
      if (taken >= max) {
        dropped++
        return { allowed: false, dropped: 0 }
      }
      taken++
      const left = dropped
      dropped = 0
      return { allowed: true, dropped: left }
    }
  }
}
