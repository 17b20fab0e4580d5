import { useSyncExternalStore } from 'react'

// One shared clock for every "3 minutes ago" on screen: a single timer runs
// while anything is listening, however many dates are shown.
const TICK_MS = 30_000
const listeners = new Set<() => void>()
let now = Date.now()
let timer: number | null = null

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (timer === null) {
    now = Date.now()
    timer = window.setInterval(() => {
      now = Date.now()
      listeners.forEach((notify) => notify())
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== null) {
      window.clearInterval(timer)
      timer = null
    }
  }
}

/** The current time, refreshed every 30 seconds, for relative times. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now)
}
