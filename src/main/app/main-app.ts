// The composition root of main: builds the shared services from what the
// host gives it, then the list of features (feature.ts), and composes them:
// their handlers into one map, session ends, server changes, closed windows
// and tray items to whichever feature acts on them. The Electron adapter and
// the e2e harness both call this, so the handlers under test are the
// handlers that ship. The features themselves are listed in feature-list.ts
// and live in their own folders.

import { isPageCommand } from '@shared/commands'
import type { EventName, IpcEvents } from '@shared/ipc'

import { ApiClient } from '../core/api/api-client'
import { BodyReader } from '../core/body/body-reader'
import { Reachability } from '../core/connectivity/reachability'
import { AppLanguage } from '../core/i18n'
import { createDispatch } from '../core/ipc/dispatch'
import { createLogger, logsDirOf } from '../core/logging/logger'
import { Scheduler } from '../core/scheduler/scheduler'
import { DeepLinks } from '../desktop/deep-link/deep-links'
import { appMenuPresenter } from '../desktop/menu'
import { DesktopState } from '../desktop/os/desktop-state'
import { limitNotifications } from '../desktop/os/notification-limit'
import { type OsSurfaces, quietSurfaces } from '../desktop/os/os-surfaces'
import { plainTextSurfaces } from '../desktop/os/os-text'
import { TrayPresenter } from '../desktop/tray/tray-presenter'
import { windowReloaded } from '../desktop/window/window-words'
import type { AccountContext } from '../features/accounts/account-context'
import { connectAccounts } from '../features/accounts/connect-accounts'
import { type ServerAddress, serverAddress } from '../features/connection/server-address'
import { logChildProcessGone } from '../features/diagnostics/process-gone'
import { settingsView } from '../features/settings'
import { SettingsStore } from '../features/settings/settings-store'
import { settingsFileReset } from '../features/settings/settings-words'
import { accountSurfaces } from './account-surfaces'
import { startupNotices, unexpectedErrors } from './app-notices'
import type { ComposedFeatures } from './feature'
import { mainFeatures } from './feature-list'
import type { EventListener, MainApp, MainAppDeps } from './main-app-types'
import { NoticeQueue } from './notices'
import { appReaders } from './readers'

export type { EventListener, MainApp, MainAppDeps } from './main-app-types'

export async function createMainApp(deps: MainAppDeps): Promise<MainApp> {
  const { logger, secrets, fileProblem } = await createLogger({ dir: logsDirOf(deps.userDataDir) })
  // Started now, awaited by the features: loading electron-updater reads files, which overlaps with the settings and vault work below.
  const updater = Promise.resolve(deps.createUpdater?.(logger) ?? null)
  const now = deps.now ?? deps.clock?.now.bind(deps.clock) ?? Date.now
  // Platform text reaches the OS only as plain text (os-text.ts): no bidi override can reorder a menu or a notification.
  const surfaces: OsSurfaces = plainTextSurfaces({ ...quietSurfaces, ...deps.os })
  const os: OsSurfaces = {
    ...surfaces,
    notify: limitNotifications((notification, onClick) => surfaces.notify(notification, onClick), now)
  }

  const listeners = new Set<EventListener>()
  // Events cross IPC like answers do: no live secret goes with them, whatever the platform put in them.
  const emit = <E extends EventName>(event: E, payload: IpcEvents[E]) => {
    const safe = secrets.scrubData(payload)
    for (const listener of listeners) listener(event, safe)
  }
  const notices = new NoticeQueue((notice) => emit('notice', notice))
  // Asked now; only a start-hidden window waits for the answer (start.ts, main.trayFound). Until it comes the
  // tray reads 'unknown' (close to tray and start hidden off), and Settings is told again once it has.
  // Nothing to tell before the settings view exists: the page reads the state in bootstrap.
  let settingsReady = false
  const desktop = new DesktopState({
    platform: deps.platform,
    os: surfaces,
    logger,
    changed: () => {
      if (settingsReady) emit('settings:changed', view())
    }
  })
  const trayFound = desktop.findTray()
  // Built before the accounts, which a link naming a server switches among; links wait until the window asks for them.
  const deepLinks = new DeepLinks(
    (route) => emit('navigate', { route }),
    logger,
    (host) => accounts.showServer(host)
  )

  // Worded once the language is known (below): the settings file is what says which language that is.
  let settingsReset: { movedTo: string; kept: number } | null = null
  const settings = new SettingsStore(
    deps.userDataDir,
    (movedTo, kept) => {
      logger.warn({ movedTo, kept }, 'settings file was unreadable and was moved aside')
      settingsReset = { movedTo, kept }
    },
    deps.openSettings
  )
  // Before any menu, tray or window exists: all of them speak the person's language from the start.
  // The pseudo-locales are offered in development builds, and where a test asks for them.
  const offerPseudo = (deps.devTools ?? false) || deps.env.PLATFORM_PSEUDO_LOCALES === '1'
  const language = new AppLanguage({ preferred: () => surfaces.preferredLanguages(), offerPseudo, logger })
  await language.apply(settings.get('language'))
  // What went wrong before the window could listen, in the person's language.
  startupNotices(notices, logger, { fileProblem, appImage: deps.env.APPIMAGE, noSandbox: deps.noSandbox ?? false })
  const reset = settingsReset as { movedTo: string; kept: number } | null
  if (reset) notices.push({ level: 'warning', message: settingsFileReset(reset.kept, reset.movedTo) })
  // Before any window exists: its menus, dialogs and first paint are in the person's theme.
  os.setThemeSource(settings.get('theme'))
  // The host made every session private on creation; now the person's choice applies.
  os.setSpellcheck(settings.get('downloadSpellingDictionaries'))
  const savedAddress = serverAddress(deps.env.PLATFORM_BASE_URL, settings, (message) =>
    notices.push({ level: 'warning', message })
  )

  // Set once built (below): the API client and the views ask it, and it needs them.
  let features: ComposedFeatures | null = null
  const bodies = new BodyReader({
    readers: appReaders,
    spawn: deps.spawnBodyWorker ?? null,
    onWorkerProblem: (detail) => logger.warn({ detail }, 'the body worker failed')
  })
  /** The server the views show: the active account's, else where a first sign-in would go. */
  const address: ServerAddress = { baseUrl: () => accounts.baseUrl(), source: () => savedAddress.source() }
  // Every request says whether its server was reached: one connectivity state for the app (reachability.ts).
  const reach = new Reachability(now)
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
  /** The tray and the menu follow the accounts and the session on screen: signed in or not, whose, on which server. */
  const shown = accountSurfaces(tray, menu, () => address.baseUrl())
  const accounts = connectAccounts({
    deps,
    settings,
    api,
    secrets,
    notices,
    logger,
    now,
    defaultBaseUrl: () => savedAddress.baseUrl(),
    emit,
    showSession: shown.session,
    showAccounts: shown.accounts,
    requestAttention: () => os.requestAttention(),
    settingsView: () => view(),
    features: () => features
  })
  // Not awaited: a keyring or Keychain prompt must not hold back the window. The
  // session reads "restoring" meanwhile, and each signed-in account's jobs start when it arrives.
  const restored = accounts
    .restore()
    .catch((error: unknown) => logger.error({ err: error }, 'restoring the saved sign-in failed'))
  shown.session(accounts.activeView())

  /** What an account and its server chose for themselves; before any account, the server a first sign-in goes to (settings-store.ts, SCOPED). */
  const prefsOf = (account: AccountContext | null) =>
    account?.prefs ?? settings.prefsFor({ account: null, server: address.baseUrl() })
  /** Settings as the page shows them: for the account a call is for, else the one on screen. */
  const view = (account = accounts.activeContext()) =>
    settingsView(
      settings,
      address,
      prefsOf(account),
      deps.platform,
      desktop.view(settings.get('launchAtLogin')),
      language
    )
  settingsReady = true
  const { composed, proxy, contextMenu } = await mainFeatures({
    deps,
    updater,
    api,
    reach,
    scheduler,
    settings,
    address,
    accounts,
    secrets,
    logger,
    os,
    tray,
    notices,
    deepLinks,
    // A new language: main's words are already in it (AppLanguage.apply); the menus and the tray are drawn again in it.
    language: {
      apply: async (choice) => {
        await language.apply(choice)
        tray.update({})
        menu.update({})
      }
    },
    now,
    view,
    prefsOf,
    emit,
    showUnseenUpdates: (unseenUpdates) => menu.update({ unseenUpdates })
  })
  features = composed
  // The accounts known so far (a restore may have told of them before the features existed).
  composed.accountsChanged(accounts.list())

  return {
    dispatch: createDispatch(composed.handlers, logger, secrets, (named, pendingAllowed) =>
      accounts.resolve(named, pendingAllowed)
    ),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit,
    settings,
    accounts,
    restored,
    scheduler,
    logger,
    startBackground: () => scheduler.start(),
    powerEvent: (event) => {
      scheduler.powerEvent(event)
      // The moments a file the OS held may have been let go. A kept sign-in the keyring gave no key to is not read
      // again: Electron asks the keyring once per run (session-service.ts, waitsForKeyring). 'unlock-screen' comes on
      // macOS and Windows only (electron/electron docs/api/power-monitor.md); 'resume' everywhere.
      if (event === 'unlock-screen' || event === 'resume')
        accounts.retryAll().catch((error: unknown) => logger.error({ err: error }, 'retrying the saved sign-in failed'))
    },
    trayPresence: () => desktop.trayPresence,
    trayFound,
    trayAction: async (action) => {
      await composed.trayAction(action)
    },
    menuCommand: async (command) => {
      if (isPageCommand(command)) emit('menu:command', { command })
      else await composed.menuCommand(command)
    },
    unexpectedError: unexpectedErrors(notices, logger, now),
    childProcessGone: (details) => logChildProcessGone(logger, details),
    loggingOff: () => {
      scheduler.stop()
      composed.loggingOff()
      // The log is written synchronously (logging/logger.ts), so this line is on disk before the process goes.
      logger.warn('Windows is ending the session: the app stops now')
    },
    rendererRestarted: () => {
      notices.pause()
      deepLinks.pause()
      notices.push({ level: 'warning', message: windowReloaded() })
    },
    proxyLogin: (challenge, session) => proxy.credentialsFor(challenge, session),
    contextMenu: (params, page) => contextMenu.showForPage(params, page),
    openDeepLink: (raw) => deepLinks.open(raw),
    rendererClosed: (sender) => {
      notices.pause()
      deepLinks.pause()
      accounts.windowClosed(sender)
      composed.windowClosed(sender)
    },
    dispose: async () => {
      scheduler.stop()
      listeners.clear()
      await bodies.dispose()
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    }
  }
}
