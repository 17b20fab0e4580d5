// Every view, in the navigation's order, and all the app knows of one: its
// name, its icon, its Go menu item with its Ctrl/Cmd+digit, and whether it
// needs a session. Everything else is made from this table: `viewIds` and
// the routes (routes.ts), the Go menu's `go:<view>` commands and their
// shortcuts (commands.ts, so main's menu and the page's shortcut list too),
// the navigation's items and icons (src/renderer/src/features/navigation/).
// A new view goes at the end with the next digit: nobody's shortcuts for the
// views already there move (CONTRIBUTING.md, Add a view).
import { defineMessage, type Message } from './i18n/messages'

export interface ViewSpec {
  /** The view's name: in the navigation, its title bar's heading, the window's title and the account menu. */
  label: Message
  /**
   * Its icon, by lucide-react's name for it: shared code cannot hold the component, so the page maps each
   * name to one (view-icons.ts), a record typed against this table that fails to compile without it.
   */
  icon: string
  /** Its Go menu item, in the menu and the Keyboard shortcuts list. */
  go: Message
  /** Ctrl/Cmd+digit goes to it (the Go menu's accelerator, the navigation's tooltip). */
  digit: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
  /** Its Go item is disabled while signed out, when the page shows only the sign-in form. */
  needsSession: boolean
}

export const views = {
  profile: {
    label: defineMessage({
      id: 'navigation.view.profile',
      defaultMessage: 'Profile',
      description: 'The name of the Profile view (a person’s profile), in the navigation and the window title.'
    }),
    icon: 'User',
    go: defineMessage({
      id: 'commands.goProfile.title',
      defaultMessage: 'Profile',
      description: 'Go menu item and shortcut list: opens the Profile view.'
    }),
    digit: 1,
    needsSession: true
  },
  followers: {
    label: defineMessage({
      id: 'navigation.view.followers',
      defaultMessage: 'Followers',
      description:
        'The name of the Followers view (who follows a person, and whom they follow), in the navigation and the window title.'
    }),
    icon: 'Users',
    go: defineMessage({
      id: 'commands.goFollowers.title',
      defaultMessage: 'Followers',
      description: 'Go menu item and shortcut list: opens the Followers view.'
    }),
    digit: 2,
    needsSession: true
  },
  search: {
    label: defineMessage({
      id: 'navigation.view.search',
      defaultMessage: 'Search',
      description: 'The name of the Search view (finding people), in the navigation and the window title.'
    }),
    icon: 'Search',
    go: defineMessage({
      id: 'commands.goSearch.title',
      defaultMessage: 'Search',
      description: 'Go menu item and shortcut list: opens the Search view.'
    }),
    digit: 3,
    needsSession: true
  },
  status: {
    label: defineMessage({
      id: 'navigation.view.status',
      defaultMessage: 'Status',
      description: 'The name of the Status view (the platform’s services), in the navigation and the window title.'
    }),
    icon: 'Activity',
    go: defineMessage({
      id: 'commands.goStatus.title',
      defaultMessage: 'Status',
      description: 'Go menu item and shortcut list: opens the platform Status view.'
    }),
    digit: 4,
    // The view is public, but signed out the page shows only the sign-in form (Check status now works from the menu).
    needsSession: true
  },
  notifications: {
    label: defineMessage({
      id: 'navigation.view.notifications',
      defaultMessage: 'Notifications',
      description: 'The name of the Notifications view, in the navigation and the window title.'
    }),
    icon: 'Bell',
    go: defineMessage({
      id: 'commands.goNotifications.title',
      defaultMessage: 'Notifications',
      description: 'Go menu item and shortcut list: opens the Notifications view.'
    }),
    digit: 5,
    needsSession: true
  },
  account: {
    label: defineMessage({
      id: 'navigation.view.account',
      defaultMessage: 'Account',
      description:
        'The name of the Account view (the signed-in session and account), in the navigation, the account menu and the window title.'
    }),
    icon: 'UserCog',
    go: defineMessage({
      id: 'commands.goAccount.title',
      defaultMessage: 'Account',
      description: 'Go menu item and shortcut list: opens the Account view.'
    }),
    digit: 6,
    needsSession: true
  },
  settings: {
    label: defineMessage({
      id: 'navigation.view.settings',
      defaultMessage: 'Settings',
      description: 'The name of the Settings view, in the navigation, the account menu and the window title.'
    }),
    icon: 'Settings',
    go: defineMessage({
      id: 'commands.goSettings.title',
      defaultMessage: 'Settings',
      description: 'Go menu item and shortcut list: opens the Settings view.'
    }),
    digit: 7,
    needsSession: true
  },
  // Last, after Settings: the views before it keep the keys people know.
  updates: {
    label: defineMessage({
      id: 'navigation.view.updates',
      defaultMessage: 'Updates',
      description:
        'The name of the Updates view (the news the platform publishes, not updates of the app), in the navigation and the window title.'
    }),
    icon: 'Newspaper',
    go: defineMessage({
      id: 'commands.goUpdates.title',
      defaultMessage: 'Updates',
      description:
        'Go menu item and shortcut list: opens the Updates view, the platform’s published news (not updates of the app).'
    }),
    digit: 8,
    needsSession: true
  }
} as const satisfies Record<string, ViewSpec>

export type ViewId = keyof typeof views
/** The views in the navigation's order (the table's). */
export const viewIds = Object.keys(views) as readonly ViewId[]
/** The icon names the table uses: the page's icon record must map each (view-icons.ts). */
export type ViewIconName = (typeof views)[ViewId]['icon']
/** A view's entry, as the general shape. */
export const viewSpec = (view: ViewId): ViewSpec => views[view]
