import { type CommandId, shortcutOf, withShortcut } from '@shared/commands'

import { useAppStore } from '../../app/app-store'

export interface ShortcutProps {
  /** "Back (Alt+Left)": the control's tooltip with the menu's shortcut. */
  title: string
  /** For aria-keyshortcuts: "Alt+ArrowLeft"; undefined when the command has no keys. */
  aria: string | undefined
  /** The keys as this OS writes them ("⌘1"), or undefined. */
  label: string | undefined
}

/** What a control that does a menu command shows of its shortcut, for the OS the page runs on (src/shared/commands.ts). */
export function useShortcut(command: CommandId, text: string): ShortcutProps {
  const platform = useAppStore((s) => s.platform)
  const shortcut = shortcutOf(command, platform)
  return { title: withShortcut(text, command, platform), aria: shortcut?.aria, label: shortcut?.label }
}
