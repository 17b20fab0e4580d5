import { useEffect, useState } from 'react'

/** True only once `on` has stayed true for `delayMs`: a fast answer never flashes a spinner. */
export function useDelayedFlag(on: boolean, delayMs = 300): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!on) return
    const timer = window.setTimeout(() => setShown(true), delayMs)
    return () => {
      window.clearTimeout(timer)
      setShown(false)
    }
  }, [on, delayMs])
  return on && shown
}
