import { defineMessages, useIntl } from '../i18n'
import { useDelayedFlag } from './use-delayed-flag'

const messages = defineMessages({
  loading: {
    id: 'ui.skeleton.loading',
    defaultMessage: 'Loading {what}…',
    description:
      'Said while a part of a view loads; {what} is what loads, as the view words it (e.g. “the profile”, “the followers”).'
  }
})

interface Props {
  /** What is loading, for screen readers: "the profile" becomes "Loading the profile…". */
  what: string
  /** How many placeholder rows to draw. */
  rows?: number | undefined
  /** False while nothing is being fetched (offline, waiting): then nothing is drawn or said. */
  active?: boolean
}

/**
 * Grey rows where a list will be, while it loads. The rows are hidden from
 * screen readers; they hear the status line instead, which (like the rows)
 * appears only once loading has taken a moment, so a fast answer never
 * flashes anything. The place is marked busy while it loads, so the picture
 * of the last screen is never taken of it half drawn
 * (features/app-shell/keep-screen.ts).
 */
export function SkeletonRows({ what, rows = 3, active = true }: Props) {
  const intl = useIntl()
  const slow = useDelayedFlag(active)
  return (
    <div className="skeleton" aria-busy={active || undefined}>
      <p role="status" className="muted loading-text">
        {slow ? intl.formatMessage(messages.loading, { what }) : ''}
      </p>
      {slow && (
        <ul className="skeleton-rows" aria-hidden="true">
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} className="skeleton-row" />
          ))}
        </ul>
      )}
    </div>
  )
}
