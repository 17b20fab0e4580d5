// Settings as a feature: what the renderer may see of them, and changing
// them. Each change is checked (with a sentence when refused), saved, and
// applied at once through its reaction (intervals reschedule the running
// job, weak storage removes a weakly stored token, launch at login tells the
// OS…).
import { effectiveValues } from '@shared/setting-kinds'
import { type DesktopModel, type Preferences, type SettingsModel, settingTable } from '@shared/settings'

import type { Feature } from '../../app/feature'
import type { AppLanguage } from '../../core/i18n'
import type { AccountContext } from '../accounts/account-context'
import type { ServerAddress } from '../connection/server-address'
import { checkPatch } from './check-patch'
import type { SettingsReactions } from './settings-reactions'
import { isScoped, type ScopedPrefs, type SettingsStore } from './settings-store'

/** What main does when a setting changes, at most one reaction per setting (settings-reactions.ts). */
export type { SettingsReactions } from './settings-reactions'

/** The person's settings, with what `prefs`'s account and server chose for themselves (SCOPED). */
export function settingsView(
  settings: SettingsStore,
  address: ServerAddress,
  prefs: ScopedPrefs,
  platform: string,
  desktop: DesktopModel,
  language: Pick<AppLanguage, 'locale' | 'offered' | 'systemLanguage'>
): SettingsModel {
  return {
    baseUrl: address.baseUrl(),
    baseUrlSource: address.source(),
    ...effectiveValues(settingTable, settings.all(prefs), platform),
    desktop,
    locale: language.locale(),
    languages: language.offered(),
    systemLanguage: language.systemLanguage()
  }
}

export function createSettingsFeature({
  settings,
  prefsOf,
  view,
  reactions
}: {
  settings: SettingsStore
  /** What the call's account and its server chose; with no account, the server a first sign-in goes to. */
  prefsOf: (account: AccountContext | null) => ScopedPrefs
  /** For the call's account (its own choices), else the one on screen. */
  view: (account: AccountContext | null) => SettingsModel
  /** Every feature's reactions (Feature.reactions), composed after this feature is made. */
  reactions: () => SettingsReactions
}): Feature {
  return {
    handlers: {
      'settings:update': async (request, { account }) => {
        // Checked as a whole first: a refused value changes nothing.
        const patch = checkPatch(request)
        const before = view(account)
        // What an account or a server chooses for itself is saved for the call's account, the rest for the app.
        const prefs = prefsOf(account)
        for (const [key, value] of Object.entries(patch) as [keyof Preferences, never][]) {
          if (isScoped(key)) prefs.set(key, value)
          else settings.set(key, value)
        }
        for (const [key, value] of Object.entries(patch) as [keyof Preferences, never][]) {
          if (JSON.stringify(before[key]) === JSON.stringify(value)) continue
          await (
            reactions()[key] as ((value: never, account: AccountContext | null) => void | Promise<void>) | undefined
          )?.(value, account)
        }
        return view(account)
      }
    }
  }
}
