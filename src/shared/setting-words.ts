// The words of every setting in the table (settings.ts): labels, hints and
// choices, formatted by whoever shows them: the Settings view, or main quoting
// a label in a refusal.
import { defineMessages } from './i18n/messages'

export const settingWords = defineMessages({
  themeLabel: {
    id: 'settings.theme.label',
    defaultMessage: 'Theme',
    description: 'Settings › Appearance: the name of the light/dark choice.'
  },
  themeHint: {
    id: 'settings.theme.hint',
    defaultMessage: 'System follows your computer’s light or dark appearance.',
    description: 'Settings › Appearance › Theme: the sentence under the choice.'
  },
  themeSystem: {
    id: 'settings.theme.system',
    defaultMessage: 'System',
    description: 'Settings › Theme: the choice that follows the computer’s appearance.'
  },
  themeLight: {
    id: 'settings.theme.light',
    defaultMessage: 'Light',
    description: 'Settings › Theme: the light appearance.'
  },
  themeDark: {
    id: 'settings.theme.dark',
    defaultMessage: 'Dark',
    description: 'Settings › Theme: the dark appearance.'
  },
  languageLabel: {
    id: 'settings.language.label',
    defaultMessage: 'Language',
    description: 'Settings › Appearance: the name of the language choice.'
  },
  languageHint: {
    id: 'settings.language.hint',
    defaultMessage:
      'System uses your computer’s preferred languages, or English when none of them is available. What the system itself draws (some dialog and menu parts) follows at the next start.',
    description: 'Settings › Appearance › Language: the sentence under the list.'
  },
  languageSystem: {
    id: 'settings.language.systemPlain',
    defaultMessage: 'System',
    description:
      'Settings › Language: the choice that follows the computer’s preferred languages, where the language it gives is not named.'
  },
  weakStorageLabel: {
    id: 'settings.allowWeakTokenStorage.label',
    defaultMessage: 'Store my sign-in with weak protection when no keyring is available',
    description: 'Settings › Privacy and security (Linux): a switch.'
  },
  weakStorageHint: {
    id: 'settings.allowWeakTokenStorage.hint',
    defaultMessage:
      'Without a keyring, other programs running as you could read a stored sign-in, so by default you sign in again after each restart instead.',
    description: 'Settings › Privacy and security (Linux): the sentence under the weak protection switch.'
  },
  recentSearchesLabel: {
    id: 'settings.recentSearchesEnabled.label',
    defaultMessage: 'Remember my last ten searches',
    description: 'Settings › Privacy and security: a switch.'
  },
  recentSearchesHint: {
    id: 'settings.recentSearchesEnabled.hint',
    defaultMessage:
      'Shown when the search field is empty. Queries that look like a token or a password are never kept; turning this off forgets them.',
    description: 'Settings › Privacy and security: the sentence under the recent searches switch.'
  },
  pingLabel: {
    id: 'settings.pingIntervalMinutes.label',
    defaultMessage: 'Tell the platform you are here every',
    description:
      'Settings › Background checks: a number field’s name, followed by “(minutes)”; also quoted when a number is refused.'
  },
  statusLabel: {
    id: 'settings.statusIntervalMinutes.label',
    defaultMessage: 'Check platform status every',
    description:
      'Settings › Background checks: a number field’s name, followed by “(minutes)”; also quoted when a number is refused.'
  },
  notificationsLabel: {
    id: 'settings.notificationsIntervalMinutes.label',
    defaultMessage: 'Check for new notifications every',
    description:
      'Settings › Background checks: a number field’s name, followed by “(minutes)”; also quoted when a number is refused.'
  },
  watchedLabel: {
    id: 'settings.watchedServices.label',
    defaultMessage: 'Watched services',
    description: 'Settings: the title of the card listing extra service ids.'
  },
  watchedHint: {
    id: 'settings.watchedServices.hint',
    defaultMessage: 'Status checks every service the platform lists. Add the ids of any others you want watched too.',
    description: 'Settings › Watched services: the sentence under the title.'
  },
  watchedNotAnId: {
    id: 'settings.watchedServices.notAnId',
    defaultMessage: '“{id}” is not a service id: use letters, digits, dots, dashes or underscores (at most 64).',
    description: 'Error when a watched service id is refused; {id} is what was given (at most 40 characters).'
  },
  watchedTooMany: {
    id: 'settings.watchedServices.tooMany',
    defaultMessage: 'Watch at most {max, number} extra services.',
    description: 'Error when too many watched services are given; {max} is the most allowed (20).'
  },
  statusNotificationsLabel: {
    id: 'settings.statusNotifications.label',
    defaultMessage: 'Notify me when a watched service changes state',
    description: 'Settings › Alerts: a switch.'
  },
  statusNotificationsHint: {
    id: 'settings.statusNotifications.hint',
    defaultMessage: 'At most one notification per service every 15 minutes, so a flapping service stays quiet.',
    description: 'Settings › Alerts: the sentence under the service change switch.'
  },
  notificationAlertsLabel: {
    id: 'settings.notificationAlerts.label',
    defaultMessage: 'Notify me about new platform notifications',
    description: 'Settings › Alerts: a switch.'
  },
  notificationAlertsHint: {
    id: 'settings.notificationAlerts.hint',
    defaultMessage: 'One notification each, or a summary when more than three arrive at once.',
    description: 'Settings › Alerts: the sentence under the platform notifications switch.'
  },
  platformUpdateNotificationsLabel: {
    id: 'settings.platformUpdateNotifications.label',
    defaultMessage: 'Notify me of platform updates',
    description:
      'Settings › Alerts: a switch. “Platform updates” are the news the platform publishes (the Updates view), not updates of the app.'
  },
  platformUpdateNotificationsHint: {
    id: 'settings.platformUpdateNotifications.hint',
    defaultMessage: 'When the platform publishes something new, one notification per check; clicking it opens Updates.',
    description: 'Settings › Alerts: the sentence under the platform updates switch. “Updates” names the Updates view.'
  },
  launchAtLoginLabel: {
    id: 'settings.launchAtLogin.label',
    defaultMessage: 'Start Platform Desktop when I sign in to this computer',
    description: 'Settings › Startup and tray: a switch; “Platform Desktop” is the product name.'
  },
  launchAtLoginHint: {
    id: 'settings.launchAtLogin.hint',
    defaultMessage: 'It starts in the tray if “Start hidden” is on.',
    description:
      'Settings › Startup and tray: the sentence under the start at sign-in switch; “Start hidden” is the label of the next switch.'
  },
  startHiddenLabel: {
    id: 'settings.startHidden.label',
    defaultMessage: 'Start hidden',
    description: 'Settings › Startup and tray: a switch.'
  },
  startHiddenHint: {
    id: 'settings.startHidden.hint',
    defaultMessage: 'When started at login, stay in the tray without opening the window.',
    description: 'Settings › Startup and tray: the sentence under Start hidden.'
  },
  closeToTrayLabel: {
    id: 'settings.closeToTray.label',
    defaultMessage: 'Close to tray',
    description: 'Settings › Startup and tray: a switch.'
  },
  closeToTrayHint: {
    id: 'settings.closeToTray.hint',
    defaultMessage:
      'Closing the window keeps Platform Desktop running in the tray, watching the platform. Quit it from the tray menu.',
    description: 'Settings › Startup and tray: the sentence under Close to tray.'
  },
  updateModeLabel: {
    id: 'settings.updateMode.label',
    defaultMessage: 'Updates',
    description: 'Settings › About: the name of the updates choice.'
  },
  updateModeHint: {
    id: 'settings.updateMode.hint',
    defaultMessage: 'Updates are checked every six hours.',
    description: 'Settings › About › Updates: the sentence under the choice.'
  },
  updateModeAuto: {
    id: 'settings.updateMode.auto',
    defaultMessage: 'Download updates automatically',
    description: 'Settings › Updates: a choice.'
  },
  updateModeAsk: {
    id: 'settings.updateMode.ask',
    defaultMessage: 'Ask before downloading',
    description: 'Settings › Updates: a choice.'
  },
  updateModeOff: {
    id: 'settings.updateMode.off',
    defaultMessage: 'Off',
    description: 'Settings › Updates: the choice that never checks.'
  },
  dictionariesLabel: {
    id: 'settings.downloadSpellingDictionaries.label',
    defaultMessage: 'Download spelling dictionaries',
    description: 'Settings › Privacy and security (Linux): a switch.'
  },
  dictionariesHint: {
    id: 'settings.downloadSpellingDictionaries.hint',
    defaultMessage:
      'Spelling is checked with a dictionary for your languages; one the system does not have (on Linux, every one) is downloaded from Google’s servers. Off: nothing is downloaded, and only the system’s own dictionaries check spelling.',
    description: 'Settings › Privacy and security (Linux, Windows): the sentence under the dictionaries switch.'
  },
  remotePicturesLabel: {
    id: 'settings.loadRemotePictures.label',
    defaultMessage: 'Load pictures from other websites',
    description: 'Settings › Privacy and security: a switch.'
  },
  serverColorLabel: {
    id: 'settings.serverColor.label',
    defaultMessage: 'Colour of this server',
    description:
      'Settings › Server: the name of the choice of colour that marks this server’s accounts beside its name.'
  },
  serverColorHint: {
    id: 'settings.serverColor.hint',
    defaultMessage:
      'Marks its accounts beside the server’s name in the header and the account lists, so you can tell them from other servers’ at a glance.',
    description: 'Settings › Server › Colour of this server: the sentence under the choice.'
  },
  serverColorAuto: {
    id: 'settings.serverColor.auto',
    defaultMessage: 'Automatic',
    description:
      'Settings › Colour of this server: the choice that picks a colour from the server’s name, unlike the other servers’ colours.'
  },
  remotePicturesHint: {
    id: 'settings.loadRemotePictures.hint',
    defaultMessage:
      'Off: only pictures from your platform’s own address are shown, so no other site learns when you look at a profile.',
    description: 'Settings › Privacy and security: the sentence under the remote pictures switch.'
  }
})
