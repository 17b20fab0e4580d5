// What the page does for the application menu's commands it carries out
// (src/shared/commands.ts): the menu's shortcuts reach the page only this
// way, never through keydown handlers, so the menu and the page cannot
// disagree about a key.
import {
  type CommandId,
  commandIds,
  commands,
  commandSpec,
  isPageCommand,
  type PageCommandId,
  viewCommands
} from '@shared/commands'
import type { Channel } from '@shared/ipc'
import type { ViewId } from '@shared/views'

import { refetchActive } from '../../app/main-cache'
import { invoke } from '../../platform'
import { accountIdAt, nextAccountId, switchAccount, useAccountsStore } from '../accounts/accounts-store'
import { useNavigationStore } from '../navigation/navigation-store'
import { useSearchStore } from '../search/search-store'
import { useSessionStore } from '../session/session-store'
import { useShortcutsStore } from './shortcuts-store'
import { useViewChannels } from './view-channels'

/** The Go menu's view items, the other way round (the shared table maps each view to its command); Settings… opens Settings too. */
const views: Partial<Record<PageCommandId, ViewId>> = {
  ...(Object.fromEntries(Object.entries(viewCommands).map(([view, command]) => [command, view])) as Partial<
    Record<PageCommandId, ViewId>
  >),
  'app:settings': 'settings'
}

/**
 * Refresh this view: the view's own data asked for again (view-channels.ts),
 * nothing of the frame's. Where the view shows main's status snapshot, main
 * first checks the platform, as Status's "Check now" says.
 */
export async function refreshView(): Promise<void> {
  const { channels } = useViewChannels.getState()
  if (channels.includes('status:get')) await invoke('status:check-now')
  await refetchActive((channel) => channels.includes(channel as Channel))
}

/** A command from main's menu (bootstrap.ts): only the page's own, by name from the shared table. */
export function runMenuCommand(command: string): void {
  const known = (commandIds as string[]).includes(command) ? (command as CommandId) : null
  if (known !== null && isPageCommand(known)) runPageCommand(known)
}

export function runPageCommand(command: PageCommandId): void {
  // The menu disables these while signed out; a late click still finds no views to go to.
  if (commands[command].needsSession && useSessionStore.getState().session?.signedIn !== true) return
  const nav = useNavigationStore.getState()
  const view = views[command]
  if (view) {
    nav.navigate({ view })
    return
  }
  // Ctrl+Shift+N (⌥⌘N): the Nth account of the list, as the File menu lists them.
  const place = commandSpec(command).place
  if (place !== undefined) {
    const id = accountIdAt(useAccountsStore.getState().view, place)
    if (id !== null) void switchAccount(id)
    return
  }
  switch (command) {
    case 'go:back':
      nav.back()
      return
    case 'go:forward':
      nav.forward()
      return
    case 'go:find':
      nav.navigate({ view: 'search' })
      useSearchStore.getState().requestFocus()
      return
    case 'view:refresh':
      void refreshView()
      return
    case 'help:shortcuts':
      useShortcutsStore.getState().show()
      return
    case 'account:next': {
      const next = nextAccountId(useAccountsStore.getState().view)
      if (next !== null) void switchAccount(next)
      return
    }
  }
}
