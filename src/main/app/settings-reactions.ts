// What main does the moment a setting changes: one entry per setting that
// needs one, all in this map, run by the settings feature (settings/index.ts)
// after the change is saved and only when the value really changed. A
// setting read where it is used (close to tray, the notification switches,
// pictures from other sites) needs no entry.
import type { UpdateMode } from '@shared/settings'

import type { LanguageChoice } from '../i18n/resolve-locale'
import type { OsSurfaces } from '../os/os-surfaces'
import type { JobControl } from '../scheduler/scheduler'
import type { SettingsReactions } from '../settings'
import type { SettingsStore } from '../settings/settings-store'

export interface ReactionTargets {
  settings: SettingsStore
  accounts: { weakStorageChanged(allowed: boolean): Promise<void> }
  search: { enabledChanged(enabled: boolean): void }
  jobs: { status: JobControl; notifications: JobControl; ping: JobControl }
  updates: { modeChanged(mode: UpdateMode): void; languageChanged(): void }
  language: { apply(choice: LanguageChoice): Promise<void> }
  os: Pick<OsSurfaces, 'setLaunchAtLogin' | 'setThemeSource' | 'setSpellcheck'>
}

export function settingsReactions({ settings, accounts, search, jobs, updates, language, os }: ReactionTargets): SettingsReactions {
  return {
    // Main's words, the menus and the tray change at once; the answer's settings view carries the new locale to the page.
    // The update line is a sentence main made: it is sent again in the new language.
    language: async (choice) => {
      await language.apply(choice)
      updates.languageChanged()
    },
    // Native menus and dialogs follow the page's theme at once.
    theme: (theme) => os.setThemeSource(theme),
    // Turning it off removes a token already stored weakly.
    allowWeakTokenStorage: (allowed) => accounts.weakStorageChanged(allowed),
    // Turning it off forgets the kept searches.
    recentSearchesEnabled: (enabled) => search.enabledChanged(enabled),
    pingIntervalMinutes: () => jobs.ping.reschedule(),
    statusIntervalMinutes: () => jobs.status.reschedule(),
    notificationsIntervalMinutes: () => jobs.notifications.reschedule(),
    // A newly watched service is checked at once, not at the next interval.
    watchedServices: () => jobs.status.runNow(),
    // The OS login item carries both switches: start at login, and whether hidden.
    launchAtLogin: (enabled) => os.setLaunchAtLogin(enabled, settings.get('startHidden')),
    startHidden: (hidden) => (settings.get('launchAtLogin') ? os.setLaunchAtLogin(true, hidden) : undefined),
    updateMode: (mode) => updates.modeChanged(mode),
    // Linux: dictionaries are fetched (or not) from now on; turning it off stops spellcheck at once.
    downloadSpellingDictionaries: (allowed) => os.setSpellcheck(allowed)
  }
}
