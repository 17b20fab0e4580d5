import { create } from 'zustand'

import type { SettingsView } from '@shared/settings'

interface SettingsState {
  /** Null until bootstrap has answered. */
  settings: SettingsView | null
  setSettings: (settings: SettingsView) => void
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: null,
  setSettings: (settings) => set({ settings })
}))
