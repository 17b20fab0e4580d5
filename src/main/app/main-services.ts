// The first steps of main's composition root (main-app.ts): the log, the OS
// surfaces, the events to the page, the desktop state, the settings with the
// person's language, and the shared services the accounts and the features
// are built on. Each step takes what the ones before it made.
import { defineMessages } from '@shared/i18n/messages'
import type { EventName, IpcEvents } from '@shared/ipc'

import { ApiClient } from '../core/api/api-client'
import { BodyReader } from '../core/body/body-reader'
import { Reachability } from '../core/connectivity/reachability'
import { AppLanguage } from '../core/i18n'
import { say } from '../core/i18n'
import { type Logger, logsDirOf, startLogger } from '../core/logging/logger'
import type { SecretRegistry } from '../core/logging/secret-registry'
import { Scheduler } from '../core/scheduler/scheduler'
import { appMenuPresenter } from '../desktop/menu'
import { DesktopState } from '../desktop/os/desktop-state'
import { limitNotifications } from '../desktop/os/notification-limit'
import { type OsSurfaces, quietSurfaces } from '../desktop/os/os-surfaces'
import { plainTextSurfaces } from '../desktop/os/os-text'
import { TrayPresenter } from '../desktop/tray/tray-presenter'
import type { UpdaterPort } from '../features/app-update/update-service'
import { type ServerAddress, serverAddress } from '../features/connection/server-address'
import { SettingsStore } from '../features/settings/settings-store'
import { startupNotices } from './app-notices'
import type { EventListener, MainAppDeps } from './main-app-types'
import type { NoticeQueue } from './notices'
import { appReaders } from './readers'

const m = defineMessages({
  fileReset: {
    id: 'settings.file.reset',
    defaultMessage:
      'Your settings file could not be read, so Platform Desktop {kept, plural, =0 {started with default settings} one {kept the # setting it could and reset the rest} other {kept the # settings it could and reset the rest}}. The old file was kept as {movedTo}.',
    description:
      'A notice at start when the settings file was unreadable; {kept} is how many settings were kept, {movedTo} the path the old file was moved to.'
  }
})

export type Emit = <E extends EventName>(event: E, payload: IpcEvents[E]) => void

/** What every later step draws on: the log, the clock, the OS and the updater being made. */
export interface Core {
  logger: Logger
  secrets: SecretRegistry
  /**
   * Opens the log file and writes what was logged before, once (after the page's first answer: main-app.ts); resolves
   * with why the file could not be used, or null.
   */
  openLog: () => Promise<string | null>
  /** Makes the auto-updater, once (deps.createUpdater); null when updates are off. */
  updater: () => Promise<UpdaterPort | null>
  now: () => number
  /** The host's surfaces, in plain text only. */
  surfaces: OsSurfaces
  /** The same, with notifications limited: what the features use. */
  os: OsSurfaces
}

export function startCore(deps: MainAppDeps): Core {
  const { logger, secrets, open: openLog } = startLogger({ dir: logsDirOf(deps.userDataDir) })
  // Made when the app-update feature starts (after the page's first answer), not now: electron-updater's chunks are
  // about 0.5 MB for main to read and compile, which the first window need not wait for (docs/performance.md).
  let made: Promise<UpdaterPort | null> | undefined
  const updater = () => (made ??= Promise.resolve(deps.createUpdater?.(logger) ?? null))
  const now = deps.now ?? deps.clock?.now.bind(deps.clock) ?? Date.now
  // Platform text reaches the OS only as plain text (os-text.ts): no bidi override can reorder a menu or a notification.
  const surfaces: OsSurfaces = plainTextSurfaces({ ...quietSurfaces, ...deps.os })
  const os: OsSurfaces = {
    ...surfaces,
    notify: limitNotifications((notification, onClick) => surfaces.notify(notification, onClick), now)
  }
  return { logger, secrets, openLog, updater, now, surfaces, os }
}

/** Main's events to the page, whoever listens (the window host, the harness). */
export interface PageEvents {
  emit: Emit
  onEvent: (listener: EventListener) => () => void
  /** Nobody listens any more (dispose). */
  clear: () => void
}

export function pageEvents(secrets: SecretRegistry): PageEvents {
  const listeners = new Set<EventListener>()
  return {
    // Events cross IPC like answers do: no live secret goes with them, whatever the platform put in them.
    emit: (event, payload) => {
      const safe = secrets.scrubData(payload)
      for (const listener of listeners) listener(event, safe)
    },
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => listeners.clear()
  }
}

/** What main learns about the desktop while it runs, and the OS's answer about the tray being asked. */
export interface WatchedDesktop {
  desktop: DesktopState
  /** Asks the OS, once, whether a tray icon can be seen; settles once it has said. */
  findTray: () => Promise<void>
}

/**
 * Asked after the page's first answer, or before the window when a start-hidden window must wait for the answer
 * (start.ts, main.findTray): on Linux asking starts a process (about 12 ms of main's CPU before the first window,
 * docs/performance.md). Until it comes the tray reads 'unknown' (close to tray and start hidden off), and Settings
 * is told again once it has (`settingsChanged`).
 */
export function watchDesktop(deps: MainAppDeps, core: Core, settingsChanged: () => void): WatchedDesktop {
  const desktop = new DesktopState({
    platform: deps.platform,
    os: core.surfaces,
    logger: core.logger,
    changed: settingsChanged
  })
  let asked: Promise<void> | undefined
  return { desktop, findTray: () => (asked ??= desktop.findTray()) }
}

/** The settings file, read, and what it says applied: the language, the theme, spellcheck, the saved server. */
export interface LoadedSettings {
  settings: SettingsStore
  language: AppLanguage
  /** PLATFORM_BASE_URL, else the server saved in the settings. */
  savedAddress: ServerAddress
}

export async function loadSettings(deps: MainAppDeps, core: Core, notices: NoticeQueue): Promise<LoadedSettings> {
  const { logger, surfaces } = core
  // Worded once the language is known (below): the settings file is what says which language that is.
  const resets: { movedTo: string; kept: number }[] = []
  const settings = new SettingsStore(
    deps.userDataDir,
    (movedTo, kept) => {
      logger.warn({ movedTo, kept }, 'settings file was unreadable and was moved aside')
      resets.push({ movedTo, kept })
    },
    deps.openSettings
  )
  // Before any menu, tray or window exists: all of them speak the person's language from the start.
  // The pseudo-locales are offered in development builds, and where a test asks for them.
  const offerPseudo = (deps.devTools ?? false) || deps.env.PLATFORM_PSEUDO_LOCALES === '1'
  const language = new AppLanguage({ preferred: () => surfaces.preferredLanguages(), offerPseudo, logger })
  await language.apply(settings.get('language'))
  // What went wrong before the window could listen, in the person's language.
  startupNotices(notices, logger, {
    appImage: deps.env.APPIMAGE,
    noSandbox: deps.noSandbox ?? false
  })
  const reset = resets.at(-1)
  if (reset)
    notices.push({
      level: 'warning',
      message: say(m.fileReset, { kept: reset.kept, movedTo: reset.movedTo })
    })
  // Before any window exists: its menus, dialogs and first paint are in the person's theme.
  core.os.setThemeSource(settings.get('theme'))
  // The host made every session private on creation; now the person's choice applies.
  core.os.setSpellcheck(settings.get('downloadSpellingDictionaries'))
  const savedAddress = serverAddress(deps.env.PLATFORM_BASE_URL, settings, (message) =>
    notices.push({ level: 'warning', message })
  )
  return { settings, language, savedAddress }
}

/** What the accounts and the features share: bodies, reachability, the API client, the scheduler, the tray and the menu. */
export interface Services {
  bodies: BodyReader
  reach: Reachability
  api: ApiClient
  scheduler: Scheduler
  tray: TrayPresenter
  menu: ReturnType<typeof appMenuPresenter>
}

export function buildServices(deps: MainAppDeps, core: Core): Services {
  const { logger, secrets, os } = core
  const bodies = new BodyReader({
    readers: appReaders,
    spawn: deps.spawnBodyWorker ?? null,
    onWorkerProblem: (detail) => logger.warn({ detail }, 'the body worker failed')
  })
  // Every request says whether its server was reached: one connectivity state for the app (reachability.ts).
  const reach = new Reachability(core.now)
  // Bound to no account: each account's context binds it to its server and credential (account-context.ts).
  const api = new ApiClient({
    bodies,
    reach,
    scrub: (text) => secrets.scrub(text),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...deps.http
  })
  // Runs due within the same 30 s share one wake-up: at most two a minute when idle, however many accounts (issue 24).
  const scheduler = new Scheduler({ ...(deps.clock ? { clock: deps.clock } : {}), logger, coalesceMs: 30_000 })
  const tray = new TrayPresenter(deps.platform, (model) => os.renderTray(model))
  const menu = appMenuPresenter(deps.platform, deps.devTools ?? false, (model) => os.renderAppMenu(model))
  return { bodies, reach, api, scheduler, tray, menu }
}
