import { useEffect } from 'react'

/**
 * Runs `task` when the page is next idle, or at the next task in a page without idle callbacks (a test's DOM).
 * Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  const id = requestIdleCallback(() => task())
  return () => cancelIdleCallback(id)
}

/**
 * Runs `task` when the page is next idle after the render that gave it (again for a new `task`), and not at all if
 * the component goes first: work the first frame need not wait for, done before the person is likely to want it.
 */
export function useWhenIdle(task: () => unknown): void {
  useEffect(() => whenIdle(() => void task()), [task])
}
