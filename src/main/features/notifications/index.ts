// Platform notifications as a feature: the service, a job for each signed-in
// account on the one scheduler, its IPC slice and the tray's unread line.
// A call is for the account it was resolved to; a job run for the account
// of its key, whose context it looks up when it runs.
import { failure } from '@shared/result'

import type { Feature } from '../../app/feature'
import { apiMessages } from '../../core/api/api-words'
import { say } from '../../core/i18n'
import type { Scheduler } from '../../core/scheduler/scheduler'
import type { AccountContext } from '../accounts/account-context'
import { type NotificationsDeps, NotificationsService } from './notifications-service'
import type { UnreadCounts } from './unread-counts'

export function createNotificationsFeature(
  deps: NotificationsDeps & {
    scheduler: Scheduler
    /** A listed account's context, looked up when its job runs; null once it has gone. */
    contextOf: (id: string) => AccountContext | null
    /** Each account's unread count on the tray and the badge. */
    unread: UnreadCounts
  }
): Feature {
  const service = new NotificationsService({
    ...deps,
    publish: (account, view) => {
      deps.publish(account, view)
      deps.unread.set(account, view.unread)
    }
  })
  const signedIn = (account: AccountContext | null): AccountContext => {
    if (!account) throw failure({ kind: 'not-signed-in', message: say(apiMessages.notSignedInFirst) })
    return account
  }
  // Each signed-in account is asked on its own, with its own credential, failures and back-off.
  const jobs = deps.scheduler.keyed('notifications', (id) => ({
    intervalMs: () => deps.settings.get('notificationsIntervalMinutes') * 60_000,
    run: async (signal) => {
      const account = deps.contextOf(id)
      if (account) await service.refresh(account, signal)
    }
  }))
  return {
    reactions: { notificationsIntervalMinutes: () => jobs.all.reschedule() },
    handlers: {
      'notifications:list': (_request, { account }) => service.refresh(signedIn(account)),
      'notifications:mark-read': ({ keys }, { account }) => Promise.resolve(service.markRead(signedIn(account), keys)),
      'notifications:mark-unread': ({ keys }, { account }) =>
        Promise.resolve(service.markUnread(signedIn(account), keys)),
      'notifications:mark-all-read': (_request, { account }) => Promise.resolve(service.markAllRead(signedIn(account))),
      'notifications:visited': ({ keys }, { account }) => Promise.resolve(service.visited(signedIn(account), keys))
    },
    trayActions: { 'open-notifications': () => deps.navigate({ view: 'notifications' }) },
    // Nothing of the account whose session ended stays on screen or on the badge.
    onSessionEnd: (account) => service.reset(account),
    onAccountsChange: (view) => {
      jobs.sync(view.accounts.filter((account) => account.signedIn).map((account) => account.id))
      deps.unread.accountsChanged(view)
    },
    // A new session of an account that was signed in already (signing in again): asked at once, as after any sign-in.
    onSessionStart: (account) => jobs.of(account).runNow()
  }
}
