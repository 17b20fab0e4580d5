// The shapes of the main app: what a host (the Electron adapter, the e2e
// harness, tests) hands in, and what it gets back.
import type { Worker } from 'node:worker_threads'

import type { CommandId } from '@shared/commands'
import type { EventName, IpcEvents } from '@shared/ipc'

import type { ApiClientOptions } from '../core/api/api-client'
import type { Dispatch } from '../core/ipc/dispatch'
import type { Logger } from '../core/logging/logger'
import type { Clock } from '../core/scheduler/clock'
import type { Scheduler } from '../core/scheduler/scheduler'
import type { ContextMenuParams } from '../desktop/menu/context-menu-model'
import type { OsSurfaces, PowerEvent, TrayPresence } from '../desktop/os/os-surfaces'
import type { TrayAction } from '../desktop/tray/tray-model'
import type { Accounts } from '../features/accounts/accounts'
import type { UpdaterPort } from '../features/app-update/update-service'
import type { PageActions } from '../features/context-menu'
import type { ChildProcessGone } from '../features/diagnostics/process-gone'
import type { ProxyChallenge, ProxyCredentials, ProxySession } from '../features/proxy/proxy-auth'
import type { Encryptor } from '../features/session/encryptor'
import type { VaultFs } from '../features/session/token-vault'
import type { OpenStore, SettingsStore } from '../features/settings/settings-store'

export interface MainAppDeps {
  userDataDir: string
  /** Where Crashpad keeps crash dumps (app.getPath('crashDumps')); <userDataDir>/Crashpad, Electron's default, when absent. */
  crashDumpsDir?: string
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
  /**
   * Starts the body worker that reads large answers off main's thread
   * (src/main/core/body/): the built worker in the app, the TypeScript source in
   * tests. Without it every body is read in place.
   */
  spawnBodyWorker?: () => Worker
  /** electron-updater in a packaged app, a fake in tests, none (null) in development. */
  createUpdater?: (logger: Logger) => Promise<UpdaterPort | null> | UpdaterPort | null
  /** Chromium's sandbox was switched off on the command line (--no-sandbox). */
  noSandbox?: boolean
  /** Development builds: the View menu has Force reload and the developer tools. */
  devTools?: boolean
}

export type EventListener = <E extends EventName>(event: E, payload: IpcEvents[E]) => void

export interface MainApp {
  dispatch: Dispatch
  /** The page's HTML as main serves it: with the picture of the last screen when the start opens it (start-page.ts). */
  startPage(html: string): Promise<string>
  onEvent(listener: EventListener): () => void
  emit<E extends EventName>(event: E, payload: IpcEvents[E]): void
  settings: SettingsStore
  accounts: Accounts
  /**
   * Settles when the start-up restore of the remembered sign-in has ended.
   * The app never waits for it; tests that need the restored session may.
   */
  restored: Promise<void>
  scheduler: Scheduler
  logger: Logger
  /**
   * Opens the log file and writes what was logged before (core/logging/logger.ts, startLogger), once; a folder that
   * cannot be written is said as a notice. Asked by itself once the app has started up (startUp), or by startBackground.
   */
  openLog(): Promise<void>
  /**
   * Starts the background jobs and what start-up brings, now (tests). By themselves the log, the tray question, the
   * features and the updater come once the app has started up (late-features.ts, startUp): the page's first question
   * answered and the start-up restore ended, or a moment after the answer if a keyring prompt holds the restore.
   */
  startBackground(): void
  /**
   * startBackground once the app has started up, or PAGE_WAIT_MS after the call if the page never asks (it failed): what
   * a host calls once its window is up. A window is up once its page has loaded, which may be before the page's first
   * question has been answered.
   */
  startBackgroundOnceStarted(): void
  /** Settles once the app has started up: the page's first question answered and the start-up restore ended (late-features.ts, startUp). */
  startedUp(): Promise<void>
  /** Suspend, resume, screen lock and unlock from the OS; unlock and resume also retry a kept remembered sign-in. */
  powerEvent(event: PowerEvent): void
  /** Whether a tray icon can be seen, as the OS said at start: the host hides the window only when 'visible'. */
  trayPresence(): TrayPresence
  /**
   * Asks the OS once whether a tray icon can be seen, and settles once it has answered (trayPresence() is 'unknown'
   * until then). Asked by itself once the app has started up, or by startBackground, whichever comes first; only a
   * start that would hide the window asks before it: asking takes a process and a D-Bus round trip on
   * Linux, which neither the first window nor its first answer need wait for.
   */
  findTray(): Promise<void>
  /**
   * Settles once the features beyond the first answer's are built (late-features.ts): they load by themselves once
   * the app has started up or by startBackground, or at the first request, tray item or menu command that needs them.
   * Tests that want the app as it is a moment after start wait for this.
   */
  featuresLoaded(): Promise<void>
  /** A tray menu item the main app handles (the host handles "open" and "quit"). */
  trayAction(action: TrayAction): Promise<void>
  /** An application menu item: main carries out its own commands and hands the page's to the page ('menu:command'). */
  menuCommand(command: CommandId): Promise<void>
  /** An error nothing else caught: logged, and said once in a while, never a crash. */
  unexpectedError(error: unknown): void
  /**
   * Windows is logging off or shutting down (a window's 'session-end'):
   * Electron terminates the process right after, with no 'before-quit',
   * 'will-quit' or 'quit' (electron/electron shell/browser/
   * native_window_views_win.cc, WM_ENDSESSION). Synchronous last work only.
   */
  loggingOff(): void
  /** A GPU, network or utility process went away (app 'child-process-gone'): logged with its reason. */
  childProcessGone(details: ChildProcessGone): void
  /** The window's renderer died and was reloaded: say so when it is back. */
  rendererRestarted(): void
  /** An authenticating proxy asks one of the app's sessions: the person answers in the window; null declines. */
  proxyLogin(challenge: ProxyChallenge, session?: ProxySession): Promise<ProxyCredentials | null>
  /** A right-click in the window (Electron's 'context-menu'): shows the menu for that spot, if there is anything to offer. */
  contextMenu(params: ContextMenuParams, page: PageActions): void
  /** A platform-desktop:// link from the OS; false when it was refused. */
  openDeepLink(raw: unknown): boolean
  /** The window (its IPC sender id) closed, the app lives on: what main says now waits for the next window's bootstrap. */
  rendererClosed(sender: string): void
  dispose(): Promise<void>
}
