// The features that live on the scheduler — platform status, notifications,
// the last-seen ping and the app update — built together because they share
// the scheduler, the tray and the OS surfaces, and publish the same way: an
// event to the page and a line on the tray. main-app.ts composes them with
// the rest.
import type { EventName, IpcEvents } from '@shared/ipc'
import type { Notice } from '@shared/notice'
import type { Route } from '@shared/routes'
import { serverHost } from '@shared/server-host'

import type { Reachability } from '../core/connectivity/reachability'
import type { Clock } from '../core/scheduler/clock'
import type { Scheduler } from '../core/scheduler/scheduler'
import type { OsSurfaces } from '../desktop/os/os-surfaces'
import type { TrayPresenter } from '../desktop/tray/tray-presenter'
import type { Accounts } from '../features/accounts/accounts'
import { createAppUpdateFeature } from '../features/app-update'
import { progressReporter } from '../features/app-update/update-progress'
import { type UpdaterPort, updateTrayLine } from '../features/app-update/update-service'
import { createNotificationsFeature } from '../features/notifications'
import { labelOf, unreadCounts } from '../features/notifications/unread-counts'
import { createPingFeature } from '../features/ping'
import type { SettingsStore } from '../features/settings/settings-store'
import { createStatusFeature } from '../features/status'
import type { HistoryFile } from '../features/status/status-history-file'

export interface BackgroundDeps {
  scheduler: Scheduler
  clock: Clock
  /** Whether each server can be reached (connectivity/reachability.ts). */
  reach: Reachability
  settings: SettingsStore
  /** Each account's context by id, the one on screen, the list, and switching (src/main/features/accounts/). */
  accounts: Pick<Accounts, 'context' | 'serverContext' | 'baseUrl' | 'activeId' | 'list' | 'switchTo' | 'showServer'>
  os: OsSurfaces
  tray: TrayPresenter
  now: () => number
  scrub: (text: string) => string
  /** Makes the auto-updater once the app-update feature starts (null: updates are off). */
  updater: () => Promise<UpdaterPort | null>
  /** The running version (Help → Check for updates… says it). */
  version: string
  tell: (notice: Omit<Notice, 'id'>) => void
  emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => void
  /** The count of platform updates the account on screen has not seen, for the Go menu. */
  showUnseenUpdates: (unseen: number) => void
  /** Where the status history is kept. */
  statusHistory?: HistoryFile
}

export function backgroundFeatures(deps: BackgroundDeps) {
  const { scheduler, settings, os, tray, now, emit } = deps
  const navigate = (route: Route) => emit('navigate', { route })
  const { accounts } = deps
  const signedIn = () => accounts.list().accounts.filter((account) => account.signedIn)
  const updateProgress = progressReporter((fraction) => os.setProgress(fraction))
  return {
    status: createStatusFeature({
      scheduler,
      clock: deps.clock,
      reach: deps.reach,
      settings,
      now,
      os,
      shownServer: () => accounts.baseUrl(),
      // As the first account on the server still listed (signed-in ones first), else as the server alone.
      checkAs: (server, on) =>
        on.map((id) => accounts.context(id)).find((account) => account !== null) ?? accounts.serverContext(server),
      contextOf: (id) => accounts.context(id),
      // Each server's status goes to every account on it (before any account: to the page as no account's).
      publish: (server, snapshot, onServer) => {
        for (const account of onServer.length > 0 ? onServer : [null])
          emit('status:changed', { account, data: snapshot })
        tray.status(serverHost(server, server), snapshot)
      },
      open: (server, view) => {
        accounts.showServer(serverHost(server, '').toLowerCase())
        navigate({ view })
      },
      watching: (servers) => tray.keepServers(servers.map((server) => serverHost(server, server))),
      publishUnseen: (account, unseen) => emit('status:updates-changed', { account, data: { unseen } }),
      showUnseen: deps.showUnseenUpdates,
      ...(deps.statusHistory ? { historyFile: deps.statusHistory } : {})
    }),
    notifications: createNotificationsFeature({
      scheduler,
      settings,
      contextOf: (id) => accounts.context(id),
      os,
      now,
      publish: (account, list) => emit('notifications:changed', { account, data: list }),
      unread: unreadCounts({ tray, os, accounts: () => accounts.list() }),
      accountName: (id) => {
        if (signedIn().length < 2) return null
        const account = accounts.list().accounts.find((each) => each.id === id)
        return account ? labelOf(account) : null
      },
      openAs: (account, route) => {
        if (accounts.activeId() !== account) accounts.switchTo(account)
        navigate(route)
      },
      navigate
    }),
    ping: createPingFeature({
      scheduler,
      settings,
      now,
      contextOf: (id) => accounts.context(id),
      publish: (account, state) => emit('ping:changed', { account, data: state })
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
