// The composition root of main: builds the shared services from what the
// host gives it, then the list of features (feature.ts), and composes them:
// their handlers into one map, session ends, server changes, closed windows
// and tray items to whichever feature acts on them. The Electron adapter and
// the e2e harness both call this, so the handlers under test are the
// handlers that ship. createMainApp reads as its steps, in order
// (docs/architecture.md, "Features"); the steps live in main-services.ts and
// main-accounts.ts, the features in feature-list.ts and their own folders.

import { isPageCommand } from '@shared/commands'
import { loadZod } from '@shared/load-zod'

import { say } from '../core/i18n'
import { createDispatch } from '../core/ipc/dispatch'
import { DeepLinks } from '../desktop/deep-link/deep-links'
import { windowMessages } from '../desktop/window/window-words'
import { logChildProcessGone } from '../features/diagnostics/process-gone'
import { openLog, unexpectedErrors } from './app-notices'
import { type EarlyFeatures, earlyFeatures } from './early-features'
import type { mainFeatures } from './feature-list'
import { handlersOf, type LateFeatures, lateFeatures, startUp } from './late-features'
import { AccountsLoop, connectAppAccounts, type ConnectedAccounts } from './main-accounts'
import type { MainApp, MainAppDeps } from './main-app-types'
import {
  buildServices,
  type Core,
  type LoadedSettings,
  loadSettings,
  type PageEvents,
  pageEvents,
  type Services,
  startCore,
  watchDesktop,
  type WatchedDesktop
} from './main-services'
import { NoticeQueue } from './notices'
import { startPageOf } from './start-page'

export type { EventListener, MainApp, MainAppDeps } from './main-app-types'

export async function createMainApp(deps: MainAppDeps): Promise<MainApp> {
  const core = startCore(deps)
  const events = pageEvents(core.secrets)
  const notices = new NoticeQueue((notice) => events.emit('notice', notice))
  // The one cycle, named (main-accounts.ts): the accounts tell Settings and the features, which read them back.
  const loop = new AccountsLoop(events.emit)
  const watched = watchDesktop(deps, core, loop.settingsChanged)
  const loaded = await loadSettings(deps, core, notices)
  const services = buildServices(deps, core)
  const { desktop } = watched
  const connected = connectAppAccounts({ deps, core, loaded, services, notices, emit: events.emit, loop, desktop })
  const deepLinks = followDeepLinks(core, events, connected)
  const built: Built = { deps, core, events, notices, watched, loaded, services, connected, deepLinks }
  const early = earlyFeatures({
    deps,
    settings: loaded.settings,
    accounts: connected.accounts,
    notices,
    deepLinks,
    os: core.os,
    logger: core.logger,
    view: () => connected.screen.view()
  })
  // The rest come after the page's first answer, in a chunk of their own (late-features.ts); they then hear of the
  // accounts known so far, as they would have at start (main-accounts.ts, bindFeatures).
  const late = lateFeatures(async () => {
    const { mainFeatures } = await import('./feature-list')
    const features = buildFeatures(built, early, mainFeatures)
    loop.bindFeatures(features.composed, connected.accounts)
    return features
  })
  return mainAppOf(built, early, late)
}

/** What the steps before the features made. */
interface Built {
  deps: MainAppDeps
  core: Core
  events: PageEvents
  notices: NoticeQueue
  watched: WatchedDesktop
  loaded: LoadedSettings
  services: Services
  connected: ConnectedAccounts
  deepLinks: DeepLinks
}

type Features = ReturnType<typeof mainFeatures>
type Late = LateFeatures<Features>

/** Links wait until the window asks for them; one that names a server first shows an account on it. */
function followDeepLinks(core: Core, events: PageEvents, { accounts }: ConnectedAccounts): DeepLinks {
  return new DeepLinks(
    (route) => events.emit('navigate', { route }),
    core.logger,
    (host) => accounts.showServer(host)
  )
}

function buildFeatures(built: Built, early: EarlyFeatures, build: typeof mainFeatures): Features {
  const { deps, core, events, notices, loaded, services, connected } = built
  const { tray, menu } = services
  const { language } = loaded
  return build({
    deps,
    early,
    updater: core.updater,
    api: services.api,
    reach: services.reach,
    scheduler: services.scheduler,
    settings: loaded.settings,
    address: connected.screen.address,
    accounts: connected.accounts,
    secrets: core.secrets,
    logger: core.logger,
    os: core.os,
    tray,
    notices,
    deepLinks: built.deepLinks,
    // A new language: main's words are already in it (AppLanguage.apply); the menus and the tray are drawn again in it.
    language: {
      apply: async (choice) => {
        await language.apply(choice)
        tray.update({})
        menu.update({})
      }
    },
    now: core.now,
    view: connected.screen.view,
    prefsOf: connected.screen.prefsOf,
    emit: events.emit,
    showUnseenUpdates: (unseenUpdates) => menu.update({ unseenUpdates })
  })
}

/** The app as its host sees it: each OS event handed to the service or feature that acts on it. */
function mainAppOf(built: Built, early: EarlyFeatures, late: Late): MainApp {
  const { core, events, notices, deepLinks } = built
  const { logger, secrets, now } = core
  const { scheduler, bodies } = built.services
  const { accounts, restored } = built.connected
  const { desktop, findTray } = built.watched
  const handlers = handlersOf({ ...early.app.handlers, ...early.navigation.handlers }, async () => {
    const { composed } = await late.get()
    return composed
  })
  const dispatch = createDispatch(handlers, logger, secrets, (named, pendingAllowed) =>
    accounts.resolve(named, pendingAllowed)
  )
  const logOpened = () => openLog(core, notices)
  const loadFeatures = () =>
    late.get().catch((error: unknown) => {
      logger.error({ err: error }, 'the features could not be loaded')
      return null
    })
  // What neither the first window, the page's first answer nor the start-up restore waits for: zod for the page's next
  // questions (the first that carries something would load it anyway), the log file, the tray question, the features
  // and the updater.
  let disposed = false
  const afterStart = () => {
    if (disposed) return
    loadZod().catch((error: unknown) => logger.error({ err: error }, 'the IPC request schemas could not be loaded'))
    void logOpened()
    void findTray()
    void loadFeatures().then((features) => features?.appUpdate.start())
  }
  const started = startUp(dispatch, restored)
  void started.startedUp.then(afterStart)
  const startBackground = () => {
    // A stopped scheduler (dispose) does not start again.
    scheduler.start()
    afterStart()
  }
  return {
    dispatch: started.dispatch,
    startPage: startPageOf(early, dispatch, built.deps.platform, core.os),
    onEvent: events.onEvent,
    emit: events.emit,
    settings: built.loaded.settings,
    accounts,
    restored,
    scheduler,
    logger,
    openLog: logOpened,
    startBackground,
    startBackgroundOnceStarted: () => void started.startedUpOrPageWait().then(startBackground),
    startedUp: () => started.startedUp,
    powerEvent: (event) => {
      scheduler.powerEvent(event)
      // The moments a file the OS held may have been let go. A kept sign-in the keyring gave no key to is not read
      // again: Electron asks the keyring once per run (session-service.ts, waitsForKeyring). 'unlock-screen' comes on
      // macOS and Windows only (electron/electron docs/api/power-monitor.md); 'resume' everywhere.
      if (event === 'unlock-screen' || event === 'resume')
        accounts.retryAll().catch((error: unknown) => logger.error({ err: error }, 'retrying the saved sign-in failed'))
    },
    trayPresence: () => desktop.trayPresence,
    findTray,
    featuresLoaded: () => late.get().then(() => undefined),
    // Without the features (their chunk could not be loaded, logged) a tray item or main's menu command does nothing.
    trayAction: async (action) => {
      await (await loadFeatures())?.composed.trayAction(action)
    },
    menuCommand: async (command) => {
      if (isPageCommand(command)) return events.emit('menu:command', { command })
      // About is the app's own, ready from the start; the other commands are the late features'.
      const own = early.app.menuCommands?.[command]
      await (own ? own() : (await loadFeatures())?.composed.menuCommand(command))
    },
    unexpectedError: unexpectedErrors(notices, logger, now),
    childProcessGone: (details) => logChildProcessGone(logger, details),
    loggingOff: () => {
      scheduler.stop()
      late.now()?.composed.loggingOff()
      // The log is written synchronously (logging/logger.ts), so this line is on disk before the process goes.
      logger.warn('Windows is ending the session: the app stops now')
    },
    rendererRestarted: () => {
      notices.pause()
      deepLinks.pause()
      notices.push({ level: 'warning', message: say(windowMessages.reloaded) })
    },
    // Nor does a proxy get credentials, or a right-click a menu.
    proxyLogin: async (challenge, session) => (await loadFeatures())?.proxy.credentialsFor(challenge, session) ?? null,
    // A right-click pops the menu at once once the features are in, as they are a moment after start.
    contextMenu: (params, page) => {
      const features = late.now()
      if (features) features.contextMenu.showForPage(params, page)
      else void loadFeatures().then((loaded) => loaded?.contextMenu.showForPage(params, page))
    },
    openDeepLink: (raw) => deepLinks.open(raw),
    rendererClosed: (sender) => {
      notices.pause()
      deepLinks.pause()
      accounts.windowClosed(sender)
      late.now()?.composed.windowClosed(sender)
    },
    dispose: async () => {
      disposed = true
      scheduler.stop()
      // Features still loading are waited for, so none is left half built with timers of its own.
      const features = await late.settled()
      features?.composed.quitting()
      events.clear()
      await bodies.dispose()
      // What the views showed last, on disk before the process goes (issue 38); nothing is written after.
      await features?.offlineCache.close()
      await new Promise<void>((resolve) => logger.flush(() => resolve()))
    }
  }
}
