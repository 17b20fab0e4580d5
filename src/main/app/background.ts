// The features that live in the background — platform status, notifications,
// the last-seen ping and updates — built together because they share the
// scheduler, the tray and the OS surfaces. main-app.ts composes the result.
import type { EventName, IpcEvents } from '@shared/ipc'
import type { SessionView } from '@shared/session'

import type { ApiClient } from '../api/api-client'
import { updateHandlers } from '../app-update/update-handlers'
import { type UpdaterPort, UpdateService, updateTrayLine } from '../app-update/update-service'
import type { IpcHandlers } from '../ipc/dispatch'
import { NotificationsFeature } from '../notifications/notifications-feature'
import type { OsSurfaces } from '../os/os-surfaces'
import { pingFeature } from '../ping/ping-feature'
import type { Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { statusFeature } from '../status/status-feature'
import type { TrayAction } from '../tray/tray-model'
import type { TrayPresenter } from '../tray/tray-presenter'

export interface BackgroundDeps {
  api: ApiClient
  scheduler: Scheduler
  settings: SettingsStore
  session: () => SessionView
  baseUrl: () => string | null
  os: OsSurfaces
  tray: TrayPresenter
  now: () => number
  scrub: (text: string) => string
  updater: UpdaterPort | null
  emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => void
}

export function backgroundFeatures(deps: BackgroundDeps) {
  const { api, scheduler, settings, os, tray, now, emit } = deps
  const status = statusFeature({
    api,
    scheduler,
    settings,
    signedIn: () => deps.session().signedIn,
    now,
    os,
    publish: (snapshot) => {
      emit('status:changed', snapshot)
      tray.status(snapshot)
    },
    openStatus: () => emit('navigate', { route: { view: 'status' } })
  })
  const notifications = new NotificationsFeature({
    api,
    scheduler,
    settings,
    session: deps.session,
    baseUrl: deps.baseUrl,
    os,
    now,
    publish: (list) => {
      emit('notifications:changed', list)
      tray.update({ unread: list.unread })
    },
    navigate: (route) => emit('navigate', { route })
  })
  const ping = pingFeature({ api, scheduler, settings, now, publish: (state) => emit('ping:changed', state) })
  const updates = new UpdateService({
    updater: deps.updater,
    scheduler,
    mode: () => settings.get('updateMode'),
    now,
    scrub: deps.scrub,
    publish: (state) => {
      emit('app-update:changed', state)
      tray.update({ update: updateTrayLine(state) })
    }
  })

  const handlers: Pick<
    IpcHandlers,
    | keyof typeof status.handlers
    | keyof typeof notifications.handlers
    | keyof typeof ping.handlers
    | 'app-update:get'
    | 'app-update:check'
    | 'app-update:download'
    | 'app-update:restart'
  > = {
    ...status.handlers,
    ...notifications.handlers,
    ...ping.handlers,
    ...updateHandlers(updates)
  }
  return {
    handlers,
    /** What settings-reactions.ts acts on when an interval, the watched services or the update mode change. */
    jobs: { status: status.job, notifications: notifications.job, ping: ping.job },
    updates,
    /** What the tray menu asks for; "open" and "quit" are the host's. */
    trayAction(action: TrayAction, signOut: () => Promise<unknown>): Promise<unknown> {
      if (action === 'check-now') status.job.runNow()
      else if (action === 'sign-out') return signOut()
      else if (action === 'open-notifications') emit('navigate', { route: { view: 'notifications' } })
      else if (action === 'restart-to-update') updates.restart()
      return Promise.resolve()
    },
    /** Nothing of the old account stays on screen or on the badge. */
    sessionEnded(): void {
      notifications.reset()
      ping.reset()
    },
    serverChanged: () => status.service.reset()
  }
}
