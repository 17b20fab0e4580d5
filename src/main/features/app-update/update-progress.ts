// The app update's download as the OS shows progress: the taskbar button's
// bar on Windows, the dock icon's on macOS, the launcher's on Unity-like
// Linux desktops (BrowserWindow.setProgressBar). Only a download in flight
// shows one; anything else, done or failed, clears it.
import type { AppUpdateModel } from '@shared/app-update'

/** A fraction from 0 to 1 while downloading; null: no bar. */
export function updateProgress(view: AppUpdateModel): number | null {
  if (view.phase !== 'downloading') return null
  const percent = view.progress?.percent ?? 0
  // A feed may report more than 100 % or a NaN; the bar stays within its range.
  return Number.isFinite(percent) ? Math.min(1, Math.max(0, percent / 100)) : 0
}

/** Tells the OS only when the bar changes: progress events arrive many times a second. */
export function progressReporter(show: (fraction: number | null) => void): (view: AppUpdateModel) => void {
  let shown: number | null = null
  return (view) => {
    const next = updateProgress(view)
    if (next === shown) return
    shown = next
    show(next)
  }
}
