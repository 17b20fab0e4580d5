// Platform notifications as a feature: the service, a job for each signed-in
// account on the one scheduler, its IPC slice and the tray's unread line.
// A call is for the account it was resolved to; a job run for the account
// of its key, whose context it looks up when it runs.
import type { AccountContext } from '../accounts/account-context'
import { notSignedInFirst } from '../api/api-words'
import { failure } from '../api/app-failure'
import type { Feature } from '../app/feature'
import { KeyedJobs } from '../scheduler/keyed-jobs'
import type { JobControl, Scheduler } from '../scheduler/scheduler'
import { type NotificationsDeps, NotificationsService } from './notifications-service'

export interface NotificationsFeature extends Feature {
  /** Every account's job: rescheduled when the interval changes (settings-reactions.ts). */
  job: JobControl
}

export function createNotificationsFeature(
  deps: NotificationsDeps & {
    scheduler: Scheduler
    /** A listed account's context, looked up when its job runs; null once it has gone. */
    contextOf: (id: string) => AccountContext | null
  }
): NotificationsFeature {
  const service = new NotificationsService(deps)
  const signedIn = (account: AccountContext | null): AccountContext => {
    if (!account) throw failure({ kind: 'not-signed-in', message: notSignedInFirst() })
    return account
  }
  // Each signed-in account is asked on its own, with its own credential, failures and back-off.
  const jobs = new KeyedJobs(deps.scheduler, 'notifications', (id) => ({
    intervalMs: () => deps.settings.get('notificationsIntervalMinutes') * 60_000,
    run: async (signal) => {
      const account = deps.contextOf(id)
      if (account) await service.refresh(account, signal)
    }
  }))
  return {
    job: jobs.all,
    handlers: {
      'notifications:list': (_request, { account }) => service.refresh(signedIn(account)),
      'notifications:mark-read': ({ keys }, { account }) => Promise.resolve(service.markRead(signedIn(account), keys)),
      'notifications:mark-all-read': (_request, { account }) => Promise.resolve(service.markAllRead(signedIn(account)))
    },
    trayActions: { 'open-notifications': () => deps.navigate({ view: 'notifications' }) },
    // Nothing of the account whose session ended stays on screen or on the badge.
    onSessionEnd: (account) => service.reset(account),
    onAccountsChange: (view) => jobs.sync(view.accounts.filter((account) => account.signedIn).map((account) => account.id)),
    // A new session of an account that was signed in already (signing in again): asked at once, as after any sign-in.
    onSessionStart: (account) => jobs.of(account).runNow()
  }
}
