// Platform notifications as a feature: the service, its job on the one
// scheduler while signed in, its IPC slice and the tray's unread line.
import type { Feature } from '../app/feature'
import type { JobControl, Scheduler } from '../scheduler/scheduler'
import { type NotificationsDeps, NotificationsService } from './notifications-service'

export interface NotificationsFeature extends Feature {
  /** Rescheduled when its interval changes (settings-reactions.ts). */
  job: JobControl
}

export function createNotificationsFeature(deps: NotificationsDeps & { scheduler: Scheduler }): NotificationsFeature {
  const service = new NotificationsService(deps)
  const job = deps.scheduler.add({
    id: 'notifications',
    signedInOnly: true,
    intervalMs: () => deps.settings.get('notificationsIntervalMinutes') * 60_000,
    run: (signal) => service.refresh(signal).then(() => undefined)
  })
  return {
    job,
    handlers: {
      'notifications:list': () => service.refresh(),
      'notifications:mark-read': ({ keys }) => Promise.resolve(service.markRead(keys)),
      'notifications:mark-all-read': () => Promise.resolve(service.markAllRead())
    },
    trayActions: { 'open-notifications': () => deps.navigate({ view: 'notifications' }) },
    // Nothing of the old account stays on screen or on the badge.
    onSessionEnd: () => service.reset()
  }
}
