import { useNoticesStore } from './notices-store'

/**
 * The polite live region for information notices, mounted for the app's
 * whole life: screen readers announce a change inside a live region that
 * already exists, not one created together with its text. Warnings and
 * errors are alerts in the notices list, which are announced as they appear.
 */
export function NoticeAnnouncer() {
  const message = useNoticesStore((s) => s.announced?.message ?? '')
  return (
    <div role="status" aria-label="Announcements" className="visually-hidden">
      {message}
    </div>
  )
}
