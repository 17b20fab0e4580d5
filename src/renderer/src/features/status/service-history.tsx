// A service's last 90 days (main's status-history.ts): a bar per day in the
// worst state seen that day, and the share of the time seen it was
// available. The bars are one slider (one tab stop, one node for assistive
// technology): the arrow keys, Page Up and Down (a week), Home and End move
// between days, and the day under the pointer or the focus is told beside
// them ("Nov 28: degraded") and as the slider's value. A screen reader meets
// one control and the whole as one summary, not 90 images a service.
import './service-history.css'
import '../../styles/status-colors.css'

import { type KeyboardEvent, useId, useState } from 'react'

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

/** Page Up and Page Down move a week. */
const WEEK = 7

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
  // The day the slider stands on (today at first), the day under the pointer, and whether the slider has the focus:
  // the day told beside the bars is the pointer's, else the focused slider's.
  const [current, setCurrent] = useState(last)
  const [pointed, setPointed] = useState<number | null>(null)
  const [focused, setFocused] = useState(false)
  const told = pointed ?? (focused ? current : null)
  const words = (index: number) =>
    intl.formatMessage(DAY_WORDS[days[index] ?? 'none'], {
      day: intl.formatDate(dayOf(history.from, index), { month: 'short', day: 'numeric' })
    })
  const move = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowDown: -1,
      ArrowUp: 1,
      PageDown: -WEEK,
      PageUp: WEEK,
      Home: -days.length,
      End: days.length
    }[event.key]
    if (step === undefined) return
    event.preventDefault()
    setCurrent(Math.min(last, Math.max(0, current + step)))
    // The keyboard's day is told, not the one the pointer happens to rest on.
    setPointed(null)
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
      {/* One tab stop for the 90 days; the day it stands on is its value. A slider's bars are presentational. */}
      <div
        className="history-bars"
        role="slider"
        tabIndex={0}
        aria-label={intl.formatMessage(messages.label, { days: days.length })}
        aria-describedby={captionId}
        aria-orientation="horizontal"
        aria-valuemin={1}
        aria-valuemax={days.length}
        aria-valuenow={current + 1}
        aria-valuetext={words(current)}
        onKeyDown={move}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onMouseLeave={() => setPointed(null)}
      >
        {days.map((state, index) => (
          <span
            // The days never reorder: a day's place is its key.
            key={index}
            title={words(index)}
            className={`history-bar history-bar-${state}${index === current ? ' history-bar-current' : ''}`}
            onMouseEnter={() => setPointed(index)}
            // A click focuses the slider (the bars take no focus) on the day clicked.
            onMouseDown={() => setCurrent(index)}
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
