// What main tells the OS about the person's theme. Native menus, dialogs and
// scrollbars follow nativeTheme.themeSource, and so does the page's
// `prefers-color-scheme`; the window's own colour, painted before the page
// draws, must be the page's background in the theme that will be shown, or
// a light-mode person sees a dark flash at every start.
import type { ThemePreference } from '@shared/settings'

/** The page's `--bg` per theme (src/renderer/src/styles/theme.css); a test keeps them equal. */
export const WINDOW_BACKGROUND = { light: '#ffffff', dark: '#15181d' } as const

/** The theme the page shows: the chosen one, or the OS's when it follows the system. */
export function shownTheme(preference: ThemePreference, osPrefersDark: boolean): 'light' | 'dark' {
  return preference === 'system' ? (osPrefersDark ? 'dark' : 'light') : preference
}

/** The window's colour before its page paints, in the theme the page will show. */
export function windowBackground(preference: ThemePreference, osPrefersDark: boolean): string {
  return WINDOW_BACKGROUND[shownTheme(preference, osPrefersDark)]
}
