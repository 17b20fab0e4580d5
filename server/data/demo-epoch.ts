// Every seeded timestamp is an offset from this fixed instant, not from the
// wall clock, so two servers started on different days still serve equal
// bodies (tests and screenshots rely on that). Only tokens and pings use the
// injectable clock.
export const DEMO_EPOCH_MS = Date.UTC(2026, 10, 16, 9, 0, 0)

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export function isoAt(ms: number): string {
  return new Date(ms).toISOString()
}

export function daysBeforeEpoch(days: number): string {
  return isoAt(DEMO_EPOCH_MS - days * DAY_MS)
}

export function hoursBeforeEpoch(hours: number): string {
  return isoAt(DEMO_EPOCH_MS - hours * HOUR_MS)
}

export function hoursAfterEpoch(hours: number): string {
  return isoAt(DEMO_EPOCH_MS + hours * HOUR_MS)
}
