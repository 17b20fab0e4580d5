// Which shown OS notifications main keeps a hold of, and for how long.
// Electron drops a notification's events once its JavaScript object is
// garbage collected (electron/electron shell/browser/api/electron_api_notification.cc,
// ~Notification clears the delegate), so a notification nobody holds can no
// longer be clicked. We hold each one for as long as the OS may still let the
// person click it, and no longer than the bounds below, so a 'close' that
// never comes cannot make the set grow without end.

/** Windows keeps at most 20 of an app's toasts in the Action Center, pushing the oldest out; nobody can click one it dropped. */
export const KEEP_AT_MOST = 20
/** Toasts leave the Action Center after a few days by default (Microsoft's accounts say three to seven); a week covers both. */
export const KEEP_FOR_MS = 7 * 24 * 60 * 60_000

export interface CloseDetails {
  /** Windows only: 'userCanceled', 'applicationHidden' or 'timedOut' (electron.d.ts NotificationCloseEventParams). */
  reason?: string
}

/**
 * Whether a 'close' ends the notification for good. On Windows 'close' also
 * fires when a toast times out or is swiped away into the Action Center, where
 * it can still be clicked (shell/browser/notifications/win/windows_toast_notification.cc,
 * ToastEventHandler::Invoke for IToastDismissedEventArgs keeps the notification
 * alive); only the app hiding it removes it. Elsewhere 'close' carries no
 * reason and the notification is gone (linux/libnotify_notification.cc
 * OnNotificationClosed destroys it; mac/cocoa_notification.mm Dismiss removes it).
 */
export function closeEndsNotification(details: CloseDetails | undefined): boolean {
  const reason = details?.reason
  return !reason || reason === 'applicationHidden'
}

export class NotificationKeeper<T> {
  // A Map keeps insertion order, which is the order they were shown in.
  readonly #kept = new Map<T, number>()
  readonly #now: () => number
  readonly #atMost: number
  readonly #forMs: number

  constructor(now: () => number, limits: { atMost?: number; forMs?: number } = {}) {
    this.#now = now
    this.#atMost = limits.atMost ?? KEEP_AT_MOST
    this.#forMs = limits.forMs ?? KEEP_FOR_MS
  }

  get size(): number {
    return this.#kept.size
  }

  /** Holds a just-shown notification, letting go of the oldest past the bounds. */
  keep(item: T): void {
    const at = this.#now()
    for (const [old, since] of this.#kept) {
      if (at - since < this.#forMs) break
      this.#kept.delete(old)
    }
    this.#kept.set(item, at)
    for (const old of this.#kept.keys()) {
      if (this.#kept.size <= this.#atMost) break
      this.#kept.delete(old)
    }
  }

  /** The notification was clicked, failed, or closed for good. */
  release(item: T): void {
    this.#kept.delete(item)
  }

  clear(): void {
    this.#kept.clear()
  }
}
