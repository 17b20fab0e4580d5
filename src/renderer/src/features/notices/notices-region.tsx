import { useId } from 'react'
import type { Notice } from '../../../../shared/notice'
import { useNoticesStore } from './notices-store'

function NoticeItem({ notice }: { notice: Notice }) {
  const dismiss = useNoticesStore((s) => s.dismiss)
  const messageId = useId()
  // Errors and warnings interrupt; information waits its turn.
  const role = notice.level === 'info' ? 'status' : 'alert'
  return (
    <li className={`notice notice-${notice.level}`}>
      <div role={role} id={messageId} className="notice-message">
        {notice.message}
      </div>
      <button type="button" className="button-quiet" aria-describedby={messageId} onClick={() => dismiss(notice.id)}>
        Dismiss
      </button>
    </li>
  )
}

export function NoticesRegion() {
  const notices = useNoticesStore((s) => s.notices)
  if (notices.length === 0) return null
  return (
    <section aria-label="Notices" className="notices">
      <ul className="notices-list">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  )
}
