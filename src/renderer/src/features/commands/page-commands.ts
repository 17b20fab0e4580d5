// What the page does for the application menu's commands it carries out
// (src/shared/commands.ts): the menu's shortcuts reach the page only this
// way, never through keydown handlers, so the menu and the page cannot
// disagree about a key.
import type { PageCommandId } from '@shared/commands'
import { commands } from '@shared/commands'
import type { ViewId } from '@shared/views'

import { queryClient } from '../../app/query-client'
import { invoke } from '../../platform'
import { selectCurrentRoute, useNavigationStore } from '../navigation/navigation-store'
import { useSearchStore } from '../search/search-store'
import { useSessionStore } from '../session/session-store'
import { useShortcutsStore } from './shortcuts-store'

const views: Partial<Record<PageCommandId, ViewId>> = {
  'go:profile': 'profile',
  'go:followers': 'followers',
  'go:search': 'search',
  'go:status': 'status',
  'go:notifications': 'notifications',
  'go:account': 'account',
  'go:settings': 'settings',
  'app:settings': 'settings'
}

/** Refresh this view: what its own Refresh does. Status also asks main for a new check, as its "Check now" does. */
export async function refreshView(): Promise<void> {
  const route = selectCurrentRoute(useNavigationStore.getState())
  if (route.view === 'status') await invoke('status:check-now')
  await queryClient.refetchQueries({ type: 'active' })
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
  }
}
