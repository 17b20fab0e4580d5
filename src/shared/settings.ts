// Everything a person can choose, declared once: each setting's kind,
// default, bounds and words. From this table come the Preferences type, the
// IPC request schema (setting-request.ts), the settings file's defaults and
// JSON schema (main's settings-store.ts), main's checks with their sentences
// (main's settings/check-patch.ts) and the Settings view's labels and hints.
// docs/architecture.md, "Settings", says how to add one. (No zod here: the
// renderer imports this.)
import { type AppLocale, languageNames, type MessagesLocale, pseudoLocales, shippedLocales } from './i18n/locales'
import { defineMessages } from './i18n/messages'
import { ID_PATTERN } from './ids'
import { SERVER_COLORS, serverColorNames } from './server-color'
import {
  choice,
  idList,
  type KeysOfKind,
  minutes,
  type SettingTable,
  type StoredValuesOf,
  toggle,
  type ValuesOf
} from './setting-kinds'

/** Close to tray is the norm on Windows and Linux; on macOS closing a window never quits anyway. */
export const closeToTrayDefault = (platform: string): boolean => platform !== 'darwin'

// Each setting's words, formatted by whoever shows them: the Settings view, or main quoting a label in a refusal.
const m = defineMessages({
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

export const settingTable = {
  theme: choice({
    label: m.themeLabel,
    hint: m.themeHint,
    values: ['system', 'light', 'dark'],
    labels: { system: m.themeSystem, light: m.themeLight, dark: m.themeDark },
    default: 'system'
  }),
  /** The language of every word the app shows: the computer's by default (main's i18n/resolve-locale.ts). Pseudo-locales are offered in development builds only. */
  language: choice({
    label: m.languageLabel,
    hint: m.languageHint,
    values: ['system', ...shippedLocales, ...pseudoLocales],
    // Each language by its own name, the same in every language.
    labels: { system: m.languageSystem, ...languageNames },
    default: 'system'
  }),
  /** Linux without a keyring: the user agreed to keep the token with weak protection. */
  allowWeakTokenStorage: toggle({
    label: m.weakStorageLabel,
    hint: m.weakStorageHint,
    default: false
  }),
  /** Keep the last ten searches (never credential-like ones). */
  recentSearchesEnabled: toggle({
    label: m.recentSearchesLabel,
    hint: m.recentSearchesHint,
    default: true
  }),
  pingIntervalMinutes: minutes({ label: m.pingLabel, min: 1, max: 60, default: 5 }),
  statusIntervalMinutes: minutes({ label: m.statusLabel, min: 1, max: 60, default: 5 }),
  notificationsIntervalMinutes: minutes({ label: m.notificationsLabel, min: 1, max: 60, default: 2 }),
  /** Service ids to watch besides those the platform lists. */
  watchedServices: idList({
    label: m.watchedLabel,
    hint: m.watchedHint,
    max: 20,
    pattern: ID_PATTERN,
    notAnId: m.watchedNotAnId,
    tooMany: m.watchedTooMany
  }),
  /** OS notifications when a watched service changes state. */
  statusNotifications: toggle({
    label: m.statusNotificationsLabel,
    hint: m.statusNotificationsHint,
    default: true
  }),
  /** OS notifications for new platform notifications. */
  notificationAlerts: toggle({
    label: m.notificationAlertsLabel,
    hint: m.notificationAlertsHint,
    default: true
  }),
  /** OS notifications for the platform's new updates (its news), found by the background check; off until asked for. */
  platformUpdateNotifications: toggle({
    label: m.platformUpdateNotificationsLabel,
    hint: m.platformUpdateNotificationsHint,
    default: false
  }),
  launchAtLogin: toggle({
    label: m.launchAtLoginLabel,
    hint: m.launchAtLoginHint,
    default: false
  }),
  /** Start in the tray without showing the window. */
  startHidden: toggle({
    label: m.startHiddenLabel,
    hint: m.startHiddenHint,
    default: false
  }),
  /** Closing the window keeps the app running in the tray. */
  closeToTray: toggle({
    label: m.closeToTrayLabel,
    hint: m.closeToTrayHint,
    default: closeToTrayDefault
  }),
  updateMode: choice({
    label: m.updateModeLabel,
    hint: m.updateModeHint,
    values: ['auto', 'ask', 'off'],
    labels: { auto: m.updateModeAuto, ask: m.updateModeAsk, off: m.updateModeOff },
    default: 'auto'
  }),
  /** Linux and Windows (Settings hides it on macOS, whose spellchecker is the OS's own only). */
  downloadSpellingDictionaries: toggle({
    label: m.dictionariesLabel,
    hint: m.dictionariesHint,
    default: false
  }),
  /** Pictures from hosts other than the platform's own (off: only the platform's own origin). */
  loadRemotePictures: toggle({
    label: m.remotePicturesLabel,
    hint: m.remotePicturesHint,
    default: false
  }),
  /** The colour that marks this server's accounts, per server (main's SCOPED); Automatic picks one unlike the other servers' (server-color.ts). */
  serverColor: choice({
    label: m.serverColorLabel,
    hint: m.serverColorHint,
    values: ['auto', ...SERVER_COLORS],
    labels: { auto: m.serverColorAuto, ...serverColorNames },
    default: 'auto'
  })
} satisfies SettingTable

export type SettingKey = keyof typeof settingTable
export type ToggleKey = KeysOfKind<typeof settingTable, 'toggle'>
export type ChoiceKey = KeysOfKind<typeof settingTable, 'choice'>
export type MinutesKey = KeysOfKind<typeof settingTable, 'minutes'>

/** What a person chooses. */
export type Preferences = ValuesOf<typeof settingTable>
/** The same, as the settings file keeps them (closeToTray null: this OS's default). */
export type StoredPreferences = StoredValuesOf<typeof settingTable>

export type ThemePreference = Preferences['theme']
export type UpdateMode = Preferences['updateMode']

/**
 * What this desktop will not do for the app, found while it runs: each a
 * sentence saying what happened and what to do, or null when all is well.
 */
export interface DesktopModel {
  /** No tray icon can be seen: close to tray and start hidden are off. */
  trayProblem: string | null
  /** A notification could not be shown (said once per run). */
  notificationsProblem: string | null
  /** macOS: the login item waits for approval, or is missing. */
  loginItemProblem: string | null
}

/** What the renderer may know about settings (nothing secret lives here). */
export interface SettingsModel extends Preferences {
  baseUrl: string | null
  /** 'env' when PLATFORM_BASE_URL overrides the saved URL. */
  baseUrlSource: 'env' | 'saved' | 'none'
  desktop: DesktopModel
  /** The language and formats in use (the Language setting resolved against the computer's preferred languages). */
  locale: AppLocale
  /** The languages Settings offers, besides System. */
  languages: MessagesLocale[]
  /** The language System gives on this computer, whatever is chosen now. */
  systemLanguage: MessagesLocale
}

/**
 * What 'connection:save' and 'connection:forget' did. 'declined': the person
 * chose Cancel in main's dialog, so nothing changed and a new address was
 * not contacted.
 */
export interface ConnectionResult {
  status: 'done' | 'declined'
  settings: SettingsModel
}
