export const themes = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof themes)[number]

/** What the renderer may know about settings (nothing secret lives here). */
export interface SettingsView {
  baseUrl: string | null
  /** 'env' when PLATFORM_BASE_URL overrides the saved URL. */
  baseUrlSource: 'env' | 'saved' | 'none'
  theme: ThemePreference
  /** Linux without a keyring: the user agreed to keep the token with weak protection. */
  allowWeakTokenStorage: boolean
  /** Keep the last ten searches (never credential-like ones). */
  recentSearchesEnabled: boolean
}
