import { useEffect } from 'react'

/**
 * Runs `task` when the page is next idle after the render that gave it (again for a new `task`), and not at all if
 * the component goes first: work the first frame need not wait for, done before the person is likely to want it.
 */
export function useWhenIdle(task: () => unknown): void {
  useEffect(() => {
    const run = () => void task()
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 0)
      return () => clearTimeout(timer)
    }
    const id = requestIdleCallback(run)
    return () => cancelIdleCallback(id)
  }, [task])
}
