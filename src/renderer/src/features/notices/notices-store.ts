import { create } from 'zustand'

import type { Notice } from '@shared/notice'

interface NoticesState {
  notices: Notice[]
  /** The newest information notice, for the live region that is always there (notice-announcer.tsx); null once it is dismissed. */
  announced: Notice | null
  add: (notice: Notice) => void
  dismiss: (id: string) => void
  drop: (which: (notice: Notice) => boolean) => void
}

/** The announcement stays only while its notice does. */
const stillAnnounced = (announced: Notice | null, notices: Notice[]) =>
  announced && notices.includes(announced) ? announced : null

export const useNoticesStore = create<NoticesState>()((set) => ({
  notices: [],
  announced: null,
  // Main may repeat a notice (bootstrap and event); show each id once.
  add: (notice) =>
    set((state) =>
      state.notices.some((n) => n.id === notice.id)
        ? state
        : { notices: [...state.notices, notice], announced: notice.level === 'info' ? notice : state.announced }
    ),
  dismiss: (id) =>
    set((state) => {
      const notices = state.notices.filter((n) => n.id !== id)
      return { notices, announced: stillAnnounced(state.announced, notices) }
    }),
  drop: (which) =>
    set((state) => {
      const notices = state.notices.filter((n) => !which(n))
      return { notices, announced: stillAnnounced(state.announced, notices) }
    })
}))
