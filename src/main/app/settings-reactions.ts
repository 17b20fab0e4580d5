// What main does the moment one of the app's own settings changes — the
// language, the theme, the OS login item, spelling dictionaries — run by the
// settings feature (settings/index.ts) after the change is saved and only
// when the value really changed. A feature's own settings react in its own
// folder (Feature.reactions: the ping's interval in ping/, the watched
// services in status/…); composeFeatures refuses two reactions for one
// setting. A setting read where it is used (close to tray, the notification
// switches, pictures from other sites) needs none.
import type { LanguageChoice } from '../core/i18n/resolve-locale'
import type { OsSurfaces } from '../desktop/os/os-surfaces'
import type { SettingsReactions } from '../features/settings'
import type { SettingsStore } from '../features/settings/settings-store'

export interface ReactionTargets {
  settings: SettingsStore
  /** The update line is a sentence main made: it is sent again in the new language. */
  updates: { languageChanged(): void }
  language: { apply(choice: LanguageChoice): Promise<void> }
  os: Pick<OsSurfaces, 'setLaunchAtLogin' | 'setThemeSource' | 'setSpellcheck'>
}

export function settingsReactions({ settings, updates, language, os }: ReactionTargets): SettingsReactions {
  return {
    // Main's words, the menus and the tray change at once; the answer's settings view carries the new locale to the page.
    language: async (choice) => {
      await language.apply(choice)
      updates.languageChanged()
    },
    // Native menus and dialogs follow the page's theme at once.
    theme: (theme) => os.setThemeSource(theme),
    // The OS login item carries both switches: start at login, and whether hidden.
    launchAtLogin: (enabled) => os.setLaunchAtLogin(enabled, settings.get('startHidden')),
    startHidden: (hidden) => (settings.get('launchAtLogin') ? os.setLaunchAtLogin(true, hidden) : undefined),
    // Linux: dictionaries are fetched (or not) from now on; turning it off stops spellcheck at once.
    downloadSpellingDictionaries: (allowed) => os.setSpellcheck(allowed)
  }
}
