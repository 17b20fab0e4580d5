// The document's language and direction, set apart from the locale store so the first script's earliest code
// (app/kept-screen.ts) can set them without loading FormatJS.
import type { AppLocale } from '@shared/i18n/locales'

/** The document says its language and direction: screen readers pick their voice by it, and dir="rtl" turns the layout. */
export function applyDocumentLocale(locale: AppLocale, root: HTMLElement = document.documentElement): void {
  root.lang = locale.format
  root.dir = locale.direction
}
