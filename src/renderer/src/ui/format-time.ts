const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1]
]

// Relative phrases sit inside English sentences, so they are English; the
// absolute date follows the person's own locale.
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const absoluteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** "in 3 hours", "2 days ago", "just now": the largest unit that fits. */
export function formatRelative(date: Date, now: number): string {
  const seconds = (date.getTime() - now) / 1000
  if (Math.abs(seconds) < 45) return 'just now'
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1]
  return relativeFormat.format(Math.round(seconds / size), unit)
}

export interface FormattedTime {
  iso: string | null
  absolute: string
  relative: string | null
}

/** A timestamp from the server in words; an unreadable one is shown as it came. */
export function formatTimestamp(value: string, now: number): FormattedTime {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return { iso: null, absolute: value, relative: null }
  return { iso: date.toISOString(), absolute: absoluteFormat.format(date), relative: formatRelative(date, now) }
}
