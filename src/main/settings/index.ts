// Settings as a feature: what the renderer may see of them, and changing
// them. Each change is checked (with a sentence when refused), saved, and
// applied at once through its reaction (intervals reschedule the running
// job, weak storage removes a weakly stored token, launch at login tells the
// OS…).
import { effectiveValues } from '@shared/setting-kinds'
import { type DesktopView, type Preferences, type SettingsView, settingTable } from '@shared/settings'

import type { Feature } from '../app/feature'
import type { ServerAddress } from '../connection/server-address'
import type { AppLanguage } from '../i18n'
import { checkPatch } from './check-patch'
import type { SettingsStore } from './settings-store'

/** What main does when a setting changes, at most one reaction per setting (settings-reactions.ts). */
export type SettingsReactions = { [K in keyof Preferences]?: (value: Preferences[K]) => void | Promise<void> }

export function settingsView(
  settings: SettingsStore,
  address: ServerAddress,
  platform: string,
  desktop: DesktopView,
  language: Pick<AppLanguage, 'locale' | 'offered' | 'systemLanguage'>
): SettingsView {
  return {
    baseUrl: address.baseUrl(),
    baseUrlSource: address.source(),
    ...effectiveValues(settingTable, settings.all(), platform),
    desktop,
    locale: language.locale(),
    languages: language.offered(),
    systemLanguage: language.systemLanguage()
  }
}

export function createSettingsFeature({ settings, view, reactions }: { settings: SettingsStore; view: () => SettingsView; reactions: SettingsReactions }): Feature {
  return {
    handlers: {
      'settings:update': async (request) => {
        // Checked as a whole first: a refused value changes nothing.
        const patch = checkPatch(request)
        const before = view()
        for (const [key, value] of Object.entries(patch) as [keyof Preferences, never][]) settings.set(key, value)
        for (const [key, value] of Object.entries(patch) as [keyof Preferences, never][]) {
          if (JSON.stringify(before[key]) === JSON.stringify(value)) continue
          await (reactions[key] as ((value: never) => void | Promise<void>) | undefined)?.(value)
        }
        return view()
      }
    }
  }
}
