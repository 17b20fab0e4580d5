// The features that live on the scheduler — platform status, notifications,
// the last-seen ping and the app update — built together because they share
// the scheduler, the tray and the OS surfaces, and publish the same way: an
// event to the page and a line on the tray. main-app.ts composes them with
// the rest.
import type { EventName, IpcEvents } from '@shared/ipc'
import type { Notice } from '@shared/notice'
import type { Route } from '@shared/routes'
import type { SessionView } from '@shared/session'

import type { ApiClient } from '../api/api-client'
import { createAppUpdateFeature } from '../app-update'
import { progressReporter } from '../app-update/update-progress'
import { type UpdaterPort, updateTrayLine } from '../app-update/update-service'
import { createNotificationsFeature } from '../notifications'
import type { OsSurfaces } from '../os/os-surfaces'
import { createPingFeature } from '../ping'
import type { Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { createStatusFeature } from '../status'
import type { TrayPresenter } from '../tray/tray-presenter'

export interface BackgroundDeps {
  api: ApiClient
  scheduler: Scheduler
  settings: SettingsStore
  session: () => SessionView
  baseUrl: () => string | null
  /** The account the work under way is for, and the one on screen (src/main/accounts/). */
  accounts: { currentId: () => string | null; activeId: () => string | null }
  os: OsSurfaces
  tray: TrayPresenter
  now: () => number
  scrub: (text: string) => string
  updater: UpdaterPort | null
  /** The running version (Help → Check for updates… says it). */
  version: string
  tell: (notice: Omit<Notice, 'id'>) => void
  emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => void
}

export function backgroundFeatures(deps: BackgroundDeps) {
  const { api, scheduler, settings, os, tray, now, emit } = deps
  const navigate = (route: Route) => emit('navigate', { route })
  const updateProgress = progressReporter((fraction) => os.setProgress(fraction))
  return {
    status: createStatusFeature({
      api,
      scheduler,
      settings,
      signedIn: () => deps.session().signedIn,
      now,
      os,
      // The platform status of the server on screen.
      publish: (snapshot) => {
        emit('status:changed', { account: deps.accounts.activeId(), data: snapshot })
        tray.status(snapshot)
      },
      openStatus: () => navigate({ view: 'status' })
    }),
    notifications: createNotificationsFeature({
      api,
      scheduler,
      settings,
      session: deps.session,
      baseUrl: deps.baseUrl,
      accountId: deps.accounts.currentId,
      os,
      now,
      publish: (list) => {
        const account = deps.accounts.currentId()
        emit('notifications:changed', { account, data: list })
        if (account !== deps.accounts.activeId()) return
        tray.update({ unread: list.unread })
        os.setBadgeCount(list.unread)
      },
      navigate
    }),
    ping: createPingFeature({
      api,
      scheduler,
      settings,
      now,
      accountId: deps.accounts.currentId,
      publish: (state) => emit('ping:changed', { account: deps.accounts.currentId(), data: state })
    }),
    appUpdate: createAppUpdateFeature({
      updater: deps.updater,
      scheduler,
      mode: () => settings.get('updateMode'),
      now,
      scrub: deps.scrub,
      currentVersion: deps.version,
      tell: deps.tell,
      publish: (state) => {
        emit('app-update:changed', state)
        tray.update({ update: updateTrayLine(state) })
        updateProgress(state)
      }
    })
  }
}
