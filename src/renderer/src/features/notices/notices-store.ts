import { create } from 'zustand'

import type { Notice } from '@shared/notice'

interface NoticesState {
  notices: Notice[]
  add: (notice: Notice) => void
  dismiss: (id: string) => void
  drop: (which: (notice: Notice) => boolean) => void
}

export const useNoticesStore = create<NoticesState>()((set) => ({
  notices: [],
  // Main may repeat a notice (bootstrap and event); show each id once.
  add: (notice) => set((state) => (state.notices.some((n) => n.id === notice.id) ? state : { notices: [...state.notices, notice] })),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((n) => n.id !== id) })),
  drop: (which) => set((state) => ({ notices: state.notices.filter((n) => !which(n)) }))
}))
