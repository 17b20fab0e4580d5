import { create } from 'zustand'

import { landingRoute, type Route, sameRoute } from '@shared/routes'

export { landingRoute }

/** Enough to be useful, small enough that a long session never grows without bound. */
const maxEntries = 50

/**
 * One step of history: the route, and what its view asked to keep (a
 * list's scroll position, a filter) so Back returns to where the person was.
 */
export interface HistoryEntry {
  route: Route
  memo: Record<string, unknown>
}

interface NavigationState {
  entries: HistoryEntry[]
  index: number
  /** Anything moved, or asked to move (even to where it was), since the page started or the last reset. */
  navigated: boolean
  navigate: (route: Route) => void
  /** Opens where the person left off last time (main's bootstrap), unless anything navigated first: a link or a click wins. */
  resume: (route: Route) => void
  /** Changes the current entry's route in place (a tab switch), keeping its memo. */
  replace: (route: Route) => void
  /** Merges into the current entry's memo; views call it as their state changes. */
  remember: (memo: Record<string, unknown>) => void
  back: () => void
  forward: () => void
  reset: () => void
}

const initial = (): Pick<NavigationState, 'entries' | 'index' | 'navigated'> => ({
  entries: [{ route: landingRoute, memo: {} }],
  index: 0,
  navigated: false
})

export const useNavigationStore = create<NavigationState>()((set) => ({
  ...initial(),
  navigate: (route) =>
    set((state) => {
      const here = state.entries[state.index]
      if (here && sameRoute(here.route, route)) return state.navigated ? state : { navigated: true }
      const entries = [...state.entries.slice(0, state.index + 1), { route, memo: {} }].slice(-maxEntries)
      return { entries, index: entries.length - 1, navigated: true }
    }),
  // In place of the landing view, not on top of it: Back does not lead to a view the person never saw.
  resume: (route) => set((state) => (state.navigated ? state : { entries: [{ route, memo: {} }], index: 0 })),
  replace: (route) =>
    set((state) => {
      const here = state.entries[state.index]
      if (!here || sameRoute(here.route, route)) return state
      const entries = state.entries.slice()
      entries[state.index] = { ...here, route }
      return { entries, navigated: true }
    }),
  remember: (memo) =>
    set((state) => {
      const here = state.entries[state.index]
      if (!here) return state
      const entries = state.entries.slice()
      entries[state.index] = { ...here, memo: { ...here.memo, ...memo } }
      return { entries }
    }),
  back: () => set((state) => (state.index > 0 ? { index: state.index - 1, navigated: true } : state)),
  forward: () =>
    set((state) => (state.index < state.entries.length - 1 ? { index: state.index + 1, navigated: true } : state)),
  reset: () => set(initial())
}))

export const selectCurrentEntry = (state: NavigationState): HistoryEntry =>
  state.entries[state.index] ?? { route: landingRoute, memo: {} }
export const selectCurrentRoute = (state: NavigationState): Route => selectCurrentEntry(state).route
export const selectCanGoBack = (state: NavigationState): boolean => state.index > 0
export const selectCanGoForward = (state: NavigationState): boolean => state.index < state.entries.length - 1

/** The navigate function, for components. */
export const useNavigate = (): ((route: Route) => void) => useNavigationStore((s) => s.navigate)

/** Each account's history while another is on screen, so switching back returns to where it was. */
const accountHistories = new Map<string, Pick<NavigationState, 'entries' | 'index'>>()

/**
 * The views now show account `to`: `from`'s history is kept, and `to`'s comes
 * back (or a fresh start). From no account (the first sign-in, start-up) the
 * history so far is `to`'s: a link that came before the sign-in still opens.
 */
export function switchAccountHistory(from: string | null, to: string | null): void {
  if (from === null) return
  const state = useNavigationStore.getState()
  accountHistories.set(from, { entries: state.entries, index: state.index })
  const back = to === null ? undefined : accountHistories.get(to)
  useNavigationStore.setState(back ? { ...back, navigated: true } : initial())
}

/** A removed or signed-out account's place goes with it. */
export const forgetAccountHistory = (account: string): void => void accountHistories.delete(account)
