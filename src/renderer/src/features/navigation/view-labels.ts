import type { ViewId } from '@shared/views'

import { defineMessages, type Message } from '../../i18n'

/** Each view's name: in the navigation, its title bar's heading, the window's title and the account menu. */
export const viewLabels: Record<ViewId, Message> = defineMessages({
  profile: {
    id: 'navigation.view.profile',
    defaultMessage: 'Profile',
    description: 'The name of the Profile view (a person’s profile), in the navigation and the window title.'
  },
  followers: {
    id: 'navigation.view.followers',
    defaultMessage: 'Followers',
    description:
      'The name of the Followers view (who follows a person, and whom they follow), in the navigation and the window title.'
  },
  search: {
    id: 'navigation.view.search',
    defaultMessage: 'Search',
    description: 'The name of the Search view (finding people), in the navigation and the window title.'
  },
  status: {
    id: 'navigation.view.status',
    defaultMessage: 'Status',
    description: 'The name of the Status view (the platform’s services), in the navigation and the window title.'
  },
  notifications: {
    id: 'navigation.view.notifications',
    defaultMessage: 'Notifications',
    description: 'The name of the Notifications view, in the navigation and the window title.'
  },
  account: {
    id: 'navigation.view.account',
    defaultMessage: 'Account',
    description:
      'The name of the Account view (the signed-in session and account), in the navigation, the account menu and the window title.'
  },
  settings: {
    id: 'navigation.view.settings',
    defaultMessage: 'Settings',
    description: 'The name of the Settings view, in the navigation, the account menu and the window title.'
  },
  updates: {
    id: 'navigation.view.updates',
    defaultMessage: 'Updates',
    description:
      'The name of the Updates view (the news the platform publishes, not updates of the app), in the navigation and the window title.'
  }
})
