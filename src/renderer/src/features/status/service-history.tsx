// A service's last 90 days (main's status-history.ts): a bar per day in the
// worst state seen that day, and the share of the time seen it was
// available. The bars are one tab stop: the arrow keys, Home and End move
// between days, and the day under the pointer or the focus is told beside
// them ("Nov 28: degraded"). A screen reader hears the whole as one summary.
import './service-history.css'
import '../../styles/status-colors.css'

import { type KeyboardEvent, useId, useRef, useState } from 'react'

import type { HistoryDayState, ServiceHistoryModel } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'

const messages = defineMessages({
  label: {
    id: 'status.history.label',
    defaultMessage: 'Last {days} days',
    description: 'Status: names a service’s row of daily bars (one bar per day, oldest first).'
  },
  dayOperational: {
    id: 'status.history.day.operational',
    defaultMessage: '{day}: operational',
    description:
      'Status: one daily bar of a service, told on hover and focus: it was operational all day. {day} is a short date (“Nov 28”).'
  },
  dayMaintenance: {
    id: 'status.history.day.maintenance',
    defaultMessage: '{day}: under maintenance',
    description:
      'Status: one daily bar of a service, told on hover and focus: it was under maintenance (and not worse) that day. {day} is a short date (“Nov 28”).'
  },
  dayDegraded: {
    id: 'status.history.day.degraded',
    defaultMessage: '{day}: degraded',
    description:
      'Status: one daily bar of a service, told on hover and focus: it was degraded (working, but badly) that day, and not worse. {day} is a short date (“Nov 28”).'
  },
  dayDown: {
    id: 'status.history.day.down',
    defaultMessage: '{day}: outage',
    description:
      'Status: one daily bar of a service, told on hover and focus: it had an outage that day. {day} is a short date (“Nov 28”).'
  },
  dayNone: {
    id: 'status.history.day.none',
    defaultMessage: '{day}: no data',
    description:
      'Status: one daily bar of a service, told on hover and focus: the app saw nothing of it that day (not running, or the server out of reach). {day} is a short date (“Nov 28”).'
  },
  available: {
    id: 'status.history.available',
    defaultMessage: '{share} available over {days} days',
    description:
      'Status: the share of the last {days} days a service was operational or under maintenance, of the time the app could look; {share} is a percentage (“99.2%”).'
  },
  notSeen: {
    id: 'status.history.notSeen',
    defaultMessage: 'No availability yet: nothing seen over {days} days',
    description: 'Status: under a service’s daily bars when the app has not seen the service yet.'
  },
  summary: {
    id: 'status.history.summary',
    defaultMessage: 'Last {days} days: {counts}',
    description:
      'Status, for screen readers: a service’s daily bars in words; {counts} lists the days in each state (“2 days degraded, 1 day with an outage, 87 days operational”).'
  },
  countDown: {
    id: 'status.history.count.down',
    defaultMessage: '{count, plural, one {# day with an outage} other {# days with an outage}}',
    description: 'Status, for screen readers: how many of the last days a service had an outage.'
  },
  countDegraded: {
    id: 'status.history.count.degraded',
    defaultMessage: '{count, plural, one {# day degraded} other {# days degraded}}',
    description: 'Status, for screen readers: how many of the last days a service was degraded (working, but badly).'
  },
  countMaintenance: {
    id: 'status.history.count.maintenance',
    defaultMessage: '{count, plural, one {# day under maintenance} other {# days under maintenance}}',
    description: 'Status, for screen readers: how many of the last days a service was under maintenance.'
  },
  countOperational: {
    id: 'status.history.count.operational',
    defaultMessage: '{count, plural, one {# day operational} other {# days operational}}',
    description: 'Status, for screen readers: how many of the last days a service was operational all day.'
  },
  countNone: {
    id: 'status.history.count.none',
    defaultMessage: '{count, plural, one {# day with no data} other {# days with no data}}',
    description: 'Status, for screen readers: how many of the last days the app saw nothing of a service.'
  }
})

const DAY_WORDS: Record<HistoryDayState, (typeof messages)[keyof typeof messages]> = {
  operational: messages.dayOperational,
  maintenance: messages.dayMaintenance,
  degraded: messages.dayDegraded,
  down: messages.dayDown,
  none: messages.dayNone
}

/** Worst first, as the summary tells them. */
const COUNTS: [HistoryDayState, (typeof messages)[keyof typeof messages]][] = [
  ['down', messages.countDown],
  ['degraded', messages.countDegraded],
  ['maintenance', messages.countMaintenance],
  ['operational', messages.countOperational],
  ['none', messages.countNone]
]

/** The local date of day `index` after `from` ("2026-09-01"). */
function dayOf(from: string, index: number): Date {
  const [year = 1970, month = 1, day = 1] = from.split('-').map(Number)
  return new Date(year, month - 1, day + index)
}

export function ServiceHistory({ history }: { history: ServiceHistoryModel }) {
  const intl = useIntl()
  const captionId = useId()
  const { days } = history
  const last = days.length - 1
  // The day that takes the tab stop (today at first), and the one told beside the bars (pointer or focus).
  const [current, setCurrent] = useState(last)
  const [told, setTold] = useState<number | null>(null)
  const bars = useRef<(HTMLSpanElement | null)[]>([])
  const words = (index: number) =>
    intl.formatMessage(DAY_WORDS[days[index] ?? 'none'], {
      day: intl.formatDate(dayOf(history.from, index), { month: 'short', day: 'numeric' })
    })
  const move = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1, Home: -days.length, End: days.length }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = Math.min(last, Math.max(0, current + step))
    setCurrent(next)
    setTold(next)
    bars.current[next]?.focus()
  }
  const counts = COUNTS.map(([state, message]) => ({
    message,
    count: days.filter((day) => day === state).length
  }))
    .filter(({ count }) => count > 0)
    .map(({ message, count }) => intl.formatMessage(message, { count }))
  return (
    <div className="service-history">
      <p className="visually-hidden">
        {intl.formatMessage(messages.summary, { days: days.length, counts: intl.formatList(counts) })}
      </p>
      {/* One tab stop for the 90 days; each day is named for whoever lands on it. */}
      <div
        className="history-bars"
        role="group"
        aria-label={intl.formatMessage(messages.label, { days: days.length })}
        aria-describedby={captionId}
        onKeyDown={move}
        onMouseLeave={() => setTold(null)}
      >
        {days.map((state, index) => (
          <span
            // The days never reorder: a day's place is its key.
            key={index}
            ref={(element) => {
              bars.current[index] = element
            }}
            role="img"
            aria-label={words(index)}
            title={words(index)}
            tabIndex={index === current ? 0 : -1}
            className={`history-bar history-bar-${state}`}
            onMouseEnter={() => setTold(index)}
            onFocus={() => {
              setCurrent(index)
              setTold(index)
            }}
            onBlur={() => setTold(null)}
          />
        ))}
      </div>
      <p id={captionId} className="muted history-caption">
        {told !== null && (
          <span aria-hidden="true" className="history-told">
            {words(told)}
          </span>
        )}
        {history.available === null
          ? intl.formatMessage(messages.notSeen, { days: days.length })
          : intl.formatMessage(messages.available, {
              days: days.length,
              // Down, never up: a service that was not always available never reads 100 %.
              share: intl.formatNumber(Math.floor(history.available * 1000) / 1000, {
                style: 'percent',
                maximumFractionDigits: 1
              })
            })}
      </p>
    </div>
  )
}
