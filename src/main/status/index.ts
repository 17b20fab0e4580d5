// Platform status as a feature: the checking service, its job on the one
// scheduler, OS notifications for changes, its IPC slice and the tray's
// "Check now".
import type { StatusSnapshot } from '@shared/status'

import type { ApiClient } from '../api/api-client'
import { AppFailure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { Feature } from '../app/feature'
import type { OsSurfaces } from '../os/os-surfaces'
import type { JobControl, Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { clampLimit } from './platform-updates-limit'
import { notificationsFor } from './status-changes'
import { StatusService } from './status-service'
import { noUpdatesPublished } from './status-words'

export interface StatusFeatureDeps {
  api: ApiClient
  scheduler: Scheduler
  settings: SettingsStore
  signedIn: () => boolean
  now: () => number
  os: Pick<OsSurfaces, 'notify'>
  /** Every new snapshot: to the renderer and the tray. */
  publish: (snapshot: StatusSnapshot) => void
  /** An OS notification was clicked: show the Status view. */
  openStatus: () => void
}

export interface StatusFeature extends Feature {
  /** Rescheduled when its interval changes, run at once when the watched services do (settings-reactions.ts). */
  job: JobControl
}

export function createStatusFeature(deps: StatusFeatureDeps): StatusFeature {
  const service = new StatusService({
    api: deps.api,
    extraIds: () => deps.settings.get('watchedServices'),
    signedIn: deps.signedIn,
    now: deps.now,
    onSnapshot: deps.publish,
    onChanges: (changes) => {
      if (!deps.settings.get('statusNotifications')) return
      for (const notification of notificationsFor(changes, deps.now())) deps.os.notify(notification, deps.openStatus)
    }
  })
  const job = deps.scheduler.add({
    id: 'status',
    intervalMs: () => deps.settings.get('statusIntervalMinutes') * 60_000,
    run: (signal) => service.check(signal)
  })
  return {
    job,
    handlers: {
      'status:get': () => Promise.resolve(service.snapshot()),
      'status:check-now': () => {
        job.runNow()
        return Promise.resolve(service.snapshot())
      },
      'status:platform-updates': async ({ limit }) => {
        const clamped = clampLimit(limit)
        try {
          return (await deps.api.get(apiPath('listUpdatesWithLimit', { limit: clamped }), { auth: 'optional', read: ['platformUpdates', clamped] })).body
        } catch (error) {
          if (error instanceof AppFailure && error.appError.kind === 'not-found') throw new AppFailure({ ...error.appError, message: noUpdatesPublished() })
          throw error
        }
      }
    },
    trayActions: { 'check-now': () => job.runNow() },
    menuCommands: { 'status:check-now': () => job.runNow() },
    // The old server's services are not the new one's, and the new one's are wanted now, not at the next interval
    // (a first-run connection would otherwise show "No services to show yet" for minutes). A no-op before the scheduler starts.
    onServerChange: () => {
      service.reset()
      job.runNow()
    }
  }
}
