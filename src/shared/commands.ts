// The commands a person gives from the application menu, with their keyboard
// shortcuts: one table that main's menu (src/main/menu/), the page's
// Keyboard shortcuts list, its tooltips and its aria-keyshortcuts are all
// made from, so no two of them can disagree (docs/features.md, Menus and shortcuts).
import type { ViewId } from './views'

/** A key combination in Electron's accelerator spelling: `mod` is Cmd on macOS and Ctrl elsewhere. */
export interface Keys {
  mod?: true
  alt?: true
  shift?: true
  /** A key as Electron's accelerators name it: '1', 'K', 'Left', '[', ',', '/'. */
  key: string
}

export interface CommandSpec {
  /** How the menu and the shortcut list name it. */
  title: string
  /** The menu it sits in, and its group in the shortcut list. */
  group: 'go' | 'app' | 'help'
  /** Who carries it out: the page (navigation, its own dialogs) or main (checks, files, the session). */
  runs: 'page' | 'main'
  /** Disabled while signed out: the page shows only the sign-in form then. */
  needsSession: boolean
  keys?: { mac: Keys; other: Keys }
  /** Another way in that a menu cannot carry (a mouse button); listed beside the keys. */
  also?: string
}

const same = (keys: Keys) => ({ mac: keys, other: keys })
const goTo = (title: string, digit: number): CommandSpec & { runs: 'page' } => ({
  title,
  group: 'go',
  runs: 'page',
  needsSession: true,
  keys: same({ mod: true, key: String(digit) })
})

export const commands = {
  'go:profile': goTo('Profile', 1),
  'go:followers': goTo('Followers', 2),
  'go:search': goTo('Search', 3),
  'go:status': goTo('Status', 4),
  'go:notifications': goTo('Notifications', 5),
  'go:account': goTo('Account', 6),
  'go:settings': goTo('Settings', 7),
  // What each OS's browsers use.
  'go:back': { title: 'Back', group: 'go', runs: 'page', needsSession: true, keys: { mac: { mod: true, key: '[' }, other: { alt: true, key: 'Left' } }, also: 'Mouse back button' },
  'go:forward': {
    title: 'Forward',
    group: 'go',
    runs: 'page',
    needsSession: true,
    keys: { mac: { mod: true, key: ']' }, other: { alt: true, key: 'Right' } },
    also: 'Mouse forward button'
  },
  'go:find': { title: 'Find people…', group: 'go', runs: 'page', needsSession: true, keys: same({ mod: true, key: 'K' }) },
  // Our own item, not Chromium's page reload: the view asks its server again.
  'view:refresh': { title: 'Refresh this view', group: 'go', runs: 'page', needsSession: true, keys: same({ mod: true, key: 'R' }) },
  // Status is public: it can be checked signed out too. No shortcut: Shift+Ctrl+R is the development build's force reload.
  'status:check-now': { title: 'Check status now', group: 'go', runs: 'main', needsSession: false },
  'app:settings': { title: 'Settings…', group: 'app', runs: 'page', needsSession: true, keys: same({ mod: true, key: ',' }) },
  'session:sign-out': { title: 'Sign out', group: 'app', runs: 'main', needsSession: true },
  'help:shortcuts': { title: 'Keyboard shortcuts', group: 'help', runs: 'page', needsSession: false, keys: same({ mod: true, key: '/' }) },
  'help:check-updates': { title: 'Check for updates…', group: 'help', runs: 'main', needsSession: false },
  'help:open-logs': { title: 'Open logs folder', group: 'help', runs: 'main', needsSession: false },
  'help:export-diagnostics': { title: 'Export diagnostics…', group: 'help', runs: 'main', needsSession: false },
  'help:about': { title: 'About Platform Desktop', group: 'help', runs: 'main', needsSession: false }
} as const satisfies Record<string, CommandSpec>

export type CommandId = keyof typeof commands
export const commandIds = Object.keys(commands) as CommandId[]
export type PageCommandId = { [C in CommandId]: (typeof commands)[C]['runs'] extends 'page' ? C : never }[CommandId]
export type MainCommandId = Exclude<CommandId, PageCommandId>
export const isPageCommand = (id: CommandId): id is PageCommandId => commands[id].runs === 'page'
/** A command's entry, as the general shape (every optional part visible). */
export const commandSpec = (id: CommandId): CommandSpec => commands[id]

/** The Go menu's view items, in the order of the navigation. */
export const viewCommands: Record<ViewId, CommandId> = {
  profile: 'go:profile',
  followers: 'go:followers',
  search: 'go:search',
  status: 'go:status',
  notifications: 'go:notifications',
  account: 'go:account',
  settings: 'go:settings'
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
  const accelerator = [keys.mod && 'CmdOrCtrl', keys.alt && 'Alt', keys.shift && 'Shift', keys.key].filter(Boolean).join('+')
  const aria = [keys.mod && (mac ? 'Meta' : 'Control'), keys.alt && 'Alt', keys.shift && 'Shift', ARIA_KEYS[keys.key] ?? keys.key].filter(Boolean).join('+')
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
