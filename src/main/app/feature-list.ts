// Every feature of main, built from the shared services main-app.ts made,
// in one list. Adding a feature is a line here (CONTRIBUTING.md); what a
// feature does lives in its own folder.
import { join } from 'node:path'

import type { EventName, IpcEvents } from '@shared/ipc'
import type { Notice } from '@shared/notice'
import type { SettingsModel } from '@shared/settings'

import type { ApiClient } from '../core/api/api-client'
import type { Reachability } from '../core/connectivity/reachability'
import { type Logger, logsDirOf } from '../core/logging/logger'
import type { SecretRegistry } from '../core/logging/secret-registry'
import { systemClock } from '../core/scheduler/clock'
import type { Scheduler } from '../core/scheduler/scheduler'
import type { DeepLinks } from '../desktop/deep-link/deep-links'
import type { OsSurfaces } from '../desktop/os/os-surfaces'
import { relaunchOptions } from '../desktop/os/relaunch'
import type { TrayPresenter } from '../desktop/tray/tray-presenter'
import { createAccountInfoFeature } from '../features/account-info'
import { createAccountsFeature } from '../features/accounts'
import type { AccountContext } from '../features/accounts/account-context'
import type { Accounts } from '../features/accounts/accounts'
import type { UpdaterPort } from '../features/app-update/update-service'
import { createConnectionFeature } from '../features/connection'
import type { serverAddress } from '../features/connection/server-address'
import { serverChecks } from '../features/connection/server-checks'
import { createContextMenuFeature } from '../features/context-menu'
import { createDiagnosticsFeature } from '../features/diagnostics'
import { createOfflineCacheFeature } from '../features/offline-cache'
import { OfflineCache } from '../features/offline-cache/offline-cache'
import { createPeopleFeature } from '../features/people'
import { createProxyFeature } from '../features/proxy'
import { createSearchFeature } from '../features/search'
import { createSessionFeature } from '../features/session'
import { createSettingsFeature } from '../features/settings'
import type { ScopedPrefs, SettingsStore } from '../features/settings/settings-store'
import { HISTORY_FILE, historyFile } from '../features/status/status-history-file'
import { backgroundFeatures } from './background'
import type { EarlyFeatures } from './early-features'
import { type ComposedFeatures, composeFeatures } from './feature'
import type { MainAppDeps } from './main-app-types'
import type { NoticeQueue } from './notices'
import { type ReactionTargets, settingsReactions } from './settings-reactions'

/** The services every feature may draw on. */
export interface FeatureContext {
  deps: MainAppDeps
  /** Makes the auto-updater, once (deps.createUpdater); null when updates are off. */
  updater: () => Promise<UpdaterPort | null>
  api: ApiClient
  /** Whether each server can be reached, from every request the client makes. */
  reach: Reachability
  scheduler: Scheduler
  settings: SettingsStore
  address: ReturnType<typeof serverAddress>
  accounts: Accounts
  secrets: SecretRegistry
  logger: Logger
  os: OsSurfaces
  tray: TrayPresenter
  notices: NoticeQueue
  deepLinks: DeepLinks
  now: () => number
  /** Settings as the page sees them, for an account (else the one on screen). */
  view: (account?: AccountContext | null) => SettingsModel
  prefsOf: (account: AccountContext | null) => ScopedPrefs
  language: ReactionTargets['language']
  emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => void
  /** The Go menu's count of platform updates the account on screen has not seen. */
  showUnseenUpdates: (unseen: number) => void
  /** Built as main starts, for the page's first question (early-features.ts); composed here with the rest. */
  early: EarlyFeatures
}

export function mainFeatures(ctx: FeatureContext) {
  const { deps, api, settings, address, accounts, secrets, os, notices, view, emit } = ctx
  const scrub = (text: string) => secrets.scrub(text)
  const tell = (notice: Omit<Notice, 'id'>) => notices.push(notice)
  /** The server a call without an account is for: where a first sign-in goes (null: none chosen yet). */
  const serverOf = (account: AccountContext | null) => {
    if (account) return account
    const shown = address.baseUrl()
    return shown === null ? null : accounts.serverContext(shown)
  }
  // The last answers of the views, per account: sealed on disk only for a remembered sign-in (issue 38).
  const offlineCache = new OfflineCache({
    dir: deps.userDataDir,
    encryptor: deps.encryptor,
    remembered: (id) => {
      const session = accounts.context(id)?.session.view()
      return session?.signedIn === true && session.persistence !== 'memory'
    },
    warn: (message) => ctx.logger.warn(message)
  })
  const offline = createOfflineCacheFeature({
    cache: offlineCache,
    accountIds: () => accounts.list().accounts.map((account) => account.id),
    confirm: (request) => os.confirm(request),
    version: deps.version
  })
  const search = createSearchFeature({ serverOf, settings, secrets })
  const clock = deps.clock ?? systemClock
  const { status, notifications, ping, appUpdate } = backgroundFeatures({
    scheduler: ctx.scheduler,
    clock,
    reach: ctx.reach,
    settings,
    accounts,
    os,
    tray: ctx.tray,
    now: ctx.now,
    scrub,
    updater: ctx.updater,
    version: deps.version,
    tell,
    // What the background checks push (status, notifications) is kept too: a view fed by pushes never asks.
    emit: (event, payload) => {
      offline.recordEvent(event, payload)
      emit(event, payload)
    },
    showUnseenUpdates: ctx.showUnseenUpdates,
    statusHistory: historyFile(join(deps.userDataDir, HISTORY_FILE), clock, (message) => ctx.logger.warn(message))
  })
  const contextMenu = createContextMenuFeature({
    os,
    openExternal: deps.openExternal,
    navigate: (route) => emit('navigate', { route }),
    logger: ctx.logger
  })
  const proxy = createProxyFeature({ ask: (request) => emit('proxy:login-required', request), secrets })
  const diagnostics = createDiagnosticsFeature({
    appVersion: deps.version,
    logsDir: logsDirOf(deps.userDataDir),
    // Electron's own default when the host names none (electron/electron shell/common/electron_paths.cc, DIR_CRASH_DUMPS).
    crashDumpsDir: deps.crashDumpsDir ?? join(deps.userDataDir, 'Crashpad'),
    logger: ctx.logger,
    settings,
    shownPrefs: () => ctx.prefsOf(accounts.activeContext()),
    otherAccounts: () => accounts.othersThanShown(),
    session: () => accounts.activeView(),
    scheduler: ctx.scheduler,
    scrub,
    now: ctx.now,
    chooseSavePath: (name) => os.chooseSavePath(name),
    showInFolder: (path) => os.showInFolder(path),
    tell
  })
  const { app, navigation } = ctx.early
  // First run's check and Add account's are one per window, and one Cancel stops either.
  const checks = serverChecks(api)
  const composed: ComposedFeatures = composeFeatures([
    app,
    createSettingsFeature({ settings, prefsOf: ctx.prefsOf, view, reactions: () => composed.reactions }),
    { handlers: {}, reactions: settingsReactions({ settings, updates: appUpdate, language: ctx.language, os }) },
    createConnectionFeature({
      address,
      settings,
      checks,
      accounts,
      view,
      serverChanged: () => composed.serverChanged(),
      confirm: (request) => os.confirm(request)
    }),
    // Not the arguments this run had: a deep link or the autostart's flag must not come back (relaunch.ts).
    createSessionFeature({
      accounts,
      relaunch: () => os.relaunch(relaunchOptions(deps.env, deps.noSandbox ?? false)),
      logger: ctx.logger
    }),
    createAccountsFeature({ accounts, checks, confirm: (request) => os.confirm(request) }),
    navigation,
    createPeopleFeature({
      serverOf,
      fetch: deps.fetch ?? globalThis.fetch,
      otherSites: () => settings.get('loadRemotePictures')
    }),
    search,
    createAccountInfoFeature({ secrets }),
    status,
    notifications,
    ping,
    appUpdate,
    diagnostics,
    proxy,
    contextMenu,
    offline
  ])
  // Each answer on the views it keeps is recorded on its way to the window.
  composed.handlers = offline.record(composed.handlers)
  return { composed, proxy, contextMenu, appUpdate, offlineCache }
}
