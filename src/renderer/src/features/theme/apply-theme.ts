import type { ThemePreference } from '@shared/settings'

export type ResolvedTheme = 'light' | 'dark'

const darkQuery = '(prefers-color-scheme: dark)'

export function systemTheme(): ResolvedTheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches ? 'dark' : 'light'
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  return preference === 'system' ? systemTheme() : preference
}

/** The CSS custom properties hang off this attribute (see styles/theme.css). */
export function applyTheme(theme: ResolvedTheme): void {
  document.documentElement.dataset.theme = theme
}

/** Calls back whenever the OS switches between light and dark. */
export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(darkQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
