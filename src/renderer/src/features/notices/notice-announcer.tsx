import { defineMessages, useIntl } from '../../i18n'
import { useNoticesStore } from './notices-store'

const messages = defineMessages({
  label: {
    id: 'notices.announcer.label',
    defaultMessage: 'Announcements',
    description: 'The accessible name of the hidden live region where screen readers hear information notices.'
  }
})

/**
 * The polite live region for information notices, mounted for the app's
 * whole life: screen readers announce a change inside a live region that
 * already exists, not one created together with its text. Warnings and
 * errors are alerts in the notices list, which are announced as they appear.
 */
export function NoticeAnnouncer() {
  const intl = useIntl()
  const message = useNoticesStore((s) => s.announced?.message ?? '')
  return (
    <div role="status" aria-label={intl.formatMessage(messages.label)} className="visually-hidden">
      {message}
    </div>
  )
}
