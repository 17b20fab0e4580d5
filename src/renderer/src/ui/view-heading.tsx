import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A view's one h1. It takes focus when the view appears so keyboard and
 * screen-reader users land at the top of what just changed.
 */
export function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <h1 ref={ref} tabIndex={-1} className="view-heading">
      {children}
    </h1>
  )
}
