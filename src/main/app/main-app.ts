// The composition root of main: builds every service from what the host
// gives it. The Electron adapter and the e2e harness both call this, so the
// handlers under test are the handlers that ship.
import { join } from 'node:path'
import type { EventName, IpcEvents } from '../../shared/ipc'
import type { SessionChangeReason, SessionView } from '../../shared/session'
import { ApiClient, type ApiClientOptions } from '../api/api-client'
import { failure } from '../api/app-failure'
import type { Encryptor } from '../auth/encryptor'
import { SessionService } from '../auth/session-service'
import { TokenVault, type VaultFs } from '../auth/token-vault'
import { authHandlers } from '../auth/auth-handlers'
import { connectionHandlers, serverAddress } from '../connection/connection-handlers'
import { DeepLinks } from '../deep-link/deep-links'
import { createDispatch, type Dispatch, type IpcHandlers } from '../ipc/dispatch'
import { createLogger, type Logger } from '../logging/logger'
import { externalUrlAllowed } from '../security/external-url'
import { peopleHandlers } from '../people/people-handlers'
import { RecentSearches } from '../search/recent-searches'
import { searchHandlers } from '../search/search-handlers'
import { SearchService } from '../search/search-service'
import { settingsHandlers, settingsView } from '../settings/settings-handlers'
import { SettingsStore } from '../settings/settings-store'
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
  /** The file system under the vault; tests inject OS faults (EBUSY, EPERM…) here. */
  vaultFs?: VaultFs
}

export type EventListener = <E extends EventName>(event: E, payload: IpcEvents[E]) => void

export interface MainApp {
  dispatch: Dispatch
  handlers: IpcHandlers
  onEvent(listener: EventListener): () => void
  emit<E extends EventName>(event: E, payload: IpcEvents[E]): void
  settings: SettingsStore
  session: SessionService
  logger: Logger
  /** A platform-desktop:// link from the OS; false when it was refused. */
  openDeepLink(raw: unknown): boolean
  /** The window closed (the app lives on): what main says now waits for the next window's bootstrap. */
  rendererClosed(): void
  dispose(): Promise<void>
}

export async function createMainApp(deps: MainAppDeps): Promise<MainApp> {
  const { logger, secrets } = createLogger({ file: join(deps.userDataDir, 'logs', 'main.log') })

  const listeners = new Set<EventListener>()
  const emit = <E extends EventName>(event: E, payload: IpcEvents[E]) => {
    for (const listener of listeners) listener(event, payload)
  }
  const notices = new NoticeQueue((notice) => emit('notice', notice))
  const deepLinks = new DeepLinks((route) => emit('navigate', { route }), logger)

  const settings = new SettingsStore(deps.userDataDir, (movedTo) => {
    logger.warn({ movedTo }, 'settings file was unreadable and was moved aside')
    notices.push({
      level: 'warning',
      message: `Your settings file could not be read, so Platform Desktop started with default settings. The old file was kept as ${movedTo}.`
    })
  })

  const address = serverAddress(deps.env.PLATFORM_BASE_URL, settings, (message) => notices.push({ level: 'warning', message }))
  const baseUrl = () => address.baseUrl()

  let session: SessionService | null = null
  const api = new ApiClient({
    baseUrl,
    sessionToken: () => session?.token() ?? null,
    onUnauthorized: (token) => session?.handleUnauthorized(token),
    scrub: (text) => secrets.scrub(text),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...deps.http
  })
  session = new SessionService({
    api,
    vault: new TokenVault(deps.userDataDir, deps.encryptor, { ...(deps.vaultFs ? { fs: deps.vaultFs } : {}), ...(deps.now ? { now: deps.now } : {}) }),
    baseUrl,
    allowWeakStorage: () => settings.get('allowWeakTokenStorage'),
    secrets,
    notify: (notice) => notices.push(notice),
    onChange: (view: SessionView, reason: SessionChangeReason) => emit('session:changed', { session: view, reason }),
    logger,
    ...(deps.now ? { now: deps.now } : {})
  })
  const sessionService = session
  await sessionService.restore()

  const recent = new RecentSearches(
    {
      get: () => settings.get('recentSearches'),
      set: (list) => settings.set('recentSearches', list),
      enabled: () => settings.get('recentSearchesEnabled')
    },
    (text) => secrets.contains(text)
  )
  const search = new SearchService(api, recent)
  const view = () => settingsView(settings, address)

  const handlers: IpcHandlers = {
    'app:bootstrap': () =>
      Promise.resolve({
        settings: view(),
        session: sessionService.view(),
        notices: notices.drain(),
        platform: deps.platform === 'darwin' || deps.platform === 'win32' || deps.platform === 'linux' ? deps.platform : 'other',
        version: deps.version,
        route: deepLinks.takePending()
      }),
    'shell:open-external': async ({ url }) => {
      const allowed = externalUrlAllowed(url)
      if (!allowed) throw failure({ kind: 'invalid-input', message: 'Only https:// links can be opened in your browser.' })
      await deps.openExternal(allowed.toString())
      return null
    },
    ...settingsHandlers(settings, address, {
      weakStorageChanged: (allowed) => sessionService.weakStorageChanged(allowed),
      recentSearchesChanged: (enabled) => {
        if (!enabled) recent.clear()
      }
    }),
    ...connectionHandlers({ address, settings, api, session: sessionService, view }),
    ...authHandlers(sessionService),
    ...peopleHandlers({ api, fetch: deps.fetch ?? globalThis.fetch }),
    ...searchHandlers(search, recent)
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
    logger,
    openDeepLink: (raw) => deepLinks.open(raw),
    rendererClosed: () => {
      notices.pause()
      deepLinks.pause()
      search.cancelAll()
    },
    dispose: async () => {
      listeners.clear()
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    }
  }
}
