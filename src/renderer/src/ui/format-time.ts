import type { IntlShape } from 'react-intl'

import { currentIntl, defineMessages } from '../i18n'

const messages = defineMessages({
  justNow: {
    id: 'ui.time.justNow',
    defaultMessage: 'just now',
    description:
      'A time less than a minute from now, in a sentence such as “Updated just now” or “Showing what was loaded just now”.'
  }
})

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1]
]

/** "in 3 hours", "2 days ago", "just now": the largest unit that fits, in the page's language (a component passes its useIntl(), to re-render on a change). */
export function formatRelative(date: Date, now: number, intl: IntlShape = currentIntl()): string {
  const seconds = (date.getTime() - now) / 1000
  if (Math.abs(seconds) < 45) return intl.formatMessage(messages.justNow)
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1]
  return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' })
}

export interface FormattedTime {
  iso: string | null
  absolute: string
  relative: string | null
}

/** A timestamp from the server in words, in the page's locale (its region's date order); an unreadable one is shown as it came. */
export function formatTimestamp(value: string, now: number, intl: IntlShape = currentIntl()): FormattedTime {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return { iso: null, absolute: value, relative: null }
  return {
    iso: date.toISOString(),
    absolute: intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' }),
    relative: formatRelative(date, now, intl)
  }
}
