import { create } from 'zustand'

/** What is typed in Search (kept while the person visits other views) and requests to focus it. */
interface SearchState {
  text: string
  /** Bumped by Ctrl/Cmd+K; the field focuses itself whenever it changes. */
  focusRequest: number
  setText: (text: string) => void
  requestFocus: () => void
}

export const useSearchStore = create<SearchState>()((set) => ({
  text: '',
  focusRequest: 0,
  setText: (text) => set({ text }),
  requestFocus: () => set((state) => ({ focusRequest: state.focusRequest + 1 }))
}))
