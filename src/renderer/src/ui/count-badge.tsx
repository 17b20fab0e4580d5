import './count-badge.css'

import type { IntlShape } from 'react-intl'

import { currentIntl, defineMessages, useIntl } from '../i18n'

const messages = defineMessages({
  overflow: {
    id: 'ui.countBadge.overflow',
    defaultMessage: '{max, number}+',
    description: 'A count badge past its limit: more than {max} (99), e.g. “99+”.'
  }
})

/** Past this the badge says "99+": the exact number is for the view, not for a badge. */
const maxShown = 99

/** What the badge shows: "3", "99+". */
export function countText(count: number): string {
  return countTextIn(currentIntl(), count)
}

function countTextIn(intl: IntlShape, count: number): string {
  return count > maxShown ? intl.formatMessage(messages.overflow, { max: maxShown }) : intl.formatNumber(count)
}

/**
 * A count beside a name ("3" on Notifications). Sighted people see the short
 * number; screen readers hear `phrase` ("3 unread"), usually as the
 * description of the control it sits in. Nothing
 * when the count is zero.
 */
export function CountBadge({ count, phrase }: { count: number; phrase: string }) {
  const intl = useIntl()
  if (count <= 0) return null
  return (
    <span className="count-badge count-badge-accent">
      <span aria-hidden="true">{countTextIn(intl, count)}</span>
      <span className="visually-hidden">{phrase}</span>
    </span>
  )
}
