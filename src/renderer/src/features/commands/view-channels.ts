import { useEffect } from 'react'
import { create } from 'zustand'

import type { Channel } from '@shared/ipc'

/**
 * The channels whose data the view on screen shows: what Refresh (the view's
 * own, or Go → Refresh this view) asks for again, and nothing else — not the
 * header's profile or picture, which are the frame's.
 */
export const useViewChannels = create<{ channels: readonly Channel[] }>()(() => ({ channels: [] }))

/** A view names its channels while it is on screen. */
export function useRefreshableChannels(channels: readonly Channel[]): void {
  const key = channels.join('\n')
  useEffect(() => {
    const named = key.split('\n') as Channel[]
    useViewChannels.setState({ channels: named })
    return () => {
      if (useViewChannels.getState().channels === named) useViewChannels.setState({ channels: [] })
    }
  }, [key])
}
