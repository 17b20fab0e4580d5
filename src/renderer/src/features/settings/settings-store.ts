import { create } from 'zustand'

import type { SettingsModel } from '@shared/settings'

import { invalidateCachedData } from '../../app/main-cache'
import { applyLocale } from '../../i18n'

interface SettingsState {
  /** Null until bootstrap has answered. */
  settings: SettingsModel | null
  setSettings: (settings: SettingsModel) => void
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: null,
  setSettings: (settings) => {
    set({ settings })
    // The language follows main's resolved locale; one that cannot be loaded leaves the words as they are.
    applyLocale(settings.locale)
      // Main words some of what it sends (error sentences, unnamed groups, count labels): ask again in the new language.
      .then((changed) => (changed ? invalidateCachedData() : undefined))
      .catch((error: unknown) =>
        console.warn(`The language ${settings.locale.messages} could not be loaded: ${String(error)}`)
      )
  }
}))
