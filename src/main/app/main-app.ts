// The composition root of main: builds every service from what the host
// gives it and composes the features' IPC slices. The Electron adapter and
// the e2e harness both call this, so the handlers under test are the
// handlers that ship. Feature logic lives in the feature folders.
import { join } from 'node:path'
import type { EventName, IpcEvents } from '../../shared/ipc'
import { ApiClient, type ApiClientOptions } from '../api/api-client'
import { accountHandlers } from '../account/account-handlers'
import { authHandlers } from '../auth/auth-handlers'
import type { Encryptor } from '../auth/encryptor'
import { SessionService } from '../auth/session-service'
import { TokenVault, type VaultFs } from '../auth/token-vault'
import { connectionHandlers, serverAddress } from '../connection/connection-handlers'
import { DeepLinks } from '../deep-link/deep-links'
import { diagnosticsDeps, diagnosticsHandlers, exportDiagnostics } from '../diagnostics/diagnostics-handlers'
import { createDispatch, type Dispatch, type IpcHandlers } from '../ipc/dispatch'
import { createLogger, type Logger } from '../logging/logger'
import { quietSurfaces, type OsSurfaces, type PowerEvent } from '../os/os-surfaces'
import { peopleHandlers } from '../people/people-handlers'
import type { Clock } from '../scheduler/clock'
import { Scheduler } from '../scheduler/scheduler'
import { searchFeature } from '../search/search-feature'
import { settingsHandlers, settingsView } from '../settings/settings-handlers'
import { SettingsStore, type OpenStore } from '../settings/settings-store'
import type { TrayAction } from '../tray/tray-model'
import { TrayPresenter } from '../tray/tray-presenter'
import type { UpdaterPort } from '../updates/update-service'
import { appHandlers } from './app-handlers'
import { backgroundFeatures } from './background'
import { NoticeQueue } from './notices'

export interface MainAppDeps {
  userDataDir: string
  env: Record<string, string | undefined>
  encryptor: Encryptor
  openExternal: (url: string) => Promise<void>
  platform: string
  version: string
  fetch?: typeof fetch
  http?: Pick<ApiClientOptions, 'timeoutMs' | 'maxRetries' | 'retryDelayMs'>
  now?: () => number
  /** Time for the background jobs; a fake one in tests. */
  clock?: Clock
  /** Notifications, tray, badge, login item; quiet stand-ins when absent. */
  os?: Partial<OsSurfaces>
  /** How the settings file is opened: electron-store in the app, conf elsewhere. */
  openSettings?: OpenStore
  /** The file system under the vault; tests inject OS faults (EBUSY, EPERM…) here. */
  vaultFs?: VaultFs
  /** electron-updater in a packaged app, a fake in tests, none (null) in development. */
  createUpdater?: (logger: Logger) => Promise<UpdaterPort | null> | UpdaterPort | null
}

export type EventListener = <E extends EventName>(event: E, payload: IpcEvents[E]) => void

export interface MainApp {
  dispatch: Dispatch
  handlers: IpcHandlers
  onEvent(listener: EventListener): () => void
  emit<E extends EventName>(event: E, payload: IpcEvents[E]): void
  settings: SettingsStore
  session: SessionService
  scheduler: Scheduler
  logger: Logger
  /** Starts the background jobs; the host calls it once the window is up. */
  startBackground(): void
  /** Suspend, resume, screen lock and unlock from the OS. */
  powerEvent(event: PowerEvent): void
  /** A tray menu item the main app handles (the host handles "open" and "quit"). */
  trayAction(action: TrayAction): Promise<void>
  /** Help → Export diagnostics… */
  exportDiagnostics(): Promise<{ saved: boolean; path: string | null }>
  /** A platform-desktop:// link from the OS; false when it was refused. */
  openDeepLink(raw: unknown): boolean
  /** The window closed (the app lives on): what main says now waits for the next window's bootstrap. */
  rendererClosed(): void
  dispose(): Promise<void>
}

export async function createMainApp(deps: MainAppDeps): Promise<MainApp> {
  const { logger, secrets, fileProblem } = await createLogger({ dir: join(deps.userDataDir, 'logs') })
  const now = deps.now ?? deps.clock?.now.bind(deps.clock) ?? Date.now
  const os: OsSurfaces = { ...quietSurfaces, ...deps.os }

  const listeners = new Set<EventListener>()
  const emit = <E extends EventName>(event: E, payload: IpcEvents[E]) => {
    for (const listener of listeners) listener(event, payload)
  }
  const notices = new NoticeQueue((notice) => emit('notice', notice))
  if (fileProblem)
    notices.push({ level: 'warning', message: `Platform Desktop cannot write its log file (${fileProblem}), so problems are not recorded this time. Check the logs folder in the app’s data folder.` })
  const deepLinks = new DeepLinks((route) => emit('navigate', { route }), logger)

  const settings = new SettingsStore(
    deps.userDataDir,
    (movedTo, kept) => {
      logger.warn({ movedTo, kept }, 'settings file was unreadable and was moved aside')
      notices.push({
        level: 'warning',
        message: `Your settings file could not be read${kept > 0 ? `, so Platform Desktop kept the ${kept} setting${kept === 1 ? '' : 's'} it could and reset the rest` : ', so Platform Desktop started with default settings'}. The old file was kept as ${movedTo}.`
      })
    },
    deps.openSettings
  )
  const address = serverAddress(deps.env.PLATFORM_BASE_URL, settings, (message) => notices.push({ level: 'warning', message }))
  const baseUrl = () => address.baseUrl()

  let session: SessionService | null = null
  // Built after the session (they need it); the session's change handler may run before.
  let background: ReturnType<typeof backgroundFeatures> | null = null
  const api = new ApiClient({
    baseUrl,
    sessionToken: () => session?.token() ?? null,
    onUnauthorized: (token) => session?.handleUnauthorized(token),
    scrub: (text) => secrets.scrub(text),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...deps.http
  })
  const scheduler = new Scheduler({ ...(deps.clock ? { clock: deps.clock } : {}), logger })
  const tray = new TrayPresenter(deps.platform, (model) => os.renderTray(model))
  session = new SessionService({
    api,
    vault: new TokenVault(deps.userDataDir, deps.encryptor, { ...(deps.vaultFs ? { fs: deps.vaultFs } : {}), now }),
    baseUrl,
    allowWeakStorage: () => settings.get('allowWeakTokenStorage'),
    secrets,
    notify: (notice) => notices.push(notice),
    onChange: (view, reason) => {
      emit('session:changed', { session: view, reason })
      if (!view.signedIn) background?.sessionEnded()
      scheduler.setSignedIn(view.signedIn)
      tray.update({ signedIn: view.signedIn })
    },
    logger,
    now
  })
  const sessionService = session
  await sessionService.restore()
  tray.update({ signedIn: sessionService.view().signedIn })

  const search = searchFeature({ api, settings, secrets })
  background = backgroundFeatures({
    api,
    scheduler,
    settings,
    session: () => sessionService.view(),
    baseUrl,
    os,
    tray,
    now,
    scrub: (text) => secrets.scrub(text),
    updater: (await deps.createUpdater?.(logger)) ?? null,
    emit
  })
  const jobs = background
  const view = () => settingsView(settings, address, deps.platform)
  const diagnostics = diagnosticsDeps({
    appVersion: deps.version,
    logsDir: join(deps.userDataDir, 'logs'),
    settings,
    session: () => sessionService.view(),
    scheduler,
    scrub: (text) => secrets.scrub(text),
    now,
    chooseSavePath: (name) => os.chooseSavePath(name)
  })

  const handlers: IpcHandlers = {
    ...appHandlers({
      bootstrap: () => ({ settings: view(), session: sessionService.view(), notices: notices.drain(), route: deepLinks.takePending() }),
      platform: deps.platform,
      version: deps.version,
      openExternal: deps.openExternal
    }),
    ...settingsHandlers(settings, view, {
      allowWeakTokenStorage: (allowed) => sessionService.weakStorageChanged(allowed),
      recentSearchesEnabled: (enabled) => search.enabledChanged(enabled),
      ...jobs.reactions,
      launchAtLogin: (enabled) => os.setLaunchAtLogin(enabled, settings.get('startHidden')),
      startHidden: (hidden) => (settings.get('launchAtLogin') ? os.setLaunchAtLogin(true, hidden) : undefined)
    }),
    ...connectionHandlers({ address, settings, api, session: sessionService, view, serverChanged: jobs.serverChanged }),
    ...authHandlers(sessionService),
    ...peopleHandlers({ api, fetch: deps.fetch ?? globalThis.fetch }),
    ...search.handlers,
    ...accountHandlers({ api, secrets, baseUrl }),
    ...jobs.handlers,
    ...diagnosticsHandlers(diagnostics, (message) => notices.push(message))
  }

  return {
    dispatch: createDispatch(handlers, logger, secrets),
    handlers,
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit,
    settings,
    session: sessionService,
    scheduler,
    logger,
    startBackground: () => scheduler.start(sessionService.view().signedIn),
    powerEvent: (event) => scheduler.powerEvent(event),
    trayAction: async (action) => {
      await jobs.trayAction(action, () => sessionService.signOut())
    },
    exportDiagnostics: () => exportDiagnostics(diagnostics, (message) => notices.push(message)),
    openDeepLink: (raw) => deepLinks.open(raw),
    rendererClosed: () => {
      notices.pause()
      deepLinks.pause()
      search.service.cancelAll()
    },
    dispose: async () => {
      scheduler.stop()
      listeners.clear()
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    }
  }
}
