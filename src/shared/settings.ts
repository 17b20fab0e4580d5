// Everything a person can choose, declared once: each setting's kind,
// default, bounds and words. From this table come the Preferences type, the
// IPC request schema (setting-request.ts), the settings file's defaults and
// JSON schema (main's settings-store.ts), main's checks with their sentences
// (main's settings/check-patch.ts) and the Settings view's labels and hints.
// docs/architecture.md, "Settings", says how to add one. (No zod here: the
// renderer imports this.)
import { type AppLocale, languageNames, type MessagesLocale, pseudoLocales, shippedLocales } from './i18n/locales'
import { ID_PATTERN } from './ids'
import { choice, idList, type KeysOfKind, minutes, type SettingTable, type StoredValuesOf, toggle, type ValuesOf } from './setting-kinds'

/** Close to tray is the norm on Windows and Linux; on macOS closing a window never quits anyway. */
export const closeToTrayDefault = (platform: string): boolean => platform !== 'darwin'

export const settingTable = {
  theme: choice({
    label: 'Theme',
    hint: 'System follows your computer’s light or dark appearance.',
    values: ['system', 'light', 'dark'],
    labels: { system: 'System', light: 'Light', dark: 'Dark' },
    default: 'system'
  }),
  /** The language of every word the app shows: the computer's by default (main's i18n/resolve-locale.ts). Pseudo-locales are offered in development builds only. */
  language: choice({
    label: 'Language',
    hint: 'System uses your computer’s preferred languages, or English when none of them is available.',
    values: ['system', ...shippedLocales, ...pseudoLocales],
    labels: { system: 'System', ...languageNames },
    default: 'system'
  }),
  /** Linux without a keyring: the user agreed to keep the token with weak protection. */
  allowWeakTokenStorage: toggle({
    label: 'Store my sign-in with weak protection when no keyring is available',
    hint: 'Without a keyring, other programs running as you could read a stored sign-in, so by default you sign in again after each restart instead.',
    default: false
  }),
  /** Keep the last ten searches (never credential-like ones). */
  recentSearchesEnabled: toggle({
    label: 'Remember my last ten searches',
    hint: 'Shown when the search field is empty. Queries that look like a token or a password are never kept; turning this off forgets them.',
    default: true
  }),
  pingIntervalMinutes: minutes({ label: 'Tell the platform you are here every', min: 1, max: 60, default: 5 }),
  statusIntervalMinutes: minutes({ label: 'Check platform status every', min: 1, max: 60, default: 5 }),
  notificationsIntervalMinutes: minutes({ label: 'Check for new notifications every', min: 1, max: 60, default: 2 }),
  /** Service ids to watch besides those the platform lists. */
  watchedServices: idList({
    label: 'Watched services',
    hint: 'Status checks every service the platform lists. Add the ids of any others you want watched too.',
    max: 20,
    pattern: ID_PATTERN,
    notAnId: (id) => `“${id}” is not a service id: use letters, digits, dots, dashes or underscores (at most 64).`,
    tooMany: (max) => `Watch at most ${max} extra services.`
  }),
  /** OS notifications when a watched service changes state. */
  statusNotifications: toggle({
    label: 'Notify me when a watched service changes state',
    hint: 'At most one notification per service every 15 minutes, so a flapping service stays quiet.',
    default: true
  }),
  /** OS notifications for new platform notifications. */
  notificationAlerts: toggle({
    label: 'Notify me about new platform notifications',
    hint: 'One notification each, or a summary when more than three arrive at once.',
    default: true
  }),
  launchAtLogin: toggle({
    label: 'Start Platform Desktop when I sign in to this computer',
    hint: 'It starts in the tray if “Start hidden” is on.',
    default: false
  }),
  /** Start in the tray without showing the window. */
  startHidden: toggle({
    label: 'Start hidden',
    hint: 'When started at login, stay in the tray without opening the window.',
    default: false
  }),
  /** Closing the window keeps the app running in the tray. */
  closeToTray: toggle({
    label: 'Close to tray',
    hint: 'Closing the window keeps Platform Desktop running in the tray, watching the platform. Quit it from the tray menu.',
    default: closeToTrayDefault
  }),
  updateMode: choice({
    label: 'Updates',
    hint: 'Updates are checked every six hours.',
    values: ['auto', 'ask', 'off'],
    labels: { auto: 'Download updates automatically', ask: 'Ask before downloading', off: 'Off' },
    default: 'auto'
  }),
  /** Linux only (Settings hides it elsewhere): macOS and Windows check spelling with the OS's own dictionaries. */
  downloadSpellingDictionaries: toggle({
    label: 'Download spelling dictionaries',
    hint: 'Spelling is checked with a dictionary for your languages, downloaded from Google’s servers. Off: nothing is downloaded and spelling is not checked.',
    default: false
  }),
  /** Pictures from hosts other than the platform's own (off: only the platform's own origin). */
  loadRemotePictures: toggle({
    label: 'Load pictures from other websites',
    hint: 'Off: only pictures from your platform’s own address are shown, so no other site learns when you look at a profile.',
    default: false
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
export interface DesktopView {
  /** No tray icon can be seen: close to tray and start hidden are off. */
  trayProblem: string | null
  /** A notification could not be shown (said once per run). */
  notificationsProblem: string | null
  /** macOS: the login item waits for approval, or is missing. */
  loginItemProblem: string | null
}

/** What the renderer may know about settings (nothing secret lives here). */
export interface SettingsView extends Preferences {
  baseUrl: string | null
  /** 'env' when PLATFORM_BASE_URL overrides the saved URL. */
  baseUrlSource: 'env' | 'saved' | 'none'
  desktop: DesktopView
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
  settings: SettingsView
}
