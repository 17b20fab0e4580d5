import { useRef, useState } from 'react'

/**
 * Runs one async submit at a time. The ref blocks a second Enter or click in
 * the same tick, before React has re-rendered the disabled button.
 */
export function useSubmitGuard() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
