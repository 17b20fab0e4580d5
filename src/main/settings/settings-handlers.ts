// What the renderer may see of settings, and changing them: each change is
// checked (with a sentence when refused), saved, and applied at once through
// its reaction (intervals reschedule the running job, weak storage removes a
// weakly stored token, launch at login tells the OS…).
import type { RequestOf } from '@shared/ipc'
import { checkSetting, effectiveValues, keysOf } from '@shared/setting-kinds'
import { type DesktopView, type Preferences, type SettingsView, settingTable } from '@shared/settings'

import { failure } from '../api/app-failure'
import type { ServerAddress } from '../connection/connection-handlers'
import type { IpcHandlers } from '../ipc/dispatch'
import type { SettingsStore } from './settings-store'

/** What main does when a setting changes, at most one reaction per setting (settings-reactions.ts). */
export type SettingsReactions = { [K in keyof Preferences]?: (value: Preferences[K]) => void | Promise<void> }

export function settingsView(settings: SettingsStore, address: ServerAddress, platform: string, desktop: DesktopView): SettingsView {
  return {
    baseUrl: address.baseUrl(),
    baseUrlSource: address.source(),
    ...effectiveValues(settingTable, settings.all(), platform),
    desktop
  }
}

/** The change as it will be stored, or a sentence saying what is wrong with it. */
export function checkPatch(patch: RequestOf<'settings:update'>): Partial<Preferences> {
  const out: Partial<Preferences> = {}
  for (const key of keysOf(settingTable)) {
    const value = patch[key]
    if (value === undefined) continue
    const checked = checkSetting(settingTable[key], value)
    if (!checked.ok) throw failure({ kind: 'invalid-input', message: checked.message })
    Object.assign(out, { [key]: checked.value })
  }
  return out
}

export function settingsHandlers(settings: SettingsStore, view: () => SettingsView, reactions: SettingsReactions): Pick<IpcHandlers, 'settings:update'> {
  return {
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
