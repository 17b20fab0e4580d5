// The commands a person gives from the application menu, with their keyboard
// shortcuts: one table that main's menu (src/main/desktop/menu/), the page's
// Keyboard shortcuts list, its tooltips and its aria-keyshortcuts are all
// made from, so no two of them can disagree (docs/features.md, Menus and shortcuts).
// The Go menu's view items come from the view table (views.ts).
import { defineMessages, type Message } from './i18n/messages'
import { type ViewId, viewIds, viewSpec } from './views'

/** A key combination in Electron's accelerator spelling: `mod` is Cmd on macOS and Ctrl elsewhere. */
export interface Keys {
  mod?: true
  alt?: true
  shift?: true
  /** A key as Electron's accelerators name it: '1', 'K', 'Left', '[', ',', '/'. */
  key: string
}

export interface CommandSpec {
  /** How the menu and the shortcut list name it; main and the page each put it into words. */
  title: Message
  /** The menu it sits in, and its group in the shortcut list. */
  group: 'go' | 'app' | 'help'
  /** Who carries it out: the page (navigation, its own dialogs) or main (checks, files, the session). */
  runs: 'page' | 'main'
  /** Disabled while signed out: the page shows only the sign-in form then. */
  needsSession: boolean
  keys?: { mac: Keys; other: Keys }
  /** Another way in that a menu cannot carry (a mouse button); listed beside the keys. */
  also?: Message
  /** One of a numbered series (the Nth account): the shortcut list shows the series in one row, the menu only the places there are. */
  place?: number
}

const titles = defineMessages({
  goBack: {
    id: 'commands.goBack.title',
    defaultMessage: 'Back',
    description: 'Go menu item and shortcut list: goes back to the previous view.'
  },
  goForward: {
    id: 'commands.goForward.title',
    defaultMessage: 'Forward',
    description: 'Go menu item and shortcut list: goes forward again.'
  },
  goFind: {
    id: 'commands.goFind.title',
    defaultMessage: 'Find people…',
    description:
      'Go menu item and shortcut list: moves to the search field to find people (the … says it asks for more).'
  },
  viewRefresh: {
    id: 'commands.viewRefresh.title',
    defaultMessage: 'Refresh this view',
    description: 'Go menu item and shortcut list: asks the server again for what the current view shows.'
  },
  statusCheckNow: {
    id: 'commands.statusCheckNow.title',
    defaultMessage: 'Check status now',
    description: 'Go menu item: checks the platform’s status at once.'
  },
  appSettings: {
    id: 'commands.appSettings.title',
    defaultMessage: 'Settings…',
    description: 'File menu (macOS: app menu) item and shortcut list: opens Settings.'
  },
  accountNext: {
    id: 'commands.accountNext.title',
    defaultMessage: 'Switch to next account',
    description: 'File menu item and shortcut list: shows the next of the accounts the app holds (round the list).'
  },
  accountAt: {
    id: 'commands.accountAt.title',
    defaultMessage: 'Switch to account 1 to 9, in the list’s order',
    description:
      'Keyboard shortcuts list: one row for the keys that show the first to the ninth account (the File menu lists each account with its key).'
  },
  sessionSignOut: {
    id: 'commands.sessionSignOut.title',
    defaultMessage: 'Sign out',
    description: 'File menu item: signs out (shown while no account is known).'
  },
  helpShortcuts: {
    id: 'commands.helpShortcuts.title',
    defaultMessage: 'Keyboard shortcuts',
    description: 'Help menu item and shortcut list: shows the list of keyboard shortcuts.'
  },
  helpCheckUpdates: {
    id: 'commands.helpCheckUpdates.title',
    defaultMessage: 'Check for updates…',
    description: 'Help menu item: checks for a new version of the app.'
  },
  helpOpenLogs: {
    id: 'commands.helpOpenLogs.title',
    defaultMessage: 'Open logs folder',
    description: 'Help menu item: shows the app’s logs folder in the file manager.'
  },
  helpExportDiagnostics: {
    id: 'commands.helpExportDiagnostics.title',
    defaultMessage: 'Export diagnostics…',
    description: 'Help menu item: saves a diagnostics report to a file.'
  },
  helpAbout: {
    id: 'commands.helpAbout.title',
    defaultMessage: 'About Platform Desktop',
    description: 'Help menu item (Windows, Linux) and the About box’s title.'
  }
})

/** Ways in that a menu cannot carry, listed beside the keys. */
const also = defineMessages({
  mouseBack: {
    id: 'commands.goBack.also',
    defaultMessage: 'mouse back button',
    description:
      'Keyboard shortcuts list, beside Back’s keys, as {way} in “Alt+Left or {way}”: the mouse’s back button also goes back.'
  },
  mouseForward: {
    id: 'commands.goForward.also',
    defaultMessage: 'mouse forward button',
    description:
      'Keyboard shortcuts list, beside Forward’s keys, as {way} in “Alt+Right or {way}”: the mouse’s forward button also goes forward.'
  }
})

const same = (keys: Keys) => ({ mac: keys, other: keys })
/**
 * The Nth account of the list: Ctrl+Shift+N; on macOS ⌥⌘N, since ⇧⌘3, ⇧⌘4
 * and ⇧⌘5 are the system's screenshots. Never Ctrl+Alt, which is AltGr on
 * many keyboard layouts and types characters; Ctrl+Shift and ⌥⌘ type none.
 */
const accountAt = (place: number): CommandSpec & { runs: 'page' } => ({
  title: titles.accountAt,
  group: 'app',
  runs: 'page',
  needsSession: false,
  place,
  keys: { mac: { mod: true, alt: true, key: String(place) }, other: { mod: true, shift: true, key: String(place) } }
})
/** A view's Go menu item: its title, its Ctrl/Cmd+digit and its need of a session, from the view table (views.ts). */
const goTo = (view: ViewId): CommandSpec & { runs: 'page' } => {
  const { go, needsSession, digit } = viewSpec(view)
  return { title: go, group: 'go', runs: 'page', needsSession, keys: same({ mod: true, key: String(digit) }) }
}
export type GoCommandId = `go:${ViewId}`
/** The Go menu's view items, one a view, in the navigation's order. */
const goCommands = Object.fromEntries(viewIds.map((view) => [`go:${view}`, goTo(view)])) as Record<
  GoCommandId,
  ReturnType<typeof goTo>
>

export const commands = {
  ...goCommands,
  // What each OS's browsers use.
  'go:back': {
    title: titles.goBack,
    group: 'go',
    runs: 'page',
    needsSession: true,
    keys: { mac: { mod: true, key: '[' }, other: { alt: true, key: 'Left' } },
    also: also.mouseBack
  },
  'go:forward': {
    title: titles.goForward,
    group: 'go',
    runs: 'page',
    needsSession: true,
    keys: { mac: { mod: true, key: ']' }, other: { alt: true, key: 'Right' } },
    also: also.mouseForward
  },
  'go:find': {
    title: titles.goFind,
    group: 'go',
    runs: 'page',
    needsSession: true,
    keys: same({ mod: true, key: 'K' })
  },
  // Our own item, not Chromium's page reload: the view asks its server again.
  'view:refresh': {
    title: titles.viewRefresh,
    group: 'go',
    runs: 'page',
    needsSession: true,
    keys: same({ mod: true, key: 'R' })
  },
  // Status is public: it can be checked signed out too. No shortcut: Shift+Ctrl+R is the development build's force reload.
  'status:check-now': { title: titles.statusCheckNow, group: 'go', runs: 'main', needsSession: false },
  'app:settings': {
    title: titles.appSettings,
    group: 'app',
    runs: 'page',
    needsSession: true,
    keys: same({ mod: true, key: ',' })
  },
  // Ctrl+Tab belongs to tab lists and Ctrl+Shift+Tab to going back through them: a letter, as account switchers elsewhere use.
  // Also from a signed-out account's sign-in form, to reach one that is signed in.
  'account:next': {
    title: titles.accountNext,
    group: 'app',
    runs: 'page',
    needsSession: false,
    keys: same({ mod: true, shift: true, key: 'A' })
  },
  // The File menu lists the accounts with these, as many as there are.
  'account:1': accountAt(1),
  'account:2': accountAt(2),
  'account:3': accountAt(3),
  'account:4': accountAt(4),
  'account:5': accountAt(5),
  'account:6': accountAt(6),
  'account:7': accountAt(7),
  'account:8': accountAt(8),
  'account:9': accountAt(9),
  'session:sign-out': { title: titles.sessionSignOut, group: 'app', runs: 'main', needsSession: true },
  'help:shortcuts': {
    title: titles.helpShortcuts,
    group: 'help',
    runs: 'page',
    needsSession: false,
    keys: same({ mod: true, key: '/' })
  },
  'help:check-updates': { title: titles.helpCheckUpdates, group: 'help', runs: 'main', needsSession: false },
  'help:open-logs': { title: titles.helpOpenLogs, group: 'help', runs: 'main', needsSession: false },
  'help:export-diagnostics': { title: titles.helpExportDiagnostics, group: 'help', runs: 'main', needsSession: false },
  'help:about': { title: titles.helpAbout, group: 'help', runs: 'main', needsSession: false }
} as const satisfies Record<string, CommandSpec>

export type CommandId = keyof typeof commands
export const commandIds = Object.keys(commands) as CommandId[]
export type PageCommandId = { [C in CommandId]: (typeof commands)[C]['runs'] extends 'page' ? C : never }[CommandId]
export type MainCommandId = Exclude<CommandId, PageCommandId>
export const isPageCommand = (id: CommandId): id is PageCommandId => commands[id].runs === 'page'
/** A command's entry, as the general shape (every optional part visible). */
export const commandSpec = (id: CommandId): CommandSpec => commands[id]
/** The commands that show the first, second… account of the list, in order. */
export const accountPlaceCommands = commandIds.filter(
  (id) => commandSpec(id).place !== undefined && id.startsWith('account:')
)

/** Each view's Go menu item: `go:<view>`, made from the view table (views.ts) like the items themselves. */
export const viewCommands = Object.fromEntries(viewIds.map((view) => [view, `go:${view}`])) as {
  readonly [V in ViewId]: `go:${V}`
}

export interface Shortcut {
  /** For Electron's menu: "CmdOrCtrl+1". */
  accelerator: string
  /** For aria-keyshortcuts (key names as KeyboardEvent.key has them): "Control+1", "Meta+[". */
  aria: string
  /** As the OS writes it, for tooltips and the shortcut list: "Ctrl+1", "⌘1". */
  label: string
}

const isMac = (platform: string) => platform === 'darwin'
const ARIA_KEYS: Record<string, string> = { Left: 'ArrowLeft', Right: 'ArrowRight' }
const MAC_KEYS: Record<string, string> = { Left: '←', Right: '→' }

export function shortcutOf(id: CommandId, platform: string): Shortcut | null {
  const spec: CommandSpec = commands[id]
  if (!spec.keys) return null
  const mac = isMac(platform)
  const keys = mac ? spec.keys.mac : spec.keys.other
  const accelerator = [keys.mod && 'CmdOrCtrl', keys.alt && 'Alt', keys.shift && 'Shift', keys.key]
    .filter(Boolean)
    .join('+')
  const aria = [
    keys.mod && (mac ? 'Meta' : 'Control'),
    keys.alt && 'Alt',
    keys.shift && 'Shift',
    ARIA_KEYS[keys.key] ?? keys.key
  ]
    .filter(Boolean)
    .join('+')
  // macOS writes modifiers as symbols in the order ⌥⇧⌘ with no separator; the others spell them with "+".
  const label = mac
    ? [keys.alt && '⌥', keys.shift && '⇧', keys.mod && '⌘', MAC_KEYS[keys.key] ?? keys.key].filter(Boolean).join('')
    : [keys.mod && 'Ctrl', keys.alt && 'Alt', keys.shift && 'Shift', keys.key].filter(Boolean).join('+')
  return { accelerator, aria, label }
}

/** "Back (Alt+Left)": a control's tooltip with its shortcut. */
export function withShortcut(text: string, id: CommandId, platform: string): string {
  const shortcut = shortcutOf(id, platform)
  return shortcut ? `${text} (${shortcut.label})` : text
}
