// Everything a person can choose, declared once: each setting's kind,
// default, bounds and words (setting-words.ts). From this table come the Preferences type, the
// IPC request schema (setting-request.ts), the settings file's defaults and
// JSON schema (main's settings-store.ts), main's checks with their sentences
// (main's settings/check-patch.ts) and the Settings view's labels and hints.
// docs/architecture.md, "Settings", says how to add one. (No zod here: the
// renderer imports this.)
import { type AppLocale, languageNames, type MessagesLocale, pseudoLocales, shippedLocales } from './i18n/locales'
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
import { settingWords as m } from './setting-words'

/** Close to tray is the norm on Windows and Linux; on macOS closing a window never quits anyway. */
export const closeToTrayDefault = (platform: string): boolean => platform !== 'darwin'

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
