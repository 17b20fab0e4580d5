// The application menu, computed from the app's state by a pure function,
// like the tray's (docs/features.md, Menus and shortcuts): per-OS layout,
// every command with the shortcut the shared table gives it, items that need
// a session disabled while signed out, Sign out naming the account. The
// Electron adapter (src/main/electron/app-menu.ts) only renders it; the e2e
// harness records it.
import { accountPlaceCommands, type CommandId, commands, shortcutOf, viewCommands } from '@shared/commands'
import { viewIds } from '@shared/views'

import { say } from '../../core/i18n'
import { APP_NAME } from '../tray/tray-words'
import { menuMessages, menuTitles } from './menu-words'
import { type MenuRole, roleLabel } from './role-words'

export type { MenuRole } from './role-words'

/** A role item carries its label: Electron's own would be English (role-words.ts). */
export type AppMenuItem =
  | {
      type: 'command'
      id: CommandId
      label: string
      enabled: boolean
      accelerator: string | null
      /** One of a choice (the accounts): a radio item, ticked when chosen. */
      checked?: boolean
    }
  | { type: 'role'; role: MenuRole; label: string }
  | { type: 'separator' }

/** A top-level menu; `role` lets the OS treat it as its own (macOS's app, Window and Help menus). */
export interface AppMenu {
  label: string
  role: 'appMenu' | 'fileMenu' | 'editMenu' | 'viewMenu' | 'windowMenu' | 'help' | null
  items: AppMenuItem[]
}

export interface AppMenuInput {
  platform: string
  /** Development builds: Force reload and the developer tools. */
  devTools: boolean
  signedIn: boolean
  /** "demo@platform.example.com" while signed in. */
  account: string | null
  /** The accounts in the list's order, "demo · staging.example.com": the File menu lists the first nine, each with its keys. */
  accounts?: readonly { label: string; active: boolean }[]
  /** How many platform updates the account on screen has not seen: Go → "Updates (2 new)". None: 0. */
  unseenUpdates?: number
}

const separator: AppMenuItem = { type: 'separator' }
export function appMenuModel(input: AppMenuInput): AppMenu[] {
  const mac = input.platform === 'darwin'
  const roles = (...names: MenuRole[]): AppMenuItem[] =>
    names.map((role) => ({ type: 'role', role, label: roleLabel(role, input.platform) }))
  const command = (
    id: CommandId,
    label: string = say(commands[id].title)
  ): Extract<AppMenuItem, { type: 'command' }> => ({
    type: 'command',
    id,
    label,
    enabled: input.signedIn || !commands[id].needsSession,
    accelerator: shortcutOf(id, input.platform)?.accelerator ?? null
  })
  const signOut = command(
    'session:sign-out',
    input.signedIn && input.account
      ? say(menuMessages.signOutOf, { account: input.account })
      : say(commands['session:sign-out'].title)
  )
  // Each account by its name and server, with Ctrl+Shift+1… (⌥⌘1… on macOS), the one on screen ticked.
  const accountItems = accountPlaceCommands.flatMap((id, at): AppMenuItem[] => {
    const account = input.accounts?.[at]
    return account ? [{ ...command(id, account.label), checked: account.active }] : []
  })
  const accountsPart = [...accountItems, command('account:next'), separator]

  const titles = menuTitles()
  const menus: AppMenu[] = []
  if (mac) {
    menus.push({
      label: APP_NAME,
      role: 'appMenu',
      // macOS's own About panel, filled from the same text as elsewhere (about.ts).
      items: [
        ...roles('about'),
        separator,
        command('app:settings'),
        separator,
        ...roles('services'),
        separator,
        ...roles('hide', 'hideOthers', 'unhide'),
        separator,
        ...roles('quit')
      ]
    })
  }
  menus.push({
    label: titles.file,
    role: 'fileMenu',
    items: mac
      ? [...accountsPart, signOut, separator, ...roles('close')]
      : [command('app:settings'), separator, ...accountsPart, signOut, separator, ...roles('quit')]
  })
  menus.push({
    label: titles.edit,
    role: 'editMenu',
    // Electron's own Edit menu, written out so the harness records what the OS shows.
    items: [
      ...roles('undo', 'redo'),
      separator,
      ...roles('cut', 'copy', 'paste'),
      ...(mac ? roles('pasteAndMatchStyle') : []),
      ...roles('delete'),
      separator,
      ...roles('selectAll')
    ]
  })
  menus.push({
    label: titles.view,
    role: 'viewMenu',
    // Chromium's Reload would drop the page's state; Go → Refresh this view (Ctrl/Cmd+R) asks the server again instead.
    items: [
      ...(input.devTools ? [...roles('forceReload', 'toggleDevTools'), separator] : []),
      ...roles('resetZoom', 'zoomIn', 'zoomOut'),
      separator,
      ...roles('togglefullscreen')
    ]
  })
  menus.push({
    label: titles.go,
    role: null,
    items: [
      ...viewIds.map((view) =>
        view === 'updates' && (input.unseenUpdates ?? 0) > 0
          ? command(
              viewCommands[view],
              say(menuMessages.newUpdates, {
                title: say(commands[viewCommands[view]].title),
                count: input.unseenUpdates ?? 0
              })
            )
          : command(viewCommands[view])
      ),
      separator,
      command('go:back'),
      command('go:forward'),
      separator,
      command('go:find'),
      command('view:refresh'),
      command('status:check-now')
    ]
  })
  menus.push({
    label: titles.window,
    role: 'windowMenu',
    items: mac ? [...roles('minimize', 'zoom'), separator, ...roles('front')] : roles('minimize', 'close')
  })
  menus.push({
    label: titles.help,
    role: 'help',
    items: [
      command('help:shortcuts'),
      separator,
      command('help:check-updates'),
      command('help:open-logs'),
      command('help:export-diagnostics'),
      // macOS has About in the app menu.
      ...(mac ? [] : [separator, command('help:about')])
    ]
  })
  return menus
}

/** Every command item in a model, for finding one by id (the harness clicks them so). */
export function commandItems(model: AppMenu[]): Extract<AppMenuItem, { type: 'command' }>[] {
  return model.flatMap((menu) =>
    menu.items.filter((item): item is Extract<AppMenuItem, { type: 'command' }> => item.type === 'command')
  )
}
