// Chromium's own language, which only a switch before start-up sets: Electron
// picks the locale once, from `--lang` or the OS, after the main script has
// run and before 'ready' (electron/electron shell/browser/
// electron_browser_main_parts.cc, PreCreateThreads: GetSwitchValueASCII(kLang),
// then SetApplicationLocale). It drives app.getLocale(), the Accept-Language
// Chromium sends, Chromium's own words in the page (form validation, pickers)
// and the direction of the frames and menus it draws. Our words follow the
// setting at once (i18n); these follow it from the next start.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { shippedLocales } from '@shared/i18n/locales'

/** The language saved in Settings, as `--lang` takes it; null for "System", a pseudo-locale, or no readable settings. */
export function savedLanguage(userDataDir: string): string | null {
  try {
    const saved = (
      JSON.parse(readFileSync(join(userDataDir, 'settings.json'), 'utf8')) as { language?: unknown } | null
    )?.language
    return typeof saved === 'string' && (shippedLocales as readonly string[]).includes(saved) ? saved : null
  } catch {
    // No settings yet, or unreadable: the settings store says so later; Chromium follows the OS.
    return null
  }
}
