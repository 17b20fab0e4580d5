// Everything a person can choose, with its bounds, in one place: main
// validates changes against these, the Settings view shows them, and both
// word their messages from them. (No zod here: the renderer imports this.)

export const themes = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof themes)[number]

export const updateModes = ['auto', 'ask', 'off'] as const
export type UpdateMode = (typeof updateModes)[number]

/** Minutes between runs of each background job, and what each may be set to. */
export const intervalSettings = {
  pingIntervalMinutes: { label: 'Tell the platform you are here every', min: 1, max: 60, fallback: 5 },
  statusIntervalMinutes: { label: 'Check platform status every', min: 1, max: 60, fallback: 5 },
  notificationsIntervalMinutes: { label: 'Check for new notifications every', min: 1, max: 60, fallback: 2 }
} as const
export type IntervalSetting = keyof typeof intervalSettings

export const MAX_WATCHED_SERVICES = 20
export const SERVICE_ID_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/

/** What a person chooses. */
export interface Preferences {
  theme: ThemePreference
  /** Linux without a keyring: the user agreed to keep the token with weak protection. */
  allowWeakTokenStorage: boolean
  /** Keep the last ten searches (never credential-like ones). */
  recentSearchesEnabled: boolean
  pingIntervalMinutes: number
  statusIntervalMinutes: number
  notificationsIntervalMinutes: number
  /** Service ids to watch besides those the platform lists. */
  watchedServices: string[]
  /** OS notifications when a watched service changes state. */
  statusNotifications: boolean
  /** OS notifications for new platform notifications. */
  notificationAlerts: boolean
  launchAtLogin: boolean
  /** Start in the tray without showing the window. */
  startHidden: boolean
  /** Closing the window keeps the app running in the tray. */
  closeToTray: boolean
  updateMode: UpdateMode
  /** Pictures from hosts other than the platform's own (off: only the platform's own origin). */
  loadRemotePictures: boolean
}

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

/** Close to tray is the norm on Windows and Linux; on macOS closing a window never quits anyway. */
export const closeToTrayDefault = (platform: string): boolean => platform !== 'darwin'
