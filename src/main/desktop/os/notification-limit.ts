// However many notifications the features ask for, the person gets at most
// a few an hour: a platform that flips its state or floods its feed cannot
// turn the app into a stream of pop-ups. Past the limit, one notification
// says the rest are in the app, and the rest wait there.
import { heldBack } from './desktop-words'
import type { OsNotification, OsSurfaces } from './os-surfaces'

export const NOTIFICATIONS_PER_HOUR = 12
const HOUR_MS = 60 * 60_000

export function limitNotifications(
  notify: OsSurfaces['notify'],
  now: () => number,
  perHour = NOTIFICATIONS_PER_HOUR
): OsSurfaces['notify'] {
  const shown: number[] = []
  let heldBackSince: number | null = null
  return (notification: OsNotification, onClick: () => void) => {
    const at = now()
    while (shown.length > 0 && at - (shown[0] ?? at) >= HOUR_MS) shown.shift()
    if (shown.length < perHour) {
      shown.push(at)
      heldBackSince = null
      notify(notification, onClick)
      return
    }
    // Said once per stretch of held-back notifications, not once each.
    if (heldBackSince !== null) return
    heldBackSince = at
    notify({ id: `held-back:${at}`, ...heldBack() }, onClick)
  }
}
