// The composition root of main: builds every service from what the host
// gives it. The Electron adapter and the e2e harness both call this, so the
// handlers under test are the handlers that ship.
import { join } from 'node:path'
import type { EventName, IpcEvents } from '../../shared/ipc'
import type { SessionChangeReason, SessionView } from '../../shared/session'
import type { SettingsView } from '../../shared/settings'
import { ApiClient, type ApiClientOptions } from '../api/api-client'
import { failure } from '../api/app-failure'
import type { Encryptor } from '../auth/encryptor'
import { SessionService } from '../auth/session-service'
import { TokenVault, type VaultFs } from '../auth/token-vault'
import { checkPlatform } from '../connection/check-platform'
import { normalizeBaseUrl } from '../connection/normalize-base-url'
import { DeepLinks } from '../deep-link/deep-links'
import { createDispatch, type Dispatch, type IpcHandlers } from '../ipc/dispatch'
import { createLogger, type Logger } from '../logging/logger'
import { externalUrlAllowed } from '../security/external-url'
import { SettingsStore } from '../settings/settings-store'
import { peopleHandlers } from '../people/people-handlers'
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

  const envUrl = readEnvBaseUrl(deps.env.PLATFORM_BASE_URL, (message) => notices.push({ level: 'warning', message }))
  const baseUrl = () => envUrl ?? settings.get('baseUrl')

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

  const settingsView = (): SettingsView => ({
    baseUrl: baseUrl(),
    baseUrlSource: envUrl ? 'env' : settings.get('baseUrl') ? 'saved' : 'none',
    theme: settings.get('theme'),
    allowWeakTokenStorage: settings.get('allowWeakTokenStorage')
  })

  const handlers: IpcHandlers = {
    'app:bootstrap': () =>
      Promise.resolve({
        settings: settingsView(),
        session: sessionService.view(),
        notices: notices.drain(),
        platform: deps.platform === 'darwin' || deps.platform === 'win32' || deps.platform === 'linux' ? deps.platform : 'other',
        version: deps.version,
        route: deepLinks.takePending()
      }),
    'settings:update': async (request) => {
      if (request.theme) settings.set('theme', request.theme)
      if (request.allowWeakTokenStorage !== undefined) {
        settings.set('allowWeakTokenStorage', request.allowWeakTokenStorage)
        await sessionService.weakStorageChanged(request.allowWeakTokenStorage)
      }
      return settingsView()
    },
    'connection:save': async ({ url }) => {
      if (envUrl)
        throw failure({ kind: 'invalid-input', message: 'The server address is set by PLATFORM_BASE_URL, so it cannot be changed here.' })
      const normalized = normalizeBaseUrl(url)
      if (!normalized.ok) throw failure(normalized.error)
      await checkPlatform(api, normalized.baseUrl)
      if (settings.get('baseUrl') !== normalized.baseUrl) await sessionService.signOut()
      settings.set('baseUrl', normalized.baseUrl)
      return settingsView()
    },
    'connection:forget': async () => {
      if (envUrl)
        throw failure({ kind: 'invalid-input', message: 'The server address is set by PLATFORM_BASE_URL, so it cannot be changed here.' })
      await sessionService.signOut()
      settings.set('baseUrl', null)
      return settingsView()
    },
    'shell:open-external': async ({ url }) => {
      const allowed = externalUrlAllowed(url)
      if (!allowed) throw failure({ kind: 'invalid-input', message: 'Only https:// links can be opened in your browser.' })
      await deps.openExternal(allowed.toString())
      return null
    },
    'session:get': () => Promise.resolve(sessionService.view()),
    'auth:sign-in': (request) => sessionService.signIn(request),
    'auth:sign-in-with-key': ({ apiKey, remember }) => sessionService.signInWithKey(apiKey, remember),
    'auth:sign-out': () => sessionService.signOut(),
    'auth:token-info': () => sessionService.tokenInfo(),
    ...peopleHandlers({ api, fetch: deps.fetch ?? globalThis.fetch })
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
    },
    dispose: async () => {
      listeners.clear()
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    }
  }
}

function readEnvBaseUrl(raw: string | undefined, warn: (message: string) => void): string | null {
  if (!raw?.trim()) return null
  const normalized = normalizeBaseUrl(raw)
  if (normalized.ok) return normalized.baseUrl
  warn(`PLATFORM_BASE_URL was ignored: ${normalized.error.message}`)
  return null
}
