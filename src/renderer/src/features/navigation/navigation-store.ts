import { create } from 'zustand'
import type { ViewId } from '../../../../shared/views'

/** Where a fresh session lands: the one view that already shows real data. */
export const landingView: ViewId = 'account'

/** Enough to be useful, small enough that a long session never grows without bound. */
const maxEntries = 50

interface NavigationState {
  entries: ViewId[]
  index: number
  navigate: (view: ViewId) => void
  back: () => void
  forward: () => void
  reset: () => void
}

export const useNavigationStore = create<NavigationState>()((set) => ({
  entries: [landingView],
  index: 0,
  navigate: (view) =>
    set((state) => {
      if (state.entries[state.index] === view) return state
      const entries = [...state.entries.slice(0, state.index + 1), view].slice(-maxEntries)
      return { entries, index: entries.length - 1 }
    }),
  back: () => set((state) => (state.index > 0 ? { index: state.index - 1 } : state)),
  forward: () => set((state) => (state.index < state.entries.length - 1 ? { index: state.index + 1 } : state)),
  reset: () => set({ entries: [landingView], index: 0 })
}))

export const selectCurrentView = (state: NavigationState): ViewId => state.entries[state.index] ?? landingView
export const selectCanGoBack = (state: NavigationState): boolean => state.index > 0
export const selectCanGoForward = (state: NavigationState): boolean => state.index < state.entries.length - 1
