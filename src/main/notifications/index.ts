// Platform notifications as a feature: the service, a job for each signed-in
// account on the one scheduler, its IPC slice and the tray's unread line.
import { withAccount } from '../accounts/account-scope'
import type { Feature } from '../app/feature'
import { KeyedJobs } from '../scheduler/keyed-jobs'
import type { JobControl, Scheduler } from '../scheduler/scheduler'
import { type NotificationsDeps, NotificationsService } from './notifications-service'

export interface NotificationsFeature extends Feature {
  /** Every account's job: rescheduled when the interval changes (settings-reactions.ts). */
  job: JobControl
}

export function createNotificationsFeature(deps: NotificationsDeps & { scheduler: Scheduler }): NotificationsFeature {
  const service = new NotificationsService(deps)
  // Each signed-in account is asked on its own, with its own credential, failures and back-off.
  const jobs = new KeyedJobs(deps.scheduler, 'notifications', (account) => ({
    intervalMs: () => deps.settings.get('notificationsIntervalMinutes') * 60_000,
    run: (signal) => withAccount(account, () => service.refresh(signal).then(() => undefined))
  }))
  return {
    job: jobs.all,
    handlers: {
      'notifications:list': () => service.refresh(),
      'notifications:mark-read': ({ keys }) => Promise.resolve(service.markRead(keys)),
      'notifications:mark-all-read': () => Promise.resolve(service.markAllRead())
    },
    trayActions: { 'open-notifications': () => deps.navigate({ view: 'notifications' }) },
    // Nothing of the account whose session ended stays on screen or on the badge.
    onSessionEnd: () => service.reset(),
    onAccountsChange: (view) => jobs.sync(view.accounts.filter((account) => account.signedIn).map((account) => account.id)),
    // A new session of an account that was signed in already (signing in again): asked at once, as after any sign-in.
    onSessionStart: (account) => jobs.of(account).runNow()
  }
}
