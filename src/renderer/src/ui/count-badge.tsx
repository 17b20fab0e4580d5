import './count-badge.css'

/** Past this the badge says "99+": the exact number is for the view, not for a badge. */
const maxShown = 99

/** What the badge shows: "3", "99+". */
export function countText(count: number): string {
  return count > maxShown ? `${maxShown}+` : String(count)
}

/**
 * A count beside a name ("3" on Notifications). Sighted people see the short
 * number; screen readers hear `phrase` ("3 unread"), usually as the
 * description of the control it sits in. Nothing
 * when the count is zero.
 */
export function CountBadge({ count, phrase }: { count: number; phrase: string }) {
  if (count <= 0) return null
  return (
    <span className="count-badge count-badge-accent">
      <span aria-hidden="true">{countText(count)}</span>
      <span className="visually-hidden">{phrase}</span>
    </span>
  )
}
