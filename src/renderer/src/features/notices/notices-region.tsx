import { useId } from 'react'

import type { Notice, NoticeAction } from '@shared/notice'

import { cacheFromMain } from '../../app/main-cache'
import { defineMessages, useIntl } from '../../i18n'
import { invokeAs } from '../../platform'
import { useAccountsStore } from '../accounts/accounts-store'
import { notificationsQuery } from '../notifications/notifications-query'
import { applySession } from '../session/session-store'
import { useNoticesStore } from './notices-store'

const messages = defineMessages({
  label: {
    id: 'notices.region.label',
    defaultMessage: 'Notices',
    description: 'The accessible name of the list of notices (warnings and errors from the app) above a view.'
  },
  dismiss: { id: 'notices.dismiss', defaultMessage: 'Dismiss', description: 'The button that closes a notice.' }
})

/** What a notice's button asks main for; the answer (or a new notice) says how it went. */
async function runAction(action: NoticeAction): Promise<void> {
  const failed = (message: string) =>
    useNoticesStore.getState().add({ id: `${action.kind}-failed-${Date.now()}`, level: 'error', message })
  if (action.kind === 'mark-unread') {
    // Undo after Mark all as read: for the account whose notifications they are; its list shows the answer.
    const account = action.account ?? null
    const result = await invokeAs(account, 'notifications:mark-unread', { keys: action.keys })
    if (result.ok) cacheFromMain(account, notificationsQuery.queryKey, result.data)
    else failed(result.error.message)
    return
  }
  if (action.kind === 'relaunch') {
    // Main quits and starts again, and the new run asks the keyring again: nothing comes back to show unless it failed.
    const result = await invokeAs(action.account ?? null, 'session:relaunch')
    if (!result.ok) failed(result.error.message)
    return
  }
  // For the account whose sign-in was kept; its session is the page's only if that account is on screen.
  const result = await invokeAs(action.account ?? null, 'session:retry-restore')
  const onScreen = action.account === undefined || action.account === useAccountsStore.getState().view.active
  if (!result.ok) failed(result.error.message)
  else if (onScreen) applySession(result.data)
}

function NoticeItem({ notice }: { notice: Notice }) {
  const intl = useIntl()
  const dismiss = useNoticesStore((s) => s.dismiss)
  const messageId = useId()
  // Errors and warnings interrupt; information waits its turn and is spoken by NoticeAnnouncer.
  const role = notice.level === 'info' ? undefined : 'alert'
  const { action } = notice
  return (
    <li className={`notice notice-${notice.level}`}>
      <div role={role} id={messageId} className="notice-message">
        {notice.message}
      </div>
      <div className="notice-buttons">
        {action && (
          <button
            type="button"
            className="button-secondary"
            aria-describedby={messageId}
            onClick={() => {
              // Answered by the outcome: a restored session, or a new notice saying why not.
              dismiss(notice.id)
              void runAction(action)
            }}
          >
            {action.label}
          </button>
        )}
        <button type="button" className="button-quiet" aria-describedby={messageId} onClick={() => dismiss(notice.id)}>
          {intl.formatMessage(messages.dismiss)}
        </button>
      </div>
    </li>
  )
}

export function NoticesRegion() {
  const intl = useIntl()
  const notices = useNoticesStore((s) => s.notices)
  if (notices.length === 0) return null
  return (
    <section aria-label={intl.formatMessage(messages.label)} className="notices">
      <ul className="notices-list">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  )
}
