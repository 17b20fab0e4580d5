import { create } from 'zustand'

/** Whether Help → Keyboard shortcuts is open. */
export const useShortcutsStore = create<{ open: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false })
}))
