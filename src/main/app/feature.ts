// The one shape of a feature in main, and how a list of them becomes the
// app: each `src/main/features/<feature>/index.ts` exports a factory that takes what
// the feature needs as one object and returns a Feature (plus, where another
// part of main acts on it, the piece it acts on: a job, a service).
// main-app.ts composes the list; nothing else knows which feature does what.
import type { AccountsModel } from '@shared/accounts'
import { commandIds, isPageCommand, type MainCommandId } from '@shared/commands'
import { type Channel, channelNames } from '@shared/ipc'

import type { CallContext as AnyCallContext, IpcHandlers as AnyIpcHandlers } from '../core/ipc/dispatch'
import { type TrayAction, trayActions as allTrayActions } from '../desktop/tray/tray-model'
import type { AccountContext } from '../features/accounts/account-context'
import type { SettingsReactions } from '../features/settings/settings-reactions'

/** The tray menu's items a feature answers; "open" and "quit" are the host's. */
export type FeatureTrayAction = Exclude<TrayAction, 'open' | 'quit'>
const hostTrayActions: readonly TrayAction[] = ['open', 'quit']

export interface Feature {
  /** Its slice of the IPC handler map: no two features handle one channel, and together they handle every channel. */
  handlers: Partial<IpcHandlers>
  /** What it does when the person picks one of its tray menu items. */
  trayActions?: Partial<Record<FeatureTrayAction, () => unknown>>
  /** What main does the moment one of its settings changes (saved, and really changed): at most one feature per setting. */
  reactions?: SettingsReactions
  /** What it does for the application menu's commands that main carries out (src/shared/commands.ts); the page carries out the rest. */
  menuCommands?: Partial<Record<MainCommandId, () => unknown>>
  /** The session of the account `account` ended (sign-out, a 401, replaced): nothing of it may stay. */
  onSessionEnd?(account: string): void
  /** The server address changed: what was known about the old server goes. */
  onServerChange?(): void
  /** The accounts changed (one signed in or out, added, removed, switched): per-account and per-server work follows. */
  onAccountsChange?(view: AccountsModel): void
  /** An account signed in (again): what a session starts with runs now. */
  onSessionStart?(account: string): void
  /** A window (its IPC sender id) closed: what it started or was handed goes with it. */
  onWindowClosed?(sender: string): void
  /** Windows is logging off or shutting down: the process is killed next, with no 'before-quit'; only synchronous work runs. */
  onLogOff?(): void
  /** The app is quitting (MainApp.dispose): what waits to be written is written now, and none of its timers fires after. */
  onQuit?(): void
}

/** What each handler of a feature is handed: its window, and the account the call is for (account-context.ts). */
export type CallContext = AnyCallContext<AccountContext>
export type IpcHandlers = AnyIpcHandlers<AccountContext>

/** The features as one: the whole handler map, and each event fanned out to every feature that listens. */
export interface ComposedFeatures {
  handlers: IpcHandlers
  /** Every feature's settings reactions in one map. */
  reactions: SettingsReactions
  trayAction(action: TrayAction): Promise<unknown>
  menuCommand(command: MainCommandId): Promise<unknown>
  sessionEnded(account: string): void
  serverChanged(): void
  accountsChanged(view: AccountsModel): void
  sessionStarted(account: string): void
  windowClosed(sender: string): void
  loggingOff(): void
  quitting(): void
}

/** Throws (at start, in every test that builds the app) when two features claim one channel, tray item or menu command, or a channel, tray item or main's menu command has none. */
export function composeFeatures(features: readonly Feature[]): ComposedFeatures {
  const handlers: Partial<Record<Channel, unknown>> = {}
  const trayActions: Partial<Record<TrayAction, () => unknown>> = {}
  const menuCommands: Partial<Record<MainCommandId, () => unknown>> = {}
  const reactions: Record<string, unknown> = {}
  for (const feature of features) {
    for (const [setting, react] of Object.entries(feature.reactions ?? {})) {
      if (Object.hasOwn(reactions, setting)) throw new Error(`two features react to the setting ${setting}`)
      reactions[setting] = react
    }
    for (const [channel, handler] of Object.entries(feature.handlers) as [Channel, unknown][]) {
      if (Object.hasOwn(handlers, channel)) throw new Error(`two features handle the IPC channel ${channel}`)
      handlers[channel] = handler
    }
    for (const [action, run] of Object.entries(feature.trayActions ?? {}) as [FeatureTrayAction, () => unknown][]) {
      if (Object.hasOwn(trayActions, action)) throw new Error(`two features answer the tray item ${action}`)
      trayActions[action] = run
    }
    for (const [command, run] of Object.entries(feature.menuCommands ?? {}) as [MainCommandId, () => unknown][]) {
      if (Object.hasOwn(menuCommands, command)) throw new Error(`two features carry out the menu command ${command}`)
      menuCommands[command] = run
    }
  }
  const unhandled = channelNames.filter((channel) => !Object.hasOwn(handlers, channel))
  if (unhandled.length > 0) throw new Error(`no feature handles the IPC channels ${unhandled.join(', ')}`)
  const unanswered = allTrayActions.filter(
    (action) => !hostTrayActions.includes(action) && !Object.hasOwn(trayActions, action)
  )
  if (unanswered.length > 0) throw new Error(`no feature answers the tray items ${unanswered.join(', ')}`)
  const uncommanded = commandIds.filter((command) => !isPageCommand(command) && !Object.hasOwn(menuCommands, command))
  if (uncommanded.length > 0) throw new Error(`no feature carries out the menu commands ${uncommanded.join(', ')}`)
  return {
    handlers: handlers as IpcHandlers,
    reactions: reactions,
    trayAction: (action) => Promise.resolve(trayActions[action]?.()),
    menuCommand: (command) => Promise.resolve(menuCommands[command]?.()),
    sessionEnded: (account) => {
      for (const feature of features) feature.onSessionEnd?.(account)
    },
    serverChanged: () => {
      for (const feature of features) feature.onServerChange?.()
    },
    accountsChanged: (view) => {
      for (const feature of features) feature.onAccountsChange?.(view)
    },
    sessionStarted: (account) => {
      for (const feature of features) feature.onSessionStart?.(account)
    },
    windowClosed: (sender) => {
      for (const feature of features) feature.onWindowClosed?.(sender)
    },
    loggingOff: () => {
      for (const feature of features) feature.onLogOff?.()
    },
    quitting: () => {
      for (const feature of features) feature.onQuit?.()
    }
  }
}
